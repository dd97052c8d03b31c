import type { QuizAnswers } from "@/lib/validation";

/** Quiz answers with only the named parts said: the rest empty, for unit tests of one reading. */
export function answersWith(parts: Partial<QuizAnswers>): QuizAnswers {
  return { problem: "", solution: "", targetAudience: "", differentiator: "", businessModel: "", ...parts };
}
