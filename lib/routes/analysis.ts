import type { FounderContext } from "@/lib/ai/context";
import { GENERATIONS, respondWithGeneration, type Generation } from "@/lib/generation";
import { parseBody, withUser } from "@/lib/http";
import { analysisGenerateSchema, quizAnswersSchema } from "@/lib/validation";

type AnalysisKind = "businessPlan" | "businessAnalysis" | "fullBusinessAnalysis";

/** The context of the stateless analysis calls: the concept, the quiz answers if complete, the brand. */
function contextFromBody(body: {
  concept?: string;
  quizData?: Record<string, unknown>;
  brandName?: string;
  variant?: number;
}): FounderContext {
  const answers = quizAnswersSchema.safeParse(body.quizData ?? {});
  return {
    answers: answers.success ? answers.data : null,
    concept: body.concept ?? (typeof body.quizData?.concept === "string" ? body.quizData.concept : null),
    brandName: body.brandName,
    variant: body.variant,
  };
}

/** POST /api/business-plan/generate, /api/business-analysis/generate, /api/full-business-analysis/generate. */
export function analysisRoute<K extends AnalysisKind>(generation: Generation<K>) {
  return withUser(async ({ request, user }) => {
    const body = await parseBody(request, analysisGenerateSchema);
    return respondWithGeneration({
      request,
      user,
      generation,
      projectId: body.projectId,
      bodyContext: () => contextFromBody(body),
    });
  });
}

export const postBusinessPlan = analysisRoute(GENERATIONS.businessPlan);
export const postBusinessAnalysis = analysisRoute(GENERATIONS.businessAnalysis);
export const postFullBusinessAnalysis = analysisRoute(GENERATIONS.fullBusinessAnalysis);
