import nlp from "compromise";

import type { QuizAnswers } from "@/lib/validation";
import { isMostlyForeign } from "../function-words";
import { escapeRegExp, withApostrophes } from "../text";
import { isAnyPlace, isKnownPlace, isLanguageOrPeople } from "../geography";
import { isEnglishWord } from "./english-words";
import {
  addName,
  clean,
  inLexicon,
  isCompanyName,
  isObjectOfVerb,
  isOwner,
  isStylised,
  isSubject,
  lastWords,
  listStartOf,
  type NamedCompetitor,
  nameRuns,
  passiveAgent,
  RIVALRY,
  type Run,
  subjectListNames,
  TERM_LIKE,
  termsOf,
  textOf,
} from "./name-runs";

export type { NamedCompetitor };

/** Being obliged to go through something: "have to send every invoice through ANAF's SPV" is a mandate. */
const OBLIGED = /\b(?:have to|has to|had to|must|required to|obliged to|forced to)\b[^.;]{0,50}$/i;

const COMPETITOR_CUE =
  /\b(?:unlike|than|instead of|compared (?:to|with)|versus|vs\.?|alternatives?(?: like| such as)?|competitors?(?: like| such as)?|compete\w* with|rather than|replace\w*|switch\w* from|use|uses|using|rely on|relies on|stuck with|struggl\w* with|fed up with|frustrated (?:with|by)|tired of|sick of|such as|like|today|already|currently|big players|incumbents?)\b/i;
const COMPARISON = /\b(?:than|unlike|instead of|versus|vs\.?|compared (?:to|with))\b/gi;
/** Words before a name that make it a means, not a rival: "paid through M-Pesa", "listed on Etsy". */
const MEANS_BEFORE =
  /\b(?:through|via|over|on|with|by|onto|inside|within|integrat\w* with|built on|powered by|pay\w* (?:by|with))\s+$|\b(?:works?|integrates?|connects?|syncs?)\s+with\s+(?:the|your|their)\s+$/i;
/**
 * Words before a name that make it an authority the founder must satisfy, not a rival: "not approved by
 * the food agency", "registered with the regulator", "certified by TÜV".
 */
const AUTHORITY_BEFORE =
  /\b(?:approved|certified|regulated|required|registered|licen[cs]ed|inspected|audited|accredited|authori[sz]ed|mandated|enforced|fined|banned|overseen|supervised|vetted)\s+(?:by|with)\s+(?:the\s+)?$/i;
/** Work kept in a tool: "keep their notes in Notion", "track jobs in Excel", "plan rotas in Deputy". */
const KEPT_IN =
  /\b(?:keep|kept|track|manag|stor|log|record|writ|wrote|plan|schedul|organi[sz]|juggl)\w*\b(?:\s+[\w'’-]+){0,4}\s+in\s+$/i;
/** Words before a name that make it a place: "the driveways in Drumcondra", "from another EU country". */
const PLACE_BEFORE = /\b(?:in|at|from|into|across|near|around)\s+$/i;
/**
 * How a customer pays is no rival, in any field or language: "you can pay with Venmo", "pay by BCEL OnePay",
 * "Pagamento por Pix", "paiement par Orange Money".
 */
const PAID_THROUGH =
  /\b(?:pa(?:y|ys|id|ying|yment|yments)|pag(?:o|a|ar|ue|amento|amentos)|paie(?:ment)?|pay[ée]s?)\s+(?:(?:by|with|via|through|using|over|por|con|com|par|avec|via)\s+)(?:[\w-]+\s+){0,4}$/i;
/** A name before how money moves is the means it moves by: "collect MoMo payments", "Idram payments built in". */
const PAYMENT_AFTER = /^(?:payments?|checkout|transfers?|wallets?|pay|money transfers?)$/i;

/** The second half of "MoMo-first", "WhatsApp-based": the product is built around the name, a means. */
const BUILT_AROUND =
  /^(?:first|based|native|friendly|ready|compatible|powered|integrated|enabled|only|centric|connected|linked)$/i;

/** A kind of rival before an example: "the big players like Al Faris", "apps such as Tandem". */
const KIND_OF_RIVAL =
  /\b(?:players|competitors|incumbents|rivals|companies|firms|brands|apps|platforms|providers|suppliers|startups|chains|vendors)\s+(?:like|such as)\s+$/i;
/** Goods a maker makes, before "from": "the imported loggers from Berlinger", "printed books from Ferozsons". */
const MADE_BY =
  /\b(?:loggers|books|products|devices|apps|tools|software|sensors|machines|kits|systems|solutions|equipment|models|brands|ones|trackers|monitors|courses|programs|programmes)\s+from\s+$/i;
/** A name that labels a thing, not a company: "the YKI test", "the DSGVO rules", "an IELTS score". */
const THING_AFTER =
  /^(?:test|tests|exam|exams|examination|certificate|certification|visa|standard|standards|law|laws|rules|act|regulation|regulations|permit|licen[cs]e|score|level|levels|penalt(?:y|ies)|fines?|deadlines?|due|audits?|inspections?|returns?|forms?|filings?|compliance)$/i;
/** The founder speaking of their own product: "we", "our", "I". */
const CURRENCY_NAME =
  /^(?:naira|cedis?|shillings?|rand|rupees?|rupiah|pesos?|reais|real|euros?|dollars?|pounds?|sterling|yen|yuan|renminbi|dirhams?|riyals?|dinars?|kwacha|lira|lire|zloty|forints?|kron[ae]r?|francs?|ringgit|baht|dong|won|taka|leones?|birr|pula|kwanza|ouguiya|soles?|quetzal(?:es)?|lempiras?|colones?|bolivianos?|guaran[ií]es?|hryvnias?|rubles?|roubles?|lari|tenge|som|manat|afghanis?)$/i;
const FIRST_PERSON = /\b(?:we|we're|we'll|our|ours|i|i'm|my)\b/i;
/** "us", but not "US" (the country: "built for large US companies"). */
const US = /\b[Uu]s\b/;

/** The founder's sentences: whole, as written (compromise splits them; abbreviations stay inside). */
function sentencesOf(text: string): string[] {
  return (nlp(text).sentences().out("array") as string[]).map((s) => s.trim()).filter(Boolean);
}

/**
 * Companies and products the founder names as rivals or as what customers use today: runs of capitalised
 * words (compromise tags say which are ordinary words) that are not places, people or the founder's own
 * product, next to a comparison or a "use today" cue. Each comes with the founder's sentence, to quote whole
 * and attribute to them.
 */
export function extractCompetitors(answers: QuizAnswers, ownNames: string[] = []): NamedCompetitor[] {
  const result: NamedCompetitor[] = [];
  const own = new Set(ownNames.map((n) => n.toLowerCase()));
  // Names the founder describes the customer with ("Shopify fashion brands") are their world, not rivals.
  const audienceNames = new Set(
    sentencesOf(answers.targetAudience).flatMap((s) =>
      nameRuns(termsOf(s), true).map((r) => r.name.toLowerCase()),
    ),
  );
  // What the founder's own product runs on ("an M-Pesa account number") is a means, not a rival.
  const ownWorld = `${answers.solution} ${answers.businessModel}`.toLowerCase();
  const fields = [
    answers.differentiator,
    answers.problem,
    answers.solution,
    answers.targetAudience,
    answers.businessModel,
  ];
  // A founder who starts sentences with a capital starts one in lower case on purpose: it keeps a brand's
  // spelling ("ecbo cloak relies on staff"). One who writes all in lower case says nothing by it.
  const openings = fields
    .flatMap(sentencesOf)
    .map((s) => s.charAt(0))
    .filter((c) => /\p{L}/u.test(c));
  const lowerOpenings = openings.filter((c) => /\p{Ll}/u.test(c)).length;
  const lowerStartsName = openings.length - lowerOpenings >= 3 * lowerOpenings;
  // One who starts sentences in either case tells nothing by it.
  const casing = { lowerWriter: !lowerStartsName, lowerStartsName };
  for (const field of fields) {
    // The differentiator is a comparison by nature: a company named there is a rival without a cue word.
    const comparing = field === answers.differentiator;
    // The problem tells how customers cope today: a tool they use there is the alternative to beat.
    const statusQuo = field === answers.problem;
    // The solution, audience and business model tell the founder's own plan: tools named there are means.
    const ownPlan = !comparing && !statusQuo;
    for (const sentence of sentencesOf(field)) {
      const read = withApostrophes(sentence);
      const doc = nlp(read);
      const terms = termsOf(read);
      const places = new Set(
        (doc.places().out("array") as string[]).flatMap((p) => p.split(/\s+(?:and|or)\s+|,\s*/)).map(clean),
      );
      const people = new Set((doc.people().out("array") as string[]).map(clean));
      const organisations = new Set((doc.organizations().out("array") as string[]).map(clean));
      const runs = nameRuns(terms, false, casing);
      const kept: { run: Run; company: boolean; listStart: number }[] = [];
      for (const run of runs) {
        const { name } = run;
        if (!isCompanyName(name) || own.has(name.toLowerCase())) continue;
        // "the YKI test" names a test; "IT-Dienstleister" is half of a compound word.
        if (THING_AFTER.test(terms[run.end]?.text ?? "")) continue;
        if (run.start > 0 && terms[run.start - 1].post === "-" && TERM_LIKE.test(terms[run.start - 1].text))
          continue;
        // "Sakay.ph only covers Manila": a country or a sizeable town is a place, even listed with a rival.
        const knownPlace = isKnownPlace(name);
        // "nur ein Paket per Post", "den Papierkram": in German every noun is capitalised; one after an
        // article or a preposition is a noun, not a name, unless listed with one.
        if (
          run.end === run.start + 1 &&
          /^(?:ein|eine|einen|einem|einer|der|die|das|den|dem|des|per|zur|zum|im|am|vom|beim|kein|keine|mit|ohne|für)$/i.test(
            terms[run.start - 1]?.text ?? "",
          ) &&
          isMostlyForeign(sentence)
        )
          continue;
        // "full by March": compromise reads the month from the sentence, though "March" alone is a verb.
        if (terms.slice(run.start, run.end).every((t) => t.tags.has("Date"))) continue;
        // "Rappi and Uber Eats", "post on SEEK or beg in Facebook groups": a list shares what comes before it.
        const listStart = listStartOf(runs, run, terms);
        const before = textOf(terms, 0, listStart);
        // "the schools in Sucre", "growers in Alto Paraná and Itapúa": a place after "in" is where, even in
        // a comparison, unless goods come from it ("the loggers from Berlinger").
        if (
          PLACE_BEFORE.test(before) &&
          !MADE_BY.test(before) &&
          !organisations.has(name) &&
          isAnyPlace(name)
        )
          continue;
        // "cheaper than the big ECU" sets the name against the product; "splits private vs work trips for
        // IRD" sets two other things against each other, and the name is reached through a preposition.
        const cue = /\b(?:unlike|than|instead of|versus|vs\.?)\b(.*)$/i.exec(lastWords(before, 4));
        // "offline in the Gobi", "farms in the Algarve": a name after "in the" that no noun follows is a region.
        if (
          /\b(?:in|across|around|near|throughout)\s+the\s+$/i.test(before) &&
          !terms[run.end]?.tags.has("Noun") &&
          !organisations.has(name)
        )
          continue;
        const rivalry =
          RIVALRY.test(before) ||
          (!!cue && !/\b(?:for|to|of|in|on|at|by|from|with|into|about)\b/i.test(cue[1]));
        // "in Uzbek and Russian": a language or a people is no company.
        if (!rivalry && isLanguageOrPeople(name)) continue;
        // "everyone actually speaks Darija": what is spoken is a language.
        if (/\b(?:speak|speaks|spoke|spoken|speaking)\s+$/i.test(before)) continue;
        // "no Naira giving", "priced in Euros": a currency is no company.
        if (CURRENCY_NAME.test(name)) continue;
        // "island people on Brač and Hvar": a list after a place word, one of whose names is a place, is
        // a list of places.
        if (
          !rivalry &&
          /\b(?:in|at|on|from|across|near|around)\s+$/i.test(before) &&
          runs.some((other) => listStartOf(runs, other, terms) === listStart && isAnyPlace(other.name))
        )
          continue;
        // "(lotto, Cúl Camps, county board stuff)": a name in brackets among ordinary things is one of them.
        const at = sentence.indexOf(name);
        const bracket = at > 0 ? /\(([^()]*)$/.exec(sentence.slice(0, at))?.[1] : undefined;
        if (!rivalry && bracket !== undefined) {
          const inside = `${bracket}${sentence.slice(at).split(")")[0]}`;
          const items = inside.split(/\s*,\s*|\s+(?:and|or)\s+/).filter(Boolean);
          const plain = items.filter((item) => /^\p{Ll}/u.test(item));
          if (items.length >= 3 && plain.length >= items.length - 1) continue;
        }
        if (!rivalry && (PAID_THROUGH.test(before) || PAYMENT_AFTER.test(terms[run.end]?.text ?? "")))
          continue;
        // "no Airbnb-for-garages here", "an Uber for dog walkers": a name the product is likened to is an
        // analogy, not a rival.
        if (
          /^for$/i.test(terms[run.end]?.text ?? "") &&
          /^(?:a|an|no|the|like)$/i.test(terms[run.start - 1]?.text ?? "")
        )
          continue;
        // "MoMo-first checkout", "a WhatsApp-based booking": what the founder's product is built around.
        if (terms[run.end - 1].post === "-" && BUILT_AROUND.test(terms[run.end]?.text ?? "")) continue;
        // "the IKEA one doesn't survive past one kid": the thing a name makes is that maker's product.
        const productOf =
          /^(?:one|ones)$/i.test(terms[run.end]?.text ?? "") &&
          /^(?:the|an?)$/i.test(terms[run.start - 1]?.text ?? "");
        const yardstick = terms[run.end - 1].text.endsWith("-like") || productOf;
        // "(no Albanian, no Viber)" beside "reminders on Viber" in the solution: in the comparison, what the
        // founder's own product runs on is a means, unless set against the product.
        if (
          comparing &&
          !rivalry &&
          !yardstick &&
          new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(name)}(?:[^\\p{L}]|$)`, "iu").test(ownWorld) &&
          !KIND_OF_RIVAL.test(before)
        )
          continue;
        if (!rivalry && !yardstick && !isRival(run, listStart)) continue;
        // An abbreviation that owns something ("REI's rental program") names an organisation: a term or a
        // technology has nothing of its own. Two letters ("AI's answers") and "the API's limits" are terms.
        const owner =
          name.length > 2 && !terms[run.start - 1]?.tags.has("Determiner") && isOwner(terms, run.end);
        const organisation = organisations.has(name) || owner;
        // "Xylem or YSI": an abbreviation listed with a rival is one too.
        // ("(ENOC, ADNOC)": the abbreviation listed first is one too, with a name that follows it.)
        const listedWithRival =
          kept.some((k) => k.company && k.listStart === listStart) ||
          runs.some(
            (other) =>
              other.start > run.start &&
              listStartOf(runs, other, terms) === listStart &&
              !TERM_LIKE.test(other.name) &&
              isCompanyName(other.name),
          );
        // "LOCA is mostly cars and pricier": an abbreviation that opens the comparison as its subject is the
        // rival it speaks of.
        const openingSubject = comparing && run.start === 0 && name.length >= 3 && isSubject(terms, run.end);
        if (
          TERM_LIKE.test(name) &&
          !organisation &&
          !rivalry &&
          !yardstick &&
          !isStylised(name) &&
          !listedWithRival &&
          !openingSubject
        )
          continue;
        // "ask the RT or the satpam for a name": an abbreviation after "the" that no cue sets against the
        // product is an institution or a term, even in a list with a rival (compromise tags every acronym
        // an organisation, so its tag says nothing here).
        if (TERM_LIKE.test(name) && /^the$/i.test(terms[run.start - 1]?.text ?? "") && !rivalry && !yardstick)
          continue;
        // "golden hour vs DJ lights", "SMS reminders": an abbreviation before a plural noun describes it.
        const described = terms[run.end];
        if (
          TERM_LIKE.test(name) &&
          !!described &&
          ((described.tags.has("Plural") && !described.tags.has("Verb")) ||
            (/s$/.test(described.text) && /[),.;:]/.test(described.post)))
        )
          continue;
        // Listed as the subject with a rival it is a brand ("Ergobaby and Tula are great"), not Tula in Russia.
        if (knownPlace && !rivalry && !(listedWithRival && listStart === 0)) continue;
        // Places and people are rivals only when listed with one ("Tabasco and Encona"): decided below.
        // Set against the product ("unlike Pod Point's survey"), a place or a person is a company too.
        // "Bird Buddy exists but…": in the comparison, what "exists" is a product, though it reads as a name.
        const existing = comparing && /^exists?$/i.test(terms[run.end]?.text ?? "") && !places.has(name);
        const exampleOfRival = KIND_OF_RIVAL.test(before) || MADE_BY.test(before) || existing;
        // "MARTA Mobility": compromise may read an all-caps word as a first name; a name ending on an
        // ordinary noun is an organisation's.
        const person =
          people.has(name) &&
          !/^[A-Z]{3,}\s/.test(name) &&
          !(/\s/.test(name) && inLexicon(name.split(" ").pop()!));
        // "AA Namibia mostly helps near towns": an abbreviation before a country is that country's arm of
        // an organisation ("MTN Uganda"), the subject of the comparison.
        const countryArm =
          comparing && /^[A-Z]{2,5}\s+\p{Lu}\p{Ll}+$/u.test(name) && isSubject(terms, run.end);
        const company =
          rivalry ||
          productOf ||
          countryArm ||
          // "Cheap Houses Japan just shows listings": a name of several capitalised words that opens the
          // comparison as its subject is the rival it speaks of, whatever place its last word names.
          (openingSubject && name.split(/\s+/).length >= 2 && !knownPlace) ||
          exampleOfRival ||
          (foundWanting(run) && !knownPlace) ||
          (!places.has(name) && !person && !places.has(name.split(" ").pop()!));
        kept.push({ run, company, listStart });
      }
      // "Weave and RevenueWell do…", "mabl and Testim do…": a word listed first with a rival, as the
      // subject of the comparison, is a rival too, whatever its case ("airthings") or dictionary meaning.
      if (comparing) {
        const pair = /^([\p{L}][\p{L}\d.'’-]*)\s+(?:and|or|&|n|\+)\s+/u.exec(sentence);
        const partner =
          pair && kept.find((k) => k.company && sentence.slice(pair[0].length).startsWith(k.run.name));
        if (
          pair &&
          partner &&
          !/^(?:we|they|it|our|the|a|an|both|all|most|many|some|i|you|and|but|or)$/i.test(pair[1]) &&
          isSubject(terms, partner.run.end, false, true)
        )
          addName(result, pair[1], sentence);
      }
      // "grabfood and shopeefood are fast", "italki, preply and cambly use tutors", "auphonic is closest": in
      // the comparison, a list that is the subject of a clause, with a word English lacks in it, names rivals
      // whatever the founder's case.
      if (comparing) for (const name of subjectListNames(terms, casing)) addName(result, name, sentence);
      for (const { run, company, listStart } of kept) {
        const name = run.name;
        // A lone first name or surname in a comparison is a brand more often than a person ("Selina").
        const singleName = !/\s/.test(name) && !places.has(name);
        const listed = kept.some((k) => k.company && k.listStart === listStart);
        if (!company && !listed && !(comparing && singleName)) continue;
        addName(result, name, sentence);
      }

      /** "who find ServiceTitan way too big and expensive": a product the customers find wanting. */
      function foundWanting(run: Run): boolean {
        return /^\s*(?:(?:is|are|feels?|seems?|gets?)\s+)?(?:(?:way|much|far|just)\s+)?too\s+\w+/i.test(
          textOf(terms, run.end, run.end + 5),
        );
      }

      function isRival(run: Run, listStart: number): boolean {
        const name = run.name;
        const before = textOf(terms, 0, listStart);
        const clause = before.split(/[;:]/).pop() ?? "";
        // "we work with the carriers like X", "we know the X rules": the founder's own means and background.
        if (FIRST_PERSON.test(clause) || US.test(clause)) return false;
        if (AUTHORITY_BEFORE.test(before)) return false;
        // "caught out by Care Inspectorate visits", "fined by the council": the agent of a passive verb acts
        // on the customer; it is no tool they chose.
        if (passiveAgent(terms, listStart)) return false;
        if (MEANS_BEFORE.test(before) && OBLIGED.test(clause)) return false;
        if (audienceNames.has(name.toLowerCase()) && field !== answers.targetAudience) return false;
        // "stall owners who all use M-Pesa and WhatsApp but won't download an app": in the audience, what the
        // customers use describes them (and where to reach them), unless set against something.
        if (
          field === answers.targetAudience &&
          /\b(?:use|uses|using|rely on|relies on|already|currently|live on|lives on)\b/i.test(clause) &&
          !/\b(?:unlike|than|instead of|versus|vs\.?|replac\w*|switch\w*|stuck with|tired of|fed up|frustrated|sick of|struggl\w*)\b/i.test(
            clause,
          )
        )
          return false;
        // "Everything at Smyk is plastic" speaks of Smyk; "the dry cleaners in Yaba take days" of a place.
        if (
          PLACE_BEFORE.test(before) &&
          !MADE_BY.test(before) &&
          !organisations.has(name) &&
          (ownPlan || !isSubject(terms, run.end)) &&
          !(statusQuo && KEPT_IN.test(clause))
        )
          return false;
        // "families in Chawama and Kanyama can't afford a generator": in the problem, a name after "in" is
        // where the customers are unless they use something there ("keep notes in Notion").
        if (
          statusQuo &&
          /\bin\s+$/i.test(before) &&
          !COMPETITOR_CUE.test(clause) &&
          !KEPT_IN.test(clause) &&
          !organisations.has(name)
        )
          return false;
        // "Taxis are cheaper but…", "Hotels charge…": a plural of an ordinary word, capitalised only because
        // it opens the sentence, is a kind of alternative, not a name.
        if (
          /(?:^|[.!?]\s*)$/.test(before) &&
          /^\p{Lu}\p{Ll}+s$/u.test(name) &&
          isEnglishWord(name) &&
          isEnglishWord(name.replace(/(?:es|s)$/, "")) &&
          !organisations.has(name)
        )
          return false;
        // "expect the funeral Mass to be streamed", "must do Right to Rent checks": in the problem, an ordinary
        // English word written with a capital names a thing or a rule, unless the customers use it today
        // ("manage bookings with WhatsApp and Excel").
        if (
          statusQuo &&
          run.start === listStart &&
          !MEANS_BEFORE.test(before) &&
          !/\s/.test(name) &&
          /^\p{Lu}\p{Ll}+$/u.test(name) &&
          isEnglishWord(name) &&
          !COMPETITOR_CUE.test(clause) &&
          !KEPT_IN.test(clause) &&
          !organisations.has(name)
        )
          return false;
        // "local carriers like Colissimo" are what "carriers" is: a means when the carriers are.
        const kind = before.replace(/(?:\s+[\w-]+){1,3}\s+(?:like|such as)\s+$/i, " ");
        // "it works with the Unity Trust bank accounts most councils already use": what the product works with.
        if (
          /\b(?:it|we|ours)\s+(?:also\s+)?(?:works?|integrates?|connects?|syncs?)\s+with\s+(?:the\s+|your\s+|their\s+)?$/i.test(
            before,
          )
        )
          return false;
        if (MEANS_BEFORE.test(before) || (kind !== before && MEANS_BEFORE.test(kind))) {
          // The customers' own tool today ("find cleaners through WhatsApp groups") is the alternative, unless
          // the founder's product runs on it too ("each student gets an M-Pesa account number").
          return !ownPlan && !new RegExp(`\\b${escapeRegExp(name)}\\b`, "i").test(ownWorld);
        }
        // "the big players like Al Faris": an example of the rivals the founder names.
        if (KIND_OF_RIVAL.test(before)) return true;
        if (isFeatureOfRival(run, listStart)) return false;
        // "Google Maps doesn't show most routes": a product that falls short of the need.
        const fallsShort =
          (isSubject(terms, run.end) && /n't|\bnot\b|\bnever\b/i.test(textOf(terms, run.end, run.end + 3))) ||
          foundWanting(run);
        // "than" after the name compares something else: "a return often costs more than the margin".
        const after = textOf(terms, run.start, terms.length).replace(COMPARISON, "");
        // "couples order Swiggy every night": in the problem, a name the customers' verb takes as its object
        // is what they do today ("get FDA certification" takes the certification, not the name).
        const habit = statusQuo && isObjectOfVerb(terms[listStart - 1]) && !terms[run.end]?.tags.has("Noun");
        // "Sold at wine fairs like ProWein": in the founder's own plan, examples of a kind that is not a
        // rival are where they sell.
        if (ownPlan && /\b(?:like|such as)\s+$/i.test(before) && !KIND_OF_RIVAL.test(before)) return false;
        // In the founder's own plan a cue must lead to the name: "routes (Acropolis slopes, Plaka…) told like
        // a story" lists places the product covers.
        // "Most shops still track stock in Excel": in the problem, the tool the work is kept in today.
        const keptIn = statusQuo && KEPT_IN.test(clause);
        return (
          comparing || fallsShort || habit || keptIn || COMPETITOR_CUE.test(ownPlan ? before : before + after)
        );
      }

      /**
       * "BroodMinder needs Bluetooth range": a name in the predicate of a clause whose subject is a rival is
       * what that rival needs or has. A name that starts a clause of its own ("and Varidesk ones are") is not.
       */
      function isFeatureOfRival(run: Run, listStart: number): boolean {
        const subject = runs.find(
          (r) => r.end <= listStart && /^(?:the)?$/i.test(textOf(terms, 0, r.start).trim()),
        );
        if (!subject) return false;
        const between = terms.slice(subject.end, listStart);
        if (between.some((t) => /[;:]/.test(t.post))) return false;
        const justBefore = terms[listStart - 1];
        if (
          justBefore.tags.has("Conjunction") ||
          justBefore.tags.has("QuestionWord") ||
          /,/.test(justBefore.post)
        )
          return false;
        if (!between.some((t) => t.tags.has("Verb"))) return false;
        // "Observe.AI can't handle isiZulu or SA accents": the object of the rival's verb, though a list.
        // ("covers Manila and Google Maps doesn't": a later name in the list may start a clause of its own.)
        return (run.start === listStart && isObjectOfVerb(justBefore)) || !isSubject(terms, run.end);
      }
    }
  }
  return result.slice(0, 8);
}
