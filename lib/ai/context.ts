import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import type { QuizAnswers } from "@/lib/validation";
import type { OfflineInput } from "./offline";
import type {
  ActionPlan,
  BusinessPlan,
  FinancialModel,
  FullBusinessAnalysis,
  PrototypeData,
  QuizResult,
} from "@/lib/artifacts/schemas";

/**
 * What a generator knows about a founder: the answers and every earlier step. Route handlers build it
 * from the stored project (never from what the client claims) when a projectId is given.
 */
export interface FounderContext {
  answers: QuizAnswers | null;
  /** The refined concept, or the concept text sent by the stateless endpoints. */
  concept?: string | null;
  industryHint?: string | null;
  brandName?: string | null;
  brandTagline?: string | null;
  quizResult?: QuizResult | null;
  businessPlan?: BusinessPlan | null;
  analysis?: FullBusinessAnalysis | null;
  prototype?: PrototypeData | null;
  actionPlan?: ActionPlan | null;
  /** The assumptions stored with the analysis or the forecast, so later steps reuse the same numbers. */
  financialModel?: FinancialModel | null;
  /** Another take on the same input (regenerate): seeds the offline engine's choices. */
  variant?: number | null;
  /** What the founder confirmed or corrected ("What we understood"); every writer follows it. */
  profile?: IdeaProfileData | null;
}

export function toOfflineInput(ctx: FounderContext): OfflineInput {
  return {
    answers: ctx.answers,
    concept: ctx.concept,
    industryHint: ctx.industryHint,
    brandName: ctx.brandName,
    financialModel: ctx.financialModel ?? ctx.analysis?.financialModel ?? null,
    variant: ctx.variant,
    profile: ctx.profile ?? null,
  };
}
