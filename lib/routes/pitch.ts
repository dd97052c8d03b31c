import { businessPlanSchema, fullBusinessAnalysisSchema } from "@/lib/artifacts/schemas";
import { GENERATIONS, respondWithGeneration } from "@/lib/generation";
import { parseBody, withUser } from "@/lib/http";
import { pitchGenerateSchema } from "@/lib/validation";

/** POST /api/pitch/generate and /api/pitch/generate-detailed (which adds the plans and analyses). */
export const postPitchGenerate = withUser(async ({ request, user }) => {
  const body = await parseBody(request, pitchGenerateSchema);
  const analysis = fullBusinessAnalysisSchema.safeParse(body.fullBusinessAnalysis);
  const plan = businessPlanSchema.safeParse(body.businessPlan);
  return respondWithGeneration({
    request,
    user,
    generation: GENERATIONS.pitch,
    projectId: body.projectId,
    bodyContext: () => ({
      answers: null,
      concept: body.concept,
      brandName: body.brandName,
      analysis: analysis.success ? analysis.data : null,
      businessPlan: plan.success ? plan.data : null,
      variant: body.variant,
    }),
  });
});
