import { GENERATIONS, respondWithGeneration } from "@/lib/generation";
import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { quizSubmitSchema } from "@/lib/validation";

/** The quiz analysis. With projectId, the new answers and the analysis are saved to that project. */
export const POST = withUser(async ({ request, user }) => {
  const { projectId, ...answers } = await parseBody(request, quizSubmitSchema);
  return respondWithGeneration({
    request,
    user,
    generation: GENERATIONS.quiz,
    projectId,
    bodyContext: () => ({ answers }),
  });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
