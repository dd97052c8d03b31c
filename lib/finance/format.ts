/**
 * One way to write each kind of number, used by every artifact and export, so the same quantity reads
 * the same everywhere ("$1.2M" in the analysis is "$1.2M" on the pitch slide).
 */

const usdCompact = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const usdCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "$840", "$18.4K", "$1.2M", "-$95K". */
export function formatUsd(value: number): string {
  const magnitude = Math.abs(value) < 1000 ? Math.round(Math.abs(value)) : Math.abs(value);
  const text = magnitude < 1000 ? usdWhole.format(magnitude) : usdCompact.format(magnitude);
  return value < 0 && text !== "$0" ? `-${text}` : text;
}

/** Prices: "$29", "$4.50", "$1,200". */
export function formatPrice(value: number): string {
  return Number.isInteger(Math.round(value * 100) / 100) ? usdWhole.format(value) : usdCents.format(value);
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
