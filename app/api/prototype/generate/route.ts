import { GENERATIONS, respondWithGeneration } from "@/lib/generation";
import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { prototypeGenerateSchema } from "@/lib/validation";

/** Prototype assets (Spark and up): mood board, palette, typography, mockups, user flow, features. */
export const POST = withUser(async ({ request, user }) => {
  const { concept, brandName, projectId, variant } = await parseBody(request, prototypeGenerateSchema);
  return respondWithGeneration({
    request,
    user,
    generation: GENERATIONS.prototype,
    projectId,
    bodyContext: () => ({ answers: null, concept, brandName, variant }),
  });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
