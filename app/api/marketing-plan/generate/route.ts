import { GENERATIONS, respondWithGeneration } from "@/lib/generation";
import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { marketingPlanGenerateSchema } from "@/lib/validation";

/** The marketing plan (Fuel and up): SEO keywords with intent, a 60-day social plan per channel, ad copy. */
export const POST = withUser(async ({ request, user }) => {
  const { concept, brandName, projectId, variant } = await parseBody(request, marketingPlanGenerateSchema);
  return respondWithGeneration({
    request,
    user,
    generation: GENERATIONS.marketingPlan,
    projectId,
    bodyContext: () => ({ answers: null, concept, brandName, variant }),
  });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
