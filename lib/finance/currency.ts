/**
 * Units of each currency per US dollar, rounded, as of late 2025. Used only to turn the engine's default
 * assumptions (acquisition cost, team costs, a default price, starting cash), which are kept in US dollars,
 * into the founder's currency; the founder's own prices are never converted, and every figure stays an
 * editable assumption in the forecast. A currency not listed keeps the defaults in US dollars.
 */
const UNITS_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  SEK: 10.6,
  NOK: 10.9,
  DKK: 6.9,
  ISK: 138,
  PLN: 4.0,
  CZK: 23,
  HUF: 360,
  RON: 4.6,
  BGN: 1.8,
  RSD: 108,
  UAH: 41,
  TRY: 34,
  ILS: 3.7,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
  KWD: 0.31,
  EGP: 49,
  MAD: 10,
  TND: 3.1,
  NGN: 1550,
  GHS: 15,
  KES: 129,
  UGX: 3700,
  TZS: 2650,
  RWF: 1350,
  ETB: 120,
  ZAR: 18,
  ZMW: 27,
  XOF: 605,
  XAF: 605,
  INR: 84,
  PKR: 278,
  BDT: 120,
  LKR: 295,
  NPR: 135,
  CNY: 7.2,
  HKD: 7.8,
  TWD: 32,
  JPY: 150,
  KRW: 1380,
  SGD: 1.34,
  MYR: 4.4,
  THB: 34,
  IDR: 15800,
  PHP: 58,
  VND: 25000,
  AUD: 1.52,
  NZD: 1.68,
  CAD: 1.38,
  MXN: 18,
  BRL: 5.5,
  ARS: 1000,
  CLP: 950,
  COP: 4200,
  PEN: 3.75,
  UYU: 41,
  JMD: 157,
  TTD: 6.8,
  DOP: 60,
};

/** The factor from the engine's US-dollar defaults to `currency`, or null when it has no rate. */
export function defaultsFactor(currency: string): number | null {
  return UNITS_PER_USD[currency] ?? null;
}

/** A converted default, rounded the way a person would write it: 2 significant digits. */
export function convertDefault(usd: number, currency: string): number {
  const factor = defaultsFactor(currency) ?? 1;
  const value = usd * factor;
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
