import { analyzeIdea, storedProfile, type IdeaProfile } from "@/lib/ai/offline/profile";
import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import type { QuizAnswers } from "@/lib/validation";

/** The card as the quiz reads the answers, confirmed with one click ("This is right"). */
export function confirmedCard(answers: QuizAnswers): IdeaProfileData {
  return { ...storedProfile(analyzeIdea({ answers })), confirmed: true };
}

/** The idea as the writers read it once its founder confirmed the card as read: its sector's template in use. */
export function confirmedAsRead(answers: QuizAnswers): IdeaProfile {
  return analyzeIdea({ answers, profile: confirmedCard(answers) });
}
