/** stopword 3 ships no types: one array of function words per language (ISO 639-3), and its filter. */
declare module "stopword" {
  export function removeStopwords(tokens: string[], stopwords?: string[]): string[];
  export const eng: string[];
  export const spa: string[];
  export const por: string[];
  export const fra: string[];
  export const deu: string[];
  export const ita: string[];
  export const ron: string[];
  export const tur: string[];
  export const ind: string[];
  export const vie: string[];
  export const swa: string[];
  export const tgl: string[];
  export const nld: string[];
  export const pol: string[];
  export const rus: string[];
  export const _123: string[];
}
