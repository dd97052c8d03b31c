import type { BusinessAnalysis, BusinessPlan, FullBusinessAnalysis } from "@/lib/artifacts/schemas";
import { BILLING_MODEL_LABELS } from "@/lib/finance/assumptions";
import { buysOnce } from "@/lib/finance/model";
import {
  choose,
  context,
  financialText,
  marketSizeText,
  raiseAdvice,
  type AnalysisContext,
} from "./analysis-figures";
import { askedPrice, orderCut } from "./revenue-model";
import { refillOffer } from "./refill";
import { throughChannel } from "./facts";
import { alreadyTrading, workedAlone } from "./founder";
import { revenueModelText } from "./revenue-model";
import { forAudience, type IdeaProfile } from "./profile";
import { problemOwner } from "./marketplace";
import {
  activeRivals,
  competitionText,
  founderEdge,
  founderEdgeSentence,
  hasLeft,
  othersToday,
  thinEdge,
} from "./competition";
import {
  clip,
  firstSentence,
  joinList,
  listItems,
  lowerFirst,
  pick,
  quoteFounder,
  saidOfProduct,
  sentence,
  spelledOut,
  upperFirst,
  withArticle,
  wordCount,
} from "./text";

/** The business plan, the business analysis and the full analysis, built from shared sections. */

export { numericSections, type AnalysisContext } from "./analysis-figures";

function marketingText(ctx: ReturnType<typeof context>): string {
  const { p, name } = ctx;
  const [c1, c2, c3, c4] = p.industry.channels;
  // Without a brand, the product does what is said of it ("fresh cat food is delivered frozen…"), never
  // "the business is delivered".
  const doer =
    name !== "The business"
      ? name
      : saidOfProduct(p.solutionAction)
        ? withArticle(p.product)
        : "the business";
  const message = sentence(
    `Message: lead with the problem ${problemOwner(p) ? `${problemOwner(p)} feel ` : ""}(${clip(p.problem, 14)}) and show how ${doer} ${/^(?:the|a|an|our|your|their|its|each|every)\s/i.test(p.solutionAction) ? `works: ${clip(p.solutionAction, 10)}` : clip(p.solutionAction, 10)}`,
  );
  const kpis = listItems(p.industry.kpis.slice(0, 3));
  // "sells directly through door to door": a way of going is no place to go through.
  const through = throughChannel;
  return choose(p, "marketing", [
    () => [
      `Launch (months 1-3): win the first customers by hand ${through(c1)} and ${c2}; every conversation doubles as research.`,
      `Growth (months 4-12): scale what converted, adding ${c3}${c4 ? ` and ${c4}` : ""}, and turn early customers into case studies and referrals.`,
      message,
      `Measure ${kpis} every week and move budget to the channel with the lowest acquisition cost.`,
    ],
    () => [
      message,
      `The first customers come one by one, ${through(c1)}; the second channel to test is ${c2}, and each gets two weeks and a budget before it is kept or dropped.`,
      `Once a channel converts, add ${c3}${c4 ? ` and then ${c4}` : ""}, and ask every happy customer for a referral or a short case study.`,
      `The weekly numbers that decide where money goes: ${kpis}.`,
    ],
    () => [
      `Go-to-market runs in two phases.`,
      `First, the founder sells directly ${through(c1)}, with ${c2} as the backup, to learn which words make ${p.audienceShort} say yes.`,
      message,
      `Then ${name === "The business" ? "the business" : name} scales the channel that converted and adds ${c3}${c4 ? ` and ${c4}` : ""}, watching ${kpis} every week.`,
    ],
    () => [
      `Two channels are tested first, side by side: ${c1} and ${c2}, each with a small fixed budget and a named goal in customers.`,
      message,
      `Whichever wins a customer more cheaply gets the next month's budget; ${c3}${c4 ? ` and ${c4}` : ""} wait until one channel works.`,
      `Every Monday, look at ${kpis}.`,
    ],
    () => [
      // (An account is a business's; people are won one conversation at a time.)
      `Start narrow: the first ten paying ${p.payers} are won ${through(c1)}, one ${p.customer.type === "business" ? "named account" : "conversation"} at a time.`,
      message,
      `Only then does ${name === "The business" ? "the business" : name} open ${c2}${c3 ? ` and ${c3}` : ""}${c4 ? `, with ${c4} last` : ""}, once the cost of winning a customer is known.`,
      `Each week's review looks at ${kpis}.`,
    ],
  ])().join(" ");
}

function recommendations(ctx: ReturnType<typeof context>): string[] {
  const { p, facts, f } = ctx;
  const rng = p.rng("recommendations");
  const refill = refillOffer(p);
  // A service priced per job (a funeral, a walk) is won afresh each time, like a sale: no churn to hold.
  // (A rental each visitor takes once has no monthly churn to hold: "keep churn at 100% or less" says nothing.)
  const recurring =
    !buysOnce(f.model.assumptions.monthlyChurnRate) &&
    (["subscription", "freemium", "usage"].includes(p.billingModel) ||
      (p.billingModel === "services" && f.model.assumptions.purchasesPerCustomerPerMonth === 1));
  const list = [
    p.billingModel === "ads"
      ? choose(p, "rec-validate", [
          `Prove the audience before the advertisers: a hundred ${p.audienceShort} using it every week, then five businesses quoting what reaching them is worth; the plan assumes ${askedPrice(p, facts)}.`,
          `Advertisers buy an audience, not a promise: show five of them weekly use among ${p.audienceShort} and ask for a placement at ${askedPrice(p, facts)}.`,
        ])
      : choose(p, "rec-validate", [
          // (At the price as it is asked: "6% of each order" of a marketplace's sellers, not its order value.)
          `Validate demand before building more: sign 5 pilot customers among ${p.payers} at ${askedPrice(p, facts)}.`,
          `Ask for money early: five ${p.payers} paying ${askedPrice(p, facts)} prove more than a hundred compliments.`,
          `Before adding features, get five paying pilots among ${p.payers}; their reasons for buying become the sales script.`,
          `Sell before you scale: a signed order or a paid pilot from five ${p.payers} is the evidence investors and the team need.`,
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
        : p.billingModel === "ads"
          ? `Design for the habit: advertisers pay for people who come back every week, so give ${p.audienceShort} a reason to open it again before adding anything else.`
          : p.billingModel === "services"
            ? `Win the next job from the last one: ask every client for a review and a referral, since each job is won afresh.`
            : facts.when(
                "buysOnce",
                refill
                  ? `Design for the referral: the forecast has each buyer buying once, so every happy customer has to bring the next one; sales of your ${refill.what} (${refill.price}) come on top.`
                  : `Design for the referral: each buyer buys once, so every happy customer has to bring the next one.`,
              ) +
              facts.when(
                "buysOnce",
                `Design for the second purchase: a reason to come back or refer a friend, since each sale is won afresh.`,
                false,
              ),
    choose(p, "rec-risk", [
      `Prepare for ${p.industry.risks[0]} and ${p.industry.risks[1] ?? "slower-than-planned adoption"}, with a plan B for each.`,
      // ("…for slow adoption while habits change now": "now" after the risk read as part of it.)
      `While it is still a risk and not yet a problem, write down a plan B for ${p.industry.risks[0]}.`,
    ]),
    raiseAdvice(ctx),
    // The founder's own claim, put to the test in their words; without one, a habit that wins customers.
    // The founder's own edge, not a sentence about how others do it ("Some churches run a bus once a month").
    founderEdgeSentence(p) && wordCount(founderEdgeSentence(p)) <= 40
      ? choose(p, "rec-edge", [
          `Test the edge you claim in the next ten conversations: ${quoteFounder(founderEdgeSentence(p))} If ${p.audienceShort} do not say it back in their own words, it is not yet why they would buy.`,
          `Your stated edge is ${quoteFounder(founderEdgeSentence(p))} Check it against what the first paying customers give as their reason; keep it only if it matches.`,
          `Put your claim, ${quoteFounder(founderEdgeSentence(p))} in front of ${p.audienceShort} on a one-page offer and count how many ask for more.`,
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

/** The first four things to do, each said one of a few ways, and about the founder's own rivals and channels. */
function actionItems(ctx: ReturnType<typeof context>): string[] {
  const { p, name, facts } = ctx;
  const product = name === "The business" ? "the product" : name;
  const [rival] = activeRivals(p);
  const [channel] = p.channels;
  return [
    choose(p, "action-interviews", [
      `Schedule 10 customer interviews with ${p.audienceShort} this week.`,
      `Book ten conversations with ${p.audienceShort} in the next seven days and ask about the last time the problem hit.`,
      // (What the founder would otherwise spend on first: code, stock, or people and equipment.)
      `Talk to ten ${p.audienceShort} before ${p.kind === "digital" ? "writing more code" : p.kind === "physical" ? "ordering stock" : "hiring or buying equipment"}: what did the problem cost them last month?`,
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
      : p.kind === "in-person"
        ? choose(p, "action-build", [
            `Run the first jobs yourself for three customers and time each step before hiring anyone.`,
            `Deliver the service by hand to the first customers and write down what each visit takes before hiring anyone.`,
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
          sentence(`${name} is ${withArticle(p.product)}${forAudience(p)} that ${p.solutionAction}`),
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
      founderEdge(p)
        ? `Its advantage, in your words: ${founderEdge(p)}`
        : thinEdge(firstSentence(p.answers.differentiator))
          ? `The edge you give, “${firstSentence(p.answers.differentiator).replace(/[.!?]+$/, "")}”, does not yet say why ${p.audienceShort} would switch: name what they get that today's alternatives do not give them.`
          : "",
      choose(p, "summary-plan", [
        `With ${withArticle(`${BILLING_MODEL_LABELS[p.billingModel]} model`)} at ${p.billingModel === "marketplace" ? orderCut(facts, p) : askedPrice(p, facts)}, the plan reaches ${facts.customers[2]} ${facts.customerWord} and ${facts.revenue[2]} in revenue in year 3 and ${facts.breakEvenClause}.`,
        `${p.billingModel === "marketplace" ? `Earning ${orderCut(facts, p)}` : `Charging ${askedPrice(p, facts)} on ${withArticle(`${BILLING_MODEL_LABELS[p.billingModel]} model`)}`}, it grows to ${facts.customers[2]} ${facts.customerWord} and ${facts.revenue[2]} of year-3 revenue, and ${facts.breakEvenClause}.`,
        `The forecast: ${facts.customers[2]} ${facts.customerWord} by the end of year 3, ${facts.revenue[2]} of revenue that year at ${p.billingModel === "marketplace" ? orderCut(facts, p) : askedPrice(p, facts)}, and the business ${facts.breakEvenClause}.`,
      ]),
      facts.when(
        "marketRoomy",
        choose(p, "summary-market", [
          `The market is large enough (SAM ${facts.sam}) for a focused entrant, and the first 90 days should prove willingness to pay.`,
          `There is room (a serviceable market of ${facts.sam}); what is unproven is whether ${p.payers} will pay, which the first three months must settle.`,
          `Size is not the risk here (SAM ${facts.sam}); the open question is whether ${p.payers} pay, and early sales answer it.`,
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
      facts.when(
        "sized",
        `The market is not sized yet: how many ${ctx.f.model.market.customerUnit} there are is yours to count (see Market Potential).`,
        false,
      ),
      // Said plainly, not hidden: the founder wrote in another language, and this writer writes English.
      p.language
        ? `This package is written in English: your answers are in ${p.language}, and your own words are quoted as you wrote them.`
        : "",
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
    financialModel: ctx.f.model,
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
      p.answers.targetAudience ? `In your words: ${quoteFounder(p.answers.targetAudience)}` : "",
      `They are ${p.customer.type === "business" ? "business buyers" : "consumers"}${p.industryConfident ? ` in ${p.industry.name}` : ""}, reachable through ${listItems(p.industry.channels.slice(0, 2))}.`,
    ]
      .filter(Boolean)
      .join(" "),
    revenueModel: revenueModelText(ctx),
    competitiveAdvantage: founderEdge(p)
      ? `In your words: ${founderEdge(p)} ${
          p.competitors.length
            ? `Against ${joinList(p.competitors.map((c) => c.name))}, the case rests on that difference being true for ${p.audienceShort}: test it in every interview.`
            : othersToday(p)
              ? `Today's alternatives, in your words: “${othersToday(p)}.” ${name} is built around this one group: test that difference in every interview.`
              : `Compared with ${comps[0]?.name ?? "current alternatives"}, which ${comps[0]?.weakness ?? "do not focus on this audience"}, ${name === "The business" ? "the business" : name} is built around this one group.`
        }`
      : `${name} is built around ${p.audienceShort}, where ${comps[0]?.name ?? "current alternatives"} ${comps[0]?.weakness ?? "serve everyone a little"}.`,
    swot: {
      strengths: [
        `Focused on one clearly described customer: ${p.audienceShort}.`,
        founderEdgeSentence(p)
          ? `A stated differentiator: ${clip(spelledOut(founderEdgeSentence(p)), 24)}.`
          : `A simple, understandable offer.`,
        `${upperFirst(BILLING_MODEL_LABELS[p.billingModel])} revenue at ${askedPrice(p, facts)}, with a ${facts.grossMargin} gross margin.`,
      ],
      weaknesses: [
        alreadyTrading(p.answers)
          ? `Still small: the customers so far come ${p.channels.length ? `through ${joinList(p.industry.channels.slice(0, Math.min(2, p.channels.length)))}` : "by word of mouth"}, with no brand known beyond them.`
          : `No customers or brand recognition yet.`,
        p.billingModel === "services" && workedAlone(p.answers)
          ? `One person doing the work, the selling and the admin: their hours cap the business until someone else can do the work too.`
          : `A small founding team that must build, sell and support at the same time.`,
        `Acquisition cost of about ${facts.cac} per customer to fund before revenue catches up.`,
      ],
      opportunities: p.industry.trends.slice(0, 3).map((t) => sentence(t)),
      threats: [
        ...(p.competitors.length
          ? p.competitors
              .slice(0, 2)
              .map((c) =>
                hasLeft(c)
                  ? `${c.name} coming back to the market.`
                  : `${c.name} answering with a similar offer.`,
              )
          : p.industryConfident
            ? comps.slice(0, 2).map((c) => sentence(`${upperFirst(c.name)} adding a similar feature`))
            : // "Living with the problem adding a similar feature": a kind of workaround adds no features.
              [`A company ${p.audienceShort} already buy from adding the same feature.`]),
        sentence(upperFirst(p.industry.risks[0])),
      ],
    },
    risks: p.industry.risks.map((r) => sentence(upperFirst(r))),
    financialModel: ctx.f.model,
  };
}
