import { PRICE_PERIOD_LABELS } from "@/lib/artifacts/idea-profile";
import type { FounderContext } from "./context";
import type { Financials } from "./offline/financials";
import { financialFacts } from "./offline/financials";
import { ARTIFACT_COLUMNS, ARTIFACTS } from "@/lib/artifacts/registry";
import type { ArtifactKind } from "@/lib/artifacts/schemas";

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
  return `The founder's idea:\n${lines.join("\n")}${profileBlock(ctx)}`;
}

/** What the founder confirmed ("What we understood"): facts every answer must keep, word for word. */
function profileBlock(ctx: FounderContext): string {
  const p = ctx.profile;
  if (!p) return "";
  const prices = p.prices.map((x) =>
    x.period === "commission"
      ? `${x.amount}% commission`
      : `${x.amount} ${p.currency ?? ""} ${PRICE_PERIOD_LABELS[x.period]}`.replace(/\s+/g, " "),
  );
  return [
    `\n\n${p.confirmed ? "Confirmed by the founder" : "Read from the answers"} (keep these facts; never replace them with another industry's):`,
    `- Paying customer: ${p.customer.units} (${p.customer.type})`,
    `- Market: ${p.geography ? p.geography.label : "not named: do not assume a country; say it is missing"}`,
    `- Currency: ${p.currency ?? "not stated"}${prices.length ? `; prices: ${prices.join(", ")}` : ""}; billing: ${p.billingModel}`,
    p.competitors.length
      ? `- Competitors the founder names (name them where competition is discussed, attribute the founder's claims to the founder): ${p.competitors.map((c) => `${c.name} ("${c.claim}")`).join("; ")}`
      : "- The founder names no competitor: do not invent company names.",
    p.channels.length ? `- Channels the founder names: ${p.channels.join(", ")}` : "",
    `- Industry: ${p.industry.confident && p.industry.id ? p.industry.name : "no template fits: describe what is typical for this business model, not a sector"}`,
  ]
    .filter(Boolean)
    .join("\n");
}

export function figuresBlock(financials: Financials): string {
  const f = financialFacts(financials);
  return [
    "Figures computed by our financial model (use these exactly; do not invent others):",
    `- Price: ${f.price}; revenue per customer per month: ${f.arpu}; gross margin: ${f.grossMargin}; monthly churn: ${f.churn}; acquisition cost: ${f.cac}; lifetime value: ${f.ltv} (${f.ltvToCac} of acquisition cost)`,
    financials.market.tam === null
      ? `- Market: not sized yet (the founder has not counted the ${financials.model.market.customerUnit} in ${financials.model.market.geography}): state no market size, TAM, SAM or SOM, and say the count is the founder's next step`
      : `- Market: TAM ${f.tam}, SAM ${f.sam}, SOM ${f.som} (top-down from the founder's count of ${f.potentialCustomers} ${financials.model.market.customerUnit} in ${financials.model.market.geography})`,
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

/** What the model is asked to write for each artifact: the task of its registry entry. */
export const TASKS = Object.fromEntries(
  ARTIFACT_COLUMNS.flatMap((c) => {
    const generation = ARTIFACTS[c].generation;
    return generation ? [[generation.kind, generation.task]] : [];
  }),
) as Record<ArtifactKind, string>;

export function artifactPrompt(kind: ArtifactKind, ctx: FounderContext, financials?: Financials): string {
  const figures = financials ? `\n\n${figuresBlock(financials)}` : "";
  return `${answersBlock(ctx)}${earlierSteps(ctx)}${figures}\n\nTask: ${TASKS[kind]}`;
}

export function assumptionsPrompt(ctx: FounderContext): string {
  return `${answersBlock(ctx)}

Task: propose the assumptions of a 36-month financial model for this idea. Use the founder's stated price if there is one. Amounts are in ${ctx.profile?.currency ?? "USD"}.
billingModel: one of subscription, marketplace, one_time, freemium, ads, services, usage. deliveredBy: what delivers each sale, which names the cost of each sale where the raise is spent: software, people (the founder's staff do the work: tutors, chefs, accountants who do the books), goods (products made or bought and sent out) or equipment (things hired out and returned: e-bikes, lockers, solar kits). pricePoint: the price of one purchase (monthly plan, average order, product price, retainer, price per day or per use, or monthly ad revenue per user); an annual plan sold alone is entered as its monthly equivalent (the annual price / 12); annualPrice: only when a yearly plan is offered beside a monthly price (the monthly price stays the pricePoint). upfrontPrice and upfrontMargin: only when new customers also pay once for a device, kit or set-up on top of a recurring price (a refundable deposit is not revenue); upfrontUnits: how many of them each new customer buys when that price is per unit (\"€89 per hive\" for about 8 hives: 8), else omitted. purchasesPerCustomerPerMonth (1 for a monthly plan, about 30 for a price per day used daily). revenueShare: the marketplace take rate, else 1. payingShare: the freemium conversion rate, else 1. startingCustomers (usually 0). newCustomersFirstMonth. monthlyGrowthRate (0.05-0.15 typical). monthlyChurnRate. cac. grossMargin (0-1). fixedMonthlyCosts (lean founding team). annualFixedCostGrowth. startingCash.
market: customerUnit (plural noun), geography, potentialCustomers (the count the founder gives, else null: never estimate it), serviceableShare and obtainableShare (0-1), as explicit, conservative assumptions.`;
}

export function followUpPrompt(field: string, answer: string): string {
  return `A founder answered the quiz question "${field}" with:\n"""${answer}"""\n\nIs the answer specific enough to analyse (who, what, how, what it costs today)? If yes: specific true, question null, reason null. If not: specific false, one short follow-up question that would make it specific, and the reason in a few words.`;
}
