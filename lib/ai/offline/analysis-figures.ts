import { BILLING_MODEL_LABELS, type BillingModel } from "@/lib/finance/assumptions";
import { buysOnce } from "@/lib/finance/model";
import {
  computeFinancials,
  financialFacts,
  proposeFinancialModel,
  soloCapacity,
  SOLO_HOURS,
  type Financials,
} from "./financials";
import type { IdeaProfile } from "./profile";
import { pick, quoteFounder } from "./text";
import { pricedPeriod } from "./billing";
import { refillOffer } from "./refill";
import { workedAlone } from "./founder";
import { COUNT_SOURCES } from "./facts";

/**
 * The analysis' figures: the context every section is written from (the profile and the model's own
 * figures), the market size and its basis, the projections, the pricing source and
 * when to raise. Numbers are references the figure view fills (lib/finance/figures.ts), never frozen.
 */

export interface AnalysisContext {
  profile: IdeaProfile;
  brandName?: string | null;
  financials?: Financials;
}

export function context(c: AnalysisContext) {
  const f = c.financials ?? computeFinancials(proposeFinancialModel(c.profile));
  return { p: c.profile, name: c.brandName?.trim() || "The business", f, facts: financialFacts(f) };
}

const PRICE_UNIT: Record<BillingModel, string> = {
  subscription: "per customer per month",
  marketplace: "average order value",
  one_time: "per purchase",
  freemium: "per paying user per month",
  ads: "in monthly ad revenue per active user",
  services: "per client per month",
  usage: "per unit of use",
};

/** The placeholder market, said as one when the answers name no place. */
function placeholderPlace(ctx: ReturnType<typeof context>): string[] {
  const market = ctx.f.model.market;
  if (ctx.p.geography || market.geography !== "the United States") return [];
  return [
    `The answers name no country or region, so ${market.geography} is a placeholder: say where you sell (in "What we understood" or the forecast's market) and the sizing follows.`,
  ];
}

/**
 * A plan that needs a quarter or more of its own serviceable market in three years is not credible, and
 * the analysis says so instead of calling it a focused share: usually the customer count is the wrong
 * unit for the idea, or the growth is too steep.
 */
function implausibleShare(ctx: ReturnType<typeof context>): string[] {
  const unit = ctx.f.model.market.customerUnit;
  const warning = choose(ctx.p, "implausible-share", [
    `Warning: the customers the plan wins in three years would be ${ctx.facts.shareOfServiceable} of this serviceable market, which no focused entrant wins in three years; check the count of ${unit} (it may be the wrong kind of customer for this idea) or lower the growth in the forecast.`,
    `Warning: by year 3 the plan would need ${ctx.facts.shareOfServiceable} of everyone in this serviceable market. Either the count of ${unit} is the wrong unit for this idea or the growth is too steep; correct one of them in the forecast.`,
  ]);
  return [ctx.facts.when("marketTooSmall", warning)].filter(Boolean);
}

/** One of several phrasings, chosen by the idea (and by the take: Regenerate gives another). */
export function choose<T>(p: IdeaProfile, salt: string, options: readonly T[]): T {
  return pick(p.rng(salt), options);
}

/**
 * The market, sized from the founder's own count of their customers, or said to be not sized yet, with
 * where such a count is found. Both readings are stored, so a count added later in the forecast sizes the
 * stored text too.
 */
export function marketSizeText(ctx: ReturnType<typeof context>): string {
  const { facts, f } = ctx;
  const m = f.model.market;
  const once = buysOnce(f.model.assumptions.monthlyChurnRate);
  const worth = once
    ? `${facts.annualPerCustomer} once`
    : `${facts.annualPerCustomer} a year (${facts.arpu} a month)`;
  const sized = [
    `By your count there are ${facts.potentialCustomers} ${m.customerUnit} in ${m.geography}${facts.when("countSourced", ` (source: ${facts.countSource})`)}.`,
    `Each ${once ? "spending" : "worth"} ${worth}, that is a total addressable market (TAM) of ${facts.tam}.`,
    facts.when(
      "servesAll",
      `All of them are taken as the market served at launch (SAM ${facts.sam}) until you narrow it in the forecast.`,
    ) +
      facts.when(
        "servesAll",
        `You put the part served at launch at ${facts.serviceableShare} of them: a serviceable market (SAM) of ${facts.sam}.`,
        false,
      ),
    `Winning ${facts.obtainableShare} of it within three years gives a serviceable obtainable market (SOM) of ${facts.som}.`,
  ].join(" ");
  const unsized = [
    `Not sized yet: add your customer count. The market is ${ctx.p.payers} in ${m.geography}, each ${once ? "spending" : "worth"} ${worth} at today's price.`,
    `Count them from ${COUNT_SOURCES[ctx.p.customer.type].long}, or bottom-up the ${ctx.p.payers} you can reach in your first city, and add the count on the card or in the forecast.`,
  ].join(" ");
  return [
    facts.when("sized", sized) + facts.when("sized", unsized, false),
    ...placeholderPlace(ctx),
    ...implausibleShare(ctx),
  ].join(" ");
}

export function financialText(ctx: ReturnType<typeof context>): string {
  const { facts, f, p } = ctx;
  const a = f.model.assumptions;
  const payback = facts.paybackClause;
  const years = choose(p, "financial-years", [
    () => [
      `Year 1: ${facts.revenue[0]} revenue, ${facts.customers[0]} ${facts.customerWord}, EBITDA ${facts.ebitda[0]}.`,
      `Year 2: ${facts.revenue[1]} revenue, ${facts.customers[1]} ${facts.customerWord}, EBITDA ${facts.ebitda[1]}.`,
      `Year 3: ${facts.revenue[2]} revenue, ${facts.customers[2]} ${facts.customerWord}, EBITDA ${facts.ebitda[2]}.`,
    ],
    () => [
      `Revenue grows from ${facts.revenue[0]} in year 1 to ${facts.revenue[1]} in year 2 and ${facts.revenue[2]} in year 3, with ${facts.customers[0]}, ${facts.customers[1]} and ${facts.customers[2]} ${facts.customerWord}${facts.when("buysOnce", " buying in each year")}${facts.when("buysOnce", " at each year's end", false)}.`,
      `EBITDA moves from ${facts.ebitda[0]} to ${facts.ebitda[1]} and then ${facts.ebitda[2]}.`,
    ],
    () => [
      // (A thing bought once counts the year's buyers, not the customers still there at its end.)
      facts.when(
        "buysOnce",
        `In year 3, ${facts.customers[2]} ${p.customer.units} buy, for ${facts.revenue[2]} in revenue (year 1: ${facts.revenue[0]}; year 2: ${facts.revenue[1]}).`,
      ) +
        facts.when(
          "buysOnce",
          `By the end of year 3 the plan has ${facts.customers[2]} ${facts.customerWord} and ${facts.revenue[2]} in annual revenue (year 1: ${facts.revenue[0]}; year 2: ${facts.revenue[1]}).`,
          false,
        ),
      `EBITDA by year: ${facts.ebitda[0]}, ${facts.ebitda[1]}, ${facts.ebitda[2]}.`,
    ],
  ])();
  const unit =
    // "€4 por hora": an hour of use is what the price counts, not "per unit of use".
    p.billingModel === "usage" && ["per_hour", "per_day"].includes(pricedPeriod(p) ?? "")
      ? pricedPeriod(p) === "per_hour"
        ? "an hour"
        : "a day"
      : p.billingModel === "services" && a.purchasesPerCustomerPerMonth !== 1
        ? pricedPeriod(p) === "per_hour"
          ? "an hour"
          : pricedPeriod(p) === "per_day"
            ? "a day"
            : pricedPeriod(p) === "week"
              ? "a week"
              : "per job"
        : // "$55 per visit": a price per job is not a monthly fee; how often the model has a client book is said.
          p.billingModel === "services" && pricedPeriod(p) === "per_use"
          ? `per job, at about ${facts.purchasesPerMonth} a month per client`
          : a.unitLabel && ["subscription", "services", "freemium"].includes(p.billingModel)
            ? `per ${a.unitLabel} per month`
            : p.billingModel === "freemium" && p.customer.type === "business"
              ? `per paying ${p.customer.unit} per month`
              : p.billingModel === "marketplace"
                ? facts.when("flatFee", "fee per order") +
                  facts.when("flatFee", PRICE_UNIT.marketplace, false)
                : PRICE_UNIT[p.billingModel];
  const newCustomers = facts.newCustomers;
  // A product bought once has no churn to speak of: every buyer is a new customer.
  const refill = refillOffer(p);
  const once = `each customer buying once${refill ? ` (your ${refill.what} at ${refill.price} not counted)` : ""}`;
  const churn = (text: string) => facts.when("buysOnce", once) + facts.when("buysOnce", text, false);
  return [
    pricingSource(p, facts.price),
    choose(p, "financial-assumptions", [
      `Assumptions: ${facts.price} ${unit}, ${newCustomers} new customers in the first month growing ${facts.growth} a month, ${churn(`${facts.churn} monthly churn`)}, ${facts.cac} to acquire a customer and a ${facts.grossMargin} gross margin.`,
      `The model starts at ${facts.price} ${unit} and ${newCustomers} new ${facts.customerWord} in month 1, adds ${facts.growth} more each month with ${churn(`${facts.churn} of them lost each month`)}, spends ${facts.cac} to win each one and keeps a ${facts.grossMargin} gross margin.`,
      `Inputs behind every figure: price ${facts.price} ${unit}; ${newCustomers} new ${facts.customerWord} in the first month, then ${facts.growth} growth a month; ${churn(`churn ${facts.churn} a month`)}; ${facts.cac} acquisition cost; ${facts.grossMargin} gross margin.`,
    ]),
    facts.when(
      "hasUpfront",
      `New customers also pay ${facts.upfrontPrice} once for the ${facts.deviceWord}, at a ${facts.upfrontMargin} gross margin; three months of device stock are added to the starting cash.`,
    ),
    ...years,
    soloLimit(p),
    choose(p, "financial-break-even", [
      `Break-even (EBITDA positive from then on): ${facts.breakEven}; ${payback}.`,
      `The business ${facts.breakEvenClause}, and ${payback}.`,
    ]),
    // A thing bought once has no lifetime of purchases: its one sale's gross profit is what a buyer brings.
    facts.when(
      "buysOnce",
      `Each buyer brings ${facts.ltv} of gross profit on their one purchase against a ${facts.cac} acquisition cost (${facts.ltvToCac}).`,
    ) +
      facts.when(
        "buysOnce",
        choose(p, "financial-ltv", [
          `Each customer is worth ${facts.ltv} in gross profit over their lifetime against a ${facts.cac} acquisition cost (${facts.ltvToCac}).`,
          `A customer brings ${facts.ltv} of gross profit over their lifetime and costs ${facts.cac} to win, a ratio of ${facts.ltvToCac}.`,
          `Against the ${facts.cac} it costs to win one, a customer returns ${facts.ltv} of gross profit while they stay (${facts.ltvToCac}).`,
        ]),
        false,
      ),
    choose(p, "financial-ask", [
      // (A plan that does not break even within the projection covers its 36 months' losses, not those
      // "before break-even".)
      `Funding need: ${facts.ask}, covering the losses ${facts.when("breaksEven", "before break-even")}${facts.when("breaksEven", "of the 36 months projected", false)} with a buffer.${facts.when("defaultCosts", " The team and overhead behind it are a default until you give your team's costs.")}`,
      `To get there the business needs ${facts.ask}: the losses ${facts.when("breaksEven", "before break-even")}${facts.when("breaksEven", "of the 36 months projected", false)} plus a safety margin.${facts.when("defaultCosts", " The team and overhead behind it are a default until you give your team's costs.")}`,
      facts.when(
        "breaksEvenAtOnce",
        `${facts.ask} pays for the first months' costs, with room for a slower start than planned.`,
      ) +
        facts.when(
          "breaksEvenAtOnce",
          `${facts.ask} pays for the losses ${facts.when("breaksEven", "until break-even")}${facts.when("breaksEven", "of the 36 months projected", false)}, with room for a slower start.`,
          false,
        ),
    ]),
    facts.when(
      "raiseBeyondMarket",
      `That is more than the serviceable market brings in a year (${facts.sam}), and no investor funds a raise larger than the market it serves: widen the market (more places, the next customer group) or run it lean before raising.`,
    ),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * A founder who does the work alone sells only their own hours: said as what stays true after any edit
 * of the forecast (the model was paced to it: financials.ts).
 */
function soloLimit(p: IdeaProfile): string {
  if (p.billingModel !== "services" || !workedAlone(p.answers)) return "";
  const period = pricedPeriod(p);
  const time =
    period === "per_hour"
      ? `about ${SOLO_HOURS} billable hours a month`
      : period === "per_day"
        ? `about ${soloCapacity(period)} working days a month`
        : `about ${soloCapacity(period)} jobs a month`;
  return `You do the work yourself, and one person has ${time}: once the customers above need more than that, the plan needs a second pair of hands, which these figures do not pay for.`;
}

/**
 * Where the price comes from: the founder's own sentence about it, quoted whole, or a plain statement
 * that the model starts from a typical figure until they name theirs.
 */
function pricingSource(p: IdeaProfile, price: string): string {
  // A sentence ends before a capital: "then Rs. 399 per month" is one sentence, not "…then Rs." and "399…".
  const said = p.answers.businessModel.split(/(?<=[.!?])\s+(?=\p{Lu})/u).find((line) => /\d/.test(line));
  if (said && p.statedPrice !== null) return `Your pricing, in your words: ${quoteFounder(said)}`;
  // "We take 7% of each trip": the founder named their cut; the order it is a cut of is the assumption.
  if (said && p.statedTakeRate !== null)
    return `Your pricing, in your words: ${quoteFounder(said)} The average order the ${Math.round(p.statedTakeRate * 1000) / 10}% is taken from is an assumption (${price} here); put your real average order in the forecast and every figure follows.`;
  // "£120 for a banner, £400 for a month's sponsorship" beside an ad-funded model: the founder's prices
  // are quoted, and the figure the model counts by is said to be an assumption, never that none was named.
  if (said && p.prices.length)
    return `Your pricing, in your words: ${quoteFounder(said)} The model counts revenue as a typical ${BILLING_MODEL_LABELS[p.billingModel]} figure (${price} here), not from these prices; set the price it should use in "What we understood" and every figure follows.`;
  return `You have not named a price yet, so the model starts from a typical ${BILLING_MODEL_LABELS[p.billingModel]} price; put yours in "What we understood" and every figure follows.`;
}

/**
 * When to raise, from the model's own cash row: before the starting cash runs out at the planned burn
 * (a raise takes about three months), not at a month picked from the break-even.
 */
export function raiseAdvice(ctx: ReturnType<typeof context>): string {
  const { p, facts } = ctx;
  const runsOut = facts.runsOutMonth;
  const advice = [
    facts.when(
      "cashRunsOutSoon",
      `Raise ${facts.ask} (or bring in revenue) before launch: the starting cash runs out in month ${runsOut}.`,
    ),
    facts.when(
      "cashRunsOutLater",
      choose(p, "rec-raise", [
        `Raise ${facts.ask} (or secure revenue) before month ${runsOut}, when the starting cash runs out; start by month ${facts.raiseByMonth}.`,
        `Start the ${facts.ask} raise by month ${facts.raiseByMonth} at the latest: the starting cash lasts until month ${runsOut}.`,
      ]),
    ),
    facts.when(
      "cashLasts",
      `The starting cash covers the losses ${facts.when("breaksEven", "before break-even")}${facts.when("breaksEven", "of the 36 months projected", false)}; raising ${facts.ask} would add a buffer, not a lifeline.`,
    ),
  ].join("");
  return [
    facts.when("raises", advice),
    // No raise for a plan that never pays for itself: what must be true first, from its own model.
    facts.when(
      "notInvestableYet",
      `Do not raise on this plan yet: as projected it does not break even within 36 months. It would if ${facts.investableWhen}; prove that with the first customers before asking anyone for money.${facts.when("cashLasts", ` Spend only what the pilot needs: the starting cash runs out in month ${runsOut}.`, false)}`,
    ),
    facts.when(
      "raiseBeyondMarket",
      `Widen the market before raising ${facts.ask}: the whole serviceable market brings in only ${facts.sam} a year.`,
    ),
  ].join("");
}

/** The two sections made only of computed figures, for the language-model path to reuse verbatim. */
export function numericSections(
  profile: IdeaProfile,
  brandName: string | null | undefined,
  financials: Financials,
) {
  const ctx = context({ profile, brandName, financials });
  return { marketSize: marketSizeText(ctx), financialProjections: financialText(ctx) };
}
