import type { FounderContext } from "./context";
import type { Financials } from "./offline/financials";
import { financialFacts } from "./offline/financials";
import type { ArtifactKind } from "./schemas";

/**
 * Prompts for the language-model path. Every prompt carries the founder's own answers and the earlier
 * steps, asks the model to reuse the founder's words, and forbids invented figures: the numbers come
 * from lib/finance and are given to the model verbatim.
 */

export const SYSTEM_PROMPT = `You are LaunchForge, a seasoned startup strategist who helps first-time founders turn an idea into a launch package.
Rules:
- Ground every sentence in the founder's own answers and earlier steps; reuse their nouns and phrases.
- Be specific and practical. No filler, no hype, no placeholders such as [Company] or TODO.
- Never invent statistics, market figures or prices. Use only the figures given to you, exactly as written.
- Write in clear US English, in the founder's language if the answers use another language.
- Answer with JSON that matches the requested schema exactly.`;

function answersBlock(ctx: FounderContext): string {
  const a = ctx.answers;
  const lines = a
    ? [
        `Problem: ${a.problem}`,
        `Solution: ${a.solution}`,
        `Target audience: ${a.targetAudience}`,
        `Differentiator: ${a.differentiator}`,
        `Business model: ${a.businessModel}`,
      ]
    : [];
  if (ctx.concept) lines.push(`Refined concept: ${ctx.concept}`);
  if (ctx.industryHint) lines.push(`Industry: ${ctx.industryHint}`);
  if (ctx.brandName)
    lines.push(`Brand name: ${ctx.brandName}${ctx.brandTagline ? ` (tagline: ${ctx.brandTagline})` : ""}`);
  return `The founder's idea:\n${lines.join("\n")}`;
}

export function figuresBlock(financials: Financials): string {
  const f = financialFacts(financials);
  return [
    "Figures computed by our financial model (use these exactly; do not invent others):",
    `- Price: ${f.price}; revenue per customer per month: ${f.arpu}; gross margin: ${f.grossMargin}; monthly churn: ${f.churn}; acquisition cost: ${f.cac}; lifetime value: ${f.ltv} (${f.ltvToCac} of acquisition cost)`,
    `- Market: TAM ${f.tam}, SAM ${f.sam}, SOM ${f.som} (top-down from ${f.potentialCustomers} ${financials.model.market.customerUnit} in ${financials.model.market.geography})`,
    `- Revenue: ${f.revenue[0]} (Y1), ${f.revenue[1]} (Y2), ${f.revenue[2]} (Y3); ${f.customerWord} at year end: ${f.customers.join(", ")}; EBITDA: ${f.ebitda.join(", ")}`,
    `- Break-even: ${f.breakEven}; funding need: ${f.ask}`,
  ].join("\n");
}

function earlierSteps(ctx: FounderContext): string {
  const parts: string[] = [];
  if (ctx.analysis) parts.push(`Business analysis (summary): ${ctx.analysis.executiveSummary}`);
  if (ctx.prototype)
    parts.push(
      `Visual identity: ${ctx.prototype.visualIdentity}\nKey features: ${ctx.prototype.features.join("; ")}`,
    );
  if (ctx.actionPlan) parts.push(`Launch strategy: ${ctx.actionPlan.launchStrategy}`);
  return parts.length ? `\n\nEarlier steps:\n${parts.join("\n")}` : "";
}

const TASKS: Record<ArtifactKind, string> = {
  quizResult:
    "Analyse the idea. concept: a refined concept in 4-6 sentences (who, what, why now, how it earns money). strengths: 3-5 concrete strengths. recommendations: 3-5 next steps a founder can do this month.",
  brandData:
    "Propose exactly 10 distinct, pronounceable brand names built from the idea's key terms with varied techniques (compounds, blends, suffixes, metaphors, coined words). For each: name (2-20 letters, no spaces), rationale (why it fits this idea and audience, 1-2 sentences), tagline (under 10 words).",
  businessPlan:
    "Write a business plan: executiveSummary, marketAnalysis, competitiveAnalysis (kinds of alternatives and their weaknesses, no company names you are unsure of), marketingStrategy. One solid paragraph each.",
  businessAnalysis:
    "Write a business analysis: marketSize (use the figures given), targetMarket, revenueModel, competitiveAdvantage, a SWOT (2-5 items per list) and the main risks.",
  fullBusinessAnalysis:
    "Write the narrative parts of a full business analysis: executiveSummary (one paragraph), marketNarrative (trends and why now; no figures, the sizing is added separately), competitiveLandscape, marketingStrategy (phased, with channels), strategicRecommendations (4-7), actionItems (3-6 for the next two weeks).",
  prototype:
    "Design prototype assets: visualIdentity (paragraph), moodBoard (description plus primaryColor, secondaryColor, accentColor, backgroundColor, textColor as #RRGGBB with readable contrast), typography (headingFont and bodyFont from: Poppins, Montserrat, Roboto, Inter, Open Sans, Lato, Nunito, Source Sans Pro; rationale), logoConcepts (2-4), mockups (3-6 screen or asset titles), userFlow (numbered steps), features (4-8).",
  actionPlan:
    "Write a 60-day launch plan: launchStrategy (paragraph), actionItems (15-30 items covering weeks 1 to 9, each with week, title, description, priority high|medium|low and estimatedHours), successMetrics (3-8 measurable targets).",
  pitch:
    "Write the pitch: elevatorPitch (about 30 seconds, 60-110 words), threeminPitch (about 3 minutes, 350-550 words), deckOutline (10 one-line entries), speakingPoints (5-10), fullSlides: exactly 10 slides titled, in order, Problem, Solution, Market Size, Business Model, Traction, Competition, Financial Projections, Team, Funding Ask, Vision, each with content (2-6 bullets) and keyPoints (1-4 speaker notes).",
  marketingPlan:
    "Write a marketing plan: seoKeywords (8-20, each with intent informational|commercial|transactional|navigational and priority), socialPlan (2-4 channels, each with goal, cadence and 4-12 dated posts across days 1-60), adCopy (4-10 variants for search and social, each with headline, body and callToAction).",
  financialForecast: "Propose the assumptions of the financial model (see the schema).",
};

export function artifactPrompt(kind: ArtifactKind, ctx: FounderContext, financials?: Financials): string {
  const figures = financials ? `\n\n${figuresBlock(financials)}` : "";
  return `${answersBlock(ctx)}${earlierSteps(ctx)}${figures}\n\nTask: ${TASKS[kind]}`;
}

export function assumptionsPrompt(ctx: FounderContext): string {
  return `${answersBlock(ctx)}

Task: propose the assumptions of a 36-month financial model for this idea. Use the founder's stated price if there is one.
billingModel: one of subscription, marketplace, one_time, freemium, ads, services, usage. pricePoint: the price of one purchase (monthly plan, average order, product price, retainer, or monthly ad revenue per user). purchasesPerCustomerPerMonth (1 for a monthly plan). revenueShare: the marketplace take rate, else 1. payingShare: the freemium conversion rate, else 1. startingCustomers (usually 0). newCustomersFirstMonth. monthlyGrowthRate (0.05-0.15 typical). monthlyChurnRate. cac (USD). grossMargin (0-1). fixedMonthlyCosts (USD, lean founding team). annualFixedCostGrowth. startingCash (USD).
market: customerUnit (plural noun), geography, potentialCustomers (order of magnitude), serviceableShare and obtainableShare (0-1), all as explicit, conservative assumptions.`;
}

export function followUpPrompt(field: string, answer: string): string {
  return `A founder answered the quiz question "${field}" with:\n"""${answer}"""\n\nIs the answer specific enough to analyse (who, what, how, what it costs today)? If yes: specific true, question null, reason null. If not: specific false, one short follow-up question that would make it specific, and the reason in a few words.`;
}
