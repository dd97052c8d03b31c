import * as stopwords from "stopword";

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
