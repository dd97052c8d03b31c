import { choose, context } from "./analysis-figures";
import { isFood } from "./goods";
import type { IdeaProfile } from "./profile";
import type { NamedCompetitor } from "./facts/name-runs";
import { escapeRegExp, firstSentence, joinList, listItems, quoteFounder, sentence, wordCount } from "./text";

/** The competition section: the rivals the founder names, their own edge, and what keeps it. */

/** The founder's named rivals, with their own sentences about them quoted whole, each sentence once. */
export function namedCompetition(p: IdeaProfile): string[] {
  if (!p.competitors.length) return [];
  const claims = [...new Set(p.competitors.map((c) => c.claim))];
  const open = activeRivals(p).map((c) => c.name);
  const gone = p.competitors.filter(hasLeft).map((c) => c.name);
  const left = gone.length > 1 ? "which have left" : "which has left";
  return [
    open.length
      ? `You name ${joinList(open)} as the ${open.length > 1 ? "alternatives" : "alternative"} open to ${p.audienceShort} today${gone.length ? `, and ${joinList(gone)}, ${left}` : ""}.`
      : `You name ${joinList(gone)}, ${left}.`,
    ...claims.map((claim) => `In your words: ${quoteFounder(claim)}`),
  ];
}

/**
 * A rival the founder says has gone ("Sevici has no e-bikes and Lime left the city"): it stays named,
 * but it is no alternative today and no one can try it as a customer.
 */
export function hasLeft(c: NamedCompetitor): boolean {
  // Left or closed somewhere or at some time, not "left prices high" or "closed the deal".
  const where = String.raw`(?:the\s+(?:city|country|market|town|island|region|area|state)|here|town|[A-Z]\p{L}+|in\s+\d{4}|last\s+year|years?\s+ago|for\s+good|(?=\s*(?:[,.;:!)]|and\b|so\b|but\b|$)))`;
  return new RegExp(
    String.raw`(?<![\p{L}])${escapeRegExp(c.name)}\s+(?:has\s+|have\s+|had\s+|just\s+)?(?:(?:left|closed(?:\s+down)?|exited|quit)(?:\s+${where}|(?=[,.;:!)]|$))|shut\s+down|folded|went\s+(?:bust|under)|pulled\s+out|stopped\s+operating|no\s+longer\s+(?:operates|exists|runs))`,
    "u",
  ).test(c.claim);
}

/** The rivals a customer can still choose. */
export function activeRivals(p: Pick<IdeaProfile, "competitors">): NamedCompetitor[] {
  return p.competitors.filter((c) => !hasLeft(c));
}

/** The founder's differentiator, quoted as theirs (never rephrased into a claim they did not make). */
export function founderEdge(p: IdeaProfile): string {
  const chosen = founderEdgeSentence(p);
  return chosen ? quoteFounder(chosen) : "";
}

/** The founder's own sentence about their edge, unquoted ("" when they only describe the rivals). */
export function founderEdgeSentence(p: IdeaProfile): string {
  // A sentence about the rivals ("Enterprise tools like ComplianceMate … cost too much") is not the edge:
  // the first sentence that names none is; with none, the edge is left to the competition section.
  // ("nothing like this in nairobi tbh. some tailors…": a founder who writes in lower case ends sentences too.)
  const sentences = p.answers.differentiator
    .split(/(?<!\b(?:e\.g|i\.e|etc|vs|approx|incl|no|St|Dr|Mr|Mrs|Ms))(?<=[.!?])\s+(?=[\p{L}“"])/u)
    .map((s) => s.trim());
  // A sentence is about the rivals when one of them is named in its first words, not as a yardstick
  // ("IKEA-like lead times") nor after "Unlike X, we…".
  const aboutRivals = (s: string) =>
    !/^(?:unlike|compared)\b/i.test(s) &&
    p.competitors.some((c) => {
      const at = s.indexOf(c.name);
      const before = s.slice(0, at);
      return (
        at >= 0 &&
        before.split(/\s+/).length <= 6 &&
        !/\b(?:unlike|than|instead of|compared (?:to|with)|versus|vs\.?)\s+$/i.test(before) &&
        !s.startsWith("-like", at + c.name.length)
      );
    });
  // "LOCA is pricier; we have tuk-tuks…": the founder's first-person clause after a semicolon is the edge.
  const ownClause = sentences
    .filter(aboutRivals)
    .flatMap((s) => s.split(/;\s+/).slice(1))
    .find((c) => /^(?:we|we're|we've|ours?|our\s)/i.test(c) && !aboutRivals(c));
  // "Some churches and non-profits run a bus once a month. … We run every visiting weekend.": the
  // founder's first-person sentence is the edge (its own clause when it follows one about others: "Lawyers
  // charge by the hour; we check…"); one about how others do it today is not.
  const rivalsNamed = p.competitors.length > 0;
  // "Splitwise and Tricount are made for trips. and neither does BLIK requests, which is how everyone here
  // pays each other back": what the rivals lack is the founder's edge, in their words after the
  // negation; any other sentence that goes on about the rivals without naming them again is about them.
  const lacking = (s: string) =>
    rivalsNamed
      ? /^(?:and\s+|but\s+)?(?:neither|nor)\s+(?:of\s+them\s+)?(?:does|do|has|have|offers?|supports?|handles?)\s+(\S.*)$/i.exec(
          s,
        )?.[1]
      : undefined;
  const stillRivals = (s: string) =>
    rivalsNamed && /^(?:and\s+|but\s+)?(?:neither|nor|none\s+of\s+(?:them|those)|they|both)\b/i.test(s);
  const candidates = sentences.map((s) => lacking(s) ?? s).filter((s) => s && !aboutRivals(s));
  // "Lawyers charge by the hour; we check…", "…year end; we work monthly, we speak Wolof": past a lead
  // about others, the founder's part of the sentence, to its end.
  const ownPart = (s: string) => {
    const cut =
      /(?:;\s+|,\s+|\s+[—–-]\s+)(?=(?:but\s+|and\s+|so\s+)?(?:we|we're|our|ours|here|a\s+real|every)\b)|;\s+/i.exec(
        s,
      );
    return cut && aboutOthers(s.slice(0, cut.index), rivalsNamed) ? s.slice(cut.index + cut[0].length) : s;
  };
  const opensOwn = (s: string) =>
    /^(?:but\s+|and\s+|so\s+)?(?:we|we're|we’re|our|ours|i|i'm|here|with\s+us)\b/i.test(s);
  // "We'll launch it at Pyrkon and sell through board game cafés": how it is sold is the plan, not the edge.
  const sellingPlan = (s: string) =>
    /^(?:we|we'll|we\s+will|i|i'll|i\s+will)\s+(?:also\s+)?(?:launch|sell|market|promote|advertise|find|reach|recruit|get\s+customers)\b/i.test(
      s,
    );
  // (The founder's own clause is taken first: "Both take a cut of every booking, but we charge a flat fee"
  // keeps "we charge a flat fee".)
  const parts = candidates
    .map(ownPart)
    .filter((s) => !thinEdge(s.replace(/[.!?]+$/, "")) && !sellingPlan(s) && !stillRivals(s));
  const own =
    ownClause ??
    parts.find(opensOwn) ??
    parts.find((s) => FIRST_PERSON.test(s) && !aboutOthers(s, rivalsNamed)) ??
    parts.find((s) => !aboutOthers(s, rivalsNamed));
  const fallback =
    rivalsNamed || aboutOthers(firstSentence(p.answers.differentiator), rivalsNamed)
      ? ""
      : firstSentence(p.answers.differentiator);
  const edge = (own ?? fallback).replace(/[.!?]+$/, "");
  // "its AI": a word or two names a technology or a wish, not why a customer would switch.
  return thinEdge(edge) ? "" : edge;
}

/** The founder speaking of their own offer: "we…", "our…", "ours…", "I…", "here you choose…". */
const FIRST_PERSON = /\b(?:we|we're|we'll|we've|our|ours|us)\b|^(?:i|i'm|i've|here|with\s+us)\b/i;

/**
 * A sentence about how others do it today, with no word of the founder's own: "Local boutiques mark up
 * 3x", "Right now people just ask around", "Freelancers do it in some buildings but no reliability".
 * ("Nobody does this for…" is a claim of the founder's: no one else does it.)
 */
function aboutOthers(sentence: string, rivalsNamed: boolean): boolean {
  const text = sentence.trim();
  if (/^(?:our|ours|my|we|we're|we’re|i|i'm|here)\b/i.test(text)) return false;
  // "They're also overkill", "The local ones I have seen are just websites": the rivals, referred back to.
  if (rivalsNamed && /^(?:they|they're|they’re|their|both|neither)\b/i.test(text)) return true;
  if (
    /^(?:the\s+)?(?:[\p{L}-]+\s+)?(?:ones|others|alternatives|competitors|options)\b|^(?:right\s+now|today|currently|at\s+the\s+moment|rn)\b|^(?:imported|foreign|existing|traditional|the\s+big|big)\s/iu.test(
      text,
    )
  )
    return true;
  // "The corner lavandería is cheap but you do all the running around": an alternative granted its good
  // side before its failing.
  if (
    /^(?:the|your|a)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+(?:is|are|was|were)\s+(?:\p{L}+\s+){0,2}?(?:cheap|cheaper|expensive|slow|fine|ok|okay|good|great|solid|free|easy|close|convenient|popular|everywhere)\b[^.]*?\bbut\b/iu.test(
      text,
    )
  )
    return true;
  return /^(?:honestly,?\s+)?(?:(?:some|most|many|other|local|existing|traditional|regular|current|big|large|the|these|those|all)\s+)*(?:[\p{L}-]+\s+)?(?:[\p{L}-]+s|people)\s+(?:just\s+|only\s+|still\s+|usually\s+|often\s+)?(?:do|does|don't|are|aren't|have|run|charge|mark|make|ship|sell|can't|cannot|won't|ask|use|go|give|take|need|want|lack)\b/iu.test(
    text,
  );
}

/**
 * The founder's own sentence about how customers cope today ("Plastic kennels from the big hardware chains
 * trap heat like an oven"), or "" when the comparison has none: what a pitch says of the alternatives when
 * the founder names no company, instead of a sector's typical rivals.
 */
export function othersToday(p: IdeaProfile): string {
  const edge = founderEdgeSentence(p);
  // A comparison's sentence of no first person, not the edge, that opens on others by a plural ("Plastic
  // kennels from the big hardware chains trap heat", "The bath chairs you find at the home center are…").
  const ofOthers = (s: string) =>
    aboutOthers(s, p.competitors.length > 0) ||
    (!FIRST_PERSON.test(s) &&
      !/^(?:it|its|this|that|these)\b/i.test(s) &&
      /^(?:the\s+)?(?:[\p{L}-]+\s+){0,3}?\p{L}[\p{L}-]*[^s\W]s\b(?!\s+(?:is|has|was)\b)/iu.test(s));
  return (
    p.answers.differentiator
      .split(/(?<=[.!?;])\s+/)
      .map((s) => s.trim().replace(/[.!?;]+$/, ""))
      .find((s) => s && s !== edge && wordCount(s) <= 30 && ofOthers(s)) ?? ""
  );
}

/** An edge too short to say what a customer gets ("its AI", "cheaper", "better UX"). */
export function thinEdge(edge: string): boolean {
  return edge.trim() !== "" && wordCount(edge) < 4;
}

export function competitionText(ctx: ReturnType<typeof context>): string {
  const { p, name } = ctx;
  const named = namedCompetition(p);
  // Kinds of rival are a sector's facts: only where the sector is read with confidence ("local freelancers
  // and consultants" were offered as the alternative to an app for freelancers).
  const comps = p.industryConfident ? p.industry.competitorTypes.slice(0, 2) : [];
  const listed = comps.map((c) => `${c.name}, which ${c.weakness}`);
  const typical = p.industryConfident ? `in ${p.industry.name}` : `for a business like this`;
  const alternatives = listed.length
    ? sentence(
        choose(p, "competition-typical", [
          `${named.length ? "Beyond those, the alternatives typical" : "The alternatives typical"} ${typical} are ${listItems(listed)}`,
          `${named.length ? "Other options" : "The options"} ${p.audienceShort} typically weigh are ${listItems(listed)}`,
          `Expect to be compared with ${listItems(listed)}`,
          `Whatever ${p.audienceShort} use today, the likely comparison is with ${listItems(listed)}`,
        ]),
      )
    : "";
  // "Mechanics do the engine only and you have to tow it in": alternatives described without a company
  // name are still the founder's; the package quotes them and asks for the names.
  // ("Our AI is more advanced" describes the product, not an alternative: that one is asked for names.)
  const described = p.answers.differentiator.trim();
  const describesOthers =
    !!described &&
    wordCount(described) <= 50 &&
    (described.split(/(?<=[.!?;])\s+/).some((sentence) => aboutOthers(sentence, false)) ||
      /\b(?:no\s+one|nobody|nothing\s+like|others|existing|alternatives?|competitors?|mechanics|agencies|freelancers|shops|people\s+just)\b/i.test(
        described,
      ));
  const askForRivals = named.length
    ? ""
    : describesOthers
      ? choose(p, "competition-described", [
          `You describe the alternatives without naming a company: ${quoteFounder(described)} Ask ten ${p.audienceShort} which ones they use today, by name, and add them to "What we understood".`,
          `In your words, today's alternatives look like this: ${quoteFounder(described)} Put names to them: the next ten ${p.audienceShort} you speak to will tell you what they use.`,
        ])
      : choose(p, "competition-ask", [
          `The answers name no competitor: list the products or workarounds ${p.audienceShort} use today, by name, so the comparison is with real alternatives.`,
          `No rival is named yet; ask ten ${p.audienceShort} what they use today and add those names to "What we understood".`,
          `Name the two or three alternatives ${p.audienceShort} would mention first; until then this comparison is generic.`,
        ]);
  const edge = founderEdge(p);
  const differentiator = firstSentence(p.answers.differentiator);
  const alreadyQuoted =
    p.competitors.some((c) => c.claim.startsWith(differentiator)) || (!named.length && describesOthers);
  const position =
    edge && !alreadyQuoted
      ? `${name}'s difference, as you put it: ${edge}`
      : choose(p, "competition-position", [
          `${name} competes by serving ${p.audienceShort} more closely than general-purpose alternatives do.`,
          `${name}'s position: built for ${p.audienceShort} alone, where the alternatives serve everyone a little.`,
          `Against the alternatives, ${name === "The business" ? "the business" : name} wins by fitting ${p.audienceShort} exactly; breadth is the rivals' game.`,
        ]);
  return [
    ...named,
    alternatives,
    askForRivals,
    position,
    // Goods are kept from copies by what surrounds them, not by a customer's history or data from every sale
    // (said of a folding kid trailer sold once).
    p.kind === "physical" &&
    p.billingModel === "one_time" &&
    !isFood(p) &&
    // (A video course or a program sold once is read as goods too; neither is stocked by shops.)
    !/\b(?:course|program|programme|software|licen[cs]e|lessons?|service|quote|check)s?\b/i.test(p.product)
      ? choose(p, "competition-keep", [
          `A product like this can be copied once it sells; what a copy starts without is the reviews, the shops that stock it and the name ${p.audienceShort} recommend to each other.`,
          `The defence for goods is what surrounds them: reviews, the retailers and partners who carry them, and the care buyers get after the sale; a copy starts without any of it.`,
          `A cheaper copy will come; the edge lasts while ${name === "The business" ? "the business" : name} keeps improving the product and is the name ${p.audienceShort} hear from each other first.`,
        ])
      : choose(p, "competition-keep", [
          `To keep that edge, ${name === "The business" ? "the business" : name} should turn early customers into references, build data or relationships competitors cannot copy quickly, and keep the product focused on this one group.`,
          `An edge like this is copied within a year unless it is backed by something harder to copy: customer relationships, data from every sale, or a brand ${p.audienceShort} recommend.`,
          `The defence is speed and focus: serve ${p.audienceShort} better every month, and collect the stories and references a larger rival cannot fake.`,
          `What protects it is what accumulates: each customer's history, the referrals between ${p.audienceShort}, and the know-how of serving them; a copy of the product carries none of that.`,
        ]),
  ]
    .filter(Boolean)
    .join(" ");
}
