import type { FinancialAssumptions } from "@/lib/finance";
import { MAX_POTENTIAL_CUSTOMERS, MONEY_MAX } from "@/lib/finance/assumptions";

/**
 * The assumptions a founder can edit in the forecast panel, with how each is shown: rates as percents
 * (stored as 0-1), money in dollars, counts as whole numbers. Bounds follow financialAssumptionsSchema.
 */

export type ForecastKey = keyof Pick<
  FinancialAssumptions,
  | "pricePoint"
  | "upfrontPrice"
  | "annualPrice"
  | "upfrontMargin"
  | "upfrontUnits"
  | "unitsPerCustomer"
  | "purchasesPerCustomerPerMonth"
  | "revenueShare"
  | "payingShare"
  | "newCustomersFirstMonth"
  | "monthlyGrowthRate"
  | "monthlyChurnRate"
  | "cac"
  | "grossMargin"
  | "fixedMonthlyCosts"
  | "annualFixedCostGrowth"
  | "startingCash"
>;

/** The market sizing a founder can edit: each count and share is an assumption, labelled as one. */
export type MarketKey = "potentialCustomers" | "serviceableShare" | "obtainableShare";

export interface ForecastField<K extends string = ForecastKey> {
  key: K;
  label: string;
  unit: "usd" | "percent" | "count" | "number";
  min: number;
  max: number;
  step: number;
  /** Shown only for the billing models where it means something. */
  when?: (a: FinancialAssumptions) => boolean;
  /** May be left blank (the customer count: blank is "not sized yet"), with what to do then. */
  blank?: string;
}

export const FORECAST_FIELDS: ForecastField[] = [
  {
    key: "pricePoint",
    label: "Price per purchase",
    unit: "usd",
    min: 0.01,
    max: MONEY_MAX.pricePoint,
    step: 1,
  },
  {
    key: "upfrontPrice",
    label: "Paid once at sign-up (device, kit, set-up)",
    unit: "usd",
    min: 0,
    max: MONEY_MAX.pricePoint,
    step: 1,
    when: (a) => a.billingModel !== "one_time",
  },
  {
    key: "annualPrice",
    label: "Yearly plan (said beside the monthly price)",
    unit: "usd",
    min: 0.01,
    max: MONEY_MAX.pricePoint,
    step: 1,
    when: (a) => a.annualPrice !== undefined,
  },
  {
    key: "upfrontMargin",
    label: "Gross margin on the one-time price",
    unit: "percent",
    min: -100,
    max: 100,
    step: 1,
    when: (a) => (a.upfrontPrice ?? 0) > 0,
  },
  {
    key: "upfrontUnits",
    label: "Devices each new customer buys at that price",
    unit: "number",
    min: 0.01,
    max: 1_000_000,
    step: 1,
    when: (a) => a.upfrontUnits !== undefined,
  },
  {
    key: "unitsPerCustomer",
    label: "Units each customer pays for (seats, staff, devices…)",
    unit: "number",
    min: 0.01,
    max: 1_000_000,
    step: 1,
    when: (a) => a.unitsPerCustomer !== undefined,
  },
  {
    key: "purchasesPerCustomerPerMonth",
    label: "Purchases per customer per month",
    unit: "number",
    min: 0.01,
    max: 100_000,
    step: 0.1,
    when: (a) => a.billingModel !== "subscription",
  },
  {
    key: "revenueShare",
    label: "Take rate",
    unit: "percent",
    min: 0.1,
    max: 100,
    step: 0.5,
    when: (a) => a.billingModel === "marketplace",
  },
  {
    key: "payingShare",
    label: "Users who pay",
    unit: "percent",
    min: 0.1,
    max: 100,
    step: 0.5,
    when: (a) => a.billingModel === "freemium",
  },
  {
    key: "newCustomersFirstMonth",
    label: "New customers in month 1",
    unit: "count",
    min: 0,
    max: 1_000_000,
    step: 1,
  },
  {
    key: "monthlyGrowthRate",
    label: "Growth of new customers per month",
    unit: "percent",
    min: -50,
    max: 100,
    step: 0.5,
  },
  { key: "monthlyChurnRate", label: "Monthly churn", unit: "percent", min: 0, max: 100, step: 0.5 },
  { key: "cac", label: "Cost to acquire a customer", unit: "usd", min: 0, max: MONEY_MAX.cac, step: 1 },
  { key: "grossMargin", label: "Gross margin", unit: "percent", min: -100, max: 100, step: 1 },
  {
    key: "fixedMonthlyCosts",
    label: "Team and overhead per month",
    unit: "usd",
    min: 0,
    max: MONEY_MAX.fixedMonthlyCosts,
    step: 100,
  },
  {
    key: "annualFixedCostGrowth",
    label: "Yearly growth of team and overhead",
    unit: "percent",
    min: 0,
    max: 500,
    step: 5,
  },
  {
    key: "startingCash",
    label: "Cash at launch",
    unit: "usd",
    min: 0,
    max: MONEY_MAX.startingCash,
    step: 1000,
  },
];

export const MARKET_FIELDS: ForecastField<MarketKey>[] = [
  {
    key: "potentialCustomers",
    label: "How many there are (your count)",
    unit: "count",
    min: 1,
    max: MAX_POTENTIAL_CUSTOMERS,
    step: 1,
    blank:
      "Not sized yet: add your customer count. Look in the national business register, the regulator's or licensing body's list, a trade association's membership or the census (households), or count the customers you can reach in your first city.",
  },
  {
    key: "serviceableShare",
    label: "Share served at launch (SAM)",
    unit: "percent",
    min: 0.001,
    max: 100,
    step: 0.5,
  },
  {
    key: "obtainableShare",
    label: "Share won in 3 years (SOM)",
    unit: "percent",
    min: 0.001,
    max: 100,
    step: 0.5,
  },
];

/** The value as the field shows it (percent fields × 100, rounded to what a person would type); blank for none. */
export function toDisplay(field: ForecastField<string>, value: number | null): string {
  if (value === null) return "";
  const shown = field.unit === "percent" ? value * 100 : value;
  return String(Math.round(shown * 100) / 100);
}

/** The stored value for what was typed, or null when it is not a number within the field's bounds. */
export function fromDisplay(field: ForecastField<string>, text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text.replace(/[$,%\s]/g, ""));
  if (!Number.isFinite(n) || n < field.min || n > field.max) return null;
  if (field.unit === "count") return Math.round(n);
  return field.unit === "percent" ? n / 100 : n;
}
