import nlp from "compromise";

import type { QuizAnswers } from "@/lib/validation";
import { firstSentence, singular } from "../text";
import { eng } from "stopword";

import { isForeignFunctionWord, isMostlyForeign } from "../function-words";
import { isEnglishWord } from "./english-words";

export type CustomerType = "business" | "consumer";

/**
 * Where a count of such customers is found: registers and member lists count businesses, the census and
 * national statistics count people and households.
 */
export const COUNT_SOURCES: Record<CustomerType, { long: string; short: string }> = {
  business: {
    long: "the national business register, the regulator's or licensing body's list, or a trade association's membership",
    short: "a business register, a regulator's or licensing body's list, or a trade association",
  },
  consumer: {
    long: "the census or the national statistics office (people and households by age, place and income)",
    short: "the census or the national statistics office",
  },
};

export interface Customer {
  /** The paying unit, singular, as the founder names it: "household", "sole trader", "restaurant". */
  unit: string;
  /** The same, plural: "households". */
  units: string;
  type: CustomerType;
  /** The founder's first sentence about them, whole. */
  segment: string;
  /** The answer names no one in particular ("everyone", "people", "small businesses" alone). */
  vague: boolean;
}

/**
 * Nouns that name an organisation or a person acting for one (the one who pays is then a business);
 * compromise tags people as #Actor but does not tell an owner from a parent, so this list does. Staff
 * who are employed, not self-employed (nurses), pay out of their own pocket: they are consumers.
 */
const BUSINESS_NOUNS =
  /^(?:business|company|firm|startup|centre|center|call centre|call center|contact centre|contact center|bpo|brand|\w*shop|\w*store|retailer|restaurant|cafe|café|bakery|bar|pub|hotel|hostel|clinic|practice|pharmacy|hospital|school|university|college|agency|studio|salon|gym|farm|farmer|grower|manufacturer|factory|warehouse|distributor|wholesaler|supplier|contractor|builder|landlord|property manager|developer|team|department|organi[sz]ation|nonprofit|charity|ngo|council|committee|municipality|operator|fleet|carrier|trader|merchant|vendor|seller|freelancer|consultant|accountant|lawyer|dentist|doctor|therapist|coach|trainer|tutor|teacher|recruiter|employer|owner|manager|director|founder|ceo|cfo|cto|buyer|planner|organi[sz]er|producer|brewery|winery|distillery|kitchen|caterer|venue|dealership|garage|workshop|lab|laboratory|sme|smb|enterprise|cooperative|co-op|association|union|hoa|strata|syndic|syndicate|condominium|club|church|parish|mosque|temple|institution|insurer|bank|lender|broker|realtor|architect|engineer|electrician|plumber|installer|technician|vet|veterinarian|physio|physiotherapist|optician|pharmacist|midwife|hr|marketer|creator|publisher|newsroom|label|gallery|museum|theatre|theater|cinema|agent|stall|kiosk|plant|mill|facility|advertiser|sponsor|administrator|administrador|daycare|garderie|nursery|crèche|creche|kindergarten|preschool|groomer|dealer|academy|academie|atelier|hairdresser|barber|stylist|florist|butcher|tailor|mechanic|locksmith|carpenter|landscaper|photographer|owner-operator)s?$/i;
const CONSUMER_NOUNS =
  /^(?:household|home|homeowner|family|families|parent|mum|mom|dad|father|mother|child|children|kid|teen|teenager|student|learner|pupil|graduate|person|people|individual|adult|senior|retiree|pensioner|couple|woman|women|man|men|girl|boy|traveler|traveller|tourist|commuter|driver|rider|cyclist|runner|gamer|player|fan|reader|listener|viewer|shopper|consumer|renter|tenant|patient|caregiver|carer|nurse|pet owner|dog owner|cat owner|owner of a dog|millennial|gen z|professional|worker|employee|expat|immigrant|migrant|diaspora|citizen|resident|islander|villager|townie|neighbour|neighbor|hobbyist|enthusiast|collector|cook|foodie|gardener|athlete|golfer|surfer|hiker|climber|musician|guitarist|bride|groom|newlywed|sibling|grandparent|user|customer|member|subscriber|beginner|diabetic|smoker|dieter|vegan|vegetarian)s?$/i;

/** What opens an audience answer before the customers: "Our target customers are", "The sellers are". */
export const AUDIENCE_LEAD =
  /^(?:our\s+|the\s+|my\s+)?(?:main\s+|primary\s+|ideal\s+|first\s+|initial\s+)?(?:target(?:ed)?\s+(?:audience|market|customers?|users?|group)|(?:supply|paying|sellers?|selling|vendor)\s+side|(?:both|two|2|the\s+two)\s+sides|(?:sellers|suppliers|vendors|providers)(?=\s+(?:are|will\s+be)\s)|customers?|users?|clients?|buyers?|audience|market(?=\s*(?:is|are|:|-|–)\s)|we\s+(?:target|serve|sell\s+to|focus\s+on|start\s+with)|we're\s+targeting|it's\s+for|it\s+is\s+for|this\s+is\s+for|aimed\s+at|for|mainly|mostly|primarily)(?![\p{L}\p{N}])\s*(?:is|are|will\s+be|would\s+be|:|-|–)?\s*/iu;

/** Nouns for a whole group of people, never one who pays: "diaspora", "community". */
const COLLECTIVE = /^(?:diaspora|community|population|public|crowd|market)$/i;

const VAGUE_HEADS =
  /^(?:everyone|everybody|anyone|anybody|people|person|individual|user|customer|consumer|business|company|client)$/i;

/**
 * Founders' texting and other languages' "and", read as plain English before compromise tags the phrase:
 * "uni students n young workers" (n), "fire depts + EMS squads" (+), "Jeunes cadres et familles",
 * "Familias y grupos de amigos", "law firms w/ in-house IT", and the few shortenings of a kind of payer
 * founders text ("young ppl", "legal-tech devs", "volunteer fire depts").
 */
const TEXTED: Record<string, string> = {
  ppl: "people",
  dept: "department",
  depts: "departments",
  dev: "developer",
  devs: "developers",
  govt: "government",
  org: "organisation",
  orgs: "organisations",
  biz: "business",
  // "adult kids whose parents…": the plain word, so the package speaks of adult children.
  kid: "child",
  kids: "children",
};
function plainWords(text: string): string {
  return (
    text
      // Turkish "İ" lower-cases to "i" and a combining dot ("i̇stanbul"): read as the "I" it is.
      .replace(/İ/g, "I")
      .replace(/(?<=\p{L})\s+(?:n|\+|y|et|e|und)\s+(?=\p{L})/gu, " and ")
      .replace(/\bw\/\s*/gi, "with ")
      // "wholesalers/distributors": either of two nouns, not one word.
      .replace(/(?<=\p{L}{3})\/(?=\p{L}{3})/gu, " or ")
      .replace(/(?<![\p{L}\p{N}'-])\p{L}+(?![\p{L}\p{N}'-])/gu, (word) => TEXTED[word.toLowerCase()] ?? word)
  );
}

/**
 * Whether the audience's first group names the customer ("volunteer fire depts" names departments), or
 * only the side that uses it ("Car owners in Lagos…" when mechanics pay; "class 9 and 10 students…, the
 * parents pay").
 */
export function audienceNamesCustomer(audience: string, customer: Pick<Customer, "units">): boolean {
  const first = plainWords(audience).split(
    /;|\.\s|,\s+(?:but\s+|and\s+)?(?:the|their|its)\s+[\p{L}-]+\s+(?:pay|pays|are\s+the\s+ones)\b/u,
  )[0];
  const head = customer.units.split(/\s+/).pop()?.toLowerCase() ?? "";
  const stem = head.replace(/(?:es|s)$/, "");
  return !stem || first.toLowerCase().includes(stem);
}

interface Term {
  text: string;
  normal: string;
  pre: string;
  post: string;
  tags: string[];
}

/** compromise's terms, a hyphenated compound joined into one ("dog-friendly") and tagged as its last part. */
function termsOf(phrase: string): Term[] {
  const raw = (nlp(phrase).json()[0]?.terms ?? []) as Term[];
  const out: Term[] = [];
  for (const term of raw) {
    const prev = out[out.length - 1];
    // A dash between spaces separates ("hobby birdwatchers - retirees and families"): it ends the phrase.
    if (prev && /\s[-–—]\s*$|^\s*[–—]\s/.test(prev.post)) prev.post = "; ";
    if (prev && prev.post.trim() === "-" && !prev.pre.includes("(")) {
      out[out.length - 1] = {
        ...term,
        text: `${prev.text}-${term.text}`,
        normal: `${prev.normal}-${term.normal}`,
        pre: prev.pre,
      };
    } else out.push(term);
  }
  return out;
}

const ENGLISH_FUNCTION_WORDS = new Set<string>(eng);

const isNoun = (t: Set<string>) =>
  (t.has("Noun") || t.has("Actor") || t.has("Plural") || t.has("Singular") || t.has("Acronym")) &&
  !t.has("Pronoun") &&
  !t.has("Place") &&
  !t.has("Date") &&
  !t.has("Value") &&
  !t.has("PhoneNumber");
// compromise reads a bare plural after a noun as a verb ("fashion brands", "logistics warehouses").
const isPluralVerb = (term: Term, t: Set<string>) =>
  t.has("PresentTense") && !t.has("Auxiliary") && !t.has("Copula") && /[^s]s$/i.test(term.text);
const isPlural = (term: Term, t: Set<string>) =>
  t.has("Plural") ||
  /eaus$/i.test(term.text) ||
  // "panaderías y cafeterías": a word English lacks, with a Romance plural's vowel and "s".
  (/^\p{L}{3,}[aeiouáéíóú]s$/iu.test(term.text) && !known(term.text)) ||
  (/[^s']s$/i.test(term.text) && !t.has("Singular") && !t.has("Uncountable") && !t.has("Acronym"));
const isBaseVerb = (t: Set<string>) => t.has("Verb") && (t.has("Infinitive") || t.has("Imperative"));
const clean = (word: string) => word.replace(/[^\p{L}\p{N}'-]/gu, "").replace(/'+$/, "");
/** A term's word in lower case, with the accents the founder typed ("panadería", not "panaderia"). */
const wordOf = (term: Term) => {
  const typed = clean(term.text).toLowerCase();
  return typed.normalize("NFD").replace(/\p{M}/gu, "") === clean(term.normal).toLowerCase()
    ? typed
    : clean(term.normal).toLowerCase();
};

/**
 * The head noun of the audience's first noun phrase, from compromise's tags: the last noun before what
 * ends the phrase (a preposition, a relative "who", a verb or participle, a number, an adjective after
 * the noun, a comma). Nouns joined by "and" before a shared head are its modifiers ("dog and cat owners");
 * a plural before "and" is a head of its own, and the first one is the unit ("hosts and property managers").
 * Bracketed asides (a translation, an example) are dropped; acronyms and names are modifiers unless last.
 */
function headOf(
  phrase: string,
): { head: string; modifier: string; plural: string | null; foreign: boolean } | null {
  const terms = termsOf(phrase.replace(/\s*\([^)]*\)?/g, " "));
  const chunk: { term: Term; plural: boolean }[] = [];
  let coordinating = false; // after "X and" (or "X," in "X, Y and Z"): the shared head is still to come
  let lead: Term | null = null; // a word compromise reads as a verb before the first noun ("Pet", "Shopify")
  for (const [i, term] of terms.entries()) {
    const tags = new Set(term.tags);
    const last = chunk[chunk.length - 1];
    // "colmaderos en Santo Domingo", "graduates sa provinces": another language's short function word,
    // one English lacks, ends the noun phrase as a preposition would.
    if (
      last &&
      term.text.length <= 3 &&
      isForeignFunctionWord(term.text) &&
      !(term.normal in LEXICON) &&
      !ENGLISH_FUNCTION_WORDS.has(term.normal) &&
      (!isEnglishWord(term.normal) || !known(last.term.normal))
    )
      break;
    const ing = /ing$/i.test(term.text) && (tags.has("Gerund") || tags.has("Noun") || tags.has("Verb"));
    // An audience names people, it does not start with a verb: a plural compromise reads as one at the
    // start is the noun ("tailors in Dakar", "Jeunes cadres").
    const noun =
      (isNoun(tags) && !(ing && !last)) ||
      ((last || (i === 0 && !/[,;:]/.test(term.post))) && isPluralVerb(term, tags));
    if (!last) {
      // Before the phrase: adjectives and numbers are skipped, an -ing noun is a modifier ("building").
      if (noun || (ing && tags.has("Noun"))) {
        if (lead) chunk.push({ term: lead, plural: false });
        chunk.push({ term, plural: !ing && isPlural(term, tags) });
      } else if (isBaseVerb(tags) && !/[,;:]/.test(term.post)) lead = term;
      else lead = null;
      if (/[,;:]/.test(term.post) && !noun) lead = null;
      continue;
    }
    if (!coordinating && /[,;:]/.test(last.term.post)) {
      // "hair, nail and beauty salons": a list of modifiers; a plural, or a list with no "and", ends it.
      const rest = terms.slice(i);
      const and = rest.findIndex((t) => /^(?:and|or|&)$/i.test(t.normal));
      const stop = rest.findIndex((t) => t.tags.includes("Preposition") || t.tags.includes("QuestionWord"));
      if (last.plural || !/^,\s*$/.test(last.term.post) || and < 0 || (stop >= 0 && stop < and)) break;
      coordinating = true;
    }
    if (coordinating) {
      // "hair and braiding salons", "below-knee and above-knee amputees": modifiers until the head.
      if (noun && !ing) {
        chunk.push({ term, plural: isPlural(term, tags) || isPluralVerb(term, tags) });
        coordinating = false;
        continue;
      }
      if (/^(?:and|or|&)$/i.test(term.normal)) continue;
      if (tags.has("Preposition") || tags.has("Determiner") || tags.has("QuestionWord") || tags.has("Value"))
        break;
      continue;
    }
    if (/^(?:and|or|&)$/i.test(term.normal)) {
      // A plural is a whole noun phrase: the first of a list is the unit.
      if (last.plural) break;
      coordinating = true;
      continue;
    }
    // A participle after a plural starts a clause ("commuters driving into ...").
    if (ing && last.plural) break;
    if (noun) {
      chunk.push({ term, plural: isPlural(term, tags) || isPluralVerb(term, tags) });
      continue;
    }
    const next = terms[i + 1];
    const nextIsNoun = !!next && isNoun(new Set(next.tags));
    const joined = !/[,;:]/.test(last.term.post) && !/[,;:]/.test(term.post);
    // An adjective goes before its noun, not after it: a singular "noun" followed by an adjective and a
    // noun was itself a modifier compromise misread ("Solo real estate agents", "Norwegian hobby beekeepers").
    if (!last.plural && tags.has("Adjective") && nextIsNoun && joined) continue;
    // A letter or number after a capitalised name is part of it ("Series A startups", "Tier 1 suppliers").
    if (
      !last.plural &&
      /^\p{Lu}/u.test(last.term.text) &&
      /^(?:\p{Lu}|\d+)$/u.test(term.text) &&
      nextIsNoun &&
      joined
    )
      continue;
    break;
  }
  const nouns = chunk.filter((c) => clean(c.term.normal));
  if (!nouns.length) return null;
  const last = nouns[nouns.length - 1];
  const head = wordOf(last.term);
  // "Operations teams at banks": a team or department is the organisation's, and the organisation pays.
  if (/^(?:teams?|departments?|staff|offices?)$/.test(head)) {
    const at = terms.findIndex((t, k) => k > terms.indexOf(last.term) && /^(?:at|within)$/i.test(t.normal));
    const organisation =
      at > 0 && at === terms.indexOf(last.term) + 1
        ? headOf(
            terms
              .slice(at + 1)
              .map((t) => `${t.pre ?? ""}${t.text}${t.post}`)
              .join(""),
          )
        : null;
    if (organisation && organisation.plural) return organisation;
  }
  const before = nouns.length > 1 ? nouns[nouns.length - 2] : null;
  const modifier = before ? clean(before.term.normal).toLowerCase() : "";
  // English marks the plural once, at the head ("food stalls"); a noun and its adjective both plural,
  // neither a word compromise knows, is a phrase in another language ("vendedores ambulantes"), where
  // the noun comes first and its adjective after ("farmacias independientes": the pharmacies).
  const foreign =
    !!before &&
    (before.plural || /[^s']s$/i.test(before.term.text)) &&
    last.plural &&
    !known(before.term.normal) &&
    !known(last.term.normal);
  if (foreign)
    return {
      head: wordOf(before.term),
      modifier: "",
      plural: clean(before.term.text).toLowerCase(),
      foreign,
    };
  return { head, modifier, plural: last.plural ? clean(last.term.text).toLowerCase() : null, foreign };
}

const LEXICON = (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one
  .lexicon;
/** Whether compromise's lexicon or the English dictionary has the word, as written or singular. */
const known = (word: string) => {
  const w = clean(word).toLowerCase();
  return w in LEXICON || singular(w) in LEXICON || isEnglishWord(w);
};

function singularOf(noun: string): string {
  // Only the last part of a compound changes ("gym-goers" → "gym-goer").
  const compound = noun.match(/^(.+-)([^-]+)$/);
  if (compound) return compound[1].toLowerCase() + singularOf(compound[2]);
  // "bureaus", "plateaus": French plurals English keeps.
  if (/eaus$/i.test(noun)) return noun.slice(0, -1).toLowerCase();
  const single = (nlp(noun).nouns().toSingular().text() || noun).toLowerCase();
  // "-ies" is "-y" only where English has the "-y" word ("families"); else the singular keeps "-ie"
  // ("tradies" → tradie, "techies" → techie).
  if (/ies$/i.test(noun) && /y$/.test(single) && !isEnglishWord(single) && !(single in LEXICON))
    return noun.slice(0, -1).toLowerCase();
  // "talleres", "administradores", "hoteles": a word English lacks whose plural adds "-es" to a vowel and
  // one of r, l, n, d, j has that consonant last in the singular, as Spanish and Portuguese write it
  // ("madres", "clientes" only drop the "-s").
  const lower = noun.toLowerCase();
  if (
    !isEnglishWord(lower) &&
    !isEnglishWord(single) &&
    !(single in LEXICON) &&
    /[aeiouáéíóú][rlndj]es$/.test(lower)
  )
    return lower.slice(0, -2);
  // A plural compromise reads as a verb on its own ("nurses"): the plain rule.
  return single === noun.toLowerCase() && /[^s]s$/i.test(noun) ? singular(noun) : single;
}

function pluralOf(noun: string): string {
  const words = noun.split(" ");
  const last = words.pop() ?? noun;
  const plural = nlp(last).nouns().toPlural().text() || `${last}s`;
  return [...words, plural.toLowerCase()].join(" ");
}

/** Whether a unit names a business or a consumer, when the word lists know its words; else null. */
function knownType(unit: string): CustomerType | null {
  const lastWord = unit.split(" ").pop() ?? unit;
  // The whole unit first ("dog owner" is a consumer, "owner" alone runs a business), then its head; the
  // owner of a thing that is not a business is a consumer ("car owner", "home owner").
  const owned = unit.match(/^(\S+) owner$/)?.[1];
  if (CONSUMER_NOUNS.test(unit)) return "consumer";
  if (owned) return BUSINESS_NOUNS.test(owned) ? "business" : "consumer";
  if (BUSINESS_NOUNS.test(unit) || BUSINESS_NOUNS.test(lastWord)) return "business";
  if (CONSUMER_NOUNS.test(lastWord)) return "consumer";
  return null;
}

/** Jobs people hold for an employer as often as on their own account. */
const EMPLOYEE_ROLE =
  /^(?:(?:\S+\s+)?agent|teacher|tutor|coach|trainer|technician|engineer|developer|mechanic|electrician|plumber|stylist|hairdresser|barber|accountant|nurse|pharmacist|physio|physiotherapist|therapist|photographer|marketer|driver)$/i;
/** What only a person has: a wage and a home of their own ("earning ₱20k a month", "renting a bedspace"). */
const PERSONAL_LIFE =
  /\b(?:earning|earn|salar(?:y|ies)|take[-\s]home\s+pay|paycheck|bedspace|rent(?:ing)?\s+a\s+(?:room|flat|apartment|condo|bedspace)|living\s+with\s+(?:their\s+)?parents)\b/i;

/** The head nouns of the other groups the audience lists, and of its bracketed glosses, in order. */
function otherHeads(phrase: string): string[] {
  return phrase
    .split(/[()]|[,;]\s|\s(?:and|or|&|plus)\s/i)
    .slice(1)
    .map((part) => headOf(part))
    .filter((found) => found !== null)
    .map((found) => {
      const unit = singularOf(found.head);
      return found.modifier && unit === "owner" ? `${singularOf(found.modifier)} ${unit}` : unit;
    });
}

/** A word compromise reads, on its own, as an adjective and not a noun ("local", "regular"). */
function isAdjective(word: string): boolean {
  const tags = (nlp(word).json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes("Adjective") && !tags.includes("Noun");
}

/** Brands, advertisers or sponsors the business model names as the ones who pay ("Food brands pay for ..."). */
function advertiserPaying(businessModel: string): { unit: string; plural: string | null } | null {
  for (const sentence of businessModel.split(/[.;!?](?:\s|$)/)) {
    const subject = sentence.match(/^(.*?)\s+(?:pays?|will pay|would pay)\b/i)?.[1];
    if (!subject) continue;
    const found = headOf(
      subject
        .replace(/\([^)]*\)/g, " ")
        .split(/,\s*/)
        .pop() ?? "",
    );
    const unit = found ? singularOf(found.head) : "";
    if (found && /^(?:brand|advertiser|sponsor)$/.test(unit)) return { unit, plural: found.plural };
  }
  return null;
}

/**
 * "Mechanics pay a flat ₦7,500 per month to be listed; car owners use the app completely free": the side
 * the business model says pays, when it also says the side the audience opens on uses it free.
 */
function sidePaying(
  businessModel: string,
  freeSide: string,
): { unit: string; plural: string | null; subject: string } | null {
  const free =
    /\b([\p{L}-]+s)\s+(?:use|uses|browse|browses|search|searches|book|books)\s+(?:it|the\s+[\p{L}-]+)\s+(?:(?:completely|totally|entirely|fully|for)\s+)?free\b|\bfree\s+for\s+(?:the\s+|all\s+)?([\p{L}-]+s)\b|\b([\p{L}-]+s)\s+pay\s+nothing\b/iu.exec(
      businessModel,
    );
  const freeHead = (free?.[1] ?? free?.[2] ?? free?.[3])?.toLowerCase();
  if (!freeHead || !freeSide.toLowerCase().endsWith(singularOf(freeHead))) return null;
  for (const sentence of businessModel.split(/[.;!?](?:\s|$)/)) {
    const subject = sentence
      .trim()
      .match(/^(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+pay\s+(?!nothing)/iu)?.[1];
    const found = subject ? headOf(subject) : null;
    // (Who pays is people: "Mechanics" are mechanics, not the field.)
    const one = singularOf(found?.head ?? "");
    const unit = one.endsWith("s") && one.slice(0, -1) in LEXICON ? one.slice(0, -1) : one;
    if (found && unit !== singularOf(freeHead))
      return { unit, plural: found.plural ?? `${unit}s`, subject: subject! };
  }
  return null;
}

/** Business or consumer: the unit when the word lists know it, else what the rest of the audience says. */
function typeOf(
  unit: string,
  phrase: string,
  audience: string,
  industryType: "b2b" | "b2c" | "mixed",
  context = "",
): CustomerType {
  // The next group the founder lists with it ("hosts and property managers", "ayuntamientos (town
  // halls) ... and festival committees").
  // People named by what they sell sell for a living ("market women selling fresh fish"), unless what
  // they sell is their own home or car.
  const seller =
    /\b(?:selling|who\s+sells?|that\s+sells?|vendiendo|que\s+venden|qui\s+vendent)\b(?!\s+(?:their|a|the)\s+(?:own\s+)?(?:home|house|flat|apartment|car|stuff|things|belongings|clothes))/i.test(
      phrase,
    );
  if (
    seller &&
    /^(?:(?:\S+ )?(?:woman|women|man|men|person|people|individual|mum|mom|mother|father|dad|family))$/.test(
      unit,
    )
  )
    return "business";
  const known =
    knownType(unit) ??
    otherHeads(phrase)
      .map(knownType)
      .find((t) => t !== null);
  // "BPO agents aged 22-35 …, usually renting a bedspace…, earning around ₱20k-35k a month": people in a
  // job, described by their pay and their home, buy for themselves (the meals are theirs, not the BPO's).
  if (known === "business" && EMPLOYEE_ROLE.test(unit) && PERSONAL_LIFE.test(audience)) return "consumer";
  if (known) return known;
  if (/\b(?:b2b|companies|businesses|firms|brands|teams|organi[sz]ations|owners? of)\b/i.test(audience))
    return "business";
  // The same in the founder's other language: "negocios familiares", "petites entreprises", "lojas".
  if (
    /(?<![\p{L}])(?:negocios|negócios|empresas|pymes|comercios|tiendas|lojas|entreprises|commerces|boutiques|pme|unternehmen|betriebe|firmen|aziende|imprese|negozi)(?![\p{L}])/iu.test(
      audience,
    )
  )
    return "business";
  if (seller) return "business";
  // A product that keeps track of the payer's own customers serves a business ("the fiao per client", "a
  // reminder to the client when the order is ready"): said of clients, not of the founder's customers.
  if (
    /(?<![\p{L}])(?:por\s+cliente|per\s+client|each\s+client|their\s+(?:own\s+)?(?:clients|customers)|(?:des|les|aux|sus|los|seus|os)\s+clientes?|au\s+client)(?![\p{L}])/iu.test(
      context,
    )
  )
    return "business";
  // Who runs a trade on their own account, or with vans, staff or chairs of their own, sells for a living
  // ("owner-operator mobile groomers with 1-3 vans", "self-employed cleaners").
  if (
    /\b(?:owner[-\s]operators?|self[-\s]employed|works?\s+for\s+(?:them|him|her)sel(?:f|ves)|sole\s+traders?|with\s+(?:\d+|one|two|three|a\s+few)(?:\s*(?:-|–|to)\s*\d+)?\s+(?:vans?|trucks?|staff|employees|chairs|locations|stores|shops|outlets|vehicles|workers|stalls))\b/i.test(
      audience,
    )
  )
    return "business";
  // Who wants more clients sells for a living ("tailors in Dakar who want more clients").
  if (
    /\b(?:who|that)\s+(?:want|need|are\s+looking\s+for|look\s+for|struggle\s+to\s+(?:find|get))\s+(?:more\s+)?(?:clients|customers|bookings|orders|sales|patients|guests|diners)\b/i.test(
      audience,
    )
  )
    return "business";
  // "Who" names people; a person the lists do not know as acting for a business buys for themselves.
  if (/\bwho(?:se)?\b/i.test(phrase)) return "consumer";
  return industryType === "b2b" ? "business" : "consumer";
}

/**
 * The payer the audience names in so many words: "the ppl paying are dog owners", "The paying side is
 * local businesses", "The renters are the ones who pay", "class 9 and 10 students…, parents pay".
 */
export function payerNamed(audience: string, explicitOnly = false): string | null {
  const patterns = [
    /\b(?:ppl|people|ones|side|party|customers?)\s+(?:(?:who|that)\s+(?:are\s+)?)?paying\s+(?:is|are|=)\s+([^.;:]+)/i,
    /\bpaying\s+(?:side|party|customers?|ones?)\s+(?:is|are|=)\s+([^.;:]+)/i,
    // "the ones who pay are cafés, venues and brands".
    /\b(?:ppl|people|ones|side|party)\s+(?:who|that)\s+(?:actually\s+)?pays?\s+(?:is|are|=)\s+([^.;:]+)/i,
    // "its the tailor who pays us": the cleft names the payer.
    /\bit(?:'s|’s|s|\s+is)\s+(?:the\s+|our\s+)?([\p{L}][\p{L} -]{1,40}?)\s+(?:who|that)\s+(?:actually\s+)?pays?\b(?!\s+for\s+(?:it|them)sel)/iu,
    /(?:^|[.;:]\s+|,\s*(?:and\s+)?|\band\s+)(?:the\s+)?([\p{L}][\p{L} -]{1,40}?)\s+(?:are|is)\s+the\s+ones?\s+(?:who|that)\s+(?:actually\s+)?pays?\b/iu,
    /(?:^|[.;:]\s+|,\s*)([\p{L}-]+(?:\s[\p{L}-]+)?)\s+pays?\s*(?:[.;,)]|$)/iu,
  ];
  for (const pattern of explicitOnly ? patterns.slice(0, 2) : patterns) {
    const named = audience.match(pattern)?.[1];
    if (!named) continue;
    // ("…are their adult children working in Nairobi": the adult children.)
    const phrase = named
      .split(/\s+(?:who|that|in|from|with|on|at)\s+|\s*[,(—–]\s*|\s-\s/)[0]
      .trim()
      .replace(/^(?:their|our|his|her|its)\s+/i, "")
      .replace(/(?<=\S+\s+\S+)\s+(?:working|living|based|staying|studying)$/i, "");
    if (phrase && !/^(?:they|we|it|nobody|no one|everyone)$/i.test(phrase)) return phrase;
  }
  return null;
}

/** Who pays: the audience's head noun, singular and plural, and whether they are a business. */
export function extractCustomer(answers: QuizAnswers, industryType: "b2b" | "b2c" | "mixed"): Customer {
  const segment = firstSentence(answers.targetAudience);
  const audience = plainWords(answers.targetAudience);
  const stripped = plainWords(segment)
    .replace(AUDIENCE_LEAD, "")
    .replace(/^(?:owners? of|people who run|managers? of|teams at)\s+/i, (m) => m);
  const found = headOf(stripped);
  let unit = found ? singularOf(found.head) : "";
  // The founder's own plural, when they wrote one ("couples", "children"), else compromise's.
  let plural = found?.plural ?? null;
  // Two-word units keep their qualifier when it makes a kind of customer ("sole trader", "pet owner").
  if (
    found?.modifier &&
    /^(?:owner|trader|manager|parent|child|business|company|operator|leader|worker|professional|woman|man)$/.test(
      unit,
    )
  ) {
    const two = `${singularOf(found.modifier)} ${unit}`;
    if (!/^(?:small|big|large|busy|local|new|young|old|independent|many|most|all|the)\b/.test(two)) {
      unit = two;
      if (plural) plural = `${singularOf(found.modifier)} ${plural}`;
    }
  }
  // "Owners of independent bakeries", "Owners and ops managers of café chains": the organisation is the unit.
  const ownerOf = stripped.match(
    /^(?:owners?|managers?|operators?|founders?)(?:(?:\s*[,/&]\s*|\s+(?:and|or)\s+)(?:[\p{L}-]+\s+)?(?:owners?|managers?|operators?|founders?|directors?|heads?|leads?))*\s+of\s+(?:(?:small|mid-?sized?|medium(?:-sized)?|large|big|independent|local|family-run)(?:\s*,\s*|\s+(?:and|or|&)\s+|\s+))*([\p{L}-]+(?:\s[\p{L}-]+){0,3})/iu,
  );
  if (ownerOf) {
    const inner = headOf(ownerOf[1]);
    if (inner) {
      unit = singularOf(inner.head);
      plural = inner.plural;
      // A chain or group is counted by its kind: "café and bakery chains" are café chains.
      // ("coffee shop chains", "fast food franchises": a kind of up to two words.)
      const kind = ownerOf[1].match(
        /^([\p{L}-]+(?:\s[\p{L}-]+)?)\s(?:(?:and|or|&)\s[\p{L}-]+(?:\s[\p{L}-]+)?\s)?(?:chains?|groups?|franchises?)\b/iu,
      )?.[1];
      if (kind && /^(?:chain|group|franchise)$/.test(unit)) {
        plural = `${kind.toLowerCase()} ${pluralOf(unit)}`;
        unit = `${kind.toLowerCase()} ${unit}`;
      }
    }
  }
  // A head that names no kind of person in English: an adjective used as a noun ("locals", "regulars") or
  // a phrase in another language ("vendedores ambulantes"). The next group listed that the word lists know
  // is the unit ("locals and students" → student, "vendedores ambulantes and food stalls" → stall).
  if (found && !ownerOf && knownType(unit) === null && (found.foreign || isAdjective(unit))) {
    const next = otherHeads(stripped).find((other) => knownType(other) !== null);
    if (next) {
      unit = next;
      plural = null;
    }
  }
  // "everyone who works for themselves, small businesses too": a pronoun counts no one; a group listed
  // beside it that the word lists know is the unit.
  if (/^(?:everyone|everybody|anyone|anybody)$/.test(unit)) {
    // "freelancers get paid late" / "everyone who works for themselves": the problem's own subject first.
    const subject = headOf(plainWords(firstSentence(answers.problem)));
    const bySubject = subject?.plural ? singularOf(subject.head) : null;
    const next =
      (bySubject && knownType(bySubject) !== null && !VAGUE_HEADS.test(bySubject) ? bySubject : undefined) ??
      otherHeads(stripped).find((other) => knownType(other) !== null && !VAGUE_HEADS.test(other));
    const listed = otherHeads(stripped).find((other) => knownType(other) !== null);
    if (next ?? listed) {
      unit = (next ?? listed)!;
      plural = null;
    }
  }
  // An unknown word glossed in brackets ("otočani (islanders)"): the founder's own English names the unit.
  if (found && !ownerOf && !known(unit) && knownType(unit) === null) {
    const typed = found.plural ?? found.head;
    const gloss = stripped.match(
      new RegExp(`${typed.replace(/[.*+?^\${}()|[\]\\]/g, "\\$&")}\\s*\\(([^()]{2,40})\\)`, "iu"),
    )?.[1];
    const glossed = gloss ? headOf(plainWords(gloss)) : null;
    if (glossed && known(glossed.head)) {
      unit = singularOf(glossed.head);
      plural = glossed.plural;
    }
  }
  // A collective noun names a group, not one who pays ("The Azerbaijani diaspora in Germany, plus
  // collectors of rugs"): the next group listed is the unit.
  if (COLLECTIVE.test(unit)) {
    const next = otherHeads(stripped).find((other) => knownType(other) !== null && !COLLECTIVE.test(other));
    if (next) {
      unit = next;
      plural = null;
    }
  }
  const vague = !unit || VAGUE_HEADS.test(unit) || /\b(?:everyone|everybody|anyone|anybody)\b/i.test(segment);
  // A pronoun is not a unit one can count: it stands for "person" ("everyone", "anyone with a phone").
  if (/^(?:everyone|everybody|anyone|anybody)$/.test(unit)) [unit, plural] = ["person", "people"];
  // "Both sides: van owners …, and the renters. The renters are the ones who pay": the founder said who.
  const payer = payerNamed(audience);
  const named = payer ? headOf(payer.replace(AUDIENCE_LEAD, "")) : null;
  if (payer && named && !ownerOf) {
    unit = singularOf(named.head);
    plural = named.plural;
    // "dog owners": the kind of owner is kept, as above.
    if (named.modifier && /^(?:owner|parent|operator|manager)$/.test(unit)) {
      unit = `${singularOf(named.modifier)} ${unit}`;
      if (plural) plural = `${singularOf(named.modifier)} ${plural}`;
    }
  }
  // "…; car owners use the app completely free": the side that pays is the customer.
  const paying = !named && !ownerOf ? sidePaying(answers.businessModel, unit) : null;
  if (paying) [unit, plural] = [paying.unit, paying.plural];
  let type = typeOf(
    unit,
    named ? payer! : paying ? paying.subject : stripped,
    audience,
    industryType,
    `${answers.problem}\n${answers.solution}`,
  );
  // "Free for users. Food brands pay for sponsored recipes": the brands the business model says pay are
  // the customer, whoever the product serves.
  const advertiser = advertiserPaying(answers.businessModel);
  if (advertiser) {
    [unit, plural] = [advertiser.unit, advertiser.plural];
    type = "business";
  }
  // "Patients", "users", "customers" of a business the founder sells to: the business is the unit.
  // Not when what they buy is advertising: the advertisers are not the audience served.
  if (
    type === "consumer" &&
    !/\b(?:ads?|adverts?|advertising|sponsors?|sponsorships?)\b/i.test(answers.businessModel) &&
    /\b(?:for|to)\s+(?:clinics|restaurants|schools|gyms|salons|hotels|landlords|retailers|shops|stores|companies|businesses)\b/i.test(
      answers.businessModel,
    )
  )
    type = "business";
  // A word of another script is kept as typed, with the vowel marks a tokenizer drops ("พนักงานออฟฟิศ",
  // not "พนกงานออฟฟศ").
  const otherScript = /(?!\p{Script=Latin})\p{L}/u.test(unit);
  if (otherScript)
    unit =
      answers.targetAudience
        .split(/[\s,.;:()]+/)
        .find((word) => word.replace(/\p{M}/gu, "") === unit.replace(/\p{M}/gu, "")) ?? unit;
  // A word of another language takes no English "s" ("rodzice" are parents already, not "rodzices").
  const asTyped =
    !plural && !!unit && !isEnglishWord(unit) && (otherScript || isMostlyForeign(answers.targetAudience));
  return {
    unit: acronymsAsTyped(unit || (type === "business" ? "business" : "customer"), answers),
    units: acronymsAsTyped(
      unit ? (plural ?? (asTyped ? unit : pluralOf(unit))) : type === "business" ? "businesses" : "customers",
      answers,
    ),
    type,
    segment,
    vague,
  };
}

/** An acronym the founder typed in capitals keeps them ("HVAC companies", "NGOs"), however it was read. */
function acronymsAsTyped(phrase: string, answers: Pick<QuizAnswers, "targetAudience" | "problem">): string {
  const typed = new Map<string, string>();
  for (const [word, acronym] of `${answers.targetAudience} ${answers.problem}`.matchAll(/\b([A-Z]{2,})s?\b/g))
    typed.set(word.toLowerCase(), word).set(acronym.toLowerCase(), acronym);
  return phrase.replace(/\p{L}+/gu, (word) => typed.get(word.toLowerCase()) ?? word);
}
