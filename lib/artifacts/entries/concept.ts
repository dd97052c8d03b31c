import { quizDataSchema } from "@/lib/validation";
import { free, type ArtifactRule } from "../rules";

export const quizData = {
  feature: "The Business Concept",
  schema: quizDataSchema,
  plans: free,
  step: {
    key: "concept",
    number: 1,
    title: "Business Concept",
    description: "Answer 5 strategic questions and get an AI analysis of your idea.",
    duration: "5-10 min",
    prerequisite: null,
    endpoint: null,
    successToast: "Analysis Complete!",
  },
  status: "concept_analysis",
  generation: {
    kind: "quizResult",
    task: "Analyse the idea. concept: a refined concept in 4-6 sentences (who, what, why now, how it earns money). strengths: 3-5 concrete strengths. recommendations: 3-5 next steps a founder can do this month.",
    analyticsEvent: "quiz_completed",
  },
  exports: {},
  panel: "concept",
} as const satisfies ArtifactRule;
