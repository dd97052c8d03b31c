import { pdf, spark, type ArtifactRule } from "../rules";
import { pitchDataSchema } from "../schemas";

const INVESTOR_TIER_MESSAGE =
  "The Investor Deck requires a Rocket plan. Upgrade to download the extended deck.";
const INVESTOR_MISSING = "Create the pitch deck before downloading the investor deck.";

export const pitchData = {
  feature: "The Pitch Deck",
  schema: pitchDataSchema,
  plans: spark,
  step: {
    key: "pitch",
    number: 6,
    title: "Pitch Deck",
    description: "10 investor slides built from everything above.",
    duration: "5-8 min",
    prerequisite: "actionPlan",
    endpoint: "/api/pitch/generate",
    successToast: "Pitch Deck Created!",
  },
  status: "completed",
  generation: {
    kind: "pitch",
    task: "Write the pitch: elevatorPitch (about 30 seconds, 60-110 words), threeminPitch (about 3 minutes, 350-550 words), deckOutline (10 one-line entries), speakingPoints (5-10), fullSlides: exactly 10 slides titled, in order, Problem, Solution, Market Size, Business Model, Traction, Competition, Financial Projections, Team, Funding Ask, Vision, each with content (2-6 bullets) and keyPoints (1-4 speaker notes).",
    tierMessage:
      "The Pitch Deck requires a Spark plan or higher. Upgrade to unlock your 10-slide investor deck.",
    needs: {
      columns: ["actionPlanData"],
      message: "Complete the 60-day action plan before creating the pitch deck.",
    },
    analyticsEvent: "step_generated",
  },
  exports: {
    pdf: pdf("/api/pitch/download/pdf", "pitch.pdf", "Create the pitch deck before downloading it.", "pitch"),
    pptx: {
      label: "PowerPoint",
      path: "/api/pitch/download/pptx",
      format: "pptx",
      plan: "spark",
      tierMessage:
        "PowerPoint downloads require a Spark plan or higher. Upgrade to download your pitch deck.",
      fileSuffix: "pitch.pptx",
      successToast: "PowerPoint Downloaded!",
      missingMessage: "Create the pitch deck before downloading it.",
      shownIn: ["pitch"],
    },
    investorPptx: {
      label: "Investor deck (PowerPoint)",
      path: "/api/pitch/download/investor-pptx",
      format: "pptx",
      plan: "rocket",
      tierMessage: INVESTOR_TIER_MESSAGE,
      fileSuffix: "investor-deck.pptx",
      successToast: "Investor Deck Downloaded!",
      missingMessage: INVESTOR_MISSING,
      shownIn: ["pitch"],
    },
    investorPdf: {
      label: "Investor deck (PDF)",
      path: "/api/pitch/download/investor-pdf",
      format: "pdf",
      plan: "rocket",
      tierMessage: INVESTOR_TIER_MESSAGE,
      fileSuffix: "investor-deck.pdf",
      successToast: "Investor Deck Downloaded!",
      missingMessage: INVESTOR_MISSING,
      shownIn: ["pitch"],
    },
  },
  panel: "pitch",
} as const satisfies ArtifactRule;
