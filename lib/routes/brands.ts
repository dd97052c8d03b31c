import { GENERATIONS, respondWithGeneration } from "@/lib/generation";
import { parseBody, withUser } from "@/lib/http";
import { brandGenerateSchema } from "@/lib/validation";

/** POST /api/brands/generate and its older alias /api/brand/generate: 10 brand names. */
export const postBrandGenerate = withUser(async ({ request, user }) => {
  const { concept, industry, projectId, variant } = await parseBody(request, brandGenerateSchema);
  return respondWithGeneration({
    request,
    user,
    generation: GENERATIONS.brands,
    projectId,
    bodyContext: () => ({ answers: null, concept, industryHint: industry, variant }),
  });
});
