import { PITCH_SLIDE_TITLES, type PitchData, type Slide } from "@/lib/artifacts/schemas";
import { BILLING_MODEL_LABELS, type BillingModel } from "@/lib/finance/assumptions";
import { deliveryOf } from "@/lib/finance/model";
import { computeFinancials, financialFacts, proposeFinancialModel, type Financials } from "./financials";
import { founderSolution, type IdeaProfile } from "./profile";
import { activeRivals, founderEdge, founderEdgeSentence, hasLeft, othersToday } from "./competition";
import { askedPrice, weeklyPlan } from "./revenue-model";
import {
  clip,
  joinList,
  listItems,
  lowerFirst,
  quoteFounder,
  sentence,
  spelledOut,
  upperFirst,
  withArticle,
  wordCount,
  words,
} from "./text";
import { monthlyPrice, pricedPeriod, usageUnit } from "./billing";
import { WAITLIST_PLAN_LINE } from "@/lib/launch/traction";
import { alreadyTrading, founderCredentials, founderTraction } from "./founder";
import { problemOwner } from "./marketplace";
import { otherOffers } from "./other-prices";
import { COUNT_SOURCES } from "./facts";

/** "Here is how it works", told for the way the business earns: a one-off sale has no subscription. */
const HOW_IT_WORKS: Record<BillingModel | "product", (name: string) => string> = {
  subscription: (name) =>
    `Here is how it works. A customer signs up in minutes and gets the first result on day one. From there, ${name} becomes part of their routine, which is what keeps them subscribed and telling their peers.`,
  freemium: (name) =>
    `Here is how it works. Anyone can start free in minutes; when ${name} has proved itself, the features that matter most are part of the paid plan.`,
  marketplace: (name) =>
    `Here is how it works. Providers list what they offer, customers find and pay in one place, and ${name} earns on every completed transaction, so both sides come back.`,
  one_time: (name) =>
    `Here is how it works. A customer orders from ${name}, pays once, and gets it without a contract; every happy customer is the next customer's reason to buy.`,
  product: (name) =>
    `Here is how it works. A customer orders from ${name}, pays once, and receives it; every happy customer is the next customer's reason to buy.`,
  usage: (name) =>
    `Here is how it works. Customers pay only for what they use, so starting with ${name} costs almost nothing and revenue grows as they rely on it.`,
  services: (name) =>
    `Here is how it works. After a short call, ${name} takes the work off the client's hands and reports back on a fixed rhythm, so the value is visible every month.`,
  ads: (name) =>
    `Here is how it works. ${name} is free to use; advertisers pay to reach an audience that comes back because the product is useful.`,
};

/**
 * How the business is paid, in one clause: a marketplace keeps a share of each order, a freemium product
 * converts a share of its users, a service charges per job or per month, the rest charge a price.
 */
function chargeLine(f: Financials, p: IdeaProfile): string {
  const facts = financialFacts(f);
  // A price the founder never gave is the plan's default, and said to be.
  return `${chargeOf(f, p)}${facts.when("defaultPrice", " (the price is a default until you set yours)")}`;
}

function chargeOf(f: Financials, p: IdeaProfile): string {
  const a = f.model.assumptions;
  const facts = financialFacts(f);
  switch (a.billingModel) {
    case "marketplace":
      return `${facts.when("flatFee", `We charge a flat ${facts.price} fee on each order`)}${facts.when("flatFee", `We keep ${facts.takeRate} of each order${p.statedPrice === null ? "" : ` (orders average about ${facts.price})`}`, false)} through a marketplace model`;
    case "freemium":
      return `The product is free to start and ${facts.payingShare} of users pay ${facts.pricePer} a month, a freemium model`;
    case "ads":
      return `Users pay nothing; advertisers pay about ${facts.price} a month per active user, an advertising model`;
    case "services":
      // "$45 per pair" is paid per job, however often the model has a client come back.
      return a.purchasesPerCustomerPerMonth === 1 && monthlyPrice(p)
        ? `Clients pay ${facts.pricePer} a month for the service`
        : // "£35 an hour, one-hour minimum" is paid by the hour, not per job.
          `Clients pay ${facts.price} ${pricedPeriod(p) === "per_hour" ? "an hour for the work" : pricedPeriod(p) === "per_day" ? "a day for the work" : pricedPeriod(p) === "week" ? "for a week of it" : "for each job"}, a services model`;
    case "subscription":
      return `We charge ${weeklyPlan(p) ? `${facts.weekPrice} a week` : `${facts.pricePer} a month`} through a subscription model`;
    case "usage":
      // "€4 por hora": the hour the founder prices, not "per use".
      return `Customers pay ${facts.price} ${usageUnit(p)}, a usage-based model`;
    default:
      return `We charge ${facts.price} per purchase through a one-time sale model`;
  }
}

/**
 * The pitch: a ~30-second elevator pitch, a ~3-minute pitch and ten slides in the order investors expect.
 * Market, projection and funding figures come from the same lib/finance computation as the analysis.
 */
/** The founder's rivals still trading, and those they say have left ("On the market: Sevici (Lime has left)"). */
function onTheMarket(p: IdeaProfile): string {
  const open = activeRivals(p).map((c) => c.name);
  const gone = p.competitors.filter(hasLeft).map((c) => c.name);
  const left = `${joinList(gone)} ${gone.length > 1 ? "have" : "has"} left`;
  if (!open.length) return `On the market: no one now (${left})`;
  return `On the market: ${joinList(open)}${gone.length ? ` (${left})` : ""}`;
}

/** The first hires the business needs: who makes, stocks or delivers what it sells (as the raise is spent). */
function hiringNext(p: IdeaProfile, f: Financials): string {
  const a = f.projection.assumptions;
  if (a.billingModel === "marketplace") return "someone to recruit and look after the supply side";
  if ((a.upfrontPrice ?? 0) > 0) return "sourcing, production and stock";
  switch (deliveryOf(a)) {
    case "people":
      return "the people who deliver the service";
    case "equipment":
      return "someone to run and repair the equipment customers hire";
    case "goods":
      return a.billingModel === "one_time"
        ? "sourcing, production and stock"
        : "sourcing, packing and delivery";
    default:
      return p.kind === "physical" ? "sourcing, production and stock" : "product and engineering";
  }
}

/** The three-minute pitch's most words (its schema allows 750; figures filled in may add a few). */
const THREE_MINUTES_MAX = 720;
/** The elevator pitch's most words (its schema allows 140). */
const ELEVATOR_MAX = 135;

/**
 * Parts joined into at most `max` words. Only answers far longer than any spoken pitch (thousands of
 * characters in one sentence) reach this: the longest part is shortened at a word, with an ellipsis that
 * says so, until the whole fits.
 */
function withinWords(parts: string[], max: number): string {
  const kept = [...parts];
  for (let step = 0; step < 20 && wordCount(kept.join(" ")) > max; step++) {
    // (A part holding a figure's template is never shortened: a cut inside it would not fill in.)
    const size = (i: number) => (kept[i].includes("⟦") ? 0 : wordCount(kept[i]));
    const longest = kept.reduce((best, _, i) => (size(i) > size(best) ? i : best), 0);
    if (!size(longest)) break;
    const over = wordCount(kept.join(" ")) - max;
    const keep = Math.max(8, wordCount(kept[longest]) - over - 1);
    kept[longest] = `${words(kept[longest])
      .slice(0, keep)
      .join(" ")
      .replace(/[\s,;:.–—-]+$/, "")}…`;
  }
  return kept.join(" ");
}

/** The elevator pitch, with or without the founder's edge, its problem and action cut to these lengths. */
function elevator(
  p: IdeaProfile,
  f: Financials,
  name: string,
  cut: { edge: boolean; problem: number; action: number },
): string {
  const facts = financialFacts(f);
  // (0 leaves the founder's sentence out: it is never cut to fit, and the pitch says what the profile holds.)
  const parts = [
    cut.problem
      ? sentence(
          `${problemOwner(p) ? `${problemOwner(p)} have a costly problem` : "The problem"}: ${clip(p.problem, cut.problem)}`,
        )
      : "",
    // A solution in another language is said in the founder's words, not as "a service that serves rodzice".
    !cut.action
      ? `${name} is ${withArticle(p.product)} for ${p.audienceShort}.`
      : founderSolution(p, cut.action + 6)
        ? `${name} is ${withArticle(p.product)}, in the founder's words: ${founderSolution(p, cut.action + 6)}.`
        : sentence(`${name} is ${withArticle(p.product)} that ${clip(p.solutionAction, cut.action)}`),
    cut.edge && founderEdge(p) && wordCount(founderEdge(p)) <= 30
      ? `What sets it apart: ${founderEdge(p)}`
      : "",
    `${chargeLine(f, p)}${facts.when("sized", `, in a ${facts.sam} serviceable market`)}${facts.when("raises", `, and we are raising ${facts.ask} to reach break-even${facts.when("defaultCosts", " (on default team costs until you give yours)")}`)}.`,
    facts.when("sized", `Our next step is to count how many ${p.payers} we can reach.`, false),
    // A raise larger than a year of the market it serves is not asked for: the plan widens the market first.
    facts.when(
      "raiseBeyondMarket",
      `That market is smaller than the ${facts.ask} this plan would need, so we start lean and widen it before we raise.`,
    ),
  ].filter(Boolean);
  return withinWords(parts, ELEVATOR_MAX);
}

export function offlinePitch(p: IdeaProfile, brandName?: string | null, financials?: Financials): PitchData {
  const f = financials ?? computeFinancials(proposeFinancialModel(p));
  const facts = financialFacts(f);
  const name = brandName?.trim() || "Our company";
  const audience = p.audienceShort;
  const model = BILLING_MODEL_LABELS[p.billingModel];
  const comps = p.industry.competitorTypes.slice(0, 3);
  // The founder's own account of today's alternatives, when they name no company.
  const today = p.competitors.length ? "" : othersToday(p);
  // No market named: the sizing's country is the engine's placeholder, and the pitch says so.
  const placeholder = !p.geography && f.model.market.geography === "the United States";

  // About 30 seconds spoken (the schema's 30-140 words): the founder's long sentences are kept whole
  // only while the pitch stays that short, else the edge goes and the problem and action are cut shorter.
  const elevatorPitch =
    [
      elevator(p, f, name, { edge: true, problem: 22, action: 16 }),
      elevator(p, f, name, { edge: false, problem: 22, action: 16 }),
      elevator(p, f, name, { edge: false, problem: 11, action: 9 }),
      elevator(p, f, name, { edge: false, problem: 0, action: 16 }),
    ].find((text) => wordCount(text) <= 130) ?? elevator(p, f, name, { edge: false, problem: 0, action: 0 });

  const threeminParts = [
    // Answers are quoted in full up to a length that keeps the pitch about three minutes long.
    `Let me start with the people we serve: ${clip(p.audience, 30)}.`,
    sentence(
      `${p.kind === "physical" || p.billingModel === "one_time" || !recurringNeed(p) ? "They all know the same problem" : "Every week they run into the same problem"}: ${clip(p.problem, 50)}`,
    ),
    p.competitors.length
      ? // The founder's rivals, without claiming for them what the founder did not say.
        `${joinList(p.competitors.map((c) => c.name))} ${p.competitors.length > 1 ? "are the names on the market" : "is the name on the market"}, and ${audience} still have the problem.`
      : today
        ? // The founder's own account of today's alternatives, spoken as theirs.
          `It costs them time and money, and what they use today was not built for them. ${sentence(upperFirst(spelledOut(today)))}`
        : `It costs them time and money, and what they use today was not built for them: ${comps[0]?.name ?? "the usual alternative"} ${comps[0]?.weakness ?? "does not fit their needs"}.`,
    // Built only when the founder already sells it; an idea is still being built.
    sentence(
      `That is why we ${alreadyTrading(p.answers) ? "built" : "are building"} ${name}: ${withArticle(p.product)} that ${p.solutionAction}`,
    ),
    founderEdge(p)
      ? wordCount(founderEdge(p)) <= 60
        ? `What makes it different, in one sentence: ${founderEdge(p)}`
        : sentence(`What makes it different: ${clip(lowerFirst(spelledOut(founderEdgeSentence(p))), 40)}`)
      : "",
    HOW_IT_WORKS[p.kind === "physical" && p.billingModel === "one_time" ? "product" : p.billingModel](name),
    `${facts.when("marketRoomy", "The market is large enough. ")}${facts.when("marketShortOfCosts", "The market is narrow, so we keep the team lean. ")}${facts.when("marketTooSmall", "The market as sized is small for this plan, and we are checking the count. ")}${facts.when("sized", `By our count there are ${facts.potentialCustomers} ${f.model.market.customerUnit} in ${f.model.market.geography}${placeholder ? " (a placeholder: name where you sell and every figure is redone for it)" : ""}, a total addressable market of ${facts.tam}. The segment we can serve at launch is ${facts.sam}, and winning ${facts.obtainableShare} of it gives us ${facts.som} within three years.`)}${facts.when("sized", `We are counting the ${f.model.market.customerUnit} in ${f.model.market.geography} before we put a size on the market.`, false)}`,
    `Our business model is ${model}. ${sentence(chargeLine(f, p))} Our gross margin is ${facts.grossMargin}, and each customer is worth ${facts.ltv} in gross profit against a ${facts.cac} acquisition cost.`,
    `We will reach customers through ${listItems(p.industry.channels.slice(0, 3))}. Our first 60 days are planned in detail: interviews, a pilot with five customers, ${p.billingModel === "ads" ? "a test with the first advertisers" : "a price test"} and a public launch.`,
    `On the numbers: we project ${facts.revenue[0]} in revenue in year one, ${facts.revenue[1]} in year two and ${facts.revenue[2]} in year three, with ${facts.customers[2]} ${facts.customerWord}. The business ${facts.breakEvenClause}.`,
    p.industryConfident ? `${p.industry.trends[0]} That trend is moving in our favour.` : "",
    facts.when(
      "raises",
      `We are raising ${facts.ask}. ${facts.fundsClause}. That gets us to break-even with a buffer.${facts.when("defaultCosts", " (The team costs behind that figure are a default until you give yours.)")}`,
    ),
    facts.when(
      "notInvestableYet",
      `We are not raising on this plan yet: as projected it does not break even within 36 months. It would if ${facts.investableWhen}, so that is the first milestone; until then we fund the pilot ourselves.`,
    ),
    facts.when(
      "raiseBeyondMarket",
      `We are not raising yet. This plan would need ${facts.ask}, more than the serviceable market brings in a year, so we start lean on the founder's time and widen the market first: more places, or the next group of customers who have the same problem.`,
    ),
    `Our vision is for ${name} to become the default ${p.product} for ${audience}${p.industryConfident ? `, and then to serve the wider world of ${p.industry.name}` : ""}.`,
    facts.when("raises", `We would love you to join us. Thank you.`),
    facts.when("raises", `We would value your advice and introductions. Thank you.`, false),
  ];
  const threeminPitch = withinWords(threeminParts.filter(Boolean), THREE_MINUTES_MAX);

  const slides: Record<(typeof PITCH_SLIDE_TITLES)[number], Omit<Slide, "title">> = {
    Problem: {
      content: [
        upperFirst(clip(p.problem, 24)),
        `Who feels it: ${audience}`,
        p.competitors.length
          ? onTheMarket(p)
          : today
            ? `Today, in the founder's words: “${today}”`
            : `Today's workarounds: ${listItems(comps.slice(0, 2).map((c) => c.name))}`,
      ],
      keyPoints: [`Open with a real story from a customer interview.`],
    },
    Solution: {
      content: [
        founderSolution(p, 24)
          ? `${name}: ${founderSolution(p, 24)}`
          : `${name}: ${withArticle(p.product)} that ${clip(p.solutionAction, 14)}`,
        founderEdgeSentence(p)
          ? upperFirst(clip(spelledOut(founderEdgeSentence(p)), 24))
          : `Built for ${audience}`,
        // (No promise the founder did not make: "First value on day one" was said of insoles and snow clearing.)
      ],
      keyPoints: [`Show the product, not a description of it.`],
    },
    "Market Size": {
      content: [
        // The method with its blank until the founder counts the customers: no size nobody entered.
        facts.when(
          "sized",
          `TAM ${facts.tam}: ${facts.potentialCustomers} ${f.model.market.customerUnit} × ${facts.annualPerCustomer}${facts.when("buysOnce", " once")}${facts.when("buysOnce", " a year", false)}`,
        ) +
          facts.when(
            "sized",
            `Not sized yet: ___ ${f.model.market.customerUnit} in ${f.model.market.geography} × ${facts.annualPerCustomer}${facts.when("buysOnce", " once")}${facts.when("buysOnce", " a year", false)}`,
            false,
          ),
        facts.when(
          "sized",
          facts.when("servesAll", `SAM ${facts.sam}: all of them, reachable from launch`) +
            facts.when(
              "servesAll",
              `SAM ${facts.sam}: the ${facts.serviceableShare} we can serve at launch`,
              false,
            ),
        ) + facts.when("sized", "Add your customer count, with its source, to size the market", false),
        facts.when("sized", `SOM ${facts.som}: ${facts.obtainableShare} of SAM within three years`) +
          facts.when("sized", `Where to count: ${COUNT_SOURCES[p.customer.type].short}`, false),
      ],
      keyPoints: [
        placeholder
          ? `The market is a placeholder (${f.model.market.geography}) until you name where you sell: do that before showing this slide.`
          : facts.when(
              "sized",
              `Explain the method: your count of customers, times what each pays in a year.`,
            ) +
            facts.when(
              "sized",
              `Count the ${f.model.market.customerUnit} (${COUNT_SOURCES[p.customer.type].short}) before showing this slide.`,
              false,
            ),
      ],
    },
    "Business Model": {
      content: [
        p.billingModel === "marketplace"
          ? `Marketplace: ${facts.when("flatFee", `a flat ${facts.price} fee on each order`)}${facts.when("flatFee", `we keep ${facts.takeRate} of each ${p.statedPrice === null ? "order" : `${facts.price} order`}`, false)}`
          : p.billingModel === "ads"
            ? `Free for users; advertisers pay about ${askedPrice(p, facts)}`
            : `${upperFirst(model)} at ${weeklyPlan(p) ? `${facts.weekPrice} a week` : facts.pricePer}${p.billingModel === "usage" ? ` ${usageUnit(p)}` : ""}${facts.when("hasAnnual", ` a month or ${facts.annualPer} a year`)}${facts.when("hasUpfront", `, plus ${facts.upfrontPrice} once for the ${facts.deviceWord}`)}${facts.when("defaultPrice", " (a default price: set yours)")}`,
        // The founder's other offers, in their words: the forecast counts one price, the slide says them all.
        ...otherOffers(p, [f.model.assumptions.upfrontPrice ?? -1]).map((o) => `Also: “${o}”`),
        // ("Gross margin 68%" beside the analysis' 42.6% read as two sets of numbers: a device sold near
        // cost has a margin of its own, and the year's margin is both.)
        `${facts.when("hasUpfront", `Gross margin ${facts.grossMargin} on the plan and ${facts.upfrontMargin} on the ${facts.deviceWord}: ${facts.grossMarginY3} of year-3 revenue`)}${facts.when("hasUpfront", `Gross margin ${facts.grossMargin}`, false)}`,
        `Lifetime value ${facts.ltv} vs acquisition cost ${facts.cac} (${facts.ltvToCac})`,
      ],
      keyPoints: [
        `${facts.when("paysBack", "Show why each customer is profitable.")}${facts.when("paysBack", "Each customer costs more to win than they bring in: say what changes that (price, churn or the channel) before showing this slide.", false)}`,
      ],
    },
    Traction: {
      content: [
        // What the founder says they have won already, in their words, before what is still to do.
        ...(founderTraction(p.answers) ? [`In the founder's words: “${founderTraction(p.answers)}”`] : []),
        // A founder already selling has traction to show: theirs, counted by them.
        ...(alreadyTrading(p.answers)
          ? [
              `Paying customers today${p.channels.length ? `, won through ${joinList(p.industry.channels.slice(0, Math.min(2, p.channels.length)))}` : ""}: the count and monthly revenue`,
            ]
          : []),
        `Problem interviews with ${audience}`,
        `Pilot with 5 customers in the first 60 days`,
        // The launch page's real count replaces this line at download time (lib/launch/traction.ts).
        WAITLIST_PLAN_LINE,
      ],
      keyPoints: [`Replace these with your real numbers as soon as you have them.`],
    },
    Competition: {
      // The founder's rivals first, or their own account of today's alternatives when they name no company
      // ("Home nursing agencies here charge per visit…"), with their words on the difference when it fits on
      // a slide; then the typical alternatives, so the slide always compares. Beside the founder's own account,
      // a sector's typical kinds only where the sector is read with confidence: "General-purpose products not
      // made for children" was no rival of a nurse-visit service compared with home nursing agencies.
      content: (() => {
        const edge = founderEdge(p);
        const edgeSentence = founderEdgeSentence(p).replace(/[.!?]+$/, "");
        // What the founder says of each rival, whole ("Caspeco is solid but built for big restaurant groups
        // and priced like it"), not a sector's typical rival in its place.
        const claims = [...new Set(p.competitors.slice(0, 4).map((c) => c.claim))]
          .filter((claim) => claim.length <= 260)
          .slice(0, 3);
        const own = [
          // One line for all of them, so the deck's outline names every rival, not the first.
          ...(p.competitors.length
            ? [`${joinList(p.competitors.slice(0, 4).map((c) => c.name))}, named by the founder`]
            : []),
          ...claims.map((claim) => `In the founder's words: ${quoteFounder(claim)}`),
          ...(today ? [`Today, in the founder's words: “${today}”`] : []),
          ...((p.competitors.length || today) &&
          edge &&
          edge.length <= 240 &&
          !claims.some((claim) => claim.includes(edgeSentence))
            ? [`Our difference (founder's words): ${edge}`]
            : []),
        ];
        const typical = (today && !p.industryConfident ? [] : comps).map(
          (c) => `${upperFirst(c.name)}: ${c.weakness}`,
        );
        // Alternatives described but not named, no difference said and no typical kind to add: the slide
        // asks for the names.
        const ask =
          today && own.length + typical.length < 2
            ? [`Names to find: ask the next ten ${p.audienceShort} what they use today`]
            : [];
        return own.length ? [...own, ...typical, ...ask].slice(0, Math.max(2, own.length)) : typical;
      })(),
      keyPoints: [
        p.competitors.length
          ? `Say in one sentence why a customer of ${p.competitors[0].name} would switch.`
          : founderEdge(p)
            ? `Our difference, in the founder's words: ${founderEdge(p)}`
            : `Our edge: focus on ${audience}`,
      ],
    },
    "Financial Projections": {
      content: [
        `Revenue: ${facts.revenue[0]} (Y1), ${facts.revenue[1]} (Y2), ${facts.revenue[2]} (Y3)`,
        `Customers: ${facts.customers[0]} (Y1), ${facts.customers[1]} (Y2), ${facts.customers[2]} (Y3)`,
        `EBITDA: ${facts.ebitda[0]} (Y1), ${facts.ebitda[1]} (Y2), ${facts.ebitda[2]} (Y3)`,
        `Break-even: ${facts.breakEven}`,
      ],
      keyPoints: [`Walk through the three assumptions that matter most: price, growth and churn.`],
    },
    Team: {
      content: [
        // Who the founder is, in their words when they say it ("I'm a ward nurse myself (11 yrs)").
        founderCredentials(p.answers)
          ? `Founder, in their own words: “${founderCredentials(p.answers)}”`
          : `Founder: the person closest to ${audience} and their problem`,
        `Hiring next: ${hiringNext(p, f)}`,
        p.industryConfident ? `Advisers from ${p.industry.name}` : `Advisers who have sold to ${audience}`,
      ],
      keyPoints: [`Say why this team is the one to solve this problem.`],
    },
    "Funding Ask": {
      content: [
        `${facts.when("raises", `Raising ${facts.ask}${facts.when("defaultCosts", " (on default team costs until you give yours)")}`)}${facts.when("raiseBeyondMarket", `Not raising yet: the plan would need ${facts.ask}, more than a year of its ${facts.sam} serviceable market`)}${facts.when("notInvestableYet", `Not raising on this plan: it breaks even within 36 months only if ${facts.investableWhen}`)}`,
        ...facts.fundsLines,
        `The plan ${facts.breakEvenClause}`,
      ],
      keyPoints: [
        `Tie the money to milestones: ${facts.when("breaksEven", `break-even in ${facts.breakEven}.`)}${facts.when("breaksEven", "the plan is not yet EBITDA positive within 36 months, so say what changes that.", false)}`,
      ],
    },
    Vision: {
      content: [
        `The default ${p.product} for ${audience}`,
        p.industryConfident
          ? `Then the wider ${p.industry.name} market`
          : `Then neighbouring customers and markets`,
        // The sector's own trend, when the sector is known; what any business faces ("households cancel
        // what they do not use") is no vision.
        ...(p.industryConfident ? [upperFirst(p.industry.trends[0])] : []),
      ],
      keyPoints: [`End with the future you are building, then ask for the meeting.`],
    },
  };

  const fullSlides = PITCH_SLIDE_TITLES.map((title) => ({ title, ...slides[title] }));
  return {
    elevatorPitch,
    threeminPitch,
    // The outline's line for the ask says only whether there is one: the slide's own first line holds three
    // readings, too long for an outline line (it would be cut mid-reference).
    deckOutline: fullSlides.map((s) =>
      s.title === "Funding Ask"
        ? `${s.title}: ${facts.when("raises", `raising ${facts.ask}`)}${facts.when("raises", "not raising on this plan yet", false)}`
        : // The slide's first line that fits the outline's 200 characters, whole; none is cut to fit.
          [s.content.find((line) => s.title.length + 2 + line.length <= 200)]
            .map((line) => (line ? `${s.title}: ${line}` : s.title))
            .join(""),
    ),
    speakingPoints: [
      `Open with the problem in a customer's own words.`,
      `Name the audience precisely: ${audience}.`,
      `Show ${name} solving the problem in under a minute.`,
      facts.when("sized", `Explain the market math: ${facts.tam} TAM, ${facts.sam} SAM, ${facts.som} SOM.`) +
        facts.when("sized", `Say how you are counting your customers: the market is not sized yet.`, false),
      `State the economics: ${p.billingModel === "ads" ? `${askedPrice(p, facts)} from advertisers` : `${facts.price} price`}, ${facts.grossMargin} gross margin, ${facts.ltvToCac} lifetime value to acquisition cost.`,
      `${facts.when("raises", `Close with the ask: ${facts.ask} to reach break-even in ${facts.breakEven}.`)}${facts.when("notInvestableYet", "Close with what must be true before you raise: the plan as projected does not break even within its 36 months.")}${facts.when("raiseBeyondMarket", "Close with how you widen the market before raising: the serviceable market is smaller than the raise the plan would need.")}`,
    ],
    fullSlides,
  };
}

/**
 * Whether the need comes back every week: not for what is bought once or by the job ("a flat $2,800 for a
 * move", "¥250,000 per completed purchase"), nor for what the founder says happens a few times a year.
 */
function recurringNeed(p: IdeaProfile): boolean {
  const period = p.prices.find((x) => x.amount === p.statedPrice)?.period;
  if (period === "one_time" || period === "deposit" || period === "hardware") return false;
  return !/\b(?:once|twice|(?:three|four|\d{1,2})\s*(?:times|x))\s+(?:a|per|each|every)\s+(?:year|season)\b|\b(?:once[-\s]in[-\s]a[-\s]lifetime|wedding|funeral)\b/i.test(
    `${p.answers.problem} ${p.answers.solution} ${p.answers.businessModel}`,
  );
}
