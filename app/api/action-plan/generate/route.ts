import { fullBusinessAnalysisSchema, prototypeDataSchema } from "@/lib/artifacts/schemas";
import { GENERATIONS, respondWithGeneration } from "@/lib/generation";
import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { actionPlanGenerateSchema } from "@/lib/validation";

/** The 60-day action plan (Spark and up). */
export const POST = withUser(async ({ request, user }) => {
  const body = await parseBody(request, actionPlanGenerateSchema);
  const analysis = fullBusinessAnalysisSchema.safeParse(body.businessAnalysis);
  const prototype = prototypeDataSchema.safeParse(body.prototype);
  return respondWithGeneration({
    request,
    user,
    generation: GENERATIONS.actionPlan,
    projectId: body.projectId,
    bodyContext: () => ({
      answers: null,
      concept: body.concept ?? (analysis.success ? analysis.data.executiveSummary : null),
      brandName: body.brandName,
      analysis: analysis.success ? analysis.data : null,
      prototype: prototype.success ? prototype.data : null,
      variant: body.variant,
    }),
  });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
