import type { FinancialModel } from "@/lib/artifacts/schemas";
import {
  BILLING_MODEL_LABELS,
  DELIVERY_LABELS,
  type FinancialAssumptions,
  type MarketAssumptions,
} from "@/lib/finance/assumptions";

import { deliveryOf } from "@/lib/finance/model";

import { FORMATS } from "./xlsx-style";

/**
 * The rows of the Assumptions sheet: every field of the financial model, in reading order. Numeric
 * inputs carry the defined name the Monthly and Annual formulas use, so `E2*ARPU` reads like the model.
 */

/** Every input of the model (the default flags are said in the notes of their rows, not rows of their own). */
export type AssumptionField =
  Exclude<keyof FinancialAssumptions, "priceIsDefault" | "costsAreDefault"> | keyof MarketAssumptions;

export interface InputSpec {
  section: string;
  label: string;
  unit: string;
  note: string;
  /** Defined name of the input cell; text fields only label the model and have none. */
  name?: string;
  format?: string;
}

/** Keyed by field, so the compiler checks that every assumption has a row. */
export const INPUTS: Record<AssumptionField, InputSpec> = {
  billingModel: {
    section: "Revenue",
    label: "Billing model",
    unit: "text",
    note: "How the business charges. A label only: the inputs below set the numbers.",
  },
  deliveredBy: {
    section: "Revenue",
    label: "What delivers each sale",
    unit: "text",
    note: "Software, people's work, goods sent out or equipment hired out: names the cost of each sale in the use of funds. A label only.",
  },
  pricePoint: {
    section: "Revenue",
    label: "Price per purchase",
    unit: "USD",
    note: "The monthly plan, the average order, the product or the retainer.",
    name: "PricePoint",
    format: FORMATS.usdCents,
  },
  unitsPerCustomer: {
    section: "Revenue",
    label: "Units each customer pays for",
    unit: "units",
    note: "Seats, staff members, devices or flats the price counts; 1 when the price is per customer.",
    name: "UnitsPerCustomer",
    format: FORMATS.decimal,
  },
  unitLabel: {
    section: "Revenue",
    label: "What the price counts",
    unit: "text",
    note: "A label only: what one unit is.",
  },
  purchasesPerCustomerPerMonth: {
    section: "Revenue",
    label: "Purchases per customer per month",
    unit: "per month",
    note: "1 for a monthly subscription.",
    name: "PurchasesPerMonth",
    format: FORMATS.decimal,
  },
  revenueShare: {
    section: "Revenue",
    label: "Share of each purchase we keep",
    unit: "%",
    note: "The take rate of a marketplace; 100% otherwise.",
    name: "RevenueShare",
    format: FORMATS.pct,
  },
  payingShare: {
    section: "Revenue",
    label: "Share of users who pay",
    unit: "%",
    note: "The conversion rate of a freemium product; 100% otherwise.",
    name: "PayingShare",
    format: FORMATS.pct,
  },
  annualPrice: {
    section: "Revenue",
    label: "Yearly plan",
    unit: "USD",
    note: "The yearly plan offered beside the monthly price (0 when there is none); the forecast counts every customer at the monthly price.",
    name: "AnnualPrice",
    format: FORMATS.usdCents,
  },
  upfrontPrice: {
    section: "Revenue",
    label: "Paid once at sign-up",
    unit: "USD",
    note: "The device, kit or set-up fee each new customer pays once (0 when there is none).",
    name: "UpfrontPrice",
    format: FORMATS.usdCents,
  },
  upfrontMargin: {
    section: "Revenue",
    label: "Gross margin on the one-time price",
    unit: "%",
    note: "What is left of the one-time price after the device's cost.",
    name: "UpfrontMargin",
    format: FORMATS.pct,
  },
  upfrontUnits: {
    section: "Revenue",
    label: "Bought once per new customer",
    unit: "units",
    note: "How many the one-time price buys for each new customer (1 when it is per customer).",
    name: "UpfrontUnits",
    format: FORMATS.decimal,
  },
  startingCustomers: {
    section: "Customers",
    label: "Active customers at launch",
    unit: "customers",
    note: "Pilots and pre-orders you start with.",
    name: "StartingCustomers",
    format: FORMATS.count,
  },
  newCustomersFirstMonth: {
    section: "Customers",
    label: "New customers in month 1",
    unit: "customers",
    note: "Later months grow by the monthly growth rate.",
    name: "NewCustomersM1",
    format: FORMATS.count,
  },
  monthlyGrowthRate: {
    section: "Customers",
    label: "Monthly growth of new customers",
    unit: "% per month",
    note: "New customers in month m = month-1 new customers × (1 + growth)^(m − 1).",
    name: "GrowthRate",
    format: FORMATS.pct,
  },
  monthlyChurnRate: {
    section: "Customers",
    label: "Monthly churn",
    unit: "% per month",
    note: "Share of last month's customers who leave.",
    name: "ChurnRate",
    format: FORMATS.pct,
  },
  cac: {
    section: "Costs",
    label: "Customer acquisition cost (CAC)",
    unit: "USD per customer",
    note: "Marketing and sales spend to win one new customer.",
    name: "AcquisitionCost",
    format: FORMATS.usd,
  },
  grossMargin: {
    section: "Costs",
    label: "Gross margin",
    unit: "% of revenue",
    note: "Revenue left after the direct cost of serving customers.",
    name: "GrossMargin",
    format: FORMATS.pct,
  },
  fixedMonthlyCosts: {
    section: "Costs",
    label: "Fixed costs per month (year 1)",
    unit: "USD per month",
    note: "Team, tools, rent and overhead.",
    name: "FixedCosts",
    format: FORMATS.usd,
  },
  annualFixedCostGrowth: {
    section: "Costs",
    label: "Yearly growth of fixed costs",
    unit: "% per year",
    note: "Applied from year 2 (year 3 grows twice).",
    name: "FixedCostGrowth",
    format: FORMATS.pct,
  },
  startingCash: {
    section: "Cash",
    label: "Cash at launch",
    unit: "USD",
    note: "Money in the bank on day one.",
    name: "StartingCash",
    format: FORMATS.usd,
  },
  customerUnit: {
    section: "Market",
    label: "Who buys",
    unit: "text",
    note: "The buying unit the market is counted in. A label only.",
  },
  geography: {
    section: "Market",
    label: "Geography",
    unit: "text",
    note: "Where the market is counted. A label only.",
  },
  potentialCustomers: {
    section: "Market",
    label: "Potential customers (whole market)",
    unit: "customers",
    note: "Every buying unit in the addressable market, as you counted them. Blank: not sized yet.",
    name: "PotentialCustomers",
    format: FORMATS.count,
  },
  countSource: {
    section: "Market",
    label: "Source of the count",
    unit: "text",
    note: "Where your count comes from, as you wrote it. A label only.",
  },
  serviceableShare: {
    section: "Market",
    label: "Serviceable share (SAM)",
    unit: "% of TAM",
    note: "The segment, region or channel you can serve at launch.",
    name: "ServiceableShare",
    format: FORMATS.pct,
  },
  obtainableShare: {
    section: "Market",
    label: "Obtainable share (SOM)",
    unit: "% of SAM",
    note: "What a focused company can win within three years.",
    name: "ObtainableShare",
    format: FORMATS.pct,
  },
};

/** The value an input row shows: the number, or the text of a label field; null for a count nobody gave. */
export function inputValue(model: FinancialModel, field: AssumptionField): number | string | null {
  if (field === "potentialCustomers") return model.market.potentialCustomers;
  if (field === "countSource") return model.market.countSource ?? "";
  if (field === "billingModel") return BILLING_MODEL_LABELS[model.assumptions.billingModel];
  if (field === "deliveredBy") return DELIVERY_LABELS[deliveryOf(model.assumptions)];
  // A price per customer counts one unit.
  if (field === "unitsPerCustomer") return model.assumptions.unitsPerCustomer ?? 1;
  if (field === "upfrontUnits") return model.assumptions.upfrontUnits ?? 1;
  if (field === "unitLabel") return model.assumptions.unitLabel ?? "customer";
  const { priceIsDefault: _default, costsAreDefault: _costs, ...assumptions } = model.assumptions;
  const values: Partial<Record<AssumptionField, number | string | null>> = {
    ...assumptions,
    ...model.market,
  };
  // The one-time price is optional in the model: none is 0 in the sheet.
  return values[field] ?? 0;
}
