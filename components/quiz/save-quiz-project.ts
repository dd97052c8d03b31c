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

const NAME_MAX_WORDS = 6;
const NAME_MAX_CHARS = 60;
/** Words a name should not end on ("…that moves along"). */
const DANGLING =
  /^(a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|into|along|that|which|who|where|whose|so|as|its|their|our|your|is|are|each|every|any)$/i;

/**
 * A project's working name from the founder's solution, until a brand is chosen (which then names it):
 * the first words of its first clause, whole words only, never a dangling "the" or an open bracket —
 * "A mobile app that predicts tomorrow's demand for each product…" gives "Mobile app that predicts
 * tomorrow's demand". Falls back to "New project" for text with no words.
 */
export function projectNameFromIdea(solution: string): string {
  const clause = solution
    .trim()
    .replace(/\s+/g, " ")
    .split(/[.,;:!?()[\]{}"“”]| - | – | — | with /)[0]
    .trim();
  const words = clause.split(" ").filter(Boolean);
  if (/^(a|an|the)$/i.test(words[0] ?? "")) words.shift();
  let picked = words.slice(0, NAME_MAX_WORDS);
  while (picked.join(" ").length > NAME_MAX_CHARS && picked.length > 1) picked = picked.slice(0, -1);
  while (picked.length > 1 && DANGLING.test(picked.at(-1)!)) picked = picked.slice(0, -1);
  const name = picked.join(" ").slice(0, NAME_MAX_CHARS);
  if (!/[\p{L}\p{N}]/u.test(name)) return "New project";
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
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
    name: projectNameFromIdea(answers.solution),
    description,
    status: QUIZ_PROJECT_STATUS,
    quizData,
  });
  return "/dashboard";
}
