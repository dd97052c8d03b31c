import nlp from "compromise";

import { isEnglishWord } from "./english-words";

/**
 * The clause and list readers behind the rival reader (competitors.ts): the sentence's terms with
 * compromise's tags, runs of capitalised or brand-like words, whether a run is a clause's subject, lists
 * of names, and the subject lists of a comparison ("grabfood and shopeefood are fast").
 */

/** Words that set a name against the founder's product: what follows them is a rival, whatever else. */
export const RIVALRY = /\b(?:than|unlike|instead of|versus|vs\.?)\s*$/i;

/** Abbreviations that name a technology or a term, not a company: named only with a competitor cue. */
export const TERM_LIKE = /^(?:[A-Z]{2,4}s?|[A-Z][a-z]?[A-Z]{1,3}|B2[BC]|[A-Z]\d+)$/;

export interface NamedCompetitor {
  name: string;
  /** The founder's whole sentence about it, word for word. */
  claim: string;
}

export interface Term {
  text: string;
  post: string;
  tags: Set<string>;
}

/**
 * How the founder writes, which says whether a lower-case word English has may still be a brand's name.
 * One who starts sentences in lower case (often or always) says nothing by case ("rover and wag are not in argentina"); one
 * who capitalises and yet starts a sentence in lower case keeps a brand's spelling ("handshake is built for
 * universities"); mid-sentence, that founder's lower-case English word is the word ("grammar is explained").
 */
export interface Casing {
  lowerWriter: boolean;
  lowerStartsName: boolean;
}

const CAPITALISING: Casing = { lowerWriter: false, lowerStartsName: false };

/** Whether a lower-case word English has may be a brand at `index` of the sentence, as the founder writes. */
function englishMayName(casing: Casing, index: number): boolean {
  return casing.lowerWriter || (index === 0 && casing.lowerStartsName);
}

/** A candidate name: a run of the sentence's terms, from `start` up to (not including) `end`. */
export interface Run {
  name: string;
  start: number;
  end: number;
}

/** Small words a multi-word name is joined by: "Institute of Education", "Skin + Me", "Marks & Spencer". */
const NAME_JOINERS = new Set([
  "of",
  // "Flo by Moen", "Teams by Microsoft": a product and its maker are one name.
  "by",
  "+",
  "&",
  "de",
  "del",
  "da",
  "do",
  "dos",
  "di",
  "van",
  "von",
  "der",
  "la",
  "du",
]);
/** Family words capitalised as names ("if Mom took her meds"): people, not rivals. */
const KIN = /^(?:Mom|Mum|Mommy|Mummy|Dad|Daddy|Grandma|Grandpa|Granny|Nana|Nan|Papa|Mama|Grandad|Granddad)$/;

/** The sentence's words with compromise's tags; "IKEA-like" stays one word. */
export function termsOf(sentence: string): Term[] {
  const json = nlp(sentence).json() as { terms: { text: string; post: string; tags: string[] }[] }[];
  const terms: Term[] = [];
  for (const t of json.flatMap((s) => s.terms)) {
    const previous = terms[terms.length - 1];
    // compromise splits "22seven" or "24h" into a number and an unwritten unit: the word stays whole.
    if (!t.text && t.tags.includes("Unit") && previous && /\d/.test(previous.text)) previous.post = t.post;
    else terms.push({ text: t.text, post: t.post, tags: new Set(t.tags) });
  }
  return terms;
}

/** An active verb that takes the name after it as its object: "order", "call", "hired"; not "is" or "can". */
export function isObjectOfVerb(term: Term | undefined): boolean {
  if (!term || !term.tags.has("Verb") || /[,;:]/.test(term.post)) return false;
  const helper = ["Copula", "Auxiliary", "Modal", "Passive", "Participle", "PhrasalVerb"];
  return !helper.some((t) => term.tags.has(t));
}

/** "REI's rental program": a name in the possessive, before the noun it owns. */
export function isOwner(terms: Term[], end: number): boolean {
  const last = terms[end - 1];
  const next = terms[end];
  return /['’]s$/.test(last.text) && !!next && (next.tags.has("Noun") || next.tags.has("Adjective"));
}

export function textOf(terms: Term[], from: number, to: number): string {
  return terms
    .slice(Math.max(0, from), Math.max(0, to))
    .map((t) => t.text + t.post)
    .join("");
}

export function lastWords(text: string, count: number): string {
  return text.trim().split(/\s+/).slice(-count).join(" ");
}

/**
 * A capitalised word, an all-caps one, a product spelt with an inner capital ("iFixit", "eBay", "snowDesk"),
 * or one spelt with digits and then a word ("22seven", "99designs"). English writes no ordinary word so.
 */
function capitalised(term: Term | undefined): boolean {
  if (!term || !/\p{L}/u.test(term.text)) return false;
  return /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u.test(term.text) || numberedName(term) || DOMAIN.test(term.text);
}

/** A site named by its address, in whatever case: "myhome.ge", "ss.ge", "dev.to", "olx.co.ke". */
const DOMAIN =
  /^[a-z\d][a-z\d-]*(?:\.[a-z\d-]+)*\.(?:[a-z]{2}|com|net|org|io|co|app|ai|dev|to|me|shop|store)$/i;

/**
 * "22seven", "99designs": digits joined to a word of four letters or more. A number with a unit or a time
 * ("10am", "24h", "500px", "3days", "20mins") is no name.
 */
function numberedName(term: Term): boolean {
  const match = /^\d+([a-z]{4,})$/i.exec(term.text);
  if (!match || term.tags.has("Date") || term.tags.has("Time")) return false;
  const word = nlp(match[1]);
  return !word.has("#Date") && !word.has("#Duration") && !word.has("#Unit");
}

/**
 * Maximal runs of capitalised words, joined by "of", "+", "&" or by a hyphen or dot inside a word
 * ("Co-op Funeralcare", "Trans.eu"), and lower-case names listed with one ("Simply Piano and flowkey") or
 * set against the product. A capital that only starts the sentence is dropped when the word reads as
 * ordinary English there; `lowerStartsName` says a lower-case start is the founder keeping a brand's spelling.
 */
export function nameRuns(terms: Term[], keepFirst = false, casing: Casing = CAPITALISING): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < terms.length; i++) {
    if (!capitalised(terms[i])) {
      const end = lowerCaseNameEnd(terms, i, runs, casing);
      if (end > i) {
        runs.push({ name: clean(textOf(terms, i, end)), start: i, end });
        i = end - 1;
      }
      continue;
    }
    let end = i + 1;
    while (end < terms.length) {
      const gap = terms[end - 1].post;
      if (/^\s*$/.test(gap) && capitalised(terms[end])) end++;
      // "Co-op Funeralcare": a hyphenated word inside a longer name.
      else if (gap === "-" && capitalised(terms[end + 1]) && /^\s+$/.test(terms[end].post)) end += 2;
      // "Victor Smart-Kill", "easyVerein and SPG-Verein": a capitalised compound is one name.
      else if (
        gap === "-" &&
        capitalised(terms[end]) &&
        (!TERM_LIKE.test(terms[end - 1].text) || /^(?:and|or|&)$/i.test(terms[i - 1]?.text ?? ""))
      )
        end++;
      else if (/^\s+$/.test(gap) && NAME_JOINERS.has(terms[end].text) && capitalised(terms[end + 1]))
        end += 2;
      else break;
      if (/[^\s\-.]/.test(terms[end - 1].post.replace(/['’]s?\s*$/, "").trim())) break;
    }
    let start = i;
    if (start === 0 && !keepFirst) start = sentenceStart(terms, end);
    i = end - 1;
    if (start >= end) continue;
    runs.push({ name: clean(textOf(terms, start, end)).replace(/-like$/, ""), start, end });
  }
  return runs;
}

/**
 * Where a name that starts the sentence begins (its end if it is no name): "Rover is huge" and "Byju's and
 * Vedantu are" are names; "Payroll software like Sage", "Maintenance free" and "Small Shopify stores" start
 * with an ordinary word. A bare singular noun that is the subject of a verb needs a determiner in English
 * ("the rover is"), so without one it is a name.
 */
function sentenceStart(terms: Term[], end: number): number {
  const first = terms[0];
  const word = first.text;
  if (/^(?:I|We|Our|The|A|An|It|They|Unlike|Today|Most|No|Yes|Currently|Instead|Only)$/i.test(word)) return 1;
  const closedClass = ["Determiner", "Preposition", "Pronoun", "Conjunction", "QuestionWord"];
  if (closedClass.some((t) => first.tags.has(t))) return 1;
  // "Harvest, Toggl and FreshBooks all focus on…": a word listed with names is one, English or not.
  if (end === 1 && /^,\s*$/.test(first.post) && listedWithNames(terms, 1)) return 0;
  if (end === 1 && !inLexicon(word)) {
    // A word English lacks, before "is" or "can't", is a name whatever compromise guessed ("Zumbly is").
    if (isSubject(terms, 1, true)) return 0;
    // "Vinted and Facebook Marketplace": listed with a name, it is one.
    if (/^(?:and|or)$/i.test(terms[1]?.text ?? "") && capitalised(terms[2])) return 0;
    // "Nespresso capsules are the closest thing": an unknown word before its product and a verb is a brand.
    // ("Pendant alarms only work": a word the dictionary has describes the alarms.)
    if (
      terms[1]?.tags.has("Plural") &&
      !capitalised(terms[1]) &&
      !isEnglishWord(word) &&
      isSubject(terms, 2, true)
    )
      return 0;
  }
  if (first.tags.has("Adverb") || first.tags.has("Date")) return 1;
  // "Supermarket brands like Ciao": the words before "like" name a kind, the words after it the examples.
  if (/^(?:like|such)$/i.test(terms[end + 1]?.text ?? "")) return 1;
  if (end > 1) {
    // "Bird Buddy exists but…": capitalised words that are the subject of "exists" or "is" make a name.
    if (
      /^(?:exists?|is|are|was|were|has|have|does|doesn't|don't|isn't|aren't|can't|won't)$/i.test(
        terms[end]?.text ?? "",
      )
    )
      return 0;
    // "Small Shopify fashion stores": the adjective belongs to "stores", not to the name.
    const next = terms[end];
    // "Direct Ferries covers Europe": a word in -s before a name or a determiner is the name's verb, not a
    // noun its first word describes.
    if (
      !!next &&
      /[^s]s$/i.test(next.text) &&
      (capitalised(terms[end + 1]) || !!terms[end + 1]?.tags.has("Determiner"))
    )
      return 0;
    // compromise may read the noun as a verb ("Small Gridly shops pay"): an adjective cannot start a name
    // that a verb follows at once.
    // ("Smart Fit's app": a name that owns the noun ends there; the adjective is the name's own.)
    const owns = /['’]s$/i.test(terms[end - 1]?.text ?? "") || !!terms[end - 1]?.tags.has("Possessive");
    const modifier =
      !!next &&
      !owns &&
      !capitalised(next) &&
      (next.tags.has("Noun") || (first.tags.has("Adjective") && next.tags.has("PresentTense")));
    return modifier && !nameShaped(word) ? 1 : 0;
  }
  if (nameShaped(word) || first.tags.has("Person")) return 0;
  // "Stark does a lot more", "Bold has every feature": an adjective alone does, has or costs nothing, so
  // before such a verb it is a name. ("Simple is better", "Cheap doesn't mean flimsy": an adjective may be
  // talked about, so a copula or a negation proves nothing.)
  if (
    first.tags.has("Adjective") &&
    !first.tags.has("Noun") &&
    /^(?:does|has|costs|charges|offers|sells|covers|gives)$/i.test(terms[1]?.text ?? "")
  )
    return 0;
  if (first.tags.has("Plural") || first.tags.has("Uncountable") || first.tags.has("Adjective")) return 1;
  if (!first.tags.has("Singular") || /[,;:]/.test(first.post)) return 1;
  // "Decathlon sells the gear": a bare singular noun that sells, rents or offers something is a company
  // (English would say "the decathlon"; no common noun sells the gear).
  if (
    /^(?:sells|rents|offers|stocks|lists|ships)$/i.test(terms[1]?.text ?? "") &&
    !!terms[2] &&
    (terms[2].tags.has("Determiner") || terms[2].tags.has("Noun")) &&
    !first.tags.has("Gerund") &&
    !/^(?:nobody|no-one|noone|everyone|everybody|someone|somebody|anyone|anybody|none|nothing|everything|something)$/i.test(
      word,
    )
  )
    return 0;
  // A word English already has ("Repair kiosks ...") is read as a name only before a verb that cannot be a
  // noun: "Loop is", "Excel can't". An unknown one ("Rover", "Procore") also before "has" or "stopped".
  // ("Backpack spraying needs 5 workers": the dictionary has "backpack", so only "is" would make it a name.)
  return isSubject(terms, 1, inLexicon(word) || isEnglishWord(word)) ? 0 : 1;
}

export function inLexicon(word: string): boolean {
  return (
    word.toLowerCase() in (nlp as unknown as { model(): { one: { lexicon: object } } }).model().one.lexicon
  );
}

/** Spelt as only a name is: "KnowBe4", "MyHeritage", "YAMAP", "Trans.eu", "Byju's". */
function nameShaped(word: string): boolean {
  return /\d|\p{Lu}.*\p{Lu}|\.\p{L}|['’]s$/u.test(word) && /\p{L}/u.test(word);
}

/** An all-caps word that is an English word spelt loud ("SEEK"), so a brand and not an abbreviation. */
export function isStylised(name: string): boolean {
  if (!/^[A-Z]{3,}$/.test(name)) return false;
  const tags = (nlp(name.toLowerCase()).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  const entry = (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one
    .lexicon[name.toLowerCase()];
  return !!entry && (tags.includes("Verb") || tags.includes("Adjective"));
}

/**
 * Whether the words from `index` on make the name before them a subject: a finite verb ("is", "only
 * buzzes", "doesn't", "stopped"), or "and"/"or" and another name ("Rappi and Uber Eats are", "Bertolli and
 * the supermarket brands"). `strict` takes only verbs that cannot be read as a noun ("is", "can't").
 */
export function isSubject(terms: Term[], index: number, strict = false, plural = false): boolean {
  let i = index;
  while (terms[i]?.tags.has("Adverb") && !terms[i].tags.has("Verb")) i++;
  const next = terms[i];
  if (!next) return false;
  if (/^(?:and|or)$/i.test(next.text)) {
    const after = terms[i + 1];
    return capitalised(after) || !!after?.tags.has("Determiner");
  }
  if (!next.tags.has("Verb")) return false;
  const strong =
    next.tags.has("Copula") || next.tags.has("Auxiliary") || next.tags.has("Modal") || /n't$/.test(next.text);
  if (strict || strong) return strong;
  // Right after the name, "kiosks" or "brands" may be a plural noun compromise reads as a verb; after an
  // adverb ("only shows") it is a verb.
  if (i === index && /s$/.test(next.text) && next.text !== "has" && next.text !== "does") {
    if (nlp(next.text).has("#Plural") || inLexicon(next.text) === false) return false;
  }
  // "Maintenance free for life": a bare verb form does not agree with a singular subject.
  return (
    next.tags.has("PastTense") || (next.tags.has("PresentTense") && (plural || !next.tags.has("Infinitive")))
  );
}

/**
 * Where a lower-case product that starts at `i` ends (`i` itself when none does). Its first word is one
 * English lacks (compromise only guesses it is a noun), and it is listed with a name ("Simply Piano and
 * flowkey"), set against the founder's product ("unlike italki", "cheaper than ecbo cloak") or, when
 * `lowerStartsName`, the subject that starts the sentence ("ecbo cloak relies on staff"). Lower-case nouns
 * right after such a word are part of its name.
 */
function lowerCaseNameEnd(terms: Term[], i: number, runs: Run[], casing: Casing): number {
  const previous = terms[i - 1];
  const listed = /^(?:and|or)$/.test(previous?.text ?? "") && runs.some((r) => r.end === i - 1);
  // "so you're not scrolling vinted for ages": the site the customers trawl today is the rival, though
  // compromise guesses a verb from its ending.
  const trawled =
    i > 0 &&
    /\b(?:scroll(?:s|ing)?|brows(?:e|es|ing)|trawl(?:s|ing)?)\s+(?:through\s+)?$/i.test(
      textOf(terms, 0, i),
    ) &&
    /^[a-z][a-z0-9]+$/.test(terms[i].text) &&
    !inLexicon(terms[i].text) &&
    !["Adverb", "Adjective", "Plural", "Preposition", "Determiner", "Pronoun"].some((tag) =>
      terms[i].tags.has(tag),
    );
  // "Sur italki ou Preply", "Bei priwatt oder Kleines Kraftwerk": a word English lacks, listed before a name.
  const beforeName =
    LIST_JOINER.test(terms[i + 1]?.text ?? "") && capitalised(terms[i + 2]) && /^\s+$/.test(terms[i].post);
  if (beforeName && isUnknownWord(terms[i], false)) return i + 1;
  // Listed after a name ("Pelmo Pro and brainbox gamify"), a word the dictionary has is a name too.
  if (!trawled && !isUnknownWord(terms[i], listed || englishMayName(casing, i))) return i;
  if (listed) return isSubject(terms, i + 1, false, true) ? i + 1 : i;
  if (trawled) return i + 1;
  const against = i > 0 && RIVALRY.test(textOf(terms, 0, i));
  if (!against && (i > 0 || !casing.lowerStartsName)) return i;
  // "ecbo cloak": up to two more lower-case singular nouns, as few as make a whole name.
  for (let end = i + 1; end <= i + 3 && end <= terms.length; end++) {
    if (end > i + 1 && !/^[a-z]+$/.test(terms[end - 1].text)) break;
    if (end > i + 1 && !terms[end - 1].tags.has("Singular")) break;
    if (against ? endsName(terms, end) : isSubject(terms, end)) return end;
    if (!/^\s+$/.test(terms[end - 1].post)) break;
  }
  return i;
}

/** "and" and "or" in the languages founders write in: "allegro.pl i OLX", "italki ou Preply". */
const LIST_JOINER = /^(?:and|or|&|ou|oder|und|o|y|i|e|et|ve|dan|atau|lub|oraz|och|eller|og)$/i;

/**
 * A lower-case word compromise does not know, so only guesses is a noun: "flowkey", "ecbo"; one English
 * has ("rover") only where the founder's case may name a brand.
 */
function isUnknownWord(term: Term, english: boolean): boolean {
  if (!/^[a-z][a-z0-9]+$/.test(term.text) || !term.tags.has("Singular") || term.tags.size > 2) return false;
  return !inLexicon(term.text) && (english || !isEnglishWord(term.text));
}

/** A name set against the product ends at a comma or a clause's end, not before a noun it would describe. */
function endsName(terms: Term[], end: number): boolean {
  const next = terms[end];
  return !next || /[,;:.!?)]/.test(terms[end - 1].post) || !next.tags.has("Noun") || next.tags.has("Pronoun");
}

/** Where the list a run is in begins: "Colissimo, DHL Paket and InPost" begins at Colissimo. */
export function listStartOf(runs: Run[], run: Run, terms: Term[]): number {
  let start = run.start;
  for (let k = runs.indexOf(run) - 1; k >= 0; k--) {
    const previous = runs[k];
    const gap = terms.slice(previous.end, start);
    const joined =
      (gap.length === 0 && /[,/]/.test(terms[previous.end - 1].post)) ||
      (gap.length === 1 && LIST_JOINER.test(gap[0].text));
    if (!joined) break;
    start = previous.start;
  }
  return start;
}

/** Adds a name once: "Uber Eats" stands for "Uber", the longer name wins. */
export function addName(result: NamedCompetitor[], name: string, sentence: string) {
  const lower = name.toLowerCase();
  const within = (long: string, short: string) =>
    new RegExp(`(?:^|\\W)${escape(short)}(?:\\W|$)`, "i").test(long);
  if (result.some((r) => r.name.toLowerCase() === lower || within(r.name, name))) return;
  for (let k = result.length - 1; k >= 0; k--) if (within(name, result[k].name)) result.splice(k, 1);
  result.push({ name, claim: sentence.replace(/\s+/g, " ") });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function clean(value: string): string {
  return value
    .replace(/['’]s?\s*$/, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+]+$/gu, "")
    .trim();
}

const TECHNOLOGY =
  /^(?:wi-?fi|bluetooth|gps|sms|mms|ussd|nfc|rfid|lora(?:wan)?|[345]g|lte|qr|ai|android|ios|covid(?:-19)?|coronavirus|internet|excel sheets?)$/i;

/** Months, days, places, languages and nationalities are not names of rivals. */
export function isCompanyName(name: string): boolean {
  if (!name || name.length < 2 || name.length > 40) return false;
  if (/^(?:I|We|Our|The|A|An|It|They|There|Unlike|Today|Most|No|Yes|Currently|Instead|Only)$/i.test(name))
    return false;
  const doc = nlp(name);
  if (doc.has("#Date") || doc.has("#Month") || doc.has("#WeekDay") || doc.has("#Demonym")) return false;
  // A language or nationality ("Japanese", "Spanish") describes; it is not a rival.
  if (/^[A-Z][a-z]+(?:ese|ish)$/.test(name)) return false;
  if (KIN.test(name)) return false;
  // "Mama Tunde", "Auntie Grace", "Mr Okafor": a person named by a title, not a company ("Papa John's" is one).
  if (
    /^(?:(?:Mom|Mum|Mama|Papa|Nana|Auntie|Aunty|Uncle|Madam|Mr|Mrs|Ms|Miss|Dr)\.?)\s+\p{Lu}\p{Ll}+$/u.test(
      name,
    )
  )
    return false;
  // Technologies and events are what the market runs on or lived through, never one of its companies.
  if (TECHNOLOGY.test(name)) return false;
  // "SMEs", "NGOs", "ATMs": a plural abbreviation names a kind of organisation, not one of them.
  if (/^[A-Z]{2,5}s$/.test(name)) return false;
  return true;
}

/** Words that open a clause after which a new subject may stand: "…, but auphonic is closest". */
export const CLAUSE_OPENERS = /^(?:but|while|whereas|and|yet|so)$/i;

/**
 * Rivals listed as the subject of a clause: "grabfood and shopeefood are fast", "italki, preply and cambly
 * use tutors", "auphonic is closest". Each item is one to three words without a determiner, the list is
 * followed by a verb, and at least one item has a word English lacks (a brand, whatever its case); an
 * item that ends on a plural noun English has ("lyft drivers") describes people, not a product.
 */
export function subjectListNames(terms: Term[], casing: Casing = CAPITALISING): string[] {
  const names: string[] = [];
  for (let i = 0; i < terms.length; i++) {
    const previous = terms[i - 1];
    const opens =
      i === 0 ||
      /[;:—–]|\s-\s/.test(previous.post) ||
      (CLAUSE_OPENERS.test(previous.text) && /,\s*$/.test(terms[i - 2]?.post ?? ""));
    if (!opens) continue;
    const items: Term[][] = [];
    let item: Term[] = [];
    let k = i;
    // "Sejasa and similar apps focus on…": the kind the names belong to closes the list, and makes even one
    // name before it a rival's.
    let kindTail = false;
    for (; k < terms.length && item.length <= 3; k++) {
      const t = terms[k];
      if (
        !item.length &&
        items.length &&
        /^(?:similar|other|comparable)$/i.test(t.text) &&
        terms[k + 1]?.tags.has("Plural") &&
        !terms[k + 1]?.tags.has("Verb")
      ) {
        kindTail = true;
        k += 2;
        break;
      }
      // "tradify n servicem8 r great": "n" is "and" as founders text it.
      if ((/^(?:and|or|&)$/i.test(t.text) || t.text === "n") && item.length) {
        items.push(item);
        item = [];
        continue;
      }
      if (!/^[\p{L}][\p{L}\d.'’+-]*$/u.test(t.text) || t.text === "r") break;
      // Nouns and brands only: "Made for restaurants", "Faster than", "Traditional cabinets", "its" are not.
      const closed = ["Determiner", "Pronoun", "Possessive", "Preposition", "Conjunction", "Verb", "Adverb"];
      // "elsa speak n duolingo are": a word read as a verb inside a name, since a list goes on after it.
      const listGoesOn =
        item.length > 0 && (/^(?:and|or|&|n)$/i.test(terms[k + 1]?.text ?? "") || /,\s*$/.test(t.post));
      if (
        !listGoesOn &&
        !isUnknownLower(t, englishMayName(casing, k)) &&
        (closed.some((tag) => t.tags.has(tag)) ||
          // compromise guesses "Redactable" is an adjective from its ending; a word no dictionary has is a name.
          (!item.length && t.tags.has("Adjective") && (inLexicon(t.text) || isEnglishWord(t.text))))
      )
        break;
      item.push(t);
      if (/,\s*$/.test(t.post)) {
        items.push(item);
        item = [];
      } else if (!/^\s+$/.test(t.post)) break;
    }
    if (item.length) items.push(item);
    const verb = terms[k];
    // "Rossum = enterprise pricing", "kullabs r ok": an equals sign or a texted "r" is "is" or "are".
    const equals = verb?.text === "=";
    const copula = equals || verb?.text === "r";
    if (!items.length || item.length > 3 || !(copula || verb?.tags.has("Verb"))) continue;
    if (
      items.length === 1 &&
      !kindTail &&
      !(copula || verb.tags.has("Copula") || verb.tags.has("Auxiliary") || /n't$/.test(verb.text))
    )
      continue;
    // "rover and wag are not in argentina": a lower-case writer's English words name brands when listed
    // together; one alone opening a clause is the word ("…, and delivery is one by one").
    const brandLike = (t: Term) =>
      isUnknownLower(t, items.length > 1 && englishMayName(casing, terms.indexOf(t))) ||
      ((equals || kindTail) && /^\p{Lu}/u.test(t.text) && !inLexicon(t.text) && !isEnglishWord(t.text));
    if (!items.some((words) => words.some(brandLike))) continue;
    const last = (words: Term[]) => words[words.length - 1];
    // ("maksekeskus" ends as no English plural does.)
    // "lyft drivers", "Nespresso capsules": a plural after a name describes; a one-word item is a plural
    // only when English has the word ("kullabs" is a brand).
    const englishPlural = (words: Term[]) => {
      const t = last(words);
      return (
        t.tags.has("Plural") &&
        /[^su]s$/.test(t.text) &&
        (words.length > 1 ||
          inLexicon(t.text) ||
          inLexicon(t.text.slice(0, -1)) ||
          inLexicon(t.text.replace(/e?s$/, "")))
      );
    };
    if (items.some(englishPlural)) continue;
    for (const words of items) names.push(clean(words.map((t) => t.text).join(" ")));
  }
  return names.filter((n) => n.length >= 2);
}

/**
 * A word English lacks, in any case but a capital one: "grabfood", "preply" (read as an adverb); one it
 * has ("rover") when the founder's case may name a brand (`english`).
 */
function isUnknownLower(term: Term, english: boolean): boolean {
  const word = term.text.replace(/\.\w+$/, "");
  return /^[a-z][a-z0-9.]*[a-z0-9]$/.test(term.text) && !inLexicon(word) && (english || !isEnglishWord(word));
}

/** "Harvest, Toggl and FreshBooks": capitalised names from `index` on, ending in "and" or "or" and a name. */
function listedWithNames(terms: Term[], index: number): boolean {
  let i = index;
  let names = 0;
  while (capitalised(terms[i])) {
    names++;
    while (/^\s+$/.test(terms[i].post) && capitalised(terms[i + 1])) i++;
    if (/,\s*$/.test(terms[i].post)) i++;
    else if (/^(?:and|or|&)$/i.test(terms[i + 1]?.text ?? "")) i += 2;
    else return names >= 2 && /^(?:and|or|&)$/i.test(terms[i - 1]?.text ?? "");
  }
  return false;
}

/** Whether the words before `index` end with a passive verb and "by": "caught out by", "fined by the". */
export function passiveAgent(terms: Term[], index: number): boolean {
  let i = index - 1;
  if (terms[i]?.tags.has("Determiner")) i--;
  if (!/^by$/i.test(terms[i]?.text ?? "")) return false;
  i--;
  if (/^(?:out|up|off|down)$/i.test(terms[i]?.text ?? "")) i--;
  const verb = terms[i];
  return !!verb && verb.tags.has("Verb") && (verb.tags.has("PastTense") || verb.tags.has("Participle"));
}
