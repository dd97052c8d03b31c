import {
  financialAssumptionsSchema,
  PROJECTION_MONTHS,
  type Delivery,
  type FinancialAssumptions,
  type MarketAssumptions,
} from "./assumptions";

/**
 * The financial model: pure functions from assumptions to a 36-month projection. Every formula here is
 * mirrored cell for cell by the Excel export (lib/documents/xlsx.ts), so both compute the same values.
 *
 *   arpu            = pricePoint × unitsPerCustomer × purchasesPerCustomerPerMonth × revenueShare × payingShare
 *   new(m)          = newCustomersFirstMonth × (1 + monthlyGrowthRate)^(m−1)
 *   churned(m)      = customers(m−1) × monthlyChurnRate
 *   customers(m)    = customers(m−1) − churned(m) + new(m)          customers(0) = startingCustomers
 *   upfront         = upfrontPrice × upfrontUnits                    (what a new customer pays once)
 *   revenue(m)      = customers(m) × arpu + new(m) × upfront
 *   cogs(m)         = customers(m) × arpu × (1 − grossMargin) + new(m) × upfront × (1 − upfrontMargin)
 *   marketing(m)    = new(m) × cac
 *   fixedCosts(m)   = fixedMonthlyCosts × (1 + annualFixedCostGrowth)^(year(m)−1)
 *   ebitda(m)       = revenue(m) − cogs(m) − marketing(m) − fixedCosts(m)
 *   cash(m)         = cash(m−1) + ebitda(m)                          cash(0) = startingCash
 */

export interface MonthRow {
  month: number;
  year: number;
  newCustomers: number;
  churnedCustomers: number;
  customers: number;
  revenue: number;
  cogs: number;
  grossProfit: number;
  marketing: number;
  fixedCosts: number;
  opex: number;
  ebitda: number;
  cumulativeEbitda: number;
  cash: number;
}

export interface YearRow {
  year: number;
  revenue: number;
  cogs: number;
  grossProfit: number;
  /** Gross profit ÷ revenue (0 when there is no revenue). */
  grossMarginPct: number;
  marketing: number;
  fixedCosts: number;
  opex: number;
  ebitda: number;
  newCustomers: number;
  endingCustomers: number;
  endingCash: number;
}

export interface Projection {
  assumptions: FinancialAssumptions;
  /** Monthly revenue per active customer. */
  arpu: number;
  months: MonthRow[];
  years: YearRow[];
  /** First month from which EBITDA stays at or above zero to the end of the horizon; null if never. */
  breakEvenMonth: number | null;
  /** First month in which cumulative EBITDA is back at or above zero; null if never. */
  paybackMonth: number | null;
  /** Largest cumulative loss before the business pays for itself (≥ 0). */
  fundingNeeded: number;
  /** Lowest cash balance over the horizon (negative means the starting cash runs out). */
  minimumCash: number;
  /** Gross-margin lifetime value of a customer and its ratio to CAC. */
  ltv: number;
  ltvToCac: number | null;
}

export function monthlyArpu(a: FinancialAssumptions): number {
  return (
    a.pricePoint * (a.unitsPerCustomer ?? 1) * a.purchasesPerCustomerPerMonth * a.revenueShare * a.payingShare
  );
}

/** What each new customer pays once: the device's price times how many they buy ("€89 per hive", 8 hives). */
export function upfrontPerCustomer(a: FinancialAssumptions): number {
  return (a.upfrontPrice ?? 0) * (a.upfrontUnits ?? 1);
}

export function project(input: FinancialAssumptions): Projection {
  const assumptions = financialAssumptionsSchema.parse(input);
  const a = assumptions;
  const arpu = monthlyArpu(a);
  const months: MonthRow[] = [];
  let customers = a.startingCustomers;
  let cash = a.startingCash;
  let cumulativeEbitda = 0;

  for (let month = 1; month <= PROJECTION_MONTHS; month++) {
    const year = Math.ceil(month / 12);
    const newCustomers = a.newCustomersFirstMonth * (1 + a.monthlyGrowthRate) ** (month - 1);
    const churnedCustomers = customers * a.monthlyChurnRate;
    customers = customers - churnedCustomers + newCustomers;
    const upfront = newCustomers * upfrontPerCustomer(a);
    const revenue = customers * arpu + upfront;
    const cogs = customers * arpu * (1 - a.grossMargin) + upfront * (1 - (a.upfrontMargin ?? 0));
    const grossProfit = revenue - cogs;
    const marketing = newCustomers * a.cac;
    const fixedCosts = a.fixedMonthlyCosts * (1 + a.annualFixedCostGrowth) ** (year - 1);
    const opex = marketing + fixedCosts;
    const ebitda = grossProfit - opex;
    cumulativeEbitda += ebitda;
    cash += ebitda;
    months.push({
      month,
      year,
      newCustomers,
      churnedCustomers,
      customers,
      revenue,
      cogs,
      grossProfit,
      marketing,
      fixedCosts,
      opex,
      ebitda,
      cumulativeEbitda,
      cash,
    });
  }

  const years: YearRow[] = [1, 2, 3].map((year) => {
    const rows = months.filter((m) => m.year === year);
    const sum = (key: keyof MonthRow) => rows.reduce((total, row) => total + row[key], 0);
    const revenue = sum("revenue");
    const grossProfit = sum("grossProfit");
    const last = rows[rows.length - 1];
    return {
      year,
      revenue,
      cogs: sum("cogs"),
      grossProfit,
      grossMarginPct: revenue > 0 ? grossProfit / revenue : 0,
      marketing: sum("marketing"),
      fixedCosts: sum("fixedCosts"),
      opex: sum("opex"),
      ebitda: sum("ebitda"),
      newCustomers: sum("newCustomers"),
      endingCustomers: last.customers,
      endingCash: last.cash,
    };
  });

  let breakEvenMonth: number | null = null;
  for (let i = months.length - 1; i >= 0 && months[i].ebitda >= 0; i--) breakEvenMonth = months[i].month;
  const payback = months.find((m) => m.cumulativeEbitda >= 0);
  const lowestCumulative = Math.min(0, ...months.map((m) => m.cumulativeEbitda));
  // The recurring gross profit over a customer's life, plus the margin on what they pay once.
  const ltv =
    (a.monthlyChurnRate > 0
      ? (arpu * a.grossMargin) / a.monthlyChurnRate
      : arpu * a.grossMargin * PROJECTION_MONTHS) +
    upfrontPerCustomer(a) * (a.upfrontMargin ?? 0);

  return {
    assumptions,
    arpu,
    months,
    years,
    breakEvenMonth,
    paybackMonth: payback?.month ?? null,
    fundingNeeded: -lowestCumulative,
    minimumCash: Math.min(a.startingCash, ...months.map((m) => m.cash)),
    ltv,
    ltvToCac: a.cac > 0 ? ltv / a.cac : null,
  };
}

export interface MarketSize {
  assumptions: MarketAssumptions;
  /** Annual revenue one customer brings: arpu × 12, or the arpu once for a product bought once (churn 100%). */
  annualRevenuePerCustomer: number;
  /** Null until the founder counts the market's buying units: nothing is sized that nobody counted. */
  tam: number | null;
  sam: number | null;
  som: number | null;
  method: string;
}

/** Top-down TAM/SAM/SOM: customers × annual revenue per customer, narrowed by two stated shares. */
export function sizeMarket(market: MarketAssumptions, arpu: number, monthlyChurnRate = 0): MarketSize {
  // A product each customer buys once (every buyer gone the month after) is worth its price once, not twelve
  // times a year.
  const annualRevenuePerCustomer = buysOnce(monthlyChurnRate) ? arpu : arpu * 12;
  const count = market.potentialCustomers;
  const tam = count === null ? null : count * annualRevenuePerCustomer;
  const sam = tam === null ? null : tam * market.serviceableShare;
  const som = sam === null ? null : sam * market.obtainableShare;
  return {
    assumptions: market,
    annualRevenuePerCustomer,
    tam,
    sam,
    som,
    method:
      "Top-down: potential customers × annual revenue per customer (TAM), narrowed to the segment served at launch (SAM) and to a 3-year obtainable share (SOM).",
  };
}

export interface FundUse {
  label: string;
  share: number;
  amount: number;
}

/**
 * The raise a founder should ask for: the cumulative loss before payback plus a 25% buffer, and at least
 * six months of fixed costs, rounded up to a clean figure. Where it goes is read off the model (splitRaise).
 */
export function fundingAsk(projection: Projection): {
  amount: number;
  useOfFunds: FundUse[];
  /** The month the model's cumulative loss is deepest: what the raise covers is spent by then (0: no loss). */
  deepestLossMonth: number;
} {
  const floor = projection.assumptions.fixedMonthlyCosts * 6;
  const amount = roundUpNice(Math.max(projection.fundingNeeded * 1.25, floor));
  const deepestLossMonth = deepestLoss(projection);
  return { amount, useOfFunds: splitRaise(projection, amount, deepestLossMonth), deepestLossMonth };
}

function deepestLoss(projection: Projection): number {
  if (projection.fundingNeeded <= 0) return 0;
  let deepest = projection.months[0];
  for (const m of projection.months) if (m.cumulativeEbitda < deepest.cumulativeEbitda) deepest = m;
  return deepest.month;
}

/**
 * Where the raise goes, as the model spends it: the loss it covers is split in proportion to what the model
 * pays out until that loss is deepest (the cost of each sale, winning customers, the team and overheads),
 * and the rest (the buffer, or six months of fixed costs where that is more) is reserve. So the split and the
 * model's cash line tell one story: a deck that put 45% of the raise into a fleet the model never buys, or
 * three times the model's marketing into marketing, would not survive an investor's first question.
 * Shares are whole percents that add up to 100 (largest remainder); a use the model spends nothing on is
 * left out.
 */
function splitRaise(projection: Projection, amount: number, deepestLossMonth: number): FundUse[] {
  const a = projection.assumptions;
  const spent = projection.months.slice(0, deepestLossMonth);
  const sum = (key: "cogs" | "marketing" | "fixedCosts") =>
    spent.reduce((t, m) => t + Math.max(0, m[key]), 0);
  const uses = [
    { label: costOfSalesLabel(a), spend: sum("cogs") },
    {
      label: a.billingModel === "marketplace" ? "Winning supply and buyers" : "Sales and marketing",
      spend: sum("marketing"),
    },
    {
      label: deliveryOf(a) === "software" ? "Product team and overheads" : "Team and overheads",
      spend: sum("fixedCosts"),
    },
  ];
  const outflow = uses.reduce((t, u) => t + u.spend, 0);
  const covered = amount > 0 ? Math.min(projection.fundingNeeded, amount) / amount : 0;
  const raw = [
    ...uses.map((u) => ({ label: u.label, share: outflow > 0 ? (covered * u.spend) / outflow : 0 })),
    { label: "Reserve", share: outflow > 0 ? 1 - covered : 1 },
  ];
  const shares = wholePercents(raw.map((u) => u.share));
  const spending = raw.map((u, i) => ({ label: u.label, share: shares[i] })).filter((u) => u.share > 0);
  const reserve = spending.filter((u) => u.label === "Reserve");
  return [...spending.filter((u) => u.label !== "Reserve").sort((x, y) => y.share - x.share), ...reserve].map(
    (u) => ({ ...u, amount: amount * u.share }),
  );
}

/** What each sale costs the business to deliver, named for what delivers it. */
function costOfSalesLabel(a: FinancialAssumptions): string {
  if ((a.upfrontPrice ?? 0) > 0) return "Devices, stock and delivery";
  if (a.billingModel === "marketplace") return "Payments and support on each order";
  switch (deliveryOf(a)) {
    case "people":
      return "Paying the delivery team per sale";
    // E-bikes, solar kits, camping gear: the model counts the fleet as a cost of each hire.
    case "equipment":
      return "Fleet running costs and upkeep";
    case "goods":
      return a.billingModel === "one_time"
        ? "Making and stocking the product"
        : "Stock, packing and delivery";
    default:
      return "Hosting and payment costs";
  }
}

/** Fractions that add up to 1, as whole percents that add up to 100 (largest remainder first). */
function wholePercents(fractions: number[]): number[] {
  const exact = fractions.map((f) => Math.max(0, f) * 100);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((t, v) => t + v, 0);
  const order = exact.map((v, i) => [v - floors[i], i] as const).sort((x, y) => y[0] - x[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((v) => v / 100);
}

const LABOUR_BILLING = new Set<FinancialAssumptions["billingModel"]>(["subscription", "freemium"]);
const LABOUR_MARGIN = 0.6;

/**
 * What delivers each sale: the model's `deliveredBy`, or for a model saved before it had one, its billing
 * read as before (work billed as services, or a subscription keeping 60% or less of each sale, pays people
 * on every one; a product sold once is goods; the rest is software).
 */
export function deliveryOf(a: FinancialAssumptions): Delivery {
  if (a.billingModel === "services") return "people";
  if (a.deliveredBy) return a.deliveredBy;
  if (LABOUR_BILLING.has(a.billingModel) && a.grossMargin <= LABOUR_MARGIN) return "people";
  return a.billingModel === "one_time" ? "goods" : "software";
}

/** Rounds up to a clean figure: 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8 × a power of ten (183,400 → 200,000). */
export function roundUpNice(value: number): number {
  if (value <= 0) return 0;
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10];
  const step = steps.find((s) => s * magnitude >= value * (1 - 1e-12)) ?? 10;
  return step * magnitude;
}

/** Whether the model describes a product each customer buys once: all buyers leave the month after. */
export function buysOnce(monthlyChurnRate: number): boolean {
  return monthlyChurnRate >= 1;
}

/** A year's customers: of a product bought once, the year's buyers (none stay); else those at its end. */
export function yearCustomers(year: YearRow, monthlyChurnRate: number): number {
  return buysOnce(monthlyChurnRate) ? year.newCustomers : year.endingCustomers;
}

/**
 * The customers the plan has won by the end of year 3, as a share of the market counts them: every buyer of
 * a product bought once (each buys once, so they add up), else the customers at the end.
 */
export function customersWon(projection: Projection): number {
  return buysOnce(projection.assumptions.monthlyChurnRate)
    ? projection.years.reduce((sum, year) => sum + year.newCustomers, 0)
    : projection.years[2].endingCustomers;
}
