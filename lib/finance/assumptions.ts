import { z } from "zod";

/**
 * The inputs of the financial model. The AI (or the offline engine) proposes them; the code in
 * lib/finance computes every number from them, so the analysis, the deck and the spreadsheet agree.
 */

export const BILLING_MODELS = [
  "subscription",
  "marketplace",
  "one_time",
  "freemium",
  "ads",
  "services",
  "usage",
] as const;
export type BillingModel = (typeof BILLING_MODELS)[number];

export const BILLING_MODEL_LABELS: Record<BillingModel, string> = {
  subscription: "subscription",
  marketplace: "marketplace commission",
  one_time: "one-time sale",
  freemium: "freemium",
  ads: "advertising",
  services: "services",
  usage: "usage-based pricing",
};

/**
 * What each sale is delivered with, which is where raised money goes (`fundingAsk`): software; people's
 * time (a tutor, a chef, the accountant who does the books); goods sent out (a veg box); or equipment the
 * customer hires and returns (e-bikes, solar kits, lockers).
 */
export const DELIVERY = ["software", "people", "goods", "equipment"] as const;
export type Delivery = (typeof DELIVERY)[number];

export const DELIVERY_LABELS: Record<Delivery, string> = {
  software: "software",
  people: "people's work",
  goods: "goods sent out",
  equipment: "equipment hired out",
};

/**
 * What the price assumption is, in the billing model's terms, wherever it is shown beside its value: a
 * marketplace's is the order its cut is taken from, not a price anyone pays it ("Price per purchase €44"
 * read as the antiques marketplace's price, when the founder gave only their 12% cut).
 */
export function priceLabel(
  a: Pick<FinancialAssumptions, "billingModel" | "revenueShare" | "unitLabel" | "unitsPerCustomer">,
): string {
  const per = a.unitsPerCustomer !== undefined && a.unitLabel ? ` per ${a.unitLabel}` : "";
  switch (a.billingModel) {
    case "subscription":
      return `Price a month${per}`;
    case "freemium":
      return `Paid plan a month${per}`;
    case "marketplace":
      return a.revenueShare >= 1 ? "Fee per order" : "Average order value";
    case "ads":
      return "Ad revenue per active user a month";
    case "usage":
      return `Price per use${per}`;
    default:
      return per ? `Price${per}` : "Price per purchase";
  }
}

export const PROJECTION_MONTHS = 36;

/**
 * Upper bounds of the money fields, in the founder's currency. A naira, shilling or won figure runs to
 * thousands of times the dollar one (the Nigerian tutoring idea's converted overhead passed 10M and the
 * whole generation failed), so these only stop absurd input; the forecast editor uses the same bounds.
 */
export const MONEY_MAX = {
  pricePoint: 10_000_000_000,
  cac: 10_000_000_000,
  fixedMonthlyCosts: 1_000_000_000_000,
  startingCash: 100_000_000_000_000,
} as const;

export const financialAssumptionsSchema = z.object({
  billingModel: z.enum(BILLING_MODELS),
  /** What each sale is delivered with (see DELIVERY); absent in models saved before it, read then from the billing model. */
  deliveredBy: z.enum(DELIVERY).optional(),
  /** What one purchase costs: the monthly plan, the average order, the product, the monthly retainer, the monthly ad revenue per user. */
  pricePoint: z.number().positive().max(MONEY_MAX.pricePoint),
  /**
   * The price is the product's starting default, not one the founder gave: every writer says so where it
   * states it, until the founder sets a price (which removes this).
   */
  priceIsDefault: z.literal(true).optional(),
  /**
   * The team and overhead (`fixedMonthlyCosts`, `annualFixedCostGrowth`) are the product's defaults: the
   * founder has not given their team's costs. Every writer says so where the costs drive a figure.
   */
  costsAreDefault: z.literal(true).optional(),
  /**
   * Paid once by each new customer on top of the recurring price: the device, kit or set-up fee of a
   * hardware-plus-subscription business (a refundable deposit is not revenue and is not entered here).
   */
  upfrontPrice: z.number().min(0).max(MONEY_MAX.pricePoint).optional(),
  /**
   * The yearly plan offered beside the monthly price ("£79 a month, or £790 a year"): said wherever the
   * price is; the forecast counts every customer at the monthly price, the cautious reading.
   */
  annualPrice: z.number().positive().max(MONEY_MAX.pricePoint).optional(),
  /** Gross margin on the one-time price (a device sold near cost has a low one). */
  upfrontMargin: z.number().min(-1).max(1).optional(),
  /**
   * How many the one-time price buys for each new customer ("€89 per hive" for 8 hives): absent, 1 (the
   * price is per customer, like a starter pack).
   */
  upfrontUnits: z.number().positive().max(1_000_000).optional(),
  /**
   * What the price counts when it is not the customer ("£3 per staff member", "$8 per trap"): how many a
   * typical customer pays for (absent: 1, the price is per customer) and what one is, singular.
   */
  unitsPerCustomer: z.number().positive().max(1_000_000).optional(),
  unitLabel: z.string().trim().min(1).max(40).optional(),
  /** Purchases per active customer per month (1 for a monthly subscription). */
  purchasesPerCustomerPerMonth: z.number().positive().max(100_000),
  /** Share of each purchase we keep: the take rate of a marketplace, 1 otherwise. */
  revenueShare: z.number().gt(0).max(1),
  /** Share of active users who pay: the conversion rate of a freemium product, 1 otherwise. */
  payingShare: z.number().gt(0).max(1),
  /** Active customers at launch. */
  startingCustomers: z.number().min(0).max(10_000_000),
  /** New customers won in month 1; later months grow by monthlyGrowthRate. */
  newCustomersFirstMonth: z.number().min(0).max(1_000_000),
  monthlyGrowthRate: z.number().min(-0.5).max(1),
  monthlyChurnRate: z.number().min(0).max(1),
  /** Marketing and sales cost of winning one customer, in the model's currency. */
  cac: z.number().min(0).max(MONEY_MAX.cac),
  /** Gross margin on revenue (0-1). */
  grossMargin: z.number().min(-1).max(1),
  /** Team and overhead per month in year 1, in the model's currency. */
  fixedMonthlyCosts: z.number().min(0).max(MONEY_MAX.fixedMonthlyCosts),
  /** Yearly growth of fixed costs (0.25 = +25% each year). */
  annualFixedCostGrowth: z.number().min(0).max(5),
  /** Cash in the bank at launch, in the model's currency. */
  startingCash: z.number().min(0).max(MONEY_MAX.startingCash),
});
export type FinancialAssumptions = z.infer<typeof financialAssumptionsSchema>;

/** The most buying units a market can have: about the world's population. */
export const MAX_POTENTIAL_CUSTOMERS = 10_000_000_000;

/** A count of customers as the founder gives it: whole, at least one, no more than there are people. */
export const customerCountSchema = z
  .number()
  .int("Count whole customers")
  .positive("A market has at least one customer")
  .max(MAX_POTENTIAL_CUSTOMERS, "That is more customers than there are people on Earth");

/**
 * Top-down market sizing, every step an explicit assumption. The count of buying units is the founder's
 * (from their answers, the profile card or the forecast): the product cannot know it and never guesses it,
 * so until they give it the market is "not sized yet" everywhere.
 */
export const marketAssumptionsSchema = z.object({
  /** Who buys, plural: "independent bakeries". */
  customerUnit: z.string().min(1).max(120),
  geography: z.string().min(1).max(120),
  /** Buying units in the whole addressable market, as the founder counted them; null until they do. */
  potentialCustomers: customerCountSchema.nullable(),
  /** Where the founder's count comes from, as they wrote it ("Companies House, SIC 86230"); shown, never linked. */
  countSource: z.string().trim().max(200).optional(),
  /** Share of the market the product can serve at launch (segment, region, channel). */
  serviceableShare: z.number().gt(0).max(1),
  /** Share of the serviceable market a focused company can win in 3 years. */
  obtainableShare: z.number().gt(0).max(1),
});
export type MarketAssumptions = z.infer<typeof marketAssumptionsSchema>;

/** The two halves of a model the forecast panel edits together. */
export const financialModelInputSchema = z.object({
  assumptions: financialAssumptionsSchema,
  market: marketAssumptionsSchema,
});

/**
 * One assumption edited, and what moves with it: a yearly plan said beside the monthly price keeps its
 * ratio to it, so "₺600 a month or ₺6,000 a year" edited to ₺900 a month reads "or ₺9,000 a year", not a
 * yearly plan cheaper than two months. The founder can still set the yearly price on its own.
 */
export function withAssumption(
  a: FinancialAssumptions,
  key: keyof FinancialAssumptions,
  value: number,
): FinancialAssumptions {
  const next = { ...a, [key]: value };
  // A price the founder sets is theirs: no longer the default.
  if (key === "pricePoint") delete next.priceIsDefault;
  // So are the team's costs.
  if (key === "fixedMonthlyCosts" || key === "annualFixedCostGrowth") delete next.costsAreDefault;
  if (key === "pricePoint" && a.annualPrice !== undefined && a.pricePoint > 0 && value > 0)
    next.annualPrice = Math.min(
      MONEY_MAX.pricePoint,
      Math.max(0.01, Math.round(((a.annualPrice * value) / a.pricePoint) * 100) / 100),
    );
  return next;
}

/** The structure of each billing model, before industry and founder-specific adjustments. */
export const BILLING_MODEL_DEFAULTS: Record<
  BillingModel,
  Pick<
    FinancialAssumptions,
    | "pricePoint"
    | "purchasesPerCustomerPerMonth"
    | "revenueShare"
    | "payingShare"
    | "monthlyChurnRate"
    | "grossMargin"
  > & { cacFactor: number; launchCustomers: number }
> = {
  subscription: {
    pricePoint: 29,
    purchasesPerCustomerPerMonth: 1,
    revenueShare: 1,
    payingShare: 1,
    monthlyChurnRate: 0.05,
    grossMargin: 0.8,
    cacFactor: 1,
    launchCustomers: 20,
  },
  marketplace: {
    pricePoint: 80,
    purchasesPerCustomerPerMonth: 1.5,
    revenueShare: 0.12,
    payingShare: 1,
    monthlyChurnRate: 0.08,
    grossMargin: 0.75,
    cacFactor: 0.4,
    launchCustomers: 60,
  },
  one_time: {
    pricePoint: 60,
    purchasesPerCustomerPerMonth: 0.3,
    revenueShare: 1,
    payingShare: 1,
    monthlyChurnRate: 0.12,
    grossMargin: 0.55,
    cacFactor: 0.5,
    launchCustomers: 50,
  },
  freemium: {
    pricePoint: 12,
    purchasesPerCustomerPerMonth: 1,
    revenueShare: 1,
    payingShare: 0.06,
    monthlyChurnRate: 0.06,
    grossMargin: 0.82,
    cacFactor: 0.15,
    launchCustomers: 300,
  },
  ads: {
    pricePoint: 1.2,
    purchasesPerCustomerPerMonth: 1,
    revenueShare: 1,
    payingShare: 1,
    monthlyChurnRate: 0.1,
    grossMargin: 0.7,
    cacFactor: 0.03,
    launchCustomers: 1000,
  },
  services: {
    pricePoint: 1200,
    purchasesPerCustomerPerMonth: 1,
    revenueShare: 1,
    payingShare: 1,
    monthlyChurnRate: 0.06,
    grossMargin: 0.5,
    cacFactor: 3,
    launchCustomers: 3,
  },
  usage: {
    pricePoint: 0.5,
    purchasesPerCustomerPerMonth: 120,
    revenueShare: 1,
    payingShare: 1,
    monthlyChurnRate: 0.04,
    grossMargin: 0.7,
    cacFactor: 1.2,
    launchCustomers: 15,
  },
};
