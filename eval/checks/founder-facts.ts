import nlp from "compromise";

import type { QuizAnswers } from "@/lib/validation";

/**
 * Two measures of what issue 54 forbids, read from a package as a founder would read it, whichever writer
 * wrote it: a market count the founder never gave, and the founder's sentence cut off where it went on.
 */

/** Every string of a value, depth first. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** Every number the founder wrote, with its scale ("2-3k" gives 2,000 and 3,000; "1.5M" 1,500,000). */
export function numbersWritten(text: string): number[] {
  const found: number[] = [];
  const pattern = /(\d[\d,.]*)(?:\s*[-–]\s*(\d[\d,.]*))?\s*(k|thousand|mn|m|million|bn|b|billion)?\b/giu;
  for (const match of text.matchAll(pattern)) {
    const scale = SCALE[match[3]?.toLowerCase() ?? ""] ?? 1;
    for (const digits of [match[1], match[2]]) {
      if (!digits) continue;
      const value = Number(digits.replace(/[,.](?=\d{3}\b)/g, "").replace(",", "."));
      if (Number.isFinite(value)) found.push(value * scale);
    }
  }
  return found;
}

/** "TAM $1.2M", "(SAM) of €40K", "SOM: 3,000": a market figure stated as a number. */
const MARKET_FIGURE = /\b(?:TAM|SAM|SOM)\b\)?\s*(?:of\s+|is\s+|:\s*)?[^\s\d]{0,4}\d/;

/**
 * The market's count of customers the package sizes from, when the founder's answers hold no such number:
 * a count made up ("6.5M businesses", "one business per 50 people"). Null when the package states no count
 * or the founder wrote it.
 */
export function inventedMarketCount(answers: QuizAnswers, pkg: Record<string, unknown>): string | null {
  const analysis = pkg.fullBusinessAnalysis as
    | {
        financialModel?: {
          market?: { potentialCustomers?: number | null; customerUnit?: string; geography?: string };
        };
      }
    | undefined;
  const market = analysis?.financialModel?.market;
  const count = market?.potentialCustomers;
  if (!market) return null;
  if (!count) {
    // No count: no market size may be stated anywhere in the package either.
    const sized = stringsOf(pkg).find((text) => MARKET_FIGURE.test(text));
    return sized ? `a market size with no count: "${MARKET_FIGURE.exec(sized)![0]}"` : null;
  }
  const written = numbersWritten(Object.values(answers).join(" "));
  if (written.some((n) => Math.abs(n - count) <= Math.max(1, count * 0.005))) return null;
  return `${count.toLocaleString("en-US")} ${market.customerUnit ?? "customers"} in ${market.geography ?? "the market"}`;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+|[,;:]/gu) ?? [];

/** Sentences of a text (ICU's sentence boundaries, as built into Node's Intl: decimals stay whole). */
const SENTENCES = new Intl.Segmenter("en", { granularity: "sentence" });
const sentencesOf = (text: string): string[] =>
  [...SENTENCES.segment(text)].map((s) => s.segment.trim()).filter(Boolean);

/**
 * Output sentences that end on the first words of one of the founder's sentences where it went on with a
 * verb or the rest of a list ("A mobile unit drives to the farm clusters, peels." of "A mobile unit drives
 * to the farm clusters, peels, grates and presses the cassava"): the founder's sentence cut mid-clause. The
 * run must reach back to within LEAD words of the sentence's start and hold at least three words; a noun
 * phrase taken from the middle of a sentence ("internationally trained nurses") is not a cut.
 */
const LEAD = 2;

/**
 * The founder's sentences: ICU's, and also split where they wrote a full stop before a lower-case word
 * ("…earns very little. and trekkers can't…"), which ICU reads as one sentence.
 */
const founderSentences = (text: string): string[] =>
  sentencesOf(text).flatMap((s) => s.split(/(?<=(?<!\b(?:e\.g|i\.e|etc|vs|esp|approx))[.!?])\s+(?=\p{Ll})/u));

/** The founder's words, each with the parser's tags as read in their own sentence ("Breathe" is a name). */
type Tagged = { words: string[]; tags: string[][] };
function tagged(sentence: string): Tagged {
  const ours = words(sentence);
  const terms = (nlp(sentence).terms().json() as { text: string; terms: { tags: string[] }[] }[]).filter(
    (t) => t.text !== "",
  );
  const fold = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  let k = 0;
  const tags = ours.map((w) => {
    if (/^[,;:]$/.test(w)) return [];
    while (k < terms.length && !fold(terms[k].text)) k++;
    const term = terms[k];
    if (!term || fold(term.text) !== fold(w)) return nlp(w).terms().json()[0]?.terms[0]?.tags ?? [];
    k++;
    return term.terms[0]?.tags ?? [];
  });
  return { words: ours, tags };
}

export function cutSentences(answers: QuizAnswers, pkg: Record<string, unknown>): string[] {
  const theirSentences = Object.values(answers).flatMap(founderSentences);
  const theirs = theirSentences.map(words);
  // Whether a founder's sentence goes on at a word with a verb or the rest of a list is a property of their
  // sentence alone: read once, and only where an output sentence ends there (the reading is the costly part).
  const goesOn = new Map<string, boolean>();
  const read = new Map<number, Tagged>();
  const continues = (s: number, end: number) => {
    const key = `${s}:${end}`;
    if (!read.has(s)) read.set(s, tagged(theirSentences[s]));
    if (!goesOn.has(key)) goesOn.set(key, continuesAt(read.get(s)!, end));
    return goesOn.get(key)!;
  };
  // The last three words a cut sentence could end on: a text holding none of them is not split at all.
  const endings = new Set(
    theirs.flatMap((founder) => founder.slice(3).map((_, i) => founder.slice(i, i + 3).join(" "))),
  );
  const cut = new Set<string>();
  for (const text of new Set(stringsOf(pkg))) {
    const all = words(text);
    if (!all.some((_, i) => i >= 2 && endings.has(all.slice(i - 2, i + 1).join(" ")))) continue;
    for (const sentence of sentencesOf(text)) {
      if (!/[.!?…]["”’)]*\s*$/.test(sentence)) continue;
      const ours = words(sentence);
      theirs.forEach((founder, s) => {
        for (let end = 3; end < founder.length; end++) {
          // The longest run of the founder's words that ends this sentence and stops at `end`.
          let run = 0;
          while (run < ours.length && run < end && ours[ours.length - 1 - run] === founder[end - 1 - run])
            run++;
          if (run >= 3 && end - run <= LEAD && continues(s, end)) cut.add(sentence.trim());
        }
      });
    }
  }
  return [...cut];
}

/** A verb said of a subject ("peels", "tags"), not a participle, a gerund or a name the parser took. */
const isVerb = (tags: readonly string[] = []) =>
  tags.includes("Verb") &&
  !tags.includes("Gerund") &&
  !tags.includes("Participle") &&
  !tags.includes("ProperNoun");

/**
 * Whether the founder's sentence goes on at `end` with a verb or the rest of a list: "and" or "or"; after
 * a clause with a verb of its own, the next verb ("…drives to the farm clusters, peels, grates…"); after a
 * comma, the list's next items up to its "and" ("in Lagos, Abuja and Kano"). Their subject taken before its
 * verb ("Byju's and Vedantu" of "Byju's and Vedantu are…") and a phrase ended where an aside begins
 * (", paying an accountant…", ", mostly around Trøndelag and…") are noun phrases of theirs, not cuts.
 */
function continuesAt({ words: founder, tags }: Tagged, end: number): boolean {
  const next = founder[end];
  if (next === "and" || next === "or") return true;
  const verbBefore = tags.slice(0, end).some((t) => isVerb(t));
  if (next !== ",") return isVerb(tags[end]) && verbBefore;
  if (isVerb(tags[end + 1]) && verbBefore) return true;
  // A list's next item: a few words with no verb and no comma of their own, opening on a thing, then "and".
  const after = founder.slice(end + 1);
  const joint = after.findIndex((w) => w === "and" || w === "or");
  const item = tags.slice(end + 1, end + 1 + joint);
  const thing = ["Noun", "Adjective", "Determiner", "Value"].some((t) => item[0]?.includes(t));
  const aside = ["Adverb", "Preposition", "Pronoun", "Conjunction"].some((t) => item[0]?.includes(t));
  return (
    joint > 0 &&
    joint <= 3 &&
    !after.slice(0, joint).includes(",") &&
    thing &&
    !aside &&
    !item.some((t) => t.includes("Verb"))
  );
}
