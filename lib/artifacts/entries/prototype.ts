import { pdf, spark, type ArtifactRule } from "../rules";
import { prototypeDataSchema } from "../schemas";

export const prototypeData = {
  feature: "Prototype Assets",
  schema: prototypeDataSchema,
  plans: spark,
  step: {
    key: "prototype",
    number: 4,
    title: "Prototype Assets",
    description: "Mood board, colour palette, typography and mockups.",
    duration: "10-15 min",
    prerequisite: "analysis",
    endpoint: "/api/prototype/generate",
    successToast: "Prototype Assets Generated!",
  },
  status: "prototype_assets",
  generation: {
    kind: "prototype",
    task: "Design prototype assets: visualIdentity (paragraph), moodBoard (description plus primaryColor, secondaryColor, accentColor, backgroundColor, textColor as #RRGGBB with readable contrast), typography (headingFont and bodyFont from: Poppins, Montserrat, Roboto, Inter, Open Sans, Lato, Nunito, Source Sans Pro; rationale), logoConcepts (2-4), mockups (3-6 screen or asset titles), userFlow (numbered steps), features (4-8).",
    tierMessage:
      "Prototype Assets require a Spark plan or higher. Upgrade to unlock the mood board, typography and mockups.",
    needs: {
      columns: ["fullBusinessAnalysisData"],
      message: "Complete the full business analysis before generating prototype assets.",
    },
    analyticsEvent: "step_generated",
  },
  exports: {
    pdf: pdf(
      "/api/prototype/download/pdf",
      "prototype-assets.pdf",
      "Generate the prototype assets before downloading them.",
      "prototype",
    ),
  },
  panel: "prototype",
} as const satisfies ArtifactRule;
