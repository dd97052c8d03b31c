import { fuel, pdf, type ArtifactRule } from "../rules";
import { marketingPlanSchema } from "../schemas";

export const marketingPlanData = {
  feature: "The Marketing Plan",
  schema: marketingPlanSchema,
  plans: fuel,
  step: null,
  status: null,
  generation: {
    kind: "marketingPlan",
    task: "Write a marketing plan: seoKeywords (8-20, each with intent informational|commercial|transactional|navigational and priority), socialPlan (2-4 channels, each with goal, cadence and 4-12 dated posts across days 1-60), adCopy (4-10 variants for search and social, each with headline, body and callToAction).",
    tierMessage:
      "The Marketing Plan Generator requires a Fuel plan or higher. Upgrade to unlock SEO keywords, a social plan and ad copy.",
    needs: {
      columns: ["fullBusinessAnalysisData"],
      message: "Complete the full business analysis before generating a marketing plan.",
    },
    analyticsEvent: "marketing_plan_generated",
  },
  exports: {
    pdf: {
      ...pdf(
        "/api/marketing-plan/download/pdf",
        "marketing-plan.pdf",
        "Generate the marketing plan before downloading it.",
        "marketing-plan",
      ),
      plan: "fuel",
      tierMessage: "The Marketing Plan requires a Fuel plan or higher.",
    },
  },
  panel: "marketing-plan",
} as const satisfies ArtifactRule;
