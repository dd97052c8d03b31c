/**
 * How much of a country's work is farming: the World Bank's "Employment in agriculture (% of total
 * employment)" (SL.AGR.EMPL.ZS, ILO modelled estimates, about 2022), rounded to 5 points (1 point below
 * 5%) because the estimate is no finer than that. Farms are not counted alike everywhere: the US has one
 * farm per 170 people, Malawi about one per five. A US farm count scaled by population sized a solar pump
 * for Malawian smallholders at 7,900 farms, a hundredth of the country's farming households; counted from
 * this share it is millions. Countries missing here keep the scaled US count, said as such.
 */
const FARM_WORK_SHARE: Record<string, number> = {
  // Africa
  MW: 0.6,
  KE: 0.35,
  UG: 0.6,
  TZ: 0.65,
  ET: 0.6,
  RW: 0.55,
  BI: 0.85,
  NG: 0.35,
  GH: 0.4,
  ZM: 0.6,
  ZW: 0.55,
  MZ: 0.7,
  MG: 0.75,
  NE: 0.7,
  ML: 0.65,
  BF: 0.75,
  SN: 0.25,
  CI: 0.4,
  CM: 0.4,
  CD: 0.55,
  SD: 0.4,
  SS: 0.6,
  TD: 0.7,
  GN: 0.6,
  SL: 0.45,
  LR: 0.4,
  BJ: 0.35,
  TG: 0.35,
  AO: 0.55,
  EG: 0.2,
  MA: 0.35,
  TN: 0.15,
  DZ: 0.1,
  ZA: 0.2,
  NA: 0.2,
  BW: 0.2,
  // Asia and the Pacific
  IN: 0.45,
  PK: 0.35,
  BD: 0.35,
  NP: 0.6,
  LK: 0.25,
  MM: 0.45,
  KH: 0.35,
  LA: 0.55,
  VN: 0.3,
  PH: 0.25,
  ID: 0.3,
  TH: 0.3,
  CN: 0.25,
  MN: 0.25,
  AF: 0.45,
  UZ: 0.25,
  KZ: 0.15,
  TL: 0.45,
  PG: 0.55,
  JP: 0.03,
  KR: 0.05,
  AU: 0.03,
  NZ: 0.05,
  // The Americas
  HT: 0.45,
  GT: 0.3,
  HN: 0.25,
  NI: 0.3,
  SV: 0.15,
  BO: 0.3,
  PE: 0.25,
  EC: 0.3,
  PY: 0.2,
  CO: 0.15,
  BR: 0.1,
  MX: 0.1,
  DO: 0.1,
  CA: 0.02,
  // Europe and its neighbours
  GB: 0.01,
  IE: 0.04,
  DE: 0.01,
  FR: 0.03,
  NL: 0.02,
  BE: 0.01,
  IT: 0.04,
  ES: 0.04,
  PT: 0.05,
  GR: 0.1,
  PL: 0.1,
  RO: 0.2,
  BG: 0.05,
  UA: 0.15,
  TR: 0.15,
  RU: 0.05,
};

/** A farming customer: the farm itself, or the people who work one. */
export const FARM_CUSTOMER =
  /\b(?:farm(?:er|s|ers)?|smallholders?|small-?holders?|growers?|ranch(?:es|ers)?|planters?|herders?|pastoralists?|agricultur\w*|cultivators?|campesinos?|agricultores?|fazendeiros?|agriculteurs?)\b/i;

/**
 * The share of the market's work that is farming, its countries weighted by their people; null when a
 * country is missing from the table (the caller keeps its other count) or the market is the United States
 * alone (its own farm census is used).
 */
export function farmWorkShare(codes: readonly string[], populationOf: (code: string) => number | undefined) {
  if (!codes.length || (codes.length === 1 && codes[0] === "US")) return null;
  let people = 0;
  let farming = 0;
  for (const code of codes) {
    const share = FARM_WORK_SHARE[code];
    const count = populationOf(code);
    if (share === undefined || !count) return null;
    people += count;
    farming += count * share;
  }
  return people ? farming / people : null;
}
