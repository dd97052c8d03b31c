import type { QuizResult } from "@/lib/artifacts/schemas";
import { apiJson } from "@/lib/api-client";
import type { QuizAnswers } from "@/lib/validation";

export const QUIZ_PROJECT_STATUS = "concept_analysis";
const DESCRIPTION_MAX = 2000;

/** The first sentence of a text (up to and including its full stop), for a project description. */
export function firstSentence(text: string): string {
  const flat = text.trim().replace(/\s+/g, " ");
  const match = flat.match(/^.+?[.!?](?=\s|$)/);
  return (match ? match[0] : flat).slice(0, DESCRIPTION_MAX);
}

/** "Project - Nov 21, 2026". */
export function newProjectName(date = new Date()): string {
  return `Project - ${date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`;
}

/**
 * Saves an analysed quiz: POST /api/projects for a new project, PUT /api/projects/{id} when refining one.
 * Returns the page to go to next. API errors propagate as ApiError (e.g. the Free plan's project limit).
 */
export async function saveQuizProject({
  projectId,
  answers,
  result,
}: {
  projectId?: string;
  answers: QuizAnswers;
  result: QuizResult | null;
}): Promise<string> {
  if (!result) throw new Error("No quiz result to save");
  const quizData = { ...answers, ...result };
  const description = firstSentence(result.concept);
  if (projectId) {
    await apiJson("PUT", `/api/projects/${projectId}`, {
      quizData,
      description,
      status: QUIZ_PROJECT_STATUS,
    });
    return `/project/${projectId}`;
  }
  await apiJson("POST", "/api/projects", {
    name: newProjectName(),
    description,
    status: QUIZ_PROJECT_STATUS,
    quizData,
  });
  return "/dashboard";
}
