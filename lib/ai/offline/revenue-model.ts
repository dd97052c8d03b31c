import { BILLING_MODEL_LABELS, type BillingModel } from "@/lib/finance/assumptions";
import type { context } from "./analysis-figures";
import { monthlyPrice, singleJobOffer } from "./billing";
import { otherOffers } from "./other-prices";
import { refillOffer } from "./refill";
import { pluralOf } from "./facts";
import type { FinancialFacts } from "./financials";
import { buyerPaysOrder, listedFreeSide, orderWord, sellerPays } from "./marketplace";
import type { IdeaProfile } from "./profile";
import { joinList, sentence, upperFirst, withArticle } from "./text";

/**
 * The plan's price is the founder's weekly one ("KSh 1,200 per week for the small box"), per customer: the
 * model's monthly price is that week's, so the week is what the founder is quoted back.
 */
export function weeklyPlan(p: Pick<IdeaProfile, "prices" | "pricedUnits" | "statedPrice">): boolean {
  const week = p.prices.find((x) => x.period === "week");
  return !!week && !p.pricedUnits && p.statedPrice === Math.round(((week.amount * 52) / 12) * 100) / 100;
}

/**
 * What a marketplace earns on an order: "12% of each $40 order", "a flat ₭5,000 fee on each order"; an order
 * value the founder never gave is the model's assumption, not stated as theirs ("12% of each order").
 */
export function orderCut(facts: FinancialFacts, p: Pick<IdeaProfile, "statedPrice">): string {
  const order = p.statedPrice === null ? "order" : `${facts.price} order`;
  return `${facts.when("flatFee", `a flat ${facts.price} fee on each order`)}${facts.when("flatFee", `${facts.takeRate} of each ${order}`, false)}`;
}

/**
 * The price as a customer is asked it: "€149 for the device and €6.99 a month", "a flat ₭5,000 fee on each
 * order", "€29 a month", "€890", a retainer beside its single job ("zł 1,200 a month or zł 350 per estimate").
 */
export function askedPrice(p: IdeaProfile, facts: FinancialFacts): string {
  // The sellers are asked for the cut; buyers for what an order costs them ("₱299 an order", not "20% of
  // each ₱299 order", which the coach pays).
  if (p.billingModel === "marketplace") {
    const deal = orderWord(p);
    return buyerPaysOrder(p)
      ? `${facts.price} ${/^[aeiou]/i.test(deal) ? "an" : "a"} ${deal}`
      : orderCut(facts, p);
  }
  // Users pay nothing: the price is what an advertiser pays to reach one of them.
  if (p.billingModel === "ads") return `${facts.price} a month per active user`;
  const job = singleJobOffer(p);
  const base = ["subscription", "freemium"].includes(p.billingModel)
    ? weeklyPlan(p) // ("Weekly plan from $390 MXN" is asked for by the week.)
      ? `${facts.weekPrice} a week`
      : `${facts.pricePer} a month${facts.when("hasAnnual", ` or ${facts.annualPer} a year`)}`
    : job
      ? `${facts.pricePer} a month or ${job.text}`
      : facts.price;
  return `${facts.when("hasUpfront", `${facts.upfrontPrice} for the ${facts.deviceWord} and `)}${base}${facts.when("defaultPrice", " (a default price until you set yours)")}`;
}

/** What a seller does with an order: sells a ticket or a pass, takes a booking or a class. */
const sells = (p: Parameters<typeof orderWord>[0]) =>
  /^(?:ticket|pass|order)$/.test(orderWord(p)) ? "sell" : "take";

/**
 * How the business earns, as the analysis says it: the billing model and what one customer pays in it,
 * with the model's figures as references the figure view fills (lib/finance/figures.ts).
 */
export function revenueModelText(ctx: ReturnType<typeof context>): string {
  const { p, facts, f } = ctx;
  const a = f.model.assumptions;
  // "£3 per staff member": what a customer pays in all, at the model's count of units.
  const perUnit = a.unitLabel
    ? facts.when(
        "perUnit",
        ` At about ${facts.units} ${pluralOf(a.unitLabel)} per ${p.customer.unit}, each customer brings ${facts.arpu} a month.`,
      )
    : "";
  // What one purchase counts: the founder's day or hour, else a unit of use.
  const period = p.prices.find((x) => x.amount === p.statedPrice)?.period;
  const job = singleJobOffer(p);
  // "a monthly package of 8 sessions for R$ 880": what the month buys, in the founder's word.
  // ("…only after they pass probation": a verb, not a pass bought.) A monthly figure the founder never
  // stated ("GEL 280 per day", "15% of the first-year salary") is an average, not a retainer.
  const bought = (
    /\b(?:monthly|básico|basic|our|a|the)\s+(package|plan|membership)\b|\b(package|plan|membership)\s+(?:of\s+)?(?:\p{Sc}|[A-Z]{2,3}\$?\s?\d|\d)/iu
      .exec(p.answers.businessModel)
      ?.slice(1)
      .find(Boolean) ?? (p.prices.some((x) => x.period === "month") ? "retainer" : "average")
  ).toLowerCase();
  const unit = period === "per_day" ? "day" : period === "per_hour" ? "hour" : "unit";
  // "We charge 15% of the chef's first-year salary": a fee that is a share of something the answers do not
  // size is quoted whole, and the monthly figure is said to be the forecast's assumption, not their price.
  const percentFee =
    bought === "average" && p.prices.some((x) => x.period === "commission")
      ? p.answers.businessModel
          .split(/(?<=[.!?])\s+/)
          .find((part) => /\d\s?%/.test(part))
          ?.trim()
          .replace(/[.!?]+$/, "")
      : undefined;
  // "Traders pay KSh 500 per month to list. Free for buyers": who pays, and who uses it free.
  const freeSide = listedFreeSide(p);
  // "then optional replacement top covers at £9": a refill the forecast leaves out is said, not dropped.
  const refill = refillOffer(p);
  const detail: Record<BillingModel, string> = {
    subscription: `${freeSide ? `${upperFirst(pluralOf(p.customer.unit))} pay` : "Customers pay"} ${weeklyPlan(p) ? `${facts.weekPrice} a week (about ${facts.monthPrice} a month)` : `${facts.pricePer} a month`}${facts.when("hasAnnual", `, or ${facts.annualPer} for a year paid upfront (counted here at the monthly price)`)}.${perUnit}${freeSide ? ` ${upperFirst(freeSide)} use it free: they are why the ${pluralOf(p.customer.unit)} stay.` : ""} Recurring revenue compounds while monthly churn stays near ${facts.churn}.`,
    marketplace: sellerPays(p)
      ? `The marketplace keeps ${facts.takeRate} of each ${orderWord(p)} ${pluralOf(p.customer.unit)} ${sells(p)} through it, at an average ${orderWord(p)} of ${facts.price}. Each of them is assumed to ${sells(p)} about ${facts.purchasesPerMonth} ${pluralOf(orderWord(p))} a month through ${ctx.name} (${facts.arpu} of revenue per ${p.customer.unit} a month): an assumption, since the answers do not say how many; their real volume, in the forecast, changes every figure.`
      : `${facts.when("flatFee", `The marketplace charges a flat ${facts.price} fee on each order, with`)}${facts.when("flatFee", `The marketplace keeps ${facts.takeRate} of each transaction, with an average order of ${facts.price} and`, false)} about ${facts.purchasesPerMonth} orders per active customer a month (${facts.arpu} of revenue per customer per month).`,
    one_time:
      facts.when(
        "buysOnce",
        `Each customer buys once, at ${facts.price}: every month's revenue is that month's new customers, so what it costs to win one decides the business.${refill ? ` Not counted: your ${refill.what} at ${refill.price}, which buyers may come back for; the forecast has each buyer buying once, so those sales are upside until you see how often they do.` : ""}`,
      ) +
      facts.when(
        "buysOnce",
        `Customers buy at ${facts.price}; repeat purchases (about ${facts.purchasesPerMonth} a month per active customer) matter as much as the first sale.`,
        false,
      ),
    freemium: `The core product is free; about ${facts.payingShare} of active users upgrade at ${facts.pricePer} a month, so every active user is worth ${facts.arpu} a month on average.`,
    ads: `The product is free for users; advertisers pay to reach them, worth about ${facts.price} per active user each month.`,
    services:
      a.unitLabel && period === "per_use"
        ? `Clients pay ${facts.price} per ${a.unitLabel} for each job.${perUnit} That is about one job a month per client, so repeat bookings through the season and referrals are the key levers.`
        : period === "week"
          ? `Clients pay ${facts.price} for a week of it, ${facts.when("buysOnce", "once, for their stay")}${facts.when("buysOnce", `about ${facts.purchasesPerMonth} weeks per client a month on average (${facts.arpu} a month), so clients coming back each holiday and referrals are the key levers`, false)}.`
          : period === "per_hour" || period === "per_day"
            ? `Clients pay ${facts.price} ${unit === "hour" ? "an" : "a"} ${unit} for the work, about ${facts.purchasesPerMonth} ${unit}s per client a month on average (${facts.arpu} a month), so repeat bookings and referrals are the key levers.`
            : a.purchasesPerCustomerPerMonth === 1 && monthlyPrice(p) && percentFee
              ? `Clients pay a percentage fee; in the founder's words, “${percentFee}”. The forecast counts it as about ${facts.pricePer} a month per client on average: an assumption, since the answers do not give the amount the percentage is taken of; put your typical fee, and how often a client pays one, in the forecast. Each new client is a meaningful share of revenue, so repeat business and referrals are the key levers.`
              : a.purchasesPerCustomerPerMonth === 1 && monthlyPrice(p)
                ? `Clients pay ${bought === "average" ? `about ${facts.pricePer} a month on average` : `${facts.pricePer} a month ${bought === "retainer" ? "on a retainer" : `for the ${bought}`}`}.${perUnit}${job ? ` A single ${job.per} costs ${job.price} on its own, which the forecast leaves out: it counts ${bought === "average" ? "the monthly figure" : `${bought}s`}.` : ""} Each new client is a meaningful share of revenue, so retention is the key lever.`
                : `Clients pay ${facts.price} for each job, about ${facts.purchasesPerMonth} a month per client on average (${facts.arpu} a month), so repeat bookings and referrals are the key levers.`,
    usage:
      facts.when(
        "buysOnce",
        `Customers pay ${facts.price} ${unit === "hour" ? "an" : "a"} ${unit} for one stay of about ${facts.purchasesPerMonth} ${unit}s (${facts.arpu} each), once: every month's revenue is that month's new customers, so what it costs to win one decides the business.`,
      ) +
      facts.when(
        "buysOnce",
        `Customers pay ${facts.price} per ${unit === "unit" ? "unit of use" : unit}, around ${facts.purchasesPerMonth} ${unit}s a month for a typical customer (${facts.arpu} a month), so revenue grows with their success.`,
        false,
      ),
  };
  // "€4 por hora or €12 for the whole day": the forecast counts one price; the founder's others are said.
  const others = otherOffers(
    p,
    [refill?.amount, job?.amount, a.upfrontPrice].filter((x) => x !== undefined),
  );
  return [
    sentence(
      `${ctx.name} earns money through ${withArticle(`${BILLING_MODEL_LABELS[p.billingModel]} model`)}`,
    ),
    detail[p.billingModel],
    others.length
      ? `Also in your pricing, which the forecast does not count: ${joinList(others.map((o) => `“${o}”`))}.`
      : "",
    facts.when(
      "hasUpfront",
      `Each new customer also pays ${facts.upfrontPrice} once for the ${facts.deviceWord}, at a ${facts.upfrontMargin} gross margin; the stock of devices is paid for before it sells, which the starting cash allows for.`,
    ),
  ]
    .filter(Boolean)
    .join(" ");
}
