import type { FinancialModel } from "@/lib/artifacts/schemas";
import { BILLING_MODEL_DEFAULTS, type FinancialAssumptions } from "@/lib/finance/assumptions";
import { formatCount, formatMonth, formatPercent, formatPrice, formatUsd } from "@/lib/finance/format";
import { fundingAsk, project, sizeMarket, type MarketSize, type Projection } from "@/lib/finance/model";
import { usPopulation } from "./geography";
import type { IdeaProfile } from "./profile";

/**
 * The offline engine's financial assumptions for an idea: the business model's structure, scaled by
 * the industry, with any price or commission the founder named. Every figure in the offline output is
 * computed from these by lib/finance.
 */

/** Prices as a founder would set them: $0.50, $9.50, $29, $59, $149, $1,200. */
function roundPrice(value: number): number {
  if (value < 2) return Math.round(value * 100) / 100;
  if (value < 10) return Math.round(value * 2) / 2;
  if (value < 100) return Math.round(value / 5) * 5 - 1;
  if (value < 1000) return Math.round(value / 10) * 10 - 1;
  return Math.round(value / 100) * 100;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** 7,412 → 7,400; 1,234,567 → 1,200,000: a scaled count keeps two significant digits. */
function roundCount(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 1);
  return Math.max(100, Math.round(value / magnitude) * magnitude);
}

/**
 * The market the sizing covers: the founder's (from their answers), with the industry's US count of
 * buying units scaled by population; the United States as a placeholder when they named none (the
 * analysis says so and asks).
 */
export function sizedMarket(profile: IdeaProfile): {
  geography: string;
  potentialCustomers: number;
  scaled: boolean;
} {
  const { industry, geography } = profile;
  const onlyUs = geography?.countries.length === 1 && geography.countries[0] === "US";
  if (!geography || onlyUs || !geography.population) {
    return {
      geography: geography?.label ?? industry.geography,
      potentialCustomers: industry.potentialCustomers,
      scaled: false,
    };
  }
  return {
    geography: geography.label,
    potentialCustomers: roundCount((industry.potentialCustomers * geography.population) / usPopulation()),
    scaled: true,
  };
}

export function proposeFinancialModel(profile: IdeaProfile): FinancialModel {
  const base = BILLING_MODEL_DEFAULTS[profile.billingModel];
  const industry = profile.industry;
  const defaultPrice = roundPrice(base.pricePoint * industry.priceMultiplier);
  const pricePoint = profile.statedPrice ?? defaultPrice;
  const revenueShare = profile.statedTakeRate ?? base.revenueShare;
  const defaultArpu = defaultPrice * base.purchasesPerCustomerPerMonth * base.revenueShare * base.payingShare;

  // How often a customer buys: a founder's usage price ("$49 per job post") or a high-ticket product
  // implies fewer purchases a month than the model's default micro-price or accessory.
  let purchasesPerCustomerPerMonth = base.purchasesPerCustomerPerMonth;
  if (profile.billingModel === "usage" && profile.statedPrice !== null) {
    purchasesPerCustomerPerMonth = round2(Math.min(1000, Math.max(1, defaultArpu / pricePoint)));
  } else if (profile.billingModel === "one_time") {
    purchasesPerCustomerPerMonth = round2(
      Math.min(1, Math.max(0.02, base.purchasesPerCustomerPerMonth * Math.sqrt(defaultPrice / pricePoint))),
    );
  }
  const arpu = pricePoint * purchasesPerCustomerPerMonth * revenueShare * base.payingShare;

  // Customers worth more per month are won more slowly at first.
  const arpuFactor = Math.min(3, Math.max(0.3, Math.sqrt(defaultArpu / arpu)));
  const b2bFactor = industry.customerType === "b2b" ? 0.7 : 1;
  const rng = profile.rng("finance");
  const monthlyChurnRate = round2((industry.monthlyChurn + base.monthlyChurnRate) / 2);
  const grossMargin = round2((industry.grossMargin + base.grossMargin) / 2);
  // The plan targets a lifetime value of at least 4x the acquisition cost (3x is the usual floor).
  const ltv = (arpu * grossMargin) / Math.max(0.01, monthlyChurnRate);
  const cac = Math.max(1, Math.round(Math.min(industry.cac * base.cacFactor, ltv / 4)));

  const assumptions: FinancialAssumptions = {
    billingModel: profile.billingModel,
    pricePoint,
    purchasesPerCustomerPerMonth,
    revenueShare,
    payingShare: base.payingShare,
    startingCustomers: 0,
    newCustomersFirstMonth: Math.max(2, Math.round(base.launchCustomers * arpuFactor * b2bFactor)),
    monthlyGrowthRate: round2(0.09 + rng() * 0.04),
    monthlyChurnRate,
    cac,
    grossMargin,
    fixedMonthlyCosts:
      profile.billingModel === "services" ? 7_000 : industry.customerType === "b2b" ? 12_000 : 9_000,
    annualFixedCostGrowth: 0.5,
    startingCash: 25_000,
  };
  // The obtainable share (SOM) is what the plan itself wins by year 3, never less than the sector norm,
  // so the projection never claims more customers than the market it sizes.
  const sized = sizedMarket(profile);
  const serviceableCustomers = sized.potentialCustomers * industry.serviceableShare;
  const year3Customers = project(assumptions).years[2].endingCustomers;
  const obtainableShare = Math.min(
    1,
    Math.max(industry.obtainableShare, Math.ceil((year3Customers / serviceableCustomers) * 200) / 200),
  );
  return {
    assumptions,
    market: {
      customerUnit: profile.industry.defaultCustomerUnit,
      geography: sized.geography,
      potentialCustomers: sized.potentialCustomers,
      serviceableShare: industry.serviceableShare,
      obtainableShare,
    },
  };
}

export interface Financials {
  model: FinancialModel;
  projection: Projection;
  market: MarketSize;
  ask: ReturnType<typeof fundingAsk>;
}

/** Everything numeric about an idea, computed once from one set of assumptions. */
export function computeFinancials(model: FinancialModel): Financials {
  const projection = project(model.assumptions);
  return {
    model,
    projection,
    market: sizeMarket(model.market, projection.arpu),
    ask: fundingAsk(projection),
  };
}

/** The sentences every artifact uses for the same numbers, so they read identically everywhere. */
export function financialFacts(f: Financials) {
  const [y1, y2, y3] = f.projection.years;
  const a = f.model.assumptions;
  return {
    tam: formatUsd(f.market.tam),
    sam: formatUsd(f.market.sam),
    som: formatUsd(f.market.som),
    revenue: [y1, y2, y3].map((y) => formatUsd(y.revenue)),
    customers: [y1, y2, y3].map((y) => formatCount(y.endingCustomers)),
    ebitda: [y1, y2, y3].map((y) => formatUsd(y.ebitda)),
    grossMargin: formatPercent(a.grossMargin),
    churn: formatPercent(a.monthlyChurnRate),
    growth: formatPercent(a.monthlyGrowthRate),
    price: formatPrice(a.pricePoint),
    arpu: formatPrice(Math.round(f.projection.arpu * 100) / 100),
    cac: formatPrice(a.cac),
    ltv: formatUsd(f.projection.ltv),
    ltvToCac: f.projection.ltvToCac === null ? "n/a" : `${f.projection.ltvToCac.toFixed(1)}x`,
    breakEven: formatMonth(f.projection.breakEvenMonth),
    /** What the projection counts: paying customers, or active users for free-to-use products. */
    customerWord: ["freemium", "ads"].includes(a.billingModel) ? "active users" : "customers",
    /** "turns EBITDA positive in month 22" / "is not yet EBITDA positive within the 36-month projection". */
    breakEvenClause:
      f.projection.breakEvenMonth === null
        ? "is not yet EBITDA positive within the 36-month projection"
        : `turns EBITDA positive in month ${f.projection.breakEvenMonth}`,
    payback: formatMonth(f.projection.paybackMonth),
    ask: formatUsd(f.ask.amount),
    potentialCustomers: formatCount(f.model.market.potentialCustomers),
    serviceableShare: formatPercent(f.model.market.serviceableShare),
    obtainableShare: formatPercent(f.model.market.obtainableShare),
    annualPerCustomer: formatUsd(f.market.annualRevenuePerCustomer),
  };
}
export type FinancialFacts = ReturnType<typeof financialFacts>;
