/**
 * One way to write each kind of number, used by every artifact and export, so the same quantity reads
 * the same everywhere ("$1.2M" in the analysis is "$1.2M" on the pitch slide).
 */

type MoneyFormats = { compact: Intl.NumberFormat; whole: Intl.NumberFormat; cents: Intl.NumberFormat };
const moneyFormats = new Map<string, MoneyFormats>();

/** One set of formatters per currency, built on first use ("$", "€", "£", "KES", "₹"…). */
function money(currency: string): MoneyFormats {
  let formats = moneyFormats.get(currency);
  if (!formats) {
    // The narrow sign, except where it would pass another dollar off as the US one (A$, CA$, NZ$).
    const narrow = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    });
    const sign = narrow.formatToParts(1).find((p) => p.type === "currency")?.value;
    const display = sign === "$" && currency !== "USD" ? "symbol" : "narrowSymbol";
    const base = { style: "currency", currency, currencyDisplay: display } as const;
    formats = {
      compact: new Intl.NumberFormat("en-US", {
        ...base,
        notation: "compact",
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
      whole: new Intl.NumberFormat("en-US", { ...base, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
      cents: new Intl.NumberFormat("en-US", { ...base, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    moneyFormats.set(currency, formats);
  }
  return formats;
}

/** "$840", "€18.4K", "£1.2M", "-KES 95K": amounts in the model's currency (USD when it has none). */
export function formatMoney(value: number, currency = "USD"): string {
  const formats = money(currency);
  const magnitude = Math.abs(value) < 1000 ? Math.round(Math.abs(value)) : Math.abs(value);
  const text = magnitude < 1000 ? formats.whole.format(magnitude) : formats.compact.format(magnitude);
  return value < 0 && magnitude !== 0 ? `-${text}` : text;
}

/** Prices: "$29", "€4.50", "£1,200". */
export function formatMoneyPrice(value: number, currency = "USD"): string {
  const formats = money(currency);
  return Number.isInteger(Math.round(value * 100) / 100)
    ? formats.whole.format(value)
    : formats.cents.format(value);
}

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "$840", "$18.4K", "$1.2M", "-$95K". */
export function formatUsd(value: number): string {
  return formatMoney(value, "USD");
}

/** Prices: "$29", "$4.50", "$1,200". */
export function formatPrice(value: number): string {
  return formatMoneyPrice(value, "USD");
}

/** Counts of customers or users: "1,240", or "2.4M" above a million. */
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  return Math.abs(rounded) >= 1_000_000 ? compact.format(rounded) : whole.format(rounded);
}

/** Shares and rates: 0.05 → "5%", 0.045 → "4.5%". */
export function formatPercent(value: number): string {
  const pct = Math.round(value * 1000) / 10;
  return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

/** "month 14", or "beyond the 36-month horizon". */
export function formatMonth(month: number | null): string {
  return month === null ? "beyond the 36-month horizon" : `month ${month}`;
}

/** The sign amounts of a currency are written with ("$", "€", "CA$", "KES"), as formatMoney writes them. */
export function currencySign(currency: string): string {
  const parts = money(currency).whole.formatToParts(1);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}
