import { free, type ArtifactRule } from "../rules";
import { brandDataSchema, selectedBrandSchema } from "../schemas";

export const brandData = {
  feature: "Brand Naming",
  schema: brandDataSchema,
  plans: free,
  step: {
    key: "branding",
    number: 2,
    title: "Brand Naming",
    description: "10 AI-generated brand names with real domain availability checks.",
    duration: "2-5 min",
    prerequisite: "concept",
    endpoint: "/api/brands/generate",
    successToast: "Brand Names Generated!",
  },
  status: "brand_naming",
  generation: {
    kind: "brandData",
    task: "Propose exactly 10 distinct, pronounceable brand names built from the idea's key terms with varied techniques (compounds, blends, suffixes, metaphors, coined words). For each: name (2-20 letters, no spaces), rationale (why it fits this idea and audience, 1-2 sentences), tagline (under 10 words).",
    needs: {
      columns: ["quizData"],
      message: "No concept data available for brand generation. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  },
  exports: {},
  panel: "branding",
} as const satisfies ArtifactRule;

export const selectedBrand = {
  feature: "The selected brand",
  schema: selectedBrandSchema.nullable(),
  plans: free,
  step: null,
  status: null,
  generation: null,
  exports: {},
  panel: "branding",
} as const satisfies ArtifactRule;
