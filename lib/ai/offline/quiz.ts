import { listedFreeSide } from "./marketplace";
import type { FollowUp, QuizResult } from "@/lib/artifacts/schemas";
import type { BillingModel } from "@/lib/finance/assumptions";
import type { QuizAnswers, QuizField } from "@/lib/validation";
import { founderEdge } from "./competition";
import { askedPrice, orderCut } from "./revenue-model";
import { channelName, DEVICE_RISKS, extractCustomer, throughChannel } from "./facts";
import { computeFinancials, financialFacts, proposeFinancialModel, type FinancialFacts } from "./financials";
import { GENERAL_INDUSTRY } from "./industries";
import { forAudience, storedProfile, type IdeaProfile } from "./profile";
import {
  clip,
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
import { monthlyPrice } from "./billing";
import { languageOf } from "./function-words";
import { isFood, isProduce, servedOnTheSpot } from "./goods";

/**
 * A money amount, a share, a count of time or of things, a ratio: what a pilot can measure. A time of day
 * ("at 2am"), an age or a "tier-2 city" is no measure.
 */
const MEASURE =
  /\p{Sc}\s?\d|\d\s?(?:\p{Sc}|zł|kr|Kč|lei|lek|som)|\b(?:R\$|Rs\.?|KSh|zł|kr|[A-Z]{3})\s?\d|\d\s?(?:%|percent\b)|(?<![\p{L}\d-])\d[\d.,]*(?:\s?[-–]\s?\d+)?\+?\s*(?:x\s+)?(?:hours?|hrs?|h|minutes?|mins?|days?|weeks?|months?|years?|yrs?|times|kg|km|litres?|liters?|tonnes?|tons?|[\p{L}-]+s)\b|\b\d+\s+(?:in|out\s+of)\s+\d+\b|\b(?:half|a\s+third|a\s+quarter|two\s+thirds|three\s+quarters|one\s+in\s+\w+)\b/iu;

/** How the business earns, in the words of its model and with the model's own figures. */
function howItEarns(p: IdeaProfile, facts: FinancialFacts): string {
  const period = p.prices.find((x) => x.amount === p.statedPrice)?.period;
  const unit = period === "per_day" ? "day" : period === "per_hour" ? "hour" : "use";
  const earns: Record<BillingModel, string> = {
    subscription: p.prices.some((price) => price.period === "hardware")
      ? `Customers buy the ${facts.deviceWord} for ${facts.upfrontPrice}, then pay ${facts.pricePer} a month.`
      : `Customers pay ${facts.pricePer} a month${facts.when("hasAnnual", `, or ${facts.annualPer} a year`)}.`,
    marketplace: `It earns ${orderCut(facts, p)}.`,
    one_time:
      facts.when("buysOnce", `Each customer pays ${facts.price}, once.`) +
      facts.when("buysOnce", `Customers pay ${facts.price} a purchase, and some of them buy again.`, false),
    freemium: `It is free to start, and ${facts.pricePer} a month for the paid plan.`,
    ads: `It is free for ${p.audienceShort}; advertisers pay to reach them.`,
    // "flat $2,800 for a 1-bedroom move" is paid per job, not every month.
    services: monthlyPrice(p)
      ? `Clients pay for the work, about ${facts.price} a month each.`
      : period === "week"
        ? `Clients pay ${facts.price} for a week of it.`
        : period === "per_hour" || period === "per_day"
          ? `Clients pay for the work by the ${unit}, ${facts.price} ${unit === "hour" ? "an" : "a"} ${unit}.`
          : `Clients pay ${facts.price} for each job.`,
    usage: `Customers pay as they go, ${facts.price} per ${unit}.`,
  };
  // "not sure yet how to charge": a price the founder never gave is the forecast's, and said to be.
  return p.statedPrice === null && p.billingModel !== "ads" && p.billingModel !== "marketplace"
    ? `${earns[p.billingModel]} No price is set yet: that one is the forecast's assumption until you choose yours.`
    : earns[p.billingModel];
}

/** The quiz analysis: a refined concept, strengths and recommendations grounded in the five answers. */
export function offlineQuizResult(p: IdeaProfile): QuizResult {
  const rng = p.rng("quiz");
  const facts = financialFacts(computeFinancials(proposeFinancialModel(p)));
  const productPhrase = /^(a|an|the|our)\s/i.test(p.product) ? p.product : upperFirst(withArticle(p.product));

  const concept = [
    sentence(`${productPhrase}${forAudience(p)} that ${p.solutionAction.replace(/^(that|which)\s+/i, "")}`),
    sentence(
      pick(rng, [
        `It goes after a real, recurring pain: ${p.problem}`,
        `The pain it removes is concrete: ${p.problem}`,
        `It starts from a problem ${p.audienceShort} live with: ${p.problem}`,
      ]),
    ),
    founderEdge(p)
      ? `What sets it apart, in your words: ${founderEdge(p)}`
      : p.competitors.length
        ? `You measure it against ${joinList(p.competitors.map((c) => c.name))}: ${quoteFounder(p.competitors[0].claim)}`
        : sentence(
            `Its edge will come from focusing on ${p.audienceShort} better than general-purpose ${p.industryConfident ? `${p.industry.name} ` : ""}tools do`,
          ),
    howItEarns(p, facts),
    sentence(
      `The first version should prove one promise: that ${p.audienceShort} will switch from their current workaround once they see it ${clip(p.solutionAction, 10)}`,
    ),
  ].join(" ");

  const strengths: string[] = [];
  // (The figure must be in the words quoted.)
  const stated = clip(p.problem, 24);
  if (MEASURE.test(stated)) {
    strengths.push(`The problem is measurable (${stated}), so a pilot can prove the value in numbers.`);
  } else {
    strengths.push(`A clear, everyday problem: ${clip(p.problem, 24)}.`);
  }
  // Praise the customer only when the same reading the follow-up uses found one group (never both a tip
  // asking who pays and "a well-defined first customer").
  if (!p.customer.vague)
    strengths.push(
      p.payers !== p.audienceShort
        ? `Both sides named: ${p.payers} pay, and ${p.audience} use it.`
        : p.channels.length
          ? `A well-defined first customer, ${p.audience}, and a plan to reach them: ${joinList(p.channels.slice(0, 3).map((channel) => channelName(channel, "inline")))}.`
          : `A well-defined first customer, ${p.audience}; a business like this usually reaches them ${throughChannel(p.industry.channels[0])}.`,
    );
  // A difference is praised only where it is checkable: against a rival the founder names, or with a
  // figure ("simpler and smarter than other apps" is neither).
  if (founderEdge(p) && (p.competitors.length > 0 || /\d/.test(p.answers.differentiator)))
    strengths.push(`A stated point of difference, in your words: ${founderEdge(p)}`);
  else if (p.competitors.length)
    strengths.push(`Named rivals to position against: ${joinList(p.competitors.map((c) => c.name))}.`);
  strengths.push(
    {
      subscription: "Recurring subscription revenue, which compounds as long as churn stays low.",
      marketplace: "Revenue that grows with every transaction on the marketplace, without holding inventory.",
      one_time: "Simple one-time pricing that customers understand immediately.",
      freemium: "A free tier that lowers the barrier to trying the product and feeds paid upgrades.",
      ads: "A free product for users, funded by advertisers who want to reach this audience.",
      services: "High-value service contracts that bring revenue from the first few clients.",
      usage: "Pay-as-you-go pricing: customers pay only when they use it, so trying it costs them little.",
    }[p.billingModel],
  );
  // A trend is the founder's timing only when the sector is known; a guessed one would praise another
  // industry's tailwind.
  // (Only a trend of the sector's own: what any business faces is no timing of this idea's.)
  if (p.industryConfident && !GENERAL_INDUSTRY.trends.includes(p.industry.trends[0]))
    strengths.push(`Good timing: ${lowerFirst(p.industry.trends[0])}`);
  // Without one, what the answers do give: a named first market, or a pilot that costs little.
  if (strengths.length < 3)
    strengths.push(
      p.geography?.countries.length
        ? `A named first market, ${p.geography.label}, small enough to reach customers one by one.`
        : `An idea that can be tested with a handful of customers before any large spend.`,
    );

  const recommendations = [
    // An ad-funded product is free to its users: they are asked how often they would use it, and the
    // advertisers what a placement is worth.
    p.billingModel === "ads"
      ? `Interview 10 to 15 ${p.audienceShort} in the next two weeks: ask them to walk you through the last time they ran into this problem and how often they would open a free tool for it; then ask 5 of the businesses that would advertise what reaching them is worth.`
      : p.payers !== p.audienceShort
        ? // The side that pays is asked for the money; the side that uses it for free, about the problem.
          `Interview 10 to 15 ${p.audienceShort} in the next two weeks about the last time they ran into this problem and what it cost them; then ask 5 ${p.payers} whether they would pay ${askedPrice(p, facts)}${p.billingModel === "marketplace" || listedFreeSide(p) ? " to reach them" : " for it"}.`
        : `Interview 10 to 15 ${p.audienceShort} in the next two weeks: ask them to walk you through the last time they ran into this problem, what it cost them, and whether they would pay ${askedPrice(p, facts)} for a fix.`,
    {
      digital: `Build the smallest version that ${clip(p.solutionAction, 12)}: one workflow, no extras, tested with 3 to 5 pilot customers.`,
      // Food is cooked and tasted, not hand-built (goods.ts).
      physical: isFood(p)
        ? servedOnTheSpot(p)
          ? `Serve a short menu for two trial days before you commit to a spot or equipment: count who buys, what sells out and what is left.`
          : isProduce(p)
            ? `Pack a first week's boxes for 3 to 5 pilot customers before you commit to growers' volumes or packaging in bulk: each must show that it ${clip(p.solutionAction, 12)}.`
            : `Make a first week's portions for 3 to 5 pilot customers before you buy ingredients or packaging in bulk: each must show that it ${clip(p.solutionAction, 12)}.`
        : `Hand-build a few working units and put them with 3 to 5 pilot customers before you order stock: each must show that it ${clip(p.solutionAction, 12)}.`,
      "in-person": `Run the service by hand for 3 to 5 pilot customers first, doing the work yourself, before hiring or automating anything.`,
    }[p.kind],
    p.billingModel === "ads"
      ? `Put a price on the audience early: ask 3 local advertisers whether ${askedPrice(p, facts)} is worth it to them, and treat a signed placement as validation, not compliments.`
      : `Put a price on it early: offer ${askedPrice(p, facts)} to pilot customers and treat a "yes" as validation, not compliments.`,
    // (A risk any business faces, where the sector's own did not fit the idea, is not said to be the sector's.)
    `Plan for the main risk ${
      (Object.values(DEVICE_RISKS) as string[]).includes(p.industry.risks[0])
        ? "for a device like this"
        : p.industryConfident && !GENERAL_INDUSTRY.risks.includes(p.industry.risks[0])
          ? `in ${p.industry.name}`
          : "for a business like this"
    }: ${p.industry.risks[0]}.`,
    `Track ${listItems(p.industry.kpis.slice(0, 2))} from the first day.`,
  ];

  return { concept, strengths: strengths.slice(0, 5), recommendations, profile: storedProfile(p) };
}

// --- Follow-up questions -------------------------------------------------------------------------------

const VAGUE =
  /\b(everyone|everybody|anyone|anybody|all people|people in general|things|stuff|something|somehow|various|etc|many people|lots of people|better|easier|improve|innovative|revolutionary|disrupt\w*)\b/i;
const PAIN =
  /\b(waste\w*|los[et]\w*|los(ing|s)|struggl\w*|hard|difficult|expensive|overpriced|cost\w*|time|hours?|days|weeks|months|frustrat\w*|can't|cannot|don't|doesn't|rarely|never|miss\w*|late|error\w*|manual\w*|slow|stress\w*|anxi\w*|risk\w*|fail\w*|lack\w*|pain\w*|problem\w*|no way|too many|too much|throw\w*|guess\w*|alone|wait\w*|penalt\w*|surprise\w*|ugly|unreliable|untrustworthy|no-shows?|cut\w*|wrong|dangerous|hazard\w*|unsafe|can't tell|vary)\b/i;
const MECHANISM =
  /\b(by|using|uses|with|through|that|which|via|app|platform|service|tool|device|marketplace|automat\w*|match\w*|track\w*|deliver\w*|predict\w*|connect\w*)\b/i;
const COMPARISON =
  /\b(than|unlike|instead|compared|only|first|no other|existing|current|competitor\w*|alternative\w*|cheaper|faster|patent\w*|exclusive|proprietary)\b/i;
const MONEY =
  /(\$|€|£|\d|\b(subscription|commission|fee|per|month|year|license|licen[cs]e|sell|sale|ads|advertis\w*|freemium|retainer|charge|price|pay)\b)/i;

const QUESTIONS: Record<QuizField, { short: string; specific: string }> = {
  problem: {
    short: "Who has this problem, and what does it cost them today: time, money or missed opportunities?",
    specific:
      "What does this problem cost them today: time, money or missed opportunities, and can you give an example?",
  },
  solution: {
    short: "How does it work in practice: what does a customer do first, and what happens next?",
    specific: "How does it work in practice: what does a customer do first, and what happens next?",
  },
  targetAudience: {
    short: "Which specific group would pay first, and what is their role, situation or location?",
    specific: "Which one group would pay first, and what is their role, situation or location?",
  },
  differentiator: {
    short: "What do they use today, and why is yours clearly better than that?",
    specific: "What do they use today instead, and what makes yours clearly better than that?",
  },
  businessModel: {
    short: "Who pays, how much and how often (for example, $29 per month per team)?",
    specific: "Who pays, how much and how often (for example, $29 per month per team)?",
  },
};

const NO_ANSWERS: QuizAnswers = {
  problem: "",
  solution: "",
  targetAudience: "",
  differentiator: "",
  businessModel: "",
};

/** Says whether one answer is specific enough; if not, asks one follow-up question (heuristics). */
export function offlineFollowUp(field: QuizField, answer: string): FollowUp {
  const text = answer.trim();
  const vague = (reason: string, kind: "short" | "specific" = "specific"): FollowUp => ({
    field,
    specific: false,
    question: QUESTIONS[field][kind],
    reason,
  });
  if (wordCount(text) < 8) return vague("The answer is too short to analyse.", "short");
  // The offline engine reads English: an answer in another language is quoted as written, but who pays,
  // for what and at what price may be missed. (A language model, when configured, reads it as it is.)
  const language = languageOf(text);
  if (language)
    return {
      field,
      specific: false,
      question: `This answer is in ${language}, and without a language model LaunchForge reads English, so it may miss who pays, for what and at what price. Could you add a sentence or two in English?`,
      reason: `It is written in ${language}; the offline engine reads English.`,
    };
  const checks: Record<QuizField, () => FollowUp | null> = {
    problem: () =>
      PAIN.test(text) ? null : vague("It does not say what the problem costs the people who have it."),
    solution: () => (MECHANISM.test(text) ? null : vague("It does not say how the solution works.")),
    // The same reading as the analysis (facts.ts), so a tip and the result never disagree.
    targetAudience: () =>
      /\b(everyone|everybody|anyone|all people|people in general)\b/i.test(text)
        ? vague("'Everyone' is not a market: a first customer group is missing.")
        : extractCustomer({ ...NO_ANSWERS, targetAudience: text }, "mixed").vague
          ? vague("It names no one group of customers who would pay first.")
          : null,
    differentiator: () => {
      if (COMPARISON.test(text)) return null;
      if (VAGUE.test(text)) return vague("It relies on general words instead of a concrete difference.");
      return wordCount(text) >= 12
        ? null
        : vague("It does not compare the idea with what customers use today.");
    },
    businessModel: () =>
      MONEY.test(text) ? null : vague("It does not say who pays, how much or how often."),
  };
  const specificCheck = checks[field]();
  if (specificCheck) return specificCheck;
  if (VAGUE.test(text) && wordCount(text) < 20)
    return vague("It relies on general words; a concrete example would help.");
  return { field, specific: true, question: null, reason: null };
}
