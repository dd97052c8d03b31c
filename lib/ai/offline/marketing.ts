import type { FinancialForecast, MarketingPlan } from "@/lib/ai/schemas";
import { BILLING_MODEL_LABELS } from "@/lib/finance/assumptions";
import { computeFinancials, financialFacts, proposeFinancialModel, type Financials } from "./financials";
import type { IdeaProfile } from "./profile";
import { baseVerbPhrase, clip, upperFirst } from "./text";

/** The Fuel-tier marketing plan: SEO keywords with intent, a 60-day social plan, ad copy variants. */
export function offlineMarketingPlan(
  p: IdeaProfile,
  brandName?: string | null,
  financials?: Financials,
): MarketingPlan {
  const facts = financialFacts(financials ?? computeFinancials(proposeFinancialModel(p)));
  const name = brandName?.trim() || "our product";
  const brand = brandName?.trim().toLowerCase() || null;
  const [topic = p.keyTerms[0] ?? p.industry.name, topic2 = p.keyTerms[1] ?? p.industry.name] = p.keyPhrases
    .length
    ? [p.keyPhrases[0], p.keyPhrases[1] ?? p.keyTerms[0]]
    : p.keyTerms;
  const noun = p.product.split(" ").slice(-1)[0];
  // "sneaker brand" + "brand" is "sneaker brand", not "sneaker brand brand".
  const offer = topic.split(" ").at(-1) === noun ? topic : `${topic} ${noun}`;
  const action = clip(baseVerbPhrase(p.solutionAction), 6);

  const transactional: Record<IdeaProfile["kind"], string[]> = {
    digital: [`${offer} pricing`, `${offer} free trial`],
    physical: [`buy ${topic} online`, `${topic} price`],
    "in-person": [`${topic} near me`, `book ${topic}`],
  };
  type Keyword = MarketingPlan["seoKeywords"][number];
  const keywords: Keyword[] = [
    { keyword: `how to ${action}`, intent: "informational", priority: "high" },
    { keyword: `${topic} tips`, intent: "informational", priority: "medium" },
    { keyword: `${topic2} guide`, intent: "informational", priority: "low" },
    { keyword: `${p.industry.name} trends`, intent: "informational", priority: "low" },
    { keyword: `best ${offer}`, intent: "commercial", priority: "high" },
    { keyword: `${offer} reviews`, intent: "commercial", priority: "medium" },
    { keyword: `${noun} for ${p.audienceShort}`, intent: "commercial", priority: "medium" },
    ...transactional[p.kind].map((keyword) => ({
      keyword,
      intent: "transactional" as const,
      priority: "high" as const,
    })),
    ...(brand
      ? [
          { keyword: brand, intent: "navigational" as const, priority: "low" as const },
          {
            keyword: `${brand} ${p.kind === "digital" ? "login" : "reviews"}`,
            intent: "navigational" as const,
            priority: "low" as const,
          },
        ]
      : []),
  ];
  const seoKeywords = keywords.map((k) => ({ ...k, keyword: clip(k.keyword, 8) }));

  const themes: [string, string][] = [
    [
      "Problem spotlight",
      `A story from one of our customer interviews: what this problem really costs ${p.audienceShort}.`,
    ],
    ["Behind the build", `What we are building at ${name} and why, in 60 seconds.`],
    ["Tip", `One practical tip for ${p.audienceShort}, straight from our interviews.`],
    ["Customer voice", `What a pilot customer said after the first week.`],
    ["Myth vs fact", `A common belief in ${p.industry.name}, and what our pilot showed instead.`],
    ["Launch", `${upperFirst(name)} is live: here is what it does and who it is for.`],
    ["How it works", `A short walkthrough: ${clip(p.solutionAction, 12)}.`],
    ["Results", `Early numbers from the pilot, shared openly.`],
  ];
  const socialPlan: MarketingPlan["socialPlan"] = p.industry.channels.slice(0, 3).map((channel, ci) => ({
    channel: upperFirst(channel),
    goal:
      ci === 0
        ? "Build awareness and a waitlist before launch"
        : ci === 1
          ? "Turn interest into sign-ups around the launch"
          : "Win trust with proof after launch",
    cadence: ci === 0 ? "3 posts a week" : "2 posts a week",
    posts: Array.from({ length: 8 }, (_, i) => {
      const [theme, caption] = themes[(i + ci * 3) % themes.length];
      return { day: Math.min(60, 1 + i * 8 + ci * 2), theme, caption };
    }),
  }));

  const cta: Record<IdeaProfile["kind"], string> = {
    digital: "Start free trial",
    physical: "Shop now",
    "in-person": "Book now",
  };
  const adCopy: MarketingPlan["adCopy"] = [
    {
      platform: "search",
      headline: clip(upperFirst(offer), 8),
      body: `${upperFirst(clip(p.solutionAction, 14))}. From ${facts.price}.`,
      callToAction: cta[p.kind],
    },
    {
      platform: "search",
      headline: clip(upperFirst(action), 7),
      body: `${upperFirst(name)} ${clip(p.solutionAction, 12)}. Made for ${p.audienceShort}.`,
      callToAction: "See how it works",
    },
    {
      platform: "social",
      headline: clip(`For ${p.audienceShort}`, 8),
      body: `${upperFirst(clip(p.problem, 16))}? ${upperFirst(name)} fixes that.`,
      callToAction: "Join the waitlist",
    },
    {
      platform: "social",
      headline: `Meet ${clip(name, 6)}`,
      body: p.differentiator ? `${upperFirst(clip(p.differentiator, 20))}.` : `Built for ${p.audienceShort}.`,
      callToAction: "Learn more",
    },
    {
      platform: "social",
      headline: p.billingModel === "freemium" ? "Free to start" : `From ${facts.price}`,
      body: `${upperFirst(name)} does one job well: it ${clip(p.solutionAction, 10)}.`,
      callToAction: cta[p.kind],
    },
  ];

  return { seoKeywords, socialPlan, adCopy };
}

/** The Fuel-tier forecast: the same assumptions as the analysis, with notes on where they come from. */
export function offlineFinancialForecast(p: IdeaProfile, financials?: Financials): FinancialForecast {
  const f = financials ?? computeFinancials(proposeFinancialModel(p));
  const facts = financialFacts(f);
  return {
    ...f.model,
    notes: [
      p.statedPrice !== null
        ? `Price ${facts.price} taken from your business model answer.`
        : `Price ${facts.price} is a typical level for ${BILLING_MODEL_LABELS[p.billingModel]} offers in ${p.industry.name}; replace it with your own.`,
      `Churn (${facts.churn} a month) and acquisition cost (${facts.cac}) are sector benchmarks for ${p.industry.name}, to be replaced with pilot data.`,
      `Market: ${facts.potentialCustomers} ${f.model.market.customerUnit} in ${f.model.market.geography} is an order-of-magnitude assumption; check it against a public source for your region.`,
      `Fixed costs start at a lean founding team and grow ${Math.round(f.model.assumptions.annualFixedCostGrowth * 100)}% a year as you hire.`,
    ],
  };
}
