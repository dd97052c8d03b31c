import worldCountries from "world-countries";

/**
 * How much things cost in a country compared with the United States: the World Bank's price level ratio
 * (PPP conversion factor, GDP, divided by the market exchange rate; International Comparison Program,
 * about 2022), rounded to 0.05. The engine's default team costs, acquisition cost, starting cash and
 * default price are US magnitudes; converted by exchange rate alone they priced a small team in Dar es
 * Salaam at TZS 32M a month. Multiplied by this ratio they read as local magnitudes. Every such figure
 * stays an editable assumption in the forecast; the founder's own prices are never scaled.
 */
const PRICE_LEVEL: Record<string, number> = {
  US: 1,
  CA: 0.85,
  MX: 0.5,
  BR: 0.5,
  AR: 0.4,
  CL: 0.55,
  CO: 0.4,
  PE: 0.45,
  UY: 0.7,
  EC: 0.5,
  BO: 0.35,
  PY: 0.4,
  JM: 0.55,
  TT: 0.6,
  DO: 0.45,
  CR: 0.6,
  PA: 0.5,
  GT: 0.5,
  GB: 0.8,
  IE: 0.9,
  FR: 0.75,
  DE: 0.75,
  NL: 0.8,
  BE: 0.8,
  LU: 0.95,
  AT: 0.8,
  CH: 1.2,
  IT: 0.65,
  ES: 0.6,
  PT: 0.55,
  GR: 0.55,
  CY: 0.7,
  MT: 0.65,
  SE: 0.8,
  NO: 1,
  DK: 0.9,
  FI: 0.85,
  IS: 1.15,
  EE: 0.65,
  LV: 0.55,
  LT: 0.5,
  PL: 0.45,
  CZ: 0.55,
  SK: 0.55,
  SI: 0.65,
  HR: 0.5,
  HU: 0.45,
  RO: 0.4,
  BG: 0.4,
  RS: 0.45,
  UA: 0.3,
  TR: 0.3,
  IL: 0.95,
  AE: 0.6,
  SA: 0.5,
  QA: 0.6,
  KW: 0.55,
  JO: 0.5,
  LB: 0.4,
  EG: 0.2,
  MA: 0.4,
  TN: 0.3,
  DZ: 0.3,
  NG: 0.25,
  GH: 0.3,
  KE: 0.4,
  UG: 0.35,
  TZ: 0.35,
  RW: 0.3,
  ET: 0.35,
  ZA: 0.45,
  ZM: 0.35,
  ZW: 0.45,
  SN: 0.4,
  CI: 0.4,
  CM: 0.4,
  IN: 0.25,
  PK: 0.25,
  BD: 0.3,
  LK: 0.25,
  NP: 0.3,
  CN: 0.6,
  HK: 0.7,
  TW: 0.45,
  JP: 0.6,
  KR: 0.65,
  SG: 0.65,
  MY: 0.4,
  TH: 0.4,
  ID: 0.3,
  PH: 0.4,
  VN: 0.3,
  AU: 0.9,
  NZ: 0.85,
};

let regionLevels: Map<string, number> | undefined;

const median = (levels: number[]) => {
  const sorted = [...levels].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const value = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 20) / 20;
};

/**
 * A country the table lacks (Laos, Mongolia, Moldova…) takes the median of the listed countries of its
 * subregion ("South-Eastern Asia", "Eastern Europe"), else of its region, from `world-countries`: a team
 * in Vientiane costs what teams in its region cost, not what one in the United States does.
 */
function regionalLevel(code: string): number | undefined {
  if (!regionLevels) {
    const groups = new Map<string, number[]>();
    for (const country of worldCountries) {
      const level = PRICE_LEVEL[country.cca2];
      if (level === undefined) continue;
      for (const key of [`sub:${country.subregion}`, `region:${country.region}`])
        groups.set(key, [...(groups.get(key) ?? []), level]);
    }
    regionLevels = new Map([...groups].map(([key, levels]) => [key, median(levels)]));
  }
  const country = worldCountries.find((c) => c.cca2 === code);
  if (!country) return undefined;
  return regionLevels.get(`sub:${country.subregion}`) ?? regionLevels.get(`region:${country.region}`);
}

/**
 * The price level of the market the founder names (the mean of its countries' ratios, a country the
 * table lacks at its region's median), or 1 (US magnitudes) when no country is named.
 */
export function priceLevel(codes: readonly string[]): number {
  const known = codes
    .map((c) => PRICE_LEVEL[c] ?? regionalLevel(c))
    .filter((v): v is number => v !== undefined);
  if (!known.length) return 1;
  return Math.round((known.reduce((sum, v) => sum + v, 0) / known.length) * 100) / 100;
}
