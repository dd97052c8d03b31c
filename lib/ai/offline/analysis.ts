import type { BusinessAnalysis, BusinessPlan, FullBusinessAnalysis } from "@/lib/artifacts/schemas";
import { BILLING_MODEL_LABELS, type BillingModel } from "@/lib/finance/assumptions";
import { buysOnce } from "@/lib/finance/model";
import { pluralOf } from "./facts";
import {
  BUSINESSES_PER_PERSON,
  computeFinancials,
  financialFacts,
  PEOPLE_PER_HOUSEHOLD,
  proposeFinancialModel,
  sizedMarket,
  type Financials,
} from "./financials";
import { inlineAudience, type IdeaProfile } from "./profile";
import {
  clip,
  firstSentence,
  joinList,
  listItems,
  lowerFirst,
  pick,
  quoteFounder,
  sentence,
  upperFirst,
  withArticle,
  wordCount,
} from "./text";

/** The business plan, the business analysis and the full analysis, built from shared sections. */

export interface AnalysisContext {
  profile: IdeaProfile;
  brandName?: string | null;
  financials?: Financials;
}

function context(c: AnalysisContext) {
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

function revenueModelText(ctx: ReturnType<typeof context>): string {
  const { p, facts, f } = ctx;
  const a = f.model.assumptions;
  // "£3 per staff member": what a customer pays in all, at the model's count of units.
  const perUnit = a.unitLabel
    ? facts.when(
        "perUnit",
        ` At about ${facts.units} ${pluralOf(a.unitLabel)} per ${p.customer.unit}, each customer brings ${facts.arpu} a month.`,
      )
    : "";
  const detail: Record<BillingModel, string> = {
    subscription: `Customers pay ${facts.pricePer} a month.${perUnit} Recurring revenue compounds while monthly churn stays near ${facts.churn}.`,
    marketplace: `The marketplace keeps ${facts.takeRate} of each transaction, with an average order of ${facts.price} and about ${facts.purchasesPerMonth} orders per active customer a month (${facts.arpu} of revenue per customer per month).`,
    one_time:
      facts.when(
        "buysOnce",
        `Each customer buys once, at ${facts.price}: every month's revenue is that month's new customers, so what it costs to win one decides the business.`,
      ) +
      facts.when(
        "buysOnce",
        `Customers buy at ${facts.price}; repeat purchases (about ${facts.purchasesPerMonth} a month per active customer) matter as much as the first sale.`,
        false,
      ),
    freemium: `The core product is free; about ${facts.payingShare} of active users upgrade at ${facts.pricePer} a month, so every active user is worth ${facts.arpu} a month on average.`,
    ads: `The product is free for users; advertisers pay to reach them, worth about ${facts.price} per active user each month.`,
    services:
      a.purchasesPerCustomerPerMonth === 1
        ? `Clients pay ${facts.pricePer} a month on a retainer;${perUnit} each new client is a meaningful share of revenue, so retention is the key lever.`
        : `Clients pay ${facts.price} for each job, about ${facts.purchasesPerMonth} jobs per client a month on average (${facts.arpu} a month), so repeat bookings and referrals are the key levers.`,
    usage: `Customers pay ${facts.price} per unit of use, around ${facts.purchasesPerMonth} units a month for a typical customer (${facts.arpu} a month), so revenue grows with their success.`,
  };
  return [
    sentence(
      `${ctx.name} earns money through ${withArticle(`${BILLING_MODEL_LABELS[p.billingModel]} model`)}`,
    ),
    detail[p.billingModel],
    facts.when(
      "hasUpfront",
      `Each new customer also pays ${facts.upfrontPrice} once for the device, at a ${facts.upfrontMargin} gross margin; the stock of devices is paid for before it sells, which the starting cash allows for.`,
    ),
  ]
    .filter(Boolean)
    .join(" ");
}

/** Where the count comes from, when it is not a figure for the founder's own market. */
function sizingBasis(ctx: ReturnType<typeof context>): string[] {
  const market = ctx.f.model.market;
  const sized = sizedMarket(ctx.p);
  if (market.geography !== sized.geography || market.potentialCustomers !== sized.potentialCustomers)
    return []; // edited
  const where = ctx.p.geography
    ? []
    : [
        choose(ctx.p, "sizing-where", [
          `The answers name no country or region, so this sizes ${market.geography} as a placeholder: say where you sell (in "What we understood" or the forecast's market) and the sizing follows.`,
          `${upperFirst(market.geography)} is only a placeholder because no market is named yet; once you say where you sell, in "What we understood", every figure above is redone for it.`,
          `Where ${ctx.p.customer.units} buy from you is still open, so ${market.geography} is a placeholder; name your first city or country and the counts change with it.`,
        ]),
      ];
  const how: Record<typeof sized.basis, string> = {
    industry: "",
    "industry-scaled": `The count of ${market.customerUnit} is the US figure scaled by population to ${market.geography}; replace it with a local count in the forecast when you have one.`,
    households: choose(ctx.p, "sizing-households", [
      `The count is every household in ${market.geography} (population divided by ${PEOPLE_PER_HOUSEHOLD} people per household), of which ${ctx.facts.serviceableShare} are assumed to match your description; replace both with a local figure when you have one.`,
      `Households here means ${market.geography}'s population over ${PEOPLE_PER_HOUSEHOLD} people each; the ${ctx.facts.serviceableShare} that fit your description of ${ctx.p.customer.units} is a guess to replace with a local statistic.`,
    ]),
    people: choose(ctx.p, "sizing-people", [
      `The count is everyone in ${market.geography}, of which ${ctx.facts.serviceableShare} are assumed to match your description of ${ctx.p.customer.units}; replace that share with a figure for your segment.`,
      `No survey counts ${ctx.p.customer.units} yet, so the whole population stands in and ${ctx.facts.serviceableShare} of it is assumed to fit; a survey, a panel or a competitor's user numbers would replace that guess.`,
    ]),
    visitors: choose(ctx.p, "sizing-visitors", [
      `Visitors are not residents, and no count of ${ctx.p.customer.units} is built in: ${market.geography}'s residents stand in, with ${ctx.facts.serviceableShare} assumed to be ${ctx.p.customer.units} you reach. Replace the count with the yearly visitor arrivals your tourism board publishes (it can be larger than the population).`,
      `The count here is ${market.geography}'s residents, a stand-in for ${ctx.p.customer.units}, who are not counted by any table in this package; put the published yearly visitor arrivals in the forecast's market and the sizing follows.`,
    ]),
    businesses: choose(ctx.p, "sizing-businesses", [
      `No industry count fits ${ctx.p.customer.units}, so this assumes one business per ${Math.round(1 / BUSINESSES_PER_PERSON)} people in ${market.geography}, of which ${ctx.facts.serviceableShare} are ${ctx.p.customer.units}; replace both with a local count.`,
      `For want of a census of ${ctx.p.customer.units}, the count takes one business per ${Math.round(1 / BUSINESSES_PER_PERSON)} people in ${market.geography} and assumes ${ctx.facts.serviceableShare} of them are ${ctx.p.customer.units}: a local register or trade association will have the real figure.`,
    ]),
  };
  return [...where, how[sized.basis]].filter(Boolean);
}

/**
 * A plan that needs a quarter or more of its own serviceable market in three years is not credible, and
 * the analysis says so instead of calling it a focused share: usually the customer count is the wrong
 * unit for the idea, or the growth is too steep.
 */
function implausibleShare(ctx: ReturnType<typeof context>): string[] {
  const unit = ctx.f.model.market.customerUnit;
  const warning = choose(ctx.p, "implausible-share", [
    `Warning: the plan's year-3 customers would be ${ctx.facts.shareOfServiceable} of this serviceable market, which no focused entrant wins in three years; check the count of ${unit} (it may be the wrong kind of customer for this idea) or lower the growth in the forecast.`,
    `Warning: by year 3 the plan would need ${ctx.facts.shareOfServiceable} of everyone in this serviceable market. Either the count of ${unit} is the wrong unit for this idea or the growth is too steep; correct one of them in the forecast.`,
  ]);
  return [ctx.facts.when("marketTooSmall", warning)].filter(Boolean);
}

/** One of several phrasings, chosen by the idea (and by the take: Regenerate gives another). */
function choose<T>(p: IdeaProfile, salt: string, options: readonly T[]): T {
  return pick(p.rng(salt), options);
}

function marketSizeText(ctx: ReturnType<typeof context>): string {
  const { facts, f, p } = ctx;
  const m = f.model.market;
  if (buysOnce(f.model.assumptions.monthlyChurnRate)) {
    // A product bought once is sized as one purchase per customer, not as a yearly spend.
    const once = choose(p, "market-size-once", [
      () => [
        `The market is sized from the top down, and every step below is an assumption to test.`,
        `There are about ${facts.potentialCustomers} ${m.customerUnit} in ${m.geography}; each buying one at ${facts.price}, that is a total addressable market (TAM) of ${facts.tam}.`,
      ],
      () => [
        `Sizing method: top-down, with each step an explicit assumption.`,
        `If each of the roughly ${facts.potentialCustomers} ${m.customerUnit} in ${m.geography} bought one at ${facts.price}, the total addressable market (TAM) would be ${facts.tam}.`,
      ],
    ])();
    return [
      ...once,
      `The segment served at launch, ${p.audienceShort}, is taken as ${facts.serviceableShare} of them: a serviceable addressable market (SAM) of ${facts.sam}.`,
      `Selling to ${facts.obtainableShare} of that segment within three years gives a serviceable obtainable market (SOM) of ${facts.som}.`,
      ...sizingBasis(ctx),
      ...implausibleShare(ctx),
    ].join(" ");
  }
  const steps = choose(p, "market-size", [
    () => [
      `Sizing method: top-down, with each step an explicit assumption.`,
      `Assuming ${facts.potentialCustomers} ${m.customerUnit} in ${m.geography}, each worth ${facts.annualPerCustomer} a year (${facts.arpu} a month), the total addressable market (TAM) is ${facts.tam}.`,
      `The segment served at launch, ${p.audienceShort}, is taken as ${facts.serviceableShare} of them: a serviceable addressable market (SAM) of ${facts.sam}.`,
      `Winning ${facts.obtainableShare} of that market within three years gives a serviceable obtainable market (SOM) of ${facts.som}.`,
    ],
    () => [
      `The market is sized from the top down, and every step below is an assumption to test.`,
      `${upperFirst(m.geography)} has about ${facts.potentialCustomers} ${m.customerUnit}; at ${facts.arpu} a month (${facts.annualPerCustomer} a year) each, that is a total addressable market (TAM) of ${facts.tam}.`,
      `${upperFirst(p.audienceShort)}, the group served first, are put at ${facts.serviceableShare} of that count, so the serviceable market (SAM) is ${facts.sam}.`,
      `A focused company could win ${facts.obtainableShare} of the SAM in three years: a serviceable obtainable market (SOM) of ${facts.som}.`,
    ],
    () => [
      `Start from the people who could pay: roughly ${facts.potentialCustomers} ${m.customerUnit} in ${m.geography}.`,
      `Each is worth ${facts.annualPerCustomer} a year at today's price and usage, which puts the total addressable market (TAM) at ${facts.tam}.`,
      `Only ${facts.serviceableShare} of them (${p.audienceShort}) can be reached at launch, a serviceable addressable market (SAM) of ${facts.sam}, and three years of focused selling could win ${facts.obtainableShare} of it, a serviceable obtainable market (SOM) of ${facts.som}.`,
    ],
  ])();
  return [...steps, ...sizingBasis(ctx), ...implausibleShare(ctx)].join(" ");
}

function financialText(ctx: ReturnType<typeof context>): string {
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
      `Revenue grows from ${facts.revenue[0]} in year 1 to ${facts.revenue[1]} in year 2 and ${facts.revenue[2]} in year 3, with ${facts.customers[0]}, ${facts.customers[1]} and ${facts.customers[2]} ${facts.customerWord} at each year's end.`,
      `EBITDA moves from ${facts.ebitda[0]} to ${facts.ebitda[1]} and then ${facts.ebitda[2]}.`,
    ],
    () => [
      `By the end of year 3 the plan has ${facts.customers[2]} ${facts.customerWord} and ${facts.revenue[2]} in annual revenue (year 1: ${facts.revenue[0]}; year 2: ${facts.revenue[1]}).`,
      `EBITDA by year: ${facts.ebitda[0]}, ${facts.ebitda[1]}, ${facts.ebitda[2]}.`,
    ],
  ])();
  const unit =
    p.billingModel === "services" && a.purchasesPerCustomerPerMonth !== 1
      ? "per job"
      : a.unitLabel && ["subscription", "services"].includes(p.billingModel)
        ? `per ${a.unitLabel} per month`
        : p.billingModel === "freemium" && p.customer.type === "business"
          ? `per paying ${p.customer.unit} per month`
          : PRICE_UNIT[p.billingModel];
  const newCustomers = facts.newCustomers;
  // A product bought once has no churn to speak of: every buyer is a new customer.
  const churn = (text: string) =>
    facts.when("buysOnce", "each customer buying once") + facts.when("buysOnce", text, false);
  return [
    pricingSource(p, facts.price),
    choose(p, "financial-assumptions", [
      `Assumptions: ${facts.price} ${unit}, ${newCustomers} new customers in the first month growing ${facts.growth} a month, ${churn(`${facts.churn} monthly churn`)}, ${facts.cac} to acquire a customer and a ${facts.grossMargin} gross margin.`,
      `The model starts at ${facts.price} ${unit} and ${newCustomers} new ${facts.customerWord} in month 1, adds ${facts.growth} more each month with ${churn(`${facts.churn} of them lost each month`)}, spends ${facts.cac} to win each one and keeps a ${facts.grossMargin} gross margin.`,
      `Inputs behind every figure: price ${facts.price} ${unit}; ${newCustomers} new ${facts.customerWord} in the first month, then ${facts.growth} growth a month; ${churn(`churn ${facts.churn} a month`)}; ${facts.cac} acquisition cost; ${facts.grossMargin} gross margin.`,
    ]),
    facts.when(
      "hasUpfront",
      `New customers also pay ${facts.upfrontPrice} once for the device, at a ${facts.upfrontMargin} gross margin; three months of device stock are added to the starting cash.`,
    ),
    ...years,
    choose(p, "financial-break-even", [
      `Break-even (EBITDA positive from then on): ${facts.breakEven}; ${payback}.`,
      `The business ${facts.breakEvenClause}, and ${payback}.`,
    ]),
    choose(p, "financial-ltv", [
      `Each customer is worth ${facts.ltv} in gross profit over their lifetime against a ${facts.cac} acquisition cost (${facts.ltvToCac}).`,
      `A customer brings ${facts.ltv} of gross profit over their lifetime and costs ${facts.cac} to win, a ratio of ${facts.ltvToCac}.`,
    ]),
    choose(p, "financial-ask", [
      `Funding need: ${facts.ask}, covering the losses before break-even with a buffer.`,
      `To get there the business needs ${facts.ask}: the losses before break-even plus a safety margin.`,
    ]),
  ]
    .filter(Boolean)
    .join(" ");
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
  return `You have not named a price yet, so the model starts from a typical ${BILLING_MODEL_LABELS[p.billingModel]} price; put yours in "What we understood" and every figure follows.`;
}

function marketingText(ctx: ReturnType<typeof context>): string {
  const { p, name } = ctx;
  const [c1, c2, c3, c4] = p.industry.channels;
  const message = sentence(
    `Message: lead with the problem ${p.audienceShort} feel (${clip(p.problem, 14)}) and show how ${name} ${clip(p.solutionAction, 10)}`,
  );
  const kpis = listItems(p.industry.kpis.slice(0, 3));
  return choose(p, "marketing", [
    () => [
      `Launch (months 1-3): win the first customers by hand through ${c1} and ${c2}; every conversation doubles as research.`,
      `Growth (months 4-12): scale what converted, adding ${c3}${c4 ? ` and ${c4}` : ""}, and turn early customers into case studies and referrals.`,
      message,
      `Measure ${kpis} every week and move budget to the channel with the lowest acquisition cost.`,
    ],
    () => [
      message,
      `The first customers come one by one, through ${c1}; ${c2} is the second channel to test, and each gets two weeks and a budget before it is kept or dropped.`,
      `Once a channel converts, add ${c3}${c4 ? ` and then ${c4}` : ""}, and ask every happy customer for a referral or a short case study.`,
      `The weekly numbers that decide where money goes: ${kpis}.`,
    ],
    () => [
      `Go-to-market runs in two phases.`,
      `First, the founder sells directly through ${c1}, with ${c2} as the backup, to learn which words make ${p.audienceShort} say yes.`,
      message,
      `Then ${name === "The business" ? "the business" : name} scales the channel that converted and adds ${c3}${c4 ? ` and ${c4}` : ""}, watching ${kpis} every week.`,
    ],
    () => [
      `Two channels are tested first, side by side: ${c1} and ${c2}, each with a small fixed budget and a named goal in customers.`,
      message,
      `Whichever wins a customer more cheaply gets the next month's budget; ${c3}${c4 ? ` and ${c4}` : ""} wait until one channel works.`,
      `Every Monday, look at ${kpis}.`,
    ],
  ])().join(" ");
}

/** The founder's named rivals, with their own sentences about them quoted whole, each sentence once. */
export function namedCompetition(p: IdeaProfile): string[] {
  if (!p.competitors.length) return [];
  const claims = [...new Set(p.competitors.map((c) => c.claim))];
  return [
    `You name ${joinList(p.competitors.map((c) => c.name))} as the ${p.competitors.length > 1 ? "alternatives" : "alternative"} open to ${p.audienceShort} today.`,
    ...claims.map((claim) => `In your words: ${quoteFounder(claim)}`),
  ];
}

/** The founder's differentiator, quoted as theirs (never rephrased into a claim they did not make). */
export function founderEdge(p: IdeaProfile): string {
  const chosen = founderEdgeSentence(p);
  return chosen ? quoteFounder(chosen) : "";
}

/** The founder's own sentence about their edge, unquoted ("" when they only describe the rivals). */
export function founderEdgeSentence(p: IdeaProfile): string {
  // A sentence about the rivals ("Enterprise tools like ComplianceMate … cost too much") is not the edge:
  // the first sentence that names none is; with none, the edge is left to the competition section.
  const sentences = p.answers.differentiator.split(/(?<=[.!?])\s+(?=[A-Z“"])/).map((s) => s.trim());
  // A sentence is about the rivals when one of them is named in its first words, not as a yardstick
  // ("IKEA-like lead times") nor after "Unlike X, we…".
  const aboutRivals = (s: string) =>
    !/^(?:unlike|compared)\b/i.test(s) &&
    p.competitors.some((c) => {
      const at = s.indexOf(c.name);
      const before = s.slice(0, at);
      return (
        at >= 0 &&
        before.split(/\s+/).length <= 6 &&
        !/\b(?:unlike|than|instead of|compared (?:to|with)|versus|vs\.?)\s+$/i.test(before) &&
        !s.startsWith("-like", at + c.name.length)
      );
    });
  const own = sentences.find((s) => s && !aboutRivals(s));
  const fallback = p.competitors.length ? "" : firstSentence(p.answers.differentiator);
  return (own ?? fallback).replace(/[.!?]+$/, "");
}

function competitionText(ctx: ReturnType<typeof context>): string {
  const { p, name } = ctx;
  const named = namedCompetition(p);
  const comps = p.industry.competitorTypes.slice(0, 2);
  const listed = comps.map((c) => `${c.name}, which ${c.weakness}`);
  const typical = p.industryConfident ? `in ${p.industry.name}` : `for a business like this`;
  const alternatives = listed.length
    ? sentence(
        choose(p, "competition-typical", [
          `${named.length ? "Beyond those, the alternatives typical" : "The alternatives typical"} ${typical} are ${listItems(listed)}`,
          `${named.length ? "Other options" : "The options"} ${p.audienceShort} typically weigh are ${listItems(listed)}`,
          `Expect to be compared with ${listItems(listed)}`,
        ]),
      )
    : "";
  const askForRivals = named.length
    ? ""
    : choose(p, "competition-ask", [
        `The answers name no competitor: list the products or workarounds ${p.audienceShort} use today, by name, so the comparison is with real alternatives.`,
        `No rival is named yet; ask ten ${p.audienceShort} what they use today and add those names to "What we understood".`,
        `Name the two or three alternatives ${p.audienceShort} would mention first; until then this comparison is generic.`,
      ]);
  const edge = founderEdge(p);
  const differentiator = firstSentence(p.answers.differentiator);
  const alreadyQuoted = p.competitors.some((c) => c.claim.startsWith(differentiator));
  const position =
    edge && !alreadyQuoted
      ? `${name}'s difference, as you put it: ${edge}`
      : choose(p, "competition-position", [
          `${name} competes by serving ${p.audienceShort} more closely than general-purpose alternatives do.`,
          `${name}'s position: built for ${p.audienceShort} alone, where the alternatives serve everyone a little.`,
          `Against all of these, ${name} wins by fitting ${p.audienceShort} exactly; breadth is the rivals' game.`,
        ]);
  return [
    ...named,
    alternatives,
    askForRivals,
    position,
    choose(p, "competition-keep", [
      `To keep that edge, ${name === "The business" ? "the business" : name} should turn early customers into references, build data or relationships competitors cannot copy quickly, and keep the product focused on this one group.`,
      `An edge like this is copied within a year unless it is backed by something harder to copy: customer relationships, data from every sale, or a brand ${p.audienceShort} recommend.`,
      `The defence is speed and focus: serve ${p.audienceShort} better every month, and collect the stories and references a larger rival cannot fake.`,
    ]),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * When to raise, from the model's own cash row: before the starting cash runs out at the planned burn
 * (a raise takes about three months), not at a month picked from the break-even.
 */
function raiseAdvice(ctx: ReturnType<typeof context>): string {
  const { p, facts } = ctx;
  const runsOut = facts.runsOutMonth;
  return [
    facts.when(
      "cashRunsOutSoon",
      `Raise ${facts.ask} (or bring in revenue) before launch: at the planned spending the starting cash runs out in month ${runsOut}.`,
    ),
    facts.when(
      "cashRunsOutLater",
      choose(p, "rec-raise", [
        `Raise ${facts.ask} (or secure revenue) before month ${runsOut}, when the starting cash runs out at the planned spending; start by month ${facts.raiseByMonth}.`,
        `Start the ${facts.ask} raise by month ${facts.raiseByMonth} at the latest: the starting cash lasts until month ${runsOut} at the planned spending.`,
      ]),
    ),
    facts.when(
      "cashLasts",
      `The starting cash covers the losses before break-even as planned; raising ${facts.ask} would add a buffer, not a lifeline.`,
    ),
  ].join("");
}

function recommendations(ctx: ReturnType<typeof context>): string[] {
  const { p, facts, f } = ctx;
  const rng = p.rng("recommendations");
  // A service priced per job (a funeral, a walk) is won afresh each time, like a sale: no churn to hold.
  const recurring =
    ["subscription", "freemium", "usage"].includes(p.billingModel) ||
    (p.billingModel === "services" && f.model.assumptions.purchasesPerCustomerPerMonth === 1);
  const list = [
    choose(p, "rec-validate", [
      `Validate demand before building more: sign 5 pilot customers among ${p.audienceShort} at ${facts.price}.`,
      `Ask for money early: five ${p.audienceShort} paying ${facts.price} prove more than a hundred compliments.`,
      `Before adding features, get five paying pilots among ${p.audienceShort}; their reasons for buying become the sales script.`,
      `Sell before you scale: a signed order or a paid pilot from five ${p.audienceShort} is the evidence investors and the team need.`,
    ]),
    choose(p, "rec-cac", [
      `Keep acquisition cost under ${facts.cac} per customer; pause any channel that costs more for two weeks running.`,
      `Spend on a channel only while a customer costs less than ${facts.cac} to win; cut it after two weeks above that.`,
      `Track what each customer costs to win from the first week; ${facts.cac} is the ceiling this plan can afford.`,
      `Budget by cost per customer, not by channel: above ${facts.cac} a customer, the plan's numbers stop working.`,
    ]),
    recurring
      ? choose(p, "rec-churn", [
          `Hold monthly churn at or below ${facts.churn}: talk to every customer who leaves in the first 90 days.`,
          `Treat every cancellation as research: call each customer who leaves, and keep churn under ${facts.churn} a month.`,
          `The plan assumes ${facts.churn} of customers leave each month; ask every one who leaves why, and fix the top reason first.`,
          `Retention decides this model: watch the first 90 days of every customer and keep monthly churn at ${facts.churn} or less.`,
        ])
      : p.billingModel === "marketplace"
        ? `Recruit both sides at once: line up enough providers that the first customers always find a match, and measure repeat use on each side.`
        : p.billingModel === "services"
          ? `Win the next job from the last one: ask every client for a review and a referral, since each job is won afresh.`
          : facts.when(
              "buysOnce",
              `Design for the referral: each buyer buys once, so every happy customer has to bring the next one.`,
            ) +
            facts.when(
              "buysOnce",
              `Design for the second purchase: a reason to come back or refer a friend, since each sale is won afresh.`,
              false,
            ),
    choose(p, "rec-risk", [
      `Prepare for ${p.industry.risks[0]} and ${p.industry.risks[1] ?? "slower-than-planned adoption"}, with a plan B for each.`,
      `Write down a plan B for ${p.industry.risks[0]} now, while it is still a risk and not yet a problem.`,
    ]),
    raiseAdvice(ctx),
    // The founder's own claim, put to the test in their words; without one, a habit that wins customers.
    p.answers.differentiator.trim() && wordCount(firstSentence(p.answers.differentiator)) <= 40
      ? choose(p, "rec-edge", [
          `Test the edge you claim in the next ten conversations: ${quoteFounder(firstSentence(p.answers.differentiator))} If ${p.audienceShort} do not say it back in their own words, it is not yet why they would buy.`,
          `Your stated edge is ${quoteFounder(firstSentence(p.answers.differentiator))} Check it against what the first paying customers give as their reason; keep it only if it matches.`,
          `Put your claim, ${quoteFounder(firstSentence(p.answers.differentiator))} in front of ${p.audienceShort} on a one-page offer and count how many ask for more.`,
        ])
      : pick(rng, [
          `Build a referral loop: give existing customers a reason to invite peers.`,
          `Publish one useful piece of content for ${p.audienceShort} every week to build organic search traffic.`,
          `Partner with one organisation ${p.audienceShort} already trust to borrow their reach.`,
        ]),
  ];
  // "Everyone" is no one to sell to: naming the first customer comes before signing pilots among them.
  if (p.broadAudience)
    list.splice(
      0,
      1,
      choose(p, "rec-vague", [
        `Name the first customer before building more: ${quoteFounder(p.answers.targetAudience)} is too broad to reach with one message, so pick one group you can find in one place and sell to them first.`,
        `You described the customer as ${quoteFounder(p.answers.targetAudience)} Narrow that to one group with one shared problem, such as a job, a place or a life stage, and write every page for them.`,
        `Pick a beachhead: of everyone in ${quoteFounder(p.answers.targetAudience)} which group feels the problem most and can be reached this month? Start there.`,
      ]),
    );
  if (p.industry.regulation) list.push(`Compliance: ${lowerFirst(regulationFor(p))}`);
  return list.slice(0, 8);
}

/** US rules, agencies and states in a template's compliance note: the note is the US's, not the market's. */
const US_RULES = /\b(?:US|FDA|FTC|HIPAA|FERPA|COPPA|SOC 2|state|states|sales tax)\b/;

/**
 * The template's compliance note where it holds: in the United States (or with no market named) as it is;
 * elsewhere, a note that names the founder's market instead of American rules and agencies.
 */
function regulationFor(p: IdeaProfile): string {
  const note = p.industry.regulation;
  const countries = p.geography?.countries ?? [];
  if (!countries.length || countries.includes("US") || !US_RULES.test(note)) return note;
  return `Before launch, check which licences, data-protection and consumer rules apply to ${p.industryConfident ? p.industry.name : "a business like this"} in ${p.geography!.label}; the trade association or a short call with a local lawyer usually settles it.`;
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

/** The first four things to do, each said one of a few ways, and about the founder's own rivals and channels. */
function actionItems(ctx: ReturnType<typeof context>): string[] {
  const { p, name, facts } = ctx;
  const product = name === "The business" ? "the product" : name;
  const [rival] = p.competitors;
  const [channel] = p.channels;
  return [
    choose(p, "action-interviews", [
      `Schedule 10 customer interviews with ${p.audienceShort} this week.`,
      `Book ten conversations with ${p.audienceShort} in the next seven days and ask about the last time the problem hit.`,
      `Talk to ten ${p.audienceShort} before writing more code or ordering stock: what did the problem cost them last month?`,
    ]),
    rival
      ? choose(p, "action-rival", [
          `Try ${rival.name} as a customer would and write down where it falls short for ${p.audienceShort}.`,
          `Go through ${rival.name} as a customer (or ask one to walk you through it) and list the three moments ${product} must beat it.`,
        ])
      : choose(p, "action-landing", [
          `Put up a landing page for ${product} with the ${facts.price} price and collect sign-ups.`,
          `Publish a one-page offer for ${product} at ${facts.price} and count how many visitors leave an email or a deposit.`,
        ]),
    p.kind === "physical"
      ? choose(p, "action-build", [
          `Order samples or build a prototype of the part that ${clip(p.solutionAction, 10)}, and test it with three customers.`,
          `Get a first prototype into three customers' hands within a month and watch them use it.`,
        ])
      : choose(p, "action-build", [
          `Build the first workflow: the part that ${clip(p.solutionAction, 10)}.`,
          `Deliver the core promise by hand for the first customers before automating any of it.`,
        ]),
    channel
      ? `Start with ${channel}, as you planned, and give it two weeks and a fixed budget before judging it.`
      : choose(p, "action-track", [
          `Set up weekly tracking of ${listItems(p.industry.kpis.slice(0, 2))}.`,
          `Pick the two numbers that decide the next step (${listItems(p.industry.kpis.slice(0, 2))}) and review them every Monday.`,
        ]),
  ];
}

export function offlineFullBusinessAnalysis(c: AnalysisContext): FullBusinessAnalysis {
  const ctx = context(c);
  const { p, name, facts } = ctx;
  return {
    executiveSummary: [
      ...choose(p, "summary-open", [
        () => [
          sentence(`${name} is ${withArticle(p.product)} for ${inlineAudience(p)} that ${p.solutionAction}`),
          sentence(`It addresses a costly problem: ${clip(p.problem, 30)}`),
        ],
        () => [
          sentence(`The problem: ${clip(p.problem, 30)}`),
          sentence(
            `${name}'s answer is ${withArticle(p.product)} that ${p.solutionAction}, built for ${p.audience}`,
          ),
        ],
        () => [
          sentence(`${upperFirst(p.audienceShort)} know the problem well: ${clip(p.problem, 30)}`),
          sentence(`${name} solves it with ${withArticle(p.product)} that ${p.solutionAction}`),
        ],
      ])(),
      founderEdge(p) ? `Its advantage, in your words: ${founderEdge(p)}` : "",
      choose(p, "summary-plan", [
        `With ${withArticle(`${BILLING_MODEL_LABELS[p.billingModel]} model`)} at ${p.billingModel === "marketplace" ? `${facts.takeRate} of each ${facts.price} order` : facts.price}, the plan reaches ${facts.customers[2]} ${facts.customerWord} and ${facts.revenue[2]} in revenue in year 3 and ${facts.breakEvenClause}.`,
        `${p.billingModel === "marketplace" ? `Keeping ${facts.takeRate} of each ${facts.price} order` : `Priced at ${facts.price} (${BILLING_MODEL_LABELS[p.billingModel]})`}, it grows to ${facts.customers[2]} ${facts.customerWord} and ${facts.revenue[2]} of year-3 revenue, and ${facts.breakEvenClause}.`,
        `The forecast: ${facts.customers[2]} ${facts.customerWord} by the end of year 3, ${facts.revenue[2]} of revenue that year at ${p.billingModel === "marketplace" ? `${facts.takeRate} of each ${facts.price} order` : facts.price}, and the business ${facts.breakEvenClause}.`,
      ]),
      facts.when(
        "marketRoomy",
        choose(p, "summary-market", [
          `The market is large enough (SAM ${facts.sam}) for a focused entrant, and the first 90 days should prove willingness to pay.`,
          `There is room (a serviceable market of ${facts.sam}); what is unproven is whether ${p.audienceShort} will pay, which the first three months must settle.`,
          `Size is not the risk here (SAM ${facts.sam}); the open question is whether ${p.audienceShort} pay, and early sales answer it.`,
        ]),
      ),
      facts.when(
        "marketShortOfCosts",
        `The market is narrow for the costs: at the share a newcomer can win it brings in ${facts.som} a year, less than the fixed costs of year 3, so test a higher price or a wider market before hiring (see Market Potential), and keep the team lean.`,
      ),
      facts.when(
        "marketTooSmall",
        `As sized, the serviceable market (SAM ${facts.sam}) is too small for this plan (see Market Potential), so the first step is to check who the customer is and how many there are.`,
      ),
    ]
      .filter(Boolean)
      .join(" "),
    // The industry's trends only when the industry is known and there is a market to speak of.
    marketPotential: [
      marketSizeText(ctx),
      ...(p.industryConfident && (p.geography || !p.broadAudience) ? p.industry.trends.slice(0, 2) : []),
    ].join(" "),
    competitiveLandscape: competitionText(ctx),
    financialProjections: financialText(ctx),
    marketingStrategy: marketingText(ctx),
    strategicRecommendations: recommendations(ctx),
    actionItems: actionItems(ctx),
    financialModel: ctx.f.model,
  };
}

export function offlineBusinessPlan(c: AnalysisContext): BusinessPlan {
  const ctx = context(c);
  const full = offlineFullBusinessAnalysis({ ...c, financials: ctx.f });
  return {
    executiveSummary: full.executiveSummary,
    marketAnalysis: `${marketSizeText(ctx)} ${ctx.p.industry.trends.join(" ")}`,
    competitiveAnalysis: competitionText(ctx),
    marketingStrategy: marketingText(ctx),
  };
}

export function offlineBusinessAnalysis(c: AnalysisContext): BusinessAnalysis {
  const ctx = context(c);
  const { p, facts, name } = ctx;
  const comps = p.industry.competitorTypes;
  return {
    marketSize: marketSizeText(ctx),
    targetMarket: [
      sentence(`The first customers are ${p.audience}`),
      p.answers.targetAudience
        ? sentence(`In your words: ${clip(p.answers.targetAudience.replace(/[.!?]+$/, ""), 40)}`)
        : "",
      `They are ${p.customer.type === "business" ? "business buyers" : "consumers"}${p.industryConfident ? ` in ${p.industry.name}` : ""}, reachable through ${listItems(p.industry.channels.slice(0, 2))}.`,
    ]
      .filter(Boolean)
      .join(" "),
    revenueModel: revenueModelText(ctx),
    competitiveAdvantage: founderEdge(p)
      ? `In your words: ${founderEdge(p)} ${
          p.competitors.length
            ? `Against ${joinList(p.competitors.map((c) => c.name))}, the case rests on that difference being true for ${p.audienceShort}: test it in every interview.`
            : `Compared with ${comps[0]?.name ?? "current alternatives"}, which ${comps[0]?.weakness ?? "do not focus on this audience"}, ${name} is built around this one group.`
        }`
      : `${name} is built around ${p.audienceShort}, where ${comps[0]?.name ?? "current alternatives"} ${comps[0]?.weakness ?? "serve everyone a little"}.`,
    swot: {
      strengths: [
        `Focused on one clearly described customer: ${p.audienceShort}.`,
        p.differentiator
          ? `A stated differentiator: ${clip(p.differentiator, 24)}.`
          : `A simple, understandable offer.`,
        `${upperFirst(BILLING_MODEL_LABELS[p.billingModel])} revenue at ${facts.price}, with a ${facts.grossMargin} gross margin.`,
      ],
      weaknesses: [
        `No customers or brand recognition yet.`,
        `A small founding team that must build, sell and support at the same time.`,
        `Acquisition cost of about ${facts.cac} per customer to fund before revenue catches up.`,
      ],
      opportunities: p.industry.trends.slice(0, 3).map((t) => sentence(t)),
      threats: [
        ...(p.competitors.length
          ? p.competitors.slice(0, 2).map((c) => `${c.name} answering with a similar offer.`)
          : comps.slice(0, 2).map((c) => sentence(`${upperFirst(c.name)} adding a similar feature`))),
        sentence(upperFirst(p.industry.risks[0])),
      ],
    },
    risks: p.industry.risks.map((r) => sentence(upperFirst(r))),
  };
}
