import { francAll } from "franc-min";
import * as stopwords from "stopword";

import { isEnglishWord } from "./facts/english-words";

/**
 * Other languages' function words ("y", "de", "para", "que", "et", "und"), from `stopword`'s lists for 62
 * languages, lower case and without marks: a founder's Spanish is not read as places ("para" is Pará) and
 * a cut never ends on one ("…cada depto tiene su cuenta y").
 */
let words: Set<string> | undefined;

const bare = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a lower-case word is a function word of a language other than English. */
export function isForeignFunctionWord(word: string): boolean {
  const trimmed = word.trim();
  if (!/^\p{Ll}+$/u.test(trimmed)) return false;
  words ??= new Set(
    Object.entries(stopwords)
      .filter(([language, list]) => Array.isArray(list) && language !== "eng" && language !== "_123")
      .flatMap(([, list]) => (list as string[]).map(bare)),
  );
  return words.has(bare(trimmed));
}

let english: Set<string> | undefined;

/**
 * Whether a text is written in another language than English: at least four of its lower-case words are
 * other languages' function words and fewer than one in five of its function words is English's ("agencia
 * que les maneja Instagram y Google Maps", "appli pour couturiers: fiche client avec mesures"). A texted
 * English answer ("app where u see braiders near u w real photos") keeps its English "where", "near".
 */
export function isMostlyForeign(text: string): boolean {
  english ??= new Set((stopwords as unknown as { eng: string[] }).eng);
  const words = text.match(/(?<![\p{L}\p{N}'’-])\p{Ll}[\p{L}'’-]*/gu) ?? [];
  const ours = words.filter((w) => english!.has(w)).length;
  // One letter ("u", "w", "n") is as likely English texting as another language's word.
  const theirs = words.filter(
    (w) => w.length > 1 && !/^(?:ur|da|ya)$/.test(w) && !english!.has(w) && isForeignFunctionWord(w),
  ).length;
  if (theirs >= 4 && ours / (ours + theirs) < 0.2) return true;
  // A language whose short words English also has ("na", "po", "a", "i" in Polish): most of its longer
  // words are in no English dictionary ("wypożyczalnia sprzętu dziecięcego na miesiące"). With two of
  // its function words ("und", "mit"), its capitalised nouns count too (German's "Mieter", "Südbalkon").
  const longWords = text.match(/(?<![\p{L}\p{N}'’-])\p{L}{4,}(?![\p{L}\p{N}'’-])/gu) ?? [];
  const lower = longWords.filter((w) => w === w.toLowerCase());
  const shareOf = (list: string[]) =>
    list.length ? list.filter((w) => !isEnglishWord(w)).length / list.length : 0;
  return (
    ours / Math.max(1, ours + theirs) <= 0.5 &&
    ((theirs >= 2 && longWords.length >= 5 && shareOf(longWords) >= 0.6) ||
      (lower.length >= 4 && shareOf(lower) >= 0.8))
  );
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * The language of a text that `isMostlyForeign` found is not English, by its English name ("Polish"), from
 * `franc-min` (trigram statistics over 82 languages); "another language" where the statistics cannot tell
 * it from its neighbours (on the corpus, a short Czech price list scored as Serbian and Malay alike, a
 * Portuguese one as Spanish alike). Null for English.
 */
export function languageOf(text: string): string | null {
  if (!isMostlyForeign(text)) return null;
  const [[code, score] = ["und", 0], [, second] = ["und", 0]] = francAll(text, { minLength: 10 });
  if (code === "eng") return null;
  const name = code === "und" || second / (score || 1) >= 0.93 ? null : languageNames.of(code);
  return name && name !== code ? name : "another language";
}
