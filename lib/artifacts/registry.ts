import type { z } from "zod";

import type { Tier } from "@/db/schema";
import { logoKitSettingsSchema } from "@/lib/content/logo-schemas";
import { quizDataSchema } from "@/lib/validation";
import {
  actionPlanSchema,
  brandDataSchema,
  businessAnalysisSchema,
  businessPlanSchema,
  financialForecastSchema,
  fullBusinessAnalysisSchema,
  marketingPlanSchema,
  pitchDataSchema,
  prototypeDataSchema,
  selectedBrandSchema,
  type ArtifactKind,
} from "./schemas";
import type { ProjectStatus } from "./status";

/**
 * The rule book: one entry per artifact a project stores, keyed by its project column. Every rule about an
 * artifact lives here — its schema, its step and prerequisite, the plans needed to generate, edit, restore
 * and download it, the status it sets, its prompt task, its exports and its panel — and every other table
 * (the steps, the generations, the editable columns, the download routes, the prompt tasks) is derived
 * from it, so the rules cannot drift apart.
 *
 * This file is data only, safe for client components. The halves that must stay on the server are keyed
 * by the same names and checked for completeness by the type system: the offline writer per generation
 * kind (lib/ai/offline/index.ts), the renderer per export (the route under app/api named by `path`), and
 * the panel per panel id (components/project/panels).
 */

/** The artifacts a project stores, one jsonb column each, in the order the project page and history list them. */
export const ARTIFACT_COLUMNS = [
  "quizData",
  "brandData",
  "selectedBrand",
  "businessPlanData",
  "businessAnalysisData",
  "fullBusinessAnalysisData",
  "prototypeData",
  "actionPlanData",
  "pitchData",
  "marketingPlanData",
  "financialForecastData",
  "logoKitData",
] as const;
export type ArtifactColumn = (typeof ARTIFACT_COLUMNS)[number];

export type StepKey = "concept" | "branding" | "analysis" | "prototype" | "actionPlan" | "pitch";

export { PROJECT_STATUSES, type ProjectStatus } from "./status";

export interface StepRule {
  key: StepKey;
  number: number;
  title: string;
  description: string;
  duration: string;
  /** The step that must be complete first (none for the concept). */
  prerequisite: StepKey | null;
  /** The generation endpoint (the concept step goes to /quiz/{id} instead). */
  endpoint: string | null;
  /** The toast after a successful generation. */
  successToast: string;
}

export interface GenerationRule {
  /** The generated artifact (its output schema, prompt and offline writer are keyed by it). */
  kind: ArtifactKind;
  /** What the model is asked to write. */
  task: string;
  /** Stored columns the generation needs, and the 409 message when one is missing. */
  needs?: { columns: ArtifactColumn[]; message: string };
  /** The 403 message when the user's plan is too low (default: "<feature> requires a <plan> plan or higher."). */
  tierMessage?: string;
  analyticsEvent: string;
}

export type ExportFormat = "pdf" | "pptx" | "xlsx" | "ics" | "zip";

export interface ExportRule {
  /** The button's label. */
  label: string;
  /** The download endpoint (POST, body `{ projectId }`). */
  path: string;
  format: ExportFormat;
  plan: Tier;
  /** The 403 message when the plan is too low. */
  tierMessage: string;
  /** The file name after the brand: "<brand>-<suffix>". */
  fileSuffix: string;
  successToast: string;
  /** The 409 message when the project lacks the data. */
  missingMessage: string;
  /** The panels of the project page that offer the button (a step key or a premium section's id). */
  shownIn: readonly string[];
}

export interface ArtifactRule {
  /** The name in messages: "The Marketing Plan requires a Fuel plan or higher." */
  feature: string;
  /** Validates generated output, stored data and edits alike. */
  schema: z.ZodType;
  /** The plan needed to generate, edit (PUT), restore (history) the artifact. */
  plans: { generate: Tier; edit: Tier; restore: Tier };
  step: StepRule | null;
  /** The status a project has once this is its latest step. */
  status: ProjectStatus | null;
  generation: GenerationRule | null;
  exports: Record<string, ExportRule>;
  /** Where the artifact is shown on the project page (a step panel, or a premium section's id). */
  panel: string | null;
}

const PDF_TIER_MESSAGE = "PDF downloads require a Spark plan or higher. Upgrade to download your documents.";

const pdf = (path: string, fileSuffix: string, missingMessage: string, shownIn: string): ExportRule => ({
  label: "PDF",
  path,
  format: "pdf",
  plan: "spark",
  tierMessage: PDF_TIER_MESSAGE,
  fileSuffix,
  successToast: "PDF Downloaded!",
  missingMessage,
  shownIn: [shownIn],
});

const free = { generate: "freemium", edit: "freemium", restore: "freemium" } as const;
const spark = { generate: "spark", edit: "spark", restore: "spark" } as const;
const fuel = { generate: "fuel", edit: "fuel", restore: "fuel" } as const;

const INVESTOR_TIER_MESSAGE =
  "The Investor Deck requires a Rocket plan. Upgrade to download the extended deck.";
const INVESTOR_MISSING = "Create the pitch deck before downloading the investor deck.";

/** The entries as written (literal types: export ids and step columns are derived from them). */
export const ARTIFACT_ENTRIES = {
  quizData: {
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
  },
  brandData: {
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
  },
  selectedBrand: {
    feature: "The selected brand",
    schema: selectedBrandSchema.nullable(),
    plans: free,
    step: null,
    status: null,
    generation: null,
    exports: {},
    panel: "branding",
  },
  businessPlanData: {
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
  },
  businessAnalysisData: {
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
  },
  fullBusinessAnalysisData: {
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
  },
  prototypeData: {
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
  },
  actionPlanData: {
    feature: "The 60-Day Action Plan",
    schema: actionPlanSchema,
    plans: spark,
    step: {
      key: "actionPlan",
      number: 5,
      title: "Action Plan",
      description: "A 60-day plan of weekly tasks and milestones to launch your MVP.",
      duration: "5-10 min",
      prerequisite: "prototype",
      endpoint: "/api/action-plan/generate",
      successToast: "Action Plan Created!",
    },
    status: "action_plan",
    generation: {
      kind: "actionPlan",
      task: "Write a 60-day launch plan: launchStrategy (paragraph), actionItems (15-30 items covering weeks 1 to 9, each with week, title, description, priority high|medium|low and estimatedHours), successMetrics (3-8 measurable targets).",
      tierMessage:
        "The 60-Day Action Plan requires a Spark plan or higher. Upgrade to unlock your launch plan.",
      needs: {
        columns: ["fullBusinessAnalysisData", "prototypeData"],
        message: "Business analysis and prototype data required for action plan generation",
      },
      analyticsEvent: "step_generated",
    },
    exports: {
      pdf: pdf(
        "/api/action-plan/download/pdf",
        "action-plan.pdf",
        "Generate the action plan before downloading it.",
        "actionPlan",
      ),
      ics: {
        label: "Calendar (.ics)",
        path: "/api/action-plan/download/ics",
        format: "ics",
        plan: "fuel",
        tierMessage:
          "Calendar Export requires a Fuel plan or higher. Upgrade to add your plan to your calendar.",
        fileSuffix: "action-plan.ics",
        successToast: "Calendar Downloaded!",
        missingMessage: "Create the action plan before exporting it to your calendar.",
        shownIn: ["actionPlan"],
      },
    },
    panel: "actionPlan",
  },
  pitchData: {
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
      pdf: pdf(
        "/api/pitch/download/pdf",
        "pitch.pdf",
        "Create the pitch deck before downloading it.",
        "pitch",
      ),
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
  },
  marketingPlanData: {
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
  },
  financialForecastData: {
    feature: "Financial Forecasts",
    schema: financialForecastSchema,
    plans: fuel,
    step: null,
    status: null,
    generation: {
      kind: "financialForecast",
      task: "Propose the assumptions of the financial model (see the schema).",
      analyticsEvent: "step_generated",
    },
    exports: {
      xlsx: {
        label: "Excel forecast",
        path: "/api/financial-forecast/download/xlsx",
        format: "xlsx",
        plan: "fuel",
        tierMessage:
          "Financial Forecasts (Excel) require a Fuel plan or higher. Upgrade to download your forecast.",
        fileSuffix: "financial-forecast.xlsx",
        shownIn: ["analysis", "forecast"],
        successToast: "Forecast Downloaded!",
        missingMessage:
          "Generate the full business analysis first: the forecast starts from its assumptions.",
      },
    },
    panel: "forecast",
  },
  logoKitData: {
    feature: "The Logo Kit",
    schema: logoKitSettingsSchema,
    plans: fuel,
    step: null,
    status: null,
    generation: null,
    exports: {
      zip: {
        label: "Logo kit (.zip)",
        path: "/api/logo-kit/download",
        format: "zip",
        plan: "fuel",
        tierMessage:
          "The Logo Kit requires a Fuel plan or higher. Upgrade to download logos, icons and a favicon.",
        fileSuffix: "logo-kit.zip",
        successToast: "Logo Kit Downloaded!",
        missingMessage: "brandName is required",
        shownIn: ["branding", "logo-kit"],
      },
    },
    panel: "logo-kit",
  },
} as const satisfies Record<ArtifactColumn, ArtifactRule>;

/** The registry: one rule per artifact column. */
export const ARTIFACTS: Readonly<Record<ArtifactColumn, ArtifactRule>> = ARTIFACT_ENTRIES;

export function artifactRule(column: ArtifactColumn): ArtifactRule {
  return ARTIFACTS[column];
}

/** An export's id: "<column>.<export>", e.g. "pitchData.investorPdf". */
export type ExportId = {
  [C in ArtifactColumn]: `${C}.${Extract<keyof (typeof ARTIFACT_ENTRIES)[C]["exports"], string>}`;
}[ArtifactColumn];

export function exportRule(id: ExportId): ExportRule {
  const [column, name] = id.split(".") as [ArtifactColumn, string];
  const rule = ARTIFACTS[column].exports[name];
  if (!rule) throw new Error(`Unknown export: ${id}`);
  return rule;
}

/** Every export, with its id and the column it comes from. */
export const EXPORTS: { id: ExportId; column: ArtifactColumn; rule: ExportRule }[] = ARTIFACT_COLUMNS.flatMap(
  (column) =>
    Object.entries(ARTIFACTS[column].exports).map(([name, rule]) => ({
      id: `${column}.${name}` as ExportId,
      column,
      rule,
    })),
);
