import { readFileSync } from "node:fs";
import wordListPath from "word-list";

/**
 * English as a dictionary knows it: the 274,000 words of `word-list` (lower case, with plurals and verb
 * forms, British and American spellings, no brands). compromise's own lexicon holds the 14,000 words it
 * tags, so "grammar" or "fibre" looked to it like a brand ("fibre is warmer than merino" named a rival).
 * Read once, on first use.
 */
let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, "utf8").split("\n"));
  return words.has(word.toLowerCase());
}
