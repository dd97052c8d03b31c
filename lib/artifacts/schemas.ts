import { z } from "zod";

import { FONT_FAMILIES, HEX_COLOR_PATTERN, normalizeHex, type FontFamily } from "@/lib/content/font-families";
import { financialAssumptionsSchema, marketAssumptionsSchema } from "@/lib/finance/assumptions";
import { ideaProfileSchema } from "./idea-profile";
import { QUIZ_FIELDS } from "@/lib/validation";

/**
 * Every artifact LaunchForge generates, field for field as the specification names them (section 3).
 * The same schemas validate AI output, offline output, stored project data and edits.
 */

const text = (max = 4000) => z.string().trim().min(1).max(max);
const textList = (min: number, max: number, itemMax = 600) => z.array(text(itemMax)).min(min).max(max);
/** #RGB or #RRGGBB, stored as #RRGGBB (`overwrite` keeps it a plain string for JSON Schema). */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN, "Expected a colour as #RGB or #RRGGBB")
  .overwrite(normalizeHex);

const words = (value: string) => value.trim().split(/\s+/).filter(Boolean).length;

// --- Quiz ----------------------------------------------------------------------------------------------

export const quizResultSchema = z.object({
  /** The refined concept (shown as the AI analysis). */
  concept: text(3000),
  strengths: textList(3, 6),
  recommendations: textList(3, 6),
  /** What we understood, for the founder to confirm (read from the answers, never asked of the model). */
  profile: ideaProfileSchema.optional(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const followUpSchema = z
  .object({
    field: z.enum(QUIZ_FIELDS),
    /** True when the answer is specific enough to analyse. */
    specific: z.boolean(),
    /** One question that would make a vague answer specific; null when specific. */
    question: z.string().trim().max(300).nullable(),
    /** What is missing, in a few words; null when specific. */
    reason: z.string().trim().max(300).nullable(),
  })
  .refine((f) => f.specific || (f.question !== null && f.question.length > 0), {
    message: "A vague answer needs a follow-up question",
    path: ["question"],
  });
export type FollowUp = z.infer<typeof followUpSchema>;

// --- Brand ---------------------------------------------------------------------------------------------

export const DOMAIN_EXTENSIONS = [".com", ".io", ".co", ".ai", ".app"] as const;
export const domainStatusSchema = z.enum(["available", "taken", "unknown"]);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

export const extensionResultSchema = z.object({
  /** true / false when known, null when the check could not tell. */
  available: z.boolean().nullable(),
  status: domainStatusSchema,
});

export const BRAND_NAME_MAX = 50;

export const brandNameSchema = z.object({
  name: z.string().trim().min(2).max(BRAND_NAME_MAX),
  rationale: text(700),
  tagline: text(160),
  /** The primary domain, e.g. "breadwise.com". */
  domain: z.string().trim().min(3).max(80),
  /** Availability of the primary domain: null until checked, or when the check could not tell. */
  available: z.boolean().nullable(),
  extensions: z.record(z.string().regex(/^\.[a-z]{2,12}$/), extensionResultSchema),
});
export type BrandName = z.infer<typeof brandNameSchema>;

export const brandDataSchema = z.object({
  names: z
    .array(brandNameSchema)
    .length(10)
    .refine((names) => new Set(names.map((n) => n.name.toLowerCase())).size === names.length, {
      message: "Brand names must be distinct",
    }),
});
export type BrandData = z.infer<typeof brandDataSchema>;

export const selectedBrandSchema = brandNameSchema.extend({
  isCustom: z.boolean(),
  rationale: z.string().trim().max(700),
  tagline: z.string().trim().max(160),
  extensions: brandNameSchema.shape.extensions.optional(),
});
export type SelectedBrand = z.infer<typeof selectedBrandSchema>;

// --- Plans and analyses ----------------------------------------------------------------------------------

/** The assumptions behind every number; lib/finance computes the figures from them. */
export const financialModelSchema = z.object({
  assumptions: financialAssumptionsSchema,
  market: marketAssumptionsSchema,
  /** ISO 4217 code every amount of the model is in (the founder's currency); US dollars when absent. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Expected a three-letter currency code such as EUR")
    .refine((code) => Intl.supportedValuesOf("currency").includes(code), "Unknown currency code")
    .optional(),
});
export type FinancialModel = z.infer<typeof financialModelSchema>;

export const businessPlanSchema = z.object({
  executiveSummary: text(),
  marketAnalysis: text(),
  competitiveAnalysis: text(),
  marketingStrategy: text(),
  /** The model its figures were written from, filled from until the project has one (lib/artifacts/figures.ts). */
  financialModel: financialModelSchema.optional(),
});
export type BusinessPlan = z.infer<typeof businessPlanSchema>;

export const businessAnalysisSchema = z.object({
  marketSize: text(),
  targetMarket: text(),
  revenueModel: text(),
  competitiveAdvantage: text(),
  swot: z.object({
    strengths: textList(2, 6),
    weaknesses: textList(2, 6),
    opportunities: textList(2, 6),
    threats: textList(2, 6),
  }),
  risks: textList(2, 8),
  /** As the business plan's: the model its figures were written from. */
  financialModel: financialModelSchema.optional(),
});
export type BusinessAnalysis = z.infer<typeof businessAnalysisSchema>;

export const fullBusinessAnalysisSchema = z.object({
  executiveSummary: text(),
  marketPotential: text(),
  competitiveLandscape: text(),
  financialProjections: text(),
  marketingStrategy: text(),
  // Stored as templates that fill in the current figures: the raise advice carries every case the model can
  // be in (cash runs out soon, later, never; a raise beyond the market), longer than the sentence it reads as.
  strategicRecommendations: textList(4, 8, 1200),
  actionItems: textList(3, 10).optional(),
  financialModel: financialModelSchema.optional(),
});
export type FullBusinessAnalysis = z.infer<typeof fullBusinessAnalysisSchema>;

// --- Prototype -----------------------------------------------------------------------------------------

export { FONT_FAMILIES, type FontFamily };

export const moodBoardSchema = z.object({
  description: text(1500),
  primaryColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  accentColor: hexColorSchema,
  backgroundColor: hexColorSchema,
  textColor: hexColorSchema,
});
export type MoodBoard = z.infer<typeof moodBoardSchema>;

export const prototypeDataSchema = z.object({
  visualIdentity: text(),
  moodBoard: moodBoardSchema,
  typography: z.object({
    headingFont: z.enum(FONT_FAMILIES),
    bodyFont: z.enum(FONT_FAMILIES),
    rationale: text(600),
  }),
  logoConcepts: textList(2, 5),
  mockups: textList(3, 6),
  userFlow: text(),
  features: textList(4, 8),
});
export type PrototypeData = z.infer<typeof prototypeDataSchema>;

// --- Action plan ---------------------------------------------------------------------------------------

export const PRIORITIES = ["high", "medium", "low"] as const;
export const ACTION_PLAN_WEEKS = 9; // 60 days: weeks 1-8 and the four days of week 9

export const actionItemSchema = z.object({
  week: z.number().int().min(1).max(ACTION_PLAN_WEEKS),
  title: text(120),
  description: text(700),
  priority: z.enum(PRIORITIES),
  estimatedHours: z.number().min(0.5).max(80),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const actionPlanSchema = z.object({
  launchStrategy: text(),
  actionItems: z
    .array(actionItemSchema)
    .min(12)
    .max(45)
    .refine(
      (items) =>
        Array.from({ length: ACTION_PLAN_WEEKS }, (_, i) => i + 1).every((w) =>
          items.some((it) => it.week === w),
        ),
      { message: "The plan must cover every week of the 60 days (weeks 1-9)" },
    ),
  successMetrics: textList(3, 8),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

// --- Pitch ---------------------------------------------------------------------------------------------

export const PITCH_SLIDE_TITLES = [
  "Problem",
  "Solution",
  "Market Size",
  "Business Model",
  "Traction",
  "Competition",
  "Financial Projections",
  "Team",
  "Funding Ask",
  "Vision",
] as const;

export const slideSchema = z.object({
  title: text(80),
  // (Stored as a template holding both readings of a figure, sized and not: longer than it reads.)
  content: textList(2, 7, 600),
  keyPoints: textList(1, 5, 300),
});
export type Slide = z.infer<typeof slideSchema>;

export const pitchDataSchema = z.object({
  /** About 30 seconds spoken (roughly 60-110 words). */
  elevatorPitch: text(1200).refine(
    (v) => words(v) >= 30 && words(v) <= 140,
    "An elevator pitch runs about 30 seconds",
  ),
  /** About 3 minutes spoken (roughly 350-550 words). */
  threeminPitch: text(6000).refine(
    (v) => words(v) >= 250 && words(v) <= 750,
    "The extended pitch runs about 3 minutes",
  ),
  deckOutline: z.array(text(200)).length(10),
  speakingPoints: textList(5, 12, 400),
  fullSlides: z
    .array(slideSchema)
    .length(10)
    .refine((slides) => slides.every((s, i) => s.title === PITCH_SLIDE_TITLES[i]), {
      message: `Slides must be, in order: ${PITCH_SLIDE_TITLES.join(", ")}`,
    })
    .optional(),
});
export type PitchData = z.infer<typeof pitchDataSchema>;

// --- Premium artifacts ---------------------------------------------------------------------------------

export const SEARCH_INTENTS = ["informational", "commercial", "transactional", "navigational"] as const;

export const marketingPlanSchema = z.object({
  seoKeywords: z
    .array(z.object({ keyword: text(80), intent: z.enum(SEARCH_INTENTS), priority: z.enum(PRIORITIES) }))
    .min(8)
    .max(30),
  socialPlan: z
    .array(
      z.object({
        channel: text(120),
        goal: text(200),
        cadence: text(100),
        posts: z
          .array(z.object({ day: z.number().int().min(1).max(60), theme: text(120), caption: text(400) }))
          .min(4)
          .max(20),
      }),
    )
    .min(2)
    .max(5),
  adCopy: z
    .array(
      z.object({
        platform: z.enum(["search", "social"]),
        headline: text(90),
        body: text(300),
        callToAction: text(40),
      }),
    )
    .min(4)
    .max(12),
});
export type MarketingPlan = z.infer<typeof marketingPlanSchema>;

export const financialForecastSchema = financialModelSchema.extend({
  /** What the assumptions rest on, in the founder's terms. */
  notes: textList(2, 8, 400),
});
export type FinancialForecast = z.infer<typeof financialForecastSchema>;

/** Every generated artifact by name, for the generators, the routes and the tests. */
export const ARTIFACT_SCHEMAS = {
  quizResult: quizResultSchema,
  brandData: brandDataSchema,
  businessPlan: businessPlanSchema,
  businessAnalysis: businessAnalysisSchema,
  fullBusinessAnalysis: fullBusinessAnalysisSchema,
  prototype: prototypeDataSchema,
  actionPlan: actionPlanSchema,
  pitch: pitchDataSchema,
  marketingPlan: marketingPlanSchema,
  financialForecast: financialForecastSchema,
} as const;
export type ArtifactKind = keyof typeof ARTIFACT_SCHEMAS;
export const ARTIFACT_KINDS = Object.keys(ARTIFACT_SCHEMAS) as ArtifactKind[];
export type Artifact<K extends ArtifactKind> = z.infer<(typeof ARTIFACT_SCHEMAS)[K]>;
