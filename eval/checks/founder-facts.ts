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
  if (!market || !count) return null;
  const written = numbersWritten(Object.values(answers).join(" "));
  if (written.some((n) => Math.abs(n - count) <= Math.max(1, count * 0.005))) return null;
  return `${count.toLocaleString("en-US")} ${market.customerUnit ?? "customers"} in ${market.geography ?? "the market"}`;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+|[,;:]/gu) ?? [];

/** Sentences of a text (compromise's splitter: it knows abbreviations and decimals). */
const sentencesOf = (text: string): string[] => nlp(text).sentences().out("array") as string[];

/**
 * Output sentences that end on the first words of one of the founder's sentences where it went on with a
 * verb or the rest of a list ("A mobile unit drives to the farm clusters, peels." of "A mobile unit drives
 * to the farm clusters, peels, grates and presses the cassava"): the founder's sentence cut mid-clause. The
 * run must reach back to within LEAD words of the sentence's start and hold at least three words; a noun
 * phrase taken from the middle of a sentence ("internationally trained nurses") is not a cut.
 */
const LEAD = 2;

export function cutSentences(answers: QuizAnswers, pkg: Record<string, unknown>): string[] {
  const theirs = Object.values(answers).flatMap(sentencesOf).map(words);
  const cut = new Set<string>();
  for (const text of stringsOf(pkg))
    for (const sentence of sentencesOf(text)) {
      if (!/[.!?…]["”’)]*\s*$/.test(sentence)) continue;
      const ours = words(sentence);
      for (const founder of theirs)
        for (let end = 3; end < founder.length; end++) {
          // The longest run of the founder's words that ends this sentence and stops at `end`.
          let run = 0;
          while (run < ours.length && run < end && ours[ours.length - 1 - run] === founder[end - 1 - run])
            run++;
          if (run < 3 || end - run > LEAD) continue;
          const next = founder[end];
          const rest = founder.slice(end).join(" ");
          // A participle after a noun phrase ("nurses preparing for the OET") describes it: the phrase is
          // whole, not a clause cut before its verb.
          const first = nlp(rest).terms().first();
          const continues =
            next === "," ||
            next === "and" ||
            next === "or" ||
            (first.has("#Verb") && !first.has("#Gerund") && !first.has("#Participle"));
          if (continues) cut.add(sentence.trim());
        }
    }
  return [...cut];
}
