import { z, type ZodType } from "zod";

import {
  ARTIFACT_SCHEMAS,
  BRAND_NAME_MAX,
  financialModelSchema,
  fullBusinessAnalysisSchema,
  type Artifact,
  type ArtifactKind,
  type QuizResult,
} from "@/lib/artifacts/schemas";
import { toOfflineInput, type FounderContext } from "./context";
import { groundModelProfile, modelProfileSchema, type ModelProfile } from "./model-profile";
import { analyzeIdea } from "./offline";
import { numericSections } from "./offline/analysis";
import { domainFor, uncheckedExtensions } from "./offline/brand";
import { fitToSchema } from "./offline/fit";
import type { Financials } from "./offline/financials";
import { offlinePitch } from "./offline/pitch";
import { completeAnswers, storedProfile } from "./offline/profile";

/**
 * What a language model writes for each artifact (its draft schema), and how the draft becomes the stored
 * artifact: the parts with numbers are written by code from the model, never by the language model.
 */

/** The offline engine's reading of the idea, the draft the model corrects. */
export function engineReading(ctx: FounderContext) {
  return storedProfile(analyzeIdea(toOfflineInput(ctx)));
}

const brandDraftSchema = z.object({
  names: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(BRAND_NAME_MAX),
        rationale: z.string().trim().min(1).max(700),
        tagline: z.string().trim().min(1).max(160),
      }),
    )
    .length(10),
});

const fullAnalysisDraftSchema = fullBusinessAnalysisSchema
  .pick({
    executiveSummary: true,
    competitiveLandscape: true,
    marketingStrategy: true,
    strategicRecommendations: true,
    actionItems: true,
  })
  .extend({ marketNarrative: z.string().trim().min(1).max(3000) });

export interface Spec {
  draft: ZodType;
  /** Needs the financial model (assumptions proposed first, then figures given to the model). */
  financial: boolean;
  finalize: (draft: never, ctx: FounderContext, financials: Financials | null) => unknown;
}

const identity = (draft: unknown) => draft;
/** An analysis stores the model its figures were written from: it fills them until the project has one. */
const withItsModel = (draft: ZodType): Spec => ({
  draft,
  financial: true,
  finalize: (text: object, _ctx, financials) => ({ ...text, financialModel: financials!.model }),
});

export const SPECS: Record<ArtifactKind, Spec> = {
  quizResult: {
    // The model writes the concept and corrects the engine's reading of the idea where the answers bear
    // it out (lib/ai/model-profile.ts); a profile the founder confirmed is kept as it is.
    draft: ARTIFACT_SCHEMAS.quizResult
      .omit({ profile: true })
      .extend({ profile: modelProfileSchema.optional() }),
    financial: false,
    finalize: (
      { profile, ...draft }: Omit<QuizResult, "profile"> & { profile?: ModelProfile },
      ctx: FounderContext,
    ) => ({
      ...draft,
      profile:
        ctx.profile ?? groundModelProfile(engineReading(ctx), profile, completeAnswers(toOfflineInput(ctx))),
    }),
  },
  brandData: {
    draft: brandDraftSchema,
    financial: false,
    finalize: (draft: z.infer<typeof brandDraftSchema>) => ({
      names: draft.names.map((n) => ({
        ...n,
        domain: domainFor(n.name),
        available: null,
        extensions: uncheckedExtensions(),
      })),
    }),
  },
  businessPlan: withItsModel(ARTIFACT_SCHEMAS.businessPlan.omit({ financialModel: true })),
  businessAnalysis: withItsModel(ARTIFACT_SCHEMAS.businessAnalysis.omit({ financialModel: true })),
  fullBusinessAnalysis: {
    draft: fullAnalysisDraftSchema,
    financial: true,
    finalize: (draft: z.infer<typeof fullAnalysisDraftSchema>, ctx, financials) => {
      const numbers = numericSections(analyzeIdea(toOfflineInput(ctx)), ctx.brandName, financials!);
      const { marketNarrative, ...rest } = draft;
      return {
        ...rest,
        marketPotential: `${numbers.marketSize} ${marketNarrative}`,
        financialProjections: numbers.financialProjections,
        financialModel: financials!.model,
      };
    },
  },
  prototype: { draft: ARTIFACT_SCHEMAS.prototype, financial: false, finalize: identity },
  actionPlan: { draft: ARTIFACT_SCHEMAS.actionPlan, financial: true, finalize: identity },
  pitch: {
    draft: ARTIFACT_SCHEMAS.pitch,
    financial: true,
    // The slides that carry numbers are written by code from the same model as the analysis.
    finalize: (draft: Artifact<"pitch">, ctx, financials) => {
      const offline = offlinePitch(analyzeIdea(toOfflineInput(ctx)), ctx.brandName, financials!);
      const computed = fitToSchema(ARTIFACT_SCHEMAS.pitch, offline).fullSlides!;
      const numeric = new Set(["Market Size", "Financial Projections", "Funding Ask"]);
      return {
        ...draft,
        fullSlides: draft.fullSlides?.map((slide, i) =>
          numeric.has(slide.title) ? { ...slide, content: computed[i].content } : slide,
        ),
      };
    },
  },
  marketingPlan: { draft: ARTIFACT_SCHEMAS.marketingPlan, financial: true, finalize: identity },
  financialForecast: { draft: financialModelSchema, financial: true, finalize: identity },
};
