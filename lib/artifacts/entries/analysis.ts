import { free, pdf, type ArtifactRule } from "../rules";
import { businessAnalysisSchema, businessPlanSchema, fullBusinessAnalysisSchema } from "../schemas";

export const businessPlanData = {
  feature: "The Business Plan",
  schema: businessPlanSchema,
  plans: free,
  step: null,
  status: null,
  generation: {
    kind: "businessPlan",
    task: "Write a business plan: executiveSummary, marketAnalysis, competitiveAnalysis (kinds of alternatives and their weaknesses, no company names you are unsure of), marketingStrategy. One solid paragraph each.",
    needs: {
      columns: ["quizData"],
      message: "No concept data available for the business plan. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  },
  exports: {},
  panel: null,
} as const satisfies ArtifactRule;

export const businessAnalysisData = {
  feature: "The Business Analysis",
  schema: businessAnalysisSchema,
  plans: free,
  step: null,
  status: null,
  generation: {
    kind: "businessAnalysis",
    task: "Write a business analysis: marketSize (use the figures given), targetMarket, revenueModel, competitiveAdvantage, a SWOT (2-5 items per list) and the main risks.",
    needs: {
      columns: ["quizData"],
      message:
        "No concept data available for the business analysis. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  },
  exports: {},
  panel: null,
} as const satisfies ArtifactRule;

export const fullBusinessAnalysisData = {
  feature: "The Business Analysis",
  schema: fullBusinessAnalysisSchema,
  plans: free,
  step: {
    key: "analysis",
    number: 3,
    title: "Business Analysis",
    description: "Market size, revenue projections and competitive positioning.",
    duration: "15-20 min",
    prerequisite: "branding",
    endpoint: "/api/full-business-analysis/generate",
    successToast: "Business Analysis Complete!",
  },
  status: "business_analysis",
  generation: {
    kind: "fullBusinessAnalysis",
    task: "Write the narrative parts of a full business analysis: executiveSummary (one paragraph), marketNarrative (trends and why now; no figures, the sizing is added separately), competitiveLandscape, marketingStrategy (phased, with channels), strategicRecommendations (4-7), actionItems (3-6 for the next two weeks).",
    needs: {
      columns: ["quizData", "brandData"],
      message: "Complete the brand naming step before the full business analysis.",
    },
    analyticsEvent: "step_generated",
  },
  exports: {
    pdf: pdf(
      "/api/full-business-analysis/download/pdf",
      "full-business-analysis.pdf",
      "Generate the full business analysis before downloading it.",
      "analysis",
    ),
  },
  panel: "analysis",
} as const satisfies ArtifactRule;
