import type { FinancialModel } from "@/lib/artifacts/schemas";
import { BILLING_MODEL_DEFAULTS, type FinancialAssumptions } from "@/lib/finance/assumptions";
import { convertDefault, defaultsFactor } from "@/lib/finance/currency";
import { priceLevel } from "@/lib/finance/price-level";
import {
  computeFinancials,
  figureView,
  IMPLAUSIBLE_SHARE,
  FUNDS_CLAUSE,
  fillText,
  fundsLine,
  ref,
  unless,
  when,
  type Financials,
  type VerdictName,
} from "@/lib/finance/figures";
import { customersWon, project } from "@/lib/finance/model";
import { boughtOnce } from "./billing";
import { workedAlone } from "./founder";
import { deliveredBy } from "./delivery";
import { isFood } from "./goods";
import { sellerPays } from "./marketplace";
import type { IdeaProfile } from "./profile";

/** Orders a seller takes through a new marketplace in a month, when the founder has not said. */
export const SELLER_ORDERS_PER_MONTH = 10;

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

const VISITOR_UNITS =
  /\b(?:tourists?|holidaymakers?|vacationers?|visitors?|travell?ers?|backpackers?|cruise passengers?|pilgrims?)\b/i;

/**
 * The market the sizing covers: where the founder sells (the United States as a stated placeholder when
 * they named no place), their own customer, and the count of those customers only when the founder gave
 * it (on the card, or in their answers: "the ~2,000 small rural pharmacies"). The product cannot know how
 * many there are and does not guess: without a count the market is "not sized yet" everywhere.
 */
export function sizedMarket(profile: IdeaProfile): {
  customerUnit: string;
  geography: string;
  potentialCustomers: number | null;
  countSource?: string;
} {
  const counted = profile.customerCount;
  return {
    customerUnit: profile.customer.units,
    geography: profile.geography?.label ?? "the United States",
    potentialCustomers: counted?.count ?? null,
    ...(counted?.source ? { countSource: counted.source } : {}),
  };
}

/** What the price written `price` is said per ("€89 per hive" → "hive"), singular; null for a period. */
function perThing(text: string, price: string): string | null {
  const at = price ? text.indexOf(price) : -1;
  const thing =
    at < 0
      ? undefined
      : /^\s*(?:per|each|a|an|\/)\s*(?!(?:mo|month|year|yr|week|wk|day|night|hour|hr)\b)(\p{L}[\p{L}-]*)/iu.exec(
          text.slice(at + price.length),
        )?.[1];
  return thing ? thing.toLowerCase().replace(/(?<!s)s$/, "") : null;
}

/** "twice a week", "3 times a month", "once a week": how often a customer buys, a month; null if unsaid. */
export function statedFrequency(text: string): number | null {
  const match =
    /\b(once|twice|three times|four times|(\d{1,2})\s*(?:times|x))\s+(?:a|per|each|every)\s+(week|month|year)\b/i.exec(
      text,
    );
  if (!match) return null;
  const words: Record<string, number> = { once: 1, twice: 2, "three times": 3, "four times": 4 };
  const count = match[2] ? Number(match[2]) : (words[match[1].toLowerCase()] ?? 1);
  // "they'd go twice a year": a sixth of a purchase a month.
  const unit = match[3].toLowerCase();
  const perMonth = unit === "week" ? (count * 52) / 12 : unit === "year" ? count / 12 : count;
  return perMonth > 0 && perMonth <= 100 ? round2(perMonth) : null;
}

/**
 * How long a visitor stays, in days, when the answers say it of tourists, travellers or visitors ("for a
 * 1–3 week trip", "staying 1–4 weeks", "a 5-day trek"): the geometric middle of a range. A visitor rents by
 * the day for one stay, then goes home: one purchase of that many days, not a monthly habit.
 */
export function visitorStay(answers: IdeaProfile["answers"]): number | null {
  const text = `${answers.targetAudience} ${answers.problem} ${answers.solution}`;
  if (
    !/\b(?:tourists?|travell?ers?|visitors?|backpackers?|holidaymakers?|vacationers?|guests?)\b/i.test(text)
  )
    return null;
  const match =
    /\b(\d{1,2})(?:\s*(?:[–—-]|to)\s*(\d{1,2}))?[\s-](day|night|week)s?(?:[\s-]long)?\s+(?:self-drive\s+|road\s+)?(?:trip|stay|holiday|vacation|visit|trek|tour)\b|\bstay(?:ing|s)?\s+(?:for\s+)?(\d{1,2})(?:\s*(?:[–—-]|to)\s*(\d{1,2}))?\s+(day|night|week)s?\b/i.exec(
      text,
    );
  if (!match) return null;
  const low = Number(match[1] ?? match[4]);
  const high = Number(match[2] ?? match[5] ?? low);
  const unit = (match[3] ?? match[6]).toLowerCase() === "week" ? 7 : 1;
  const days = Math.sqrt(low * Math.max(low, high)) * unit;
  return days >= 1 && days <= 120 ? Math.round(days) : null;
}

/** A fee per thing a customer does once or twice in a life: "¥250,000 per completed purchase" of a house. */
const ONCE_PER_CUSTOMER =
  /\bper\s+(?:completed\s+|successful\s+|closed\s+)?(?:purchase|sale|house|home|property|wedding|funeral|move|placement|hire|adoption)\b/i;

/**
 * How often a household buys a service priced by the job, by what the job is: a walk, a lesson, a bag of
 * laundry about weekly; a tax return, a claim, a case once a year or less; anything else (a groom, a
 * repair visit, a service of the air conditioner) about monthly at most. The forecast shows it as an
 * assumption the founder edits.
 */
const WEEKLY_JOB =
  /\b(?:per|a|an|each|par|por)\s+(?:[\p{L}\d-]+\s+){0,2}?(?:walks?|lessons?|class(?:es)?|sessions?|bags?|loads?|rides?|trips?|meals?|promenades?|sacs?)\b/iu;
const YEARLY_JOB =
  /\b(?:per|a|an|each|par|por)\s+(?:[\p{L}\d-]+\s+){0,2}?(?:returns?|claims?|cases?|filings?|applications?|appeals?|disputes?)\b/iu;

function householdJobsPerMonth(businessModel: string): number {
  if (WEEKLY_JOB.test(businessModel)) return 4;
  if (YEARLY_JOB.test(businessModel)) return round2(1 / 12);
  return 1;
}

/** An order this many times the sector's usual one is a rare, high-ticket purchase. */
const HIGH_TICKET = 5;

/** Business customers on a free tier capped by size or use upgrade far more often than consumers do. */
const BUSINESS_FREEMIUM_PAYING_SHARE = 0.2;

/** What one person running the business bills in a month, by what the price counts. */
export function soloCapacity(period: string | undefined): number {
  // About 30 billable hours a week once travel, quotes and admin are taken out; a job or visit as 3 a
  // working day; a day's work as a working month's days.
  return period === "per_hour" ? SOLO_HOURS : period === "per_day" ? 20 : 60;
}
/** Billable hours a month for one person (about 30 a week). */
export const SOLO_HOURS = 130;
/** A one-person business's running costs, as a share of the default team's. */
const SOLO_COSTS = 0.25;

/** What the sector typically pays to win a customer, in the founder's currency and price level. */
function typicalCacOf(industry: IdeaProfile["industry"], base: { cacFactor: number }, fx: number): number {
  return industry.cac * base.cacFactor * fx;
}

/**
 * Whether the proposed acquisition cost is the sector's typical one, or was set from what a customer is
 * worth (an eighth to a quarter of their lifetime gross profit) because the typical one was far from it:
 * the forecast's note says which, instead of calling every figure a benchmark.
 */
export function cacFromValue(profile: IdeaProfile): boolean {
  const model = proposeFinancialModel(profile);
  const base = BILLING_MODEL_DEFAULTS[profile.billingModel];
  const fx = (defaultsFactor(profile.currency) ?? 1) * priceLevel(profile.geography?.countries ?? []);
  return Math.abs(model.assumptions.cac - typicalCacOf(profile.industry, base, fx)) > 1;
}

export function proposeFinancialModel(profile: IdeaProfile): FinancialModel {
  const defaults = BILLING_MODEL_DEFAULTS[profile.billingModel];
  // "Free up to 50 members, then €19 a month" sold to clubs: a fifth of them paying, not a consumer app's 6%.
  const base =
    profile.billingModel === "freemium" && profile.customer.type === "business"
      ? { ...defaults, payingShare: BUSINESS_FREEMIUM_PAYING_SHARE }
      : defaults;
  const industry = profile.industry;
  // The defaults are US-dollar magnitudes: in the founder's currency they are converted (approximately);
  // the founder's own prices never are.
  const currency = profile.currency;
  // …and scaled to the country's price level: a small team in Dar es Salaam does not cost a US one.
  const level = priceLevel(profile.geography?.countries ?? []);
  const fx = (defaultsFactor(currency) ?? 1) * level;
  const defaultPrice = roundPrice(base.pricePoint * industry.priceMultiplier * fx);
  const pricePoint = profile.statedPrice ?? defaultPrice;
  const revenueShare = profile.statedTakeRate ?? base.revenueShare;
  const defaultArpu = defaultPrice * base.purchasesPerCustomerPerMonth * base.revenueShare * base.payingShare;

  // How often a customer buys: a founder's usage price ("$49 per job post") or a high-ticket product
  // implies fewer purchases a month than the model's default micro-price or accessory.
  let purchasesPerCustomerPerMonth = base.purchasesPerCustomerPerMonth;
  const pricedPeriod = profile.prices.find((p) => p.amount === profile.statedPrice)?.period;
  const said = statedFrequency(
    `${profile.answers.problem} ${profile.answers.solution} ${profile.answers.businessModel}`,
  );
  // Visitors as the customers, with no length said ("Backpackers and tourists in Thailand", a locker by the
  // day): a short stay of about 3 days, between a night and a week, not 30 days a month; the forecast shows
  // it as an assumption the founder edits.
  const stay =
    pricedPeriod === "per_day"
      ? (visitorStay(profile.answers) ?? (VISITOR_UNITS.test(profile.customer.units) ? 3 : null))
      : null;
  // A week bought (profile.ts): a visitor buys one for their stay, a family a couple of holiday weeks a year.
  const weekBought = pricedPeriod === "week" && ["services", "usage"].includes(profile.billingModel);
  const visitorWeek = weekBought && VISITOR_UNITS.test(profile.customer.units);
  if (weekBought) {
    purchasesPerCustomerPerMonth = visitorWeek ? 1 : round2(2 / 12);
  } else if (stay !== null) {
    // "N$ 280 per day" for tourists on a 1–3 week trip: one stay of about 12 days.
    purchasesPerCustomerPerMonth = stay;
  } else if (said !== null && pricedPeriod && ["per_day", "per_use", "per_hour"].includes(pricedPeriod)) {
    // "only need a desk twice a week": the founder said how often a customer buys.
    purchasesPerCustomerPerMonth = said;
  } else if (pricedPeriod === "per_day") {
    // "$0.40 a day" (a pay-as-you-go plan) is paid every day; a day's rental or a day pass a few days a month.
    purchasesPerCustomerPerMonth =
      profile.billingModel !== "marketplace" && pricePoint * 30 <= defaultArpu * 3 ? 30 : 4;
  } else if (profile.billingModel === "usage" && profile.statedPrice !== null) {
    purchasesPerCustomerPerMonth = round2(Math.min(1000, Math.max(1, defaultArpu / pricePoint)));
  } else if (
    profile.billingModel === "services" &&
    pricedPeriod &&
    !["month", "year", "week"].includes(pricedPeriod)
  ) {
    // A service priced per job: a few walks or cleans a month, a once-in-a-lifetime job (a funeral, a
    // show) as rarely as a one-off sale.
    purchasesPerCustomerPerMonth =
      pricedPeriod === "per_hour"
        ? // (A household books an hour a week; a business a day's work a month.)
          profile.customer.type === "consumer"
          ? 4
          : 8
        : // "a flat ¥250,000 per completed purchase" of a house is as rare as a one-off sale, not 4 a month.
          pricedPeriod === "one_time" ||
            pricePoint > HIGH_TICKET * defaultPrice ||
            ONCE_PER_CUSTOMER.test(profile.answers.businessModel)
          ? round2(Math.min(1, Math.max(0.02, 0.3 * Math.sqrt(defaultPrice / pricePoint))))
          : profile.customer.type === "consumer"
            ? householdJobsPerMonth(profile.answers.businessModel)
            : 4;
  } else if (sellerPays(profile)) {
    // The cut is taken from each seller's sales ("Operators pay 6% per ticket sold through us"): a seller
    // takes many orders a month through the platform, not the 1.5 a buyer places. The forecast says it is
    // an assumption, for the founder to replace with the sellers' real volume.
    purchasesPerCustomerPerMonth = SELLER_ORDERS_PER_MONTH;
  } else if (
    profile.billingModel === "marketplace" &&
    profile.statedPrice !== null &&
    pricePoint > HIGH_TICKET * defaultPrice
  ) {
    // "The average job is around Rp 8 juta": an order many times the sector's usual one (a renovation, a
    // wedding) is placed as rarely as a one-off sale, not 1.5 times a month.
    purchasesPerCustomerPerMonth = round2(
      Math.min(base.purchasesPerCustomerPerMonth, Math.max(0.02, 0.3 * Math.sqrt(defaultPrice / pricePoint))),
    );
  } else if (profile.billingModel === "one_time" && boughtOnce(profile.answers)) {
    // "19 EUR unlocks all routes forever", "pago único": each customer buys once.
    purchasesPerCustomerPerMonth = 1;
  } else if (profile.billingModel === "one_time") {
    purchasesPerCustomerPerMonth = round2(
      Math.min(1, Math.max(0.02, base.purchasesPerCustomerPerMonth * Math.sqrt(defaultPrice / pricePoint))),
    );
  }
  // "£3 per staff member" for homes of about 55 staff: a customer pays for all of them. A job priced by
  // area ("per hectare" for farms of about 390 ha) covers the customer's land about once a month.
  const units = profile.pricedUnits?.count ?? 1;
  if (profile.pricedUnits && pricedPeriod === "per_use") purchasesPerCustomerPerMonth = 1;
  const arpu = pricePoint * units * purchasesPerCustomerPerMonth * revenueShare * base.payingShare;

  // Customers worth more per month are won more slowly at first.
  const arpuFactor = Math.min(3, Math.max(0.3, Math.sqrt(defaultArpu / arpu)));
  const b2bFactor = industry.customerType === "b2b" ? 0.7 : 1;
  const rng = profile.rng("finance");
  // A product bought once has no returning buyers: every customer is gone the month after (churn 100%).
  const monthlyChurnRate =
    (profile.billingModel === "one_time" && boughtOnce(profile.answers)) || stay !== null || visitorWeek
      ? 1
      : round2((industry.monthlyChurn + base.monthlyChurnRate) / 2);
  // Work done by people ("a real personal trainer builds your plan", a weekly clean) costs their time on
  // every sale, whatever the billing: a subscription to it has a service's margin, not software's.
  // (Paid by use or once, it is more often a thing: lockers, a guitar.)
  const labour = profile.kind === "in-person" && ["subscription", "freemium"].includes(profile.billingModel);
  // Food sent on a subscription (a weekly veg box, a meal kit) costs its ingredients on every delivery: a
  // seller's margin, not software's ("75% gross margin" for vegetables bought from farmers).
  const goods = isFood(profile) && ["subscription", "freemium"].includes(profile.billingModel);
  const grossMargin = round2(
    (industry.grossMargin +
      (labour
        ? BILLING_MODEL_DEFAULTS.services.grossMargin
        : goods
          ? BILLING_MODEL_DEFAULTS.one_time.grossMargin
          : base.grossMargin)) /
      2,
  );
  // The plan targets a lifetime value of at least 4x the acquisition cost (3x is the usual floor), but
  // never assumes a customer costs less than a quarter of what the sector typically pays to win one: a
  // €3 acquisition cost is no plan, and the checks say when the economics are thin instead.
  const ltv = (arpu * grossMargin) / Math.max(0.01, monthlyChurnRate);
  const typicalCac = typicalCacOf(industry, base, fx);
  // A customer worth far more than the sector's usual one costs more to win (longer sales, visits, pilots):
  // the cost rises with the value up to an eighth of it, so the plan never promises a lifetime value of
  // 30 or 90 times what a customer costs.
  const cac = Math.max(
    1,
    Math.round(Math.min(Math.max(typicalCac, ltv / 8), Math.max(ltv / 4, typicalCac / 4))),
  );

  // A device sold on top of a recurring fee ("a £79 kit, then £6 a month") is revenue once per new
  // customer, at a hardware margin, and the stock of devices must be paid for before it sells.
  const device =
    profile.billingModel !== "one_time" && profile.statedPrice !== null
      ? profile.prices.find((p) => p.period === "hardware" && p.amount !== profile.statedPrice)
      : undefined;
  const newCustomersFirstMonth = Math.max(2, Math.round(base.launchCustomers * arpuFactor * b2bFactor));
  const upfrontMargin = 0.3;
  // "€89 per hive", "USD 900 per probe" beside a fee counted by the same thing: each new customer buys one
  // for every unit the fee counts (8 hives, 10 probes), not one in all. ("Starter pack of 20 traps is $1.2k"
  // is one price per customer; "€189 per scale" beside "€6 per hive" says nothing of scales per hive.)
  const upfrontUnits =
    device &&
    profile.pricedUnits &&
    perThing(profile.answers.businessModel, device.text) === profile.pricedUnits.label.toLowerCase()
      ? profile.pricedUnits.count
      : 1;
  const workingCapital = device
    ? Math.round(device.amount * upfrontUnits * (1 - upfrontMargin) * newCustomersFirstMonth * 3)
    : 0;

  // "£79 a month, or £790 a year": the yearly plan is kept beside the monthly price the model counts.
  const annual =
    ["subscription", "freemium", "services"].includes(profile.billingModel) &&
    profile.prices.some((p) => p.period === "month" && p.amount === profile.statedPrice)
      ? profile.prices.find((p) => p.period === "year")
      : undefined;

  const assumptions: FinancialAssumptions = {
    billingModel: profile.billingModel,
    deliveredBy: deliveredBy(profile, labour),
    ...(annual ? { annualPrice: annual.amount } : {}),
    ...(device
      ? { upfrontPrice: device.amount, upfrontMargin, ...(upfrontUnits !== 1 ? { upfrontUnits } : {}) }
      : {}),
    ...(profile.pricedUnits
      ? { unitsPerCustomer: profile.pricedUnits.count, unitLabel: profile.pricedUnits.label }
      : {}),
    pricePoint,
    // No price in the answers: the one here is a default, and said to be one.
    ...(profile.statedPrice === null ? { priceIsDefault: true as const } : {}),
    purchasesPerCustomerPerMonth,
    revenueShare,
    payingShare: base.payingShare,
    startingCustomers: 0,
    newCustomersFirstMonth,
    monthlyGrowthRate: round2(0.09 + rng() * 0.04),
    monthlyChurnRate,
    cac,
    grossMargin,
    fixedMonthlyCosts: convertDefault(
      (profile.billingModel === "services" ? 7_000 : industry.customerType === "b2b" ? 12_000 : 9_000) *
        level,
      currency,
    ),
    annualFixedCostGrowth: 0.5,
    // Three months of device stock on top of the usual runway.
    startingCash: convertDefault(25_000 * level, currency) + workingCapital,
  };
  // The founder counted the customers they describe: all of them are the market served at launch, until
  // they narrow it in the forecast. A counted market paces the plan: the default pace is slowed until year 3
  // needs at most a tenth of it (a first month of at least two customers, growth of at least 3% a month), so
  // the engine never proposes a plan its own sanity check calls implausible.
  const sized = sizedMarket(profile);
  const serviceableShare = 1;
  const serviceableCustomers = sized.potentialCustomers;
  for (
    let step = 0;
    step < 12 &&
    serviceableCustomers !== null &&
    customersWon(project(assumptions)) > serviceableCustomers * 0.1;
    step++
  ) {
    if (assumptions.newCustomersFirstMonth > 2)
      assumptions.newCustomersFirstMonth = Math.max(2, Math.floor(assumptions.newCustomersFirstMonth * 0.7));
    else if (assumptions.monthlyGrowthRate > 0.03)
      assumptions.monthlyGrowthRate = Math.max(0.03, round2(assumptions.monthlyGrowthRate - 0.02));
    else break;
  }
  // One person doing the work ("I come round and assemble furniture. I'm one person.") sells only the
  // hours they have: the plan is paced so that its busiest month stays within them, and runs lean (tools,
  // insurance, marketing; no team).
  const alone = profile.billingModel === "services" && workedAlone(profile.answers);
  if (alone) {
    const capacity = soloCapacity(pricedPeriod);
    const busiest = () =>
      Math.max(...project(assumptions).months.map((m) => m.revenue)) / (pricePoint * units * revenueShare);
    for (let step = 0; step < 24 && busiest() > capacity; step++) {
      if (assumptions.newCustomersFirstMonth > 2)
        assumptions.newCustomersFirstMonth = Math.max(
          2,
          Math.floor(assumptions.newCustomersFirstMonth * 0.7),
        );
      else if (assumptions.monthlyGrowthRate > 0.01)
        assumptions.monthlyGrowthRate = Math.max(0.01, round2(assumptions.monthlyGrowthRate - 0.02));
      else break;
    }
    // (No team to hire: the running costs grow with prices, not headcount.)
    assumptions.annualFixedCostGrowth = 0.1;
    assumptions.fixedMonthlyCosts = roundCount(assumptions.fixedMonthlyCosts * SOLO_COSTS);
    assumptions.startingCash =
      roundCount((assumptions.startingCash - workingCapital) * SOLO_COSTS) + workingCapital;
  }
  // A team the counted market cannot pay for is no plan: when a quarter of its yearly gross profit does not
  // cover a year of the default team, the plan starts lean (the founder, tools and a small marketing
  // budget), never below a quarter of the default, so the raise stays in proportion to the market.
  if (serviceableCustomers !== null) {
    const serviceableGrossProfit =
      serviceableCustomers * (monthlyChurnRate >= 1 ? arpu : arpu * 12) * grossMargin * IMPLAUSIBLE_SHARE;
    const teamYear = assumptions.fixedMonthlyCosts * 12;
    if (teamYear > serviceableGrossProfit) {
      const lean = Math.max(0.25, serviceableGrossProfit / teamYear);
      assumptions.fixedMonthlyCosts = roundCount(assumptions.fixedMonthlyCosts * lean);
      assumptions.startingCash =
        roundCount((assumptions.startingCash - workingCapital) * lean) + workingCapital;
    }
  }
  // The team's costs are the founder's when they gave them on the card, and do not grow unless they say so
  // in the forecast; else the costs above are a default, flagged so every writer says it is one.
  if (profile.team) {
    assumptions.fixedMonthlyCosts = profile.team.monthlyCost;
    assumptions.annualFixedCostGrowth = 0;
  } else assumptions.costsAreDefault = true;
  // The obtainable share (SOM) is what the plan itself wins by year 3, never less than the sector norm, so
  // the projection never claims more customers than the market it sizes.
  const year3Customers = customersWon(project(assumptions));
  const obtainableShare =
    serviceableCustomers === null
      ? industry.obtainableShare
      : Math.min(
          1,
          Math.max(industry.obtainableShare, Math.ceil((year3Customers / serviceableCustomers) * 200) / 200),
        );
  return {
    ...(currency === "USD" ? {} : { currency }),
    assumptions,
    market: {
      customerUnit: sized.customerUnit,
      geography: sized.geography,
      potentialCustomers: sized.potentialCustomers,
      ...(sized.countSource ? { countSource: sized.countSource } : {}),
      serviceableShare,
      obtainableShare,
    },
  };
}

export type { Financials } from "@/lib/finance/figures";
export { computeFinancials };

/**
 * The figures every artifact states, as the text a writer puts in its sentences. When the financials are
 * symbolic (the model is stored with the project, so the figures can be filled in when shown), each is a
 * reference (`⟦tam⟧`) and the stored prose follows every later edit of the forecast; otherwise (the quiz,
 * before any model is stored) the text itself.
 */
export function financialFacts(f: Financials) {
  const view = figureView(f);
  const a = f.model.assumptions;
  const put = (name: string, text: string) => (f.symbolic ? ref(name) : text);
  return {
    /** ISO 4217 code of every amount below. */
    currency: view.currency,
    tam: put("tam", view.tam),
    sam: put("sam", view.sam),
    som: put("som", view.som),
    revenue: (["y1", "y2", "y3"] as const).map((y) => put(`revenue.${y}`, view.revenue[y])),
    customers: (["y1", "y2", "y3"] as const).map((y) => put(`customers.${y}`, view.customers[y])),
    ebitda: (["y1", "y2", "y3"] as const).map((y) => put(`ebitda.${y}`, view.ebitda[y])),
    grossMargin: put("grossMargin", view.grossMargin),
    grossMarginY3: put("grossMarginY3", view.grossMarginY3),
    churn: put("churn", view.churn),
    growth: put("growth", view.growth),
    price: put("price", view.price),
    weekPrice: put("weekPrice", view.weekPrice),
    monthPrice: put("monthPrice", view.monthPrice),
    arpu: put("arpu", view.arpu),
    cac: put("cac", view.cac),
    ltv: put("ltv", view.ltv),
    ltvToCac: put("ltvToCac", view.ltvToCac),
    breakEven: put("breakEven", view.breakEven),
    /** What the projection counts: paying customers, or active users for free-to-use products. */
    customerWord: ["freemium", "ads"].includes(a.billingModel) ? "active users" : "customers",
    /** "turns EBITDA positive in month 22" / "is not yet EBITDA positive within the 36-month projection". */
    breakEvenClause: put("breakEvenClause", view.breakEvenClause),
    /** "cumulative losses are recovered by month 30" / "… are not yet recovered within the 36-month horizon". */
    paybackClause: put("paybackClause", view.paybackClause),
    payback: put("payback", view.payback),
    ask: put("ask", view.ask),
    breakEvenPrice: put("breakEvenPrice", view.breakEvenPrice),
    investableWhen: put("investableWhen", view.investableWhen),
    /**
     * Where the raise goes, as one clause ("€168K goes to team and overheads, €44K goes to …") and as one
     * line per use ("Team and overheads: €168K"). Stored symbolically they list the model's uses when shown,
     * so a forecast edit that reorders them, or leaves one out, changes the words with the amounts. A line
     * for a use the model does not have fills in empty and is dropped.
     */
    fundsClause: f.symbolic ? FUNDS_CLAUSE : fillText(FUNDS_CLAUSE, view),
    fundsLines: [0, 1, 2, 3]
      .map(fundsLine)
      .map((line) => (f.symbolic ? line : fillText(line, view)))
      .filter(Boolean),
    potentialCustomers: put("potentialCustomers", view.potentialCustomers),
    countSource: put("countSource", view.countSource),
    serviceableShare: put("serviceableShare", view.serviceableShare),
    obtainableShare: put("obtainableShare", view.obtainableShare),
    shareOfServiceable: put("shareOfServiceable", view.shareOfServiceable),
    annualPerCustomer: put("annualPerCustomer", view.annualPerCustomer),
    newCustomers: put("newCustomers", view.newCustomers),
    month1Customers: put("month1Customers", view.month1Customers),
    purchasesPerMonth: put("purchasesPerMonth", view.purchasesPerMonth),
    units: put("units", view.units),
    /** The price with what it counts: "£3 per staff member" (a label, not a figure: it does not change). */
    pricePer: a.unitLabel ? `${put("price", view.price)} per ${a.unitLabel}` : put("price", view.price),
    upfrontPrice: put("upfrontPrice", view.upfrontPrice),
    upfrontMargin: put("upfrontMargin", view.upfrontMargin),
    /** "device", or "devices" when each new customer buys several ("€89 per hive"). */
    deviceWord: put("deviceWord", view.deviceWord),
    annualPrice: put("annualPrice", view.annualPrice),
    /** The yearly price per what the monthly one is per ("₹4,999 per user"): one offer, said alike. */
    annualPer: a.unitLabel
      ? `${put("annualPrice", view.annualPrice)} per ${a.unitLabel}`
      : put("annualPrice", view.annualPrice),
    takeRate: put("takeRate", view.takeRate),
    payingShare: put("payingShare", view.payingShare),
    runsOutMonth: put("runsOutMonth", view.runsOutMonth),
    raiseByMonth: put("raiseByMonth", view.raiseByMonth),
    /**
     * Text that depends on a verdict of the model: shown when `name` holds (or, with `holds` false, when it
     * does not). Symbolic financials keep both readings and let the model choose when the text is shown.
     */
    when: (name: VerdictName, text: string, holds = true) =>
      f.symbolic ? (holds ? when(name, text) : unless(name, text)) : view[name] === holds ? text : "",
  };
}
export type FinancialFacts = ReturnType<typeof financialFacts>;
