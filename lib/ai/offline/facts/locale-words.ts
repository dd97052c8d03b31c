import nlp from "compromise";
import { countries } from "countries-list";

import type { PricePeriod } from "@/lib/artifacts/idea-profile";

/**
 * Currency signs and period words in the founder's own language, read from the Unicode CLDR data that
 * ships with Node's Intl (ICU) rather than kept by hand: "₮380,000", "Q 14,500", "40 DT", "₪59 לחודש",
 * "RM9.90 sebulan", "19,90 €/kk", "900 din po satu". Only the languages of the market's countries are
 * used for words, so an English "sat" or "jam" is not read as Serbian or Malay.
 */

type CountryCode = keyof typeof countries;

/** compromise's English lexicon: a word English has is not read as another language's. */
const LEXICON = (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one
  .lexicon;

/** Signs CLDR does not spell the way founders type them (transliterations and local abbreviations). */
const TYPED_SIGNS: [string, string][] = [
  ["br", "ETB"],
  ["dt", "TND"],
  ["fj$", "FJD"],
  ["nt$", "TWD"],
  ["лв", "BGN"],
  ["лв.", "BGN"],
  ["birr", "ETB"],
  ["din", "RSD"],
  ["din.", "RSD"],
  ["дин", "RSD"],
  ["jd", "JOD"],
  ["qr", "QAR"],
  ["fr.", "CHF"],
  ["fr", "CHF"],
  ["so'm", "UZS"],
  ["som", "UZS"],
  ["ден", "MKD"],
  ["km", "BAM"],
  ["le", "SLE"],
];

let signs: Map<string, string[]> | undefined;
let forms: string[] | undefined;

function symbolOf(locale: string, currency: string, display: "symbol" | "narrowSymbol"): string | null {
  try {
    const part = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display })
      .formatToParts(1)
      .find((p) => p.type === "currency")?.value;
    return part && part !== currency ? part : null;
  } catch {
    return null;
  }
}

/** Each currency sign founders may type (lower case) and the ISO codes it stands for. */
export function currencySigns(): Map<string, string[]> {
  if (signs) return signs;
  const map = new Map<string, string[]>();
  const written = new Set<string>();
  const add = (sign: string, code: string) => {
    const raw = sign.replace(/\u00a0/g, " ").trim();
    const key = raw.toLowerCase();
    if (!key || /\d/.test(key)) return;
    for (const form of [raw, key, key.toUpperCase(), key.charAt(0).toUpperCase() + key.slice(1)])
      written.add(form);
    const known = map.get(key) ?? [];
    if (!known.includes(code)) map.set(key, [...known, code]);
  };
  for (const [code, country] of Object.entries(countries)) {
    for (const currency of country.currency) {
      for (const locale of localesOf(code as CountryCode)) {
        for (const display of ["symbol", "narrowSymbol"] as const) {
          const sign = symbolOf(locale, currency, display);
          if (sign) add(sign, currency);
        }
      }
    }
  }
  for (const [sign, code] of TYPED_SIGNS) add(sign, code);
  signs = map;
  forms = [...written].sort((a, b) => b.length - a.length);
  return map;
}

/** Every sign as founders write it, longest first, for the price pattern. */
export function currencySignForms(): string[] {
  if (!forms) currencySigns();
  return forms!;
}

let names: Map<string, string[]> | undefined;

/**
 * Currency names as founders write them after an amount ("1,800,000 tugrik", "K 950 kwacha", "500
 * quetzales"), from CLDR's English display names in Node's Intl: the name's last word and its plurals,
 * lower case, with the ISO codes it stands for ("dinar" is several). Words English has ("mark", "real")
 * are left out: they say too little after a number.
 */
export function currencyNames(): Map<string, string[]> {
  if (names) return names;
  const map = new Map<string, string[]>();
  const display = new Intl.DisplayNames(["en"], { type: "currency" });
  for (const code of Intl.supportedValuesOf("currency")) {
    const name = display.of(code);
    if (!name || name === code || /\(|\d/.test(name)) continue;
    const word = name.split(/\s+/).pop()!.toLowerCase();
    if (word.length < 3 || word in LEXICON) continue;
    for (const form of [word, `${word}s`, `${word}es`]) {
      const known = map.get(form) ?? [];
      if (!known.includes(code)) map.set(form, [...known, code]);
    }
  }
  names = map;
  return map;
}

/** "ms-MY", "ms", "sr-Latn": the locales a country's people write in. */
function localesOf(code: CountryCode): string[] {
  return countries[code].languages.flatMap((lang) => [`${lang}-${code}`, lang, `${lang}-Latn`]);
}

const UNITS: [Intl.NumberFormatOptions["unit"], PricePeriod][] = [
  ["hour", "per_hour"],
  ["day", "per_day"],
  ["week", "week"],
  ["month", "month"],
  ["year", "year"],
];

const wordCache = new Map<string, { word: string; period: PricePeriod }[]>();

/** The words for hour, day, week, month and year in the languages of the countries that use `currency`. */
export function periodWords(currency: string | null): { word: string; period: PricePeriod }[] {
  if (!currency) return [];
  const cached = wordCache.get(currency);
  if (cached) return cached;
  const words: { word: string; period: PricePeriod }[] = [];
  const locales = new Set(
    (Object.keys(countries) as CountryCode[])
      .filter((code) => (countries[code].currency as readonly string[]).includes(currency))
      .flatMap(localesOf)
      .filter((locale) => {
        try {
          return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 && !locale.startsWith("en");
        } catch {
          return false;
        }
      }),
  );
  for (const locale of locales)
    for (const [unit, period] of UNITS)
      for (const unitDisplay of ["long", "short"] as const) {
        const text = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay }).format(1);
        const word = text
          .replace(/[\d\s\u00a0\u202f.,]+/gu, " ")
          .trim()
          .toLowerCase();
        if (word && !words.some((w) => w.word === word && w.period === period)) words.push({ word, period });
      }
  wordCache.set(currency, words);
  return words;
}

/**
 * The period the words right after a price name in the market's language ("sebulan", "/kk", "לחודש",
 * "po satu", "za ceo dan"), or null. A word of three letters or fewer must stand alone; a longer one may
 * carry a prefix or an ending ("se-bulan", "mjeseč-no", "godiš-nje").
 */
export function localPeriod(after: string, currency: string | null): PricePeriod | null {
  const words = periodWords(currency);
  if (!words.length) return null;
  const tokens = (after.match(/\/?[^\s/]+/gu) ?? [])
    .slice(0, 3)
    .map((t) => ({
      slashed: t.startsWith("/"),
      token: t.toLowerCase().replace(/[^\p{L}\p{M}'׳]/gu, ""),
    }))
    .filter((t) => t.token);
  // "pe luna" for "pe lună": founders often type without the marks.
  const bare = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
  for (const { token: typed, slashed } of tokens) {
    const token = bare(typed);
    // The market's own word, letter for letter ("luna" for "lună"), even where English has it as a name.
    const exact = words.find(({ word }) => [...word].length >= 3 && bare(word) === token);
    if (exact) return exact.period;
    // An English word after the price is English ("time", "order", "no monthly fee"), whatever it resembles.
    if ([...typed].length >= 4 && typed in LEXICON) continue;
    for (const { word: written, period } of words) {
      const word = bare(written);
      const letters = [...word];
      const length = [...token].length;
      // Two letters only right after a slash ("/kk"), or with a short ending ("oyiga": per "oy", a month);
      // three may take one more ("sat" → "satu", "שנה" → "לשנה"); longer words a prefix or an ending
      // ("se-bulan", "mjeseč-no", "godiš-nje").
      const matches =
        letters.length <= 2
          ? (slashed && token === word) ||
            (letters.length === 2 && token.startsWith(word) && length <= 5 && !(typed in LEXICON))
          : letters.length === 3
            ? (token.startsWith(word) || token.endsWith(word)) && length <= 4
            : token.endsWith(word) ||
              token.startsWith(letters.slice(0, Math.max(4, letters.length - 2)).join(""));
      if (matches) return period;
    }
  }
  return null;
}
