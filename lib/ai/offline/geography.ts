import nlp from "compromise";
import { continents, countries } from "countries-list";
import citiesByCountry from "country-json/src/country-by-cities.json";
import populations from "country-json/src/country-by-population.json";

import type { QuizAnswers } from "@/lib/validation";
import { joinList } from "./text";

/**
 * Where the founder sells, read from their answers: place names found by `compromise` (its lexicon knows
 * countries, regions and cities), resolved to countries with `countries-list` (names, continents,
 * currencies) and `country-json` (populations, about 2018, and city lists). No place named means no
 * geography: the writers then say so and ask, instead of assuming the United States.
 */
export interface Geography {
  /** The market in the founder's words, ready for "in …": "Kenya and Uganda", "the United Kingdom". */
  label: string;
  /** ISO 3166-1 alpha-2 codes of the countries the market covers (a continent's, when one is named). */
  countries: string[];
  /** A continent named as the market ("EU" for Europe), if any. */
  continent: string | null;
  /** People living there (the sum over its countries), when known. */
  population: number | null;
  /** The one ISO 4217 currency the countries share, if they share one ("KES", "EUR"). */
  currency: string | null;
}

type CountryCode = keyof typeof countries;
const CODES = Object.keys(countries) as CountryCode[];

/** Names people use that are not the ISO short name. */
const ALIASES: Record<string, CountryCode> = {
  us: "US",
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  america: "US",
  "the states": "US",
  uk: "GB",
  "u.k.": "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  uae: "AE",
  holland: "NL",
  "the netherlands": "NL",
  "czech republic": "CZ",
  turkey: "TR",
  "south korea": "KR",
  korea: "KR",
  russia: "RU",
  "ivory coast": "CI",
};

/** country-json spells a few countries differently from countries-list. */
const POPULATION_NAMES: Record<string, CountryCode> = {
  "Cape Verde": "CV",
  Congo: "CG",
  "Czech Republic": "CZ",
  "Fiji Islands": "FJ",
  "The Democratic Republic of Congo": "CD",
  Turkey: "TR",
  "Micronesia, Federated States of": "FM",
  "Holy See (Vatican City State)": "VA",
};

/** Lower case without accents: "São Paulo" and "Sao Paulo" are one key. */
const lower = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

let tables:
  | {
      byName: Map<string, CountryCode>;
      byContinent: Map<string, string>;
      byCity: Map<string, CountryCode[]>;
      population: Map<CountryCode, number>;
    }
  | undefined;

/** The lookup tables, built once on first use. */
function lookups() {
  if (tables) return tables;
  const byName = new Map<string, CountryCode>(Object.entries(ALIASES));
  for (const code of CODES) {
    byName.set(lower(countries[code].name), code);
    byName.set(lower(`the ${countries[code].name}`), code);
  }
  const byContinent = new Map(Object.entries(continents).map(([code, name]) => [lower(name), code]));
  const population = new Map<CountryCode, number>();
  for (const { country, population: people } of populations as {
    country: string;
    population: number | null;
  }[]) {
    // England, Scotland and Wales are aliases of GB for places, but their populations are not GB's.
    const alias = lower(country) in ALIASES;
    const code = POPULATION_NAMES[country] ?? byName.get(lower(country));
    if (code && people && !(alias && population.has(code))) population.set(code, people);
  }
  // A city that several countries have (London, Lagos, Sydney) goes to the most populous of them: the
  // reading a founder most likely means, shown on the card for them to correct.
  const byCity = new Map<string, CountryCode[]>();
  for (const { country, cities } of citiesByCountry as { country: string; cities?: string[] }[]) {
    const code = byName.get(lower(country));
    if (!code) continue;
    for (const city of cities ?? []) {
      const key = lower(city);
      const seen = byCity.get(key) ?? [];
      if (!seen.includes(code)) byCity.set(key, [...seen, code]);
    }
  }
  for (const [key, codes] of byCity)
    byCity.set(
      key,
      [...codes].sort((a, b) => (population.get(b) ?? 0) - (population.get(a) ?? 0)),
    );
  tables = { byName, byContinent, byCity, population };
  return tables;
}

type Place =
  | { kind: "country"; code: CountryCode; words: string }
  | { kind: "continent"; code: string; words: string }
  | { kind: "city"; code: CountryCode; words: string; candidates: CountryCode[] };

function resolve(words: string): Place | null {
  const { byName, byContinent, byCity } = lookups();
  const key = lower(words);
  const country = byName.get(key);
  if (country) return { kind: "country", code: country, words };
  const continent = byContinent.get(key.replace(/^(across|all of|the) /, ""));
  if (continent) return { kind: "continent", code: continent, words };
  const city = byCity.get(key);
  if (city?.length) return { kind: "city", code: city[0], words, candidates: city };
  return null;
}

/**
 * The places named in a text, in order, each once; `unknown` holds the ones compromise saw as places but
 * no table knows (Munich: the city list has München), to keep in a label beside known cities.
 */
function placesIn(text: string): { places: Place[]; unknown: string[] } {
  const found: Place[] = [];
  const unknown: string[] = [];
  const names = nlp(text).places().out("array") as string[];
  for (const raw of names) {
    const words = raw
      .replace(/[^\p{L}\p{N}.' -]+/gu, " ")
      .replace(/\.$/, "")
      .trim();
    // "Maharashtra, India": a region compromise reads as one place with its country.
    const parts = [
      words,
      ...raw
        .split(",")
        .map((part) =>
          part
            .replace(/[^\p{L}\p{N}.' -]+/gu, " ")
            .replace(/\.$/, "")
            .trim(),
        )
        .filter((part) => part && part !== words),
    ];
    const resolved = parts
      .map((part) => resolve(part) ?? resolve(part.replace(/^the /i, "")))
      .filter((p): p is Place => p !== null);
    if (!resolved.length) {
      if (words && !unknown.includes(words)) unknown.push(words);
    }
    for (const place of resolved.slice(0, 1))
      if (!found.some((p) => p.kind === place.kind && p.code === place.code && p.words === place.words))
        found.push(place);
  }
  return { places: found, unknown };
}

function countryLabel(code: CountryCode): string {
  const name = countries[code].name;
  return /^(United|Netherlands|Philippines|Czech|Dominican|Bahamas|Gambia)/.test(name) ? `the ${name}` : name;
}

/**
 * The market the answers name, or null when they name none. The audience's answer decides when it names a
 * place; otherwise any answer does. A continent named beside countries in it is the market (the countries
 * are where it starts); cities count as their country, kept in the label: "Berlin and Munich (Germany)".
 */
export function detectGeography(answers: QuizAnswers): Geography | null {
  const fromAudience = placesIn(answers.targetAudience);
  const { places, unknown } = fromAudience.places.length
    ? fromAudience
    : placesIn([answers.problem, answers.solution, answers.businessModel, answers.differentiator].join("\n"));
  if (places.length === 0) return null;
  // Cities several countries have take the country they share with the other places named ("Sydney and
  // Melbourne" are both Australian), else the most populous one's (London is in the United Kingdom).
  const named = places.flatMap((p) =>
    p.kind === "city" ? [p.candidates] : p.kind === "country" ? [[p.code]] : [],
  );
  const shared = named[0]?.find((code) => named.every((codes) => codes.includes(code)));
  if (shared && named.length > 1)
    for (const place of places)
      if (place.kind === "city" && place.candidates.includes(shared)) place.code = shared;

  const { population } = lookups();
  const continent = places.find((p) => p.kind === "continent");
  let codes: CountryCode[];
  let label: string;
  if (continent) {
    codes = CODES.filter((code) => countries[code].continent === continent.code);
    label = continents[continent.code as keyof typeof continents];
  } else {
    codes = [...new Set(places.map((p) => p.code as CountryCode))];
    const cities = places.filter((p) => p.kind === "city");
    const named = places.filter((p) => p.kind === "country").map((p) => countryLabel(p.code));
    label =
      cities.length && named.length === 0
        ? `${joinList([...cities.map((c) => c.words), ...unknown])} (${joinList(codes.map(countryLabel))})`
        : joinList(codes.map(countryLabel));
  }
  // A continent's small territories may have no figure; a named country must.
  const people = codes.map((code) => population.get(code)).filter((p) => !continent || p !== undefined);
  const currencies = new Set(codes.map((code) => countries[code].currency[0]));
  return {
    label,
    countries: continent ? [] : codes,
    continent: continent?.code ?? null,
    population: people.every((p) => p !== undefined) ? people.reduce((a, b) => a! + b!, 0)! : null,
    currency: currencies.size === 1 ? [...currencies][0] : null,
  };
}

/** The United States' population in the same table, for scaling US-based counts to another market. */
export function usPopulation(): number {
  return lookups().population.get("US")!;
}

/** A market as the founder confirmed it (codes and label), with its population and shared currency. */
export function geographyFromCodes(market: {
  label: string;
  countries: string[];
  continent: string | null;
}): Geography {
  const { population } = lookups();
  const continent = market.continent && market.continent in continents ? market.continent : null;
  const codes = (
    continent
      ? CODES.filter((code) => countries[code].continent === continent)
      : market.countries.filter((code): code is CountryCode => code in countries)
  ) as CountryCode[];
  const people = codes.map((code) => population.get(code)).filter((p) => !continent || p !== undefined);
  const currencies = new Set(codes.map((code) => countries[code].currency[0]));
  return {
    label: market.label,
    countries: continent ? [] : codes,
    continent,
    population:
      codes.length && people.every((p) => p !== undefined) ? people.reduce((a, b) => a! + b!, 0)! : null,
    currency: currencies.size === 1 ? [...currencies][0] : null,
  };
}

/** Every country's code and English name, for the card's "where you sell" field. */
export function countryNames(): { code: string; name: string }[] {
  return CODES.map((code) => ({ code, name: countries[code].name })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}
