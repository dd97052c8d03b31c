import type { Artifact, ArtifactKind, FinancialModel } from "@/lib/artifacts/schemas";
import { viewOf } from "@/lib/artifacts/figures";
import { ARTIFACT_SCHEMAS, financialModelSchema } from "@/lib/artifacts/schemas";
import { fillFigures } from "@/lib/finance/figures";
import { offlineActionPlan } from "./action-plan";
import { offlineBusinessAnalysis, offlineBusinessPlan, offlineFullBusinessAnalysis } from "./analysis";
import { offlineBrandNames } from "./brand";
import { computeFinancials, proposeFinancialModel } from "./financials";
import { fitToSchema } from "./fit";
import { offlineFinancialForecast } from "./forecast";
import { offlineMarketingPlan } from "./marketing";
import { analyzeIdea, type IdeaInput } from "./profile";
import { offlinePitch } from "./pitch";
import { offlinePrototype } from "./prototype";
import { offlineQuizResult } from "./quiz";

export { offlineFollowUp } from "./quiz";
export { analyzeIdea } from "./profile";

/**
 * The offline engine: a real product feature, not a test double. Deterministic for the same input,
 * grounded in the founder's answers, consistent across steps (one financial model feeds every number).
 */

export interface OfflineInput extends IdeaInput {
  brandName?: string | null;
  /** The assumptions stored with the analysis, so later steps reuse the same numbers. */
  financialModel?: FinancialModel | null;
}

/** The artifacts that store the model their figures were written from (`financialModel`). */
const WRITES_ITS_MODEL = new Set<ArtifactKind>(["businessPlan", "businessAnalysis", "fullBusinessAnalysis"]);

export function generateOffline<K extends ArtifactKind>(kind: K, input: OfflineInput): Artifact<K> {
  const profile = analyzeIdea(input);
  const stored = financialModelSchema.safeParse(input.financialModel);
  // Prose refers to the figures (filled in when shown, from the project's current model) wherever a model
  // is stored to fill them from: the analyses store their own, later steps use the stored one.
  const symbolic = stored.success ? kind !== "quizResult" : WRITES_ITS_MODEL.has(kind);
  const financials = computeFinancials(
    stored.success ? stored.data : proposeFinancialModel(profile),
    symbolic,
  );
  const brand = input.brandName;
  const result = {
    quizResult: () => offlineQuizResult(profile),
    brandData: () => offlineBrandNames(profile),
    businessPlan: () => offlineBusinessPlan({ profile, brandName: brand, financials }),
    businessAnalysis: () => offlineBusinessAnalysis({ profile, brandName: brand, financials }),
    fullBusinessAnalysis: () => offlineFullBusinessAnalysis({ profile, brandName: brand, financials }),
    prototype: () => offlinePrototype(profile, brand),
    actionPlan: () => offlineActionPlan(profile, brand, financials),
    pitch: () => offlinePitch(profile, brand, financials),
    marketingPlan: () => offlineMarketingPlan(profile, brand, financials),
    financialForecast: () => offlineFinancialForecast(profile, financials),
  }[kind]();
  return fitToSchema(ARTIFACT_SCHEMAS[kind], result) as Artifact<K>;
}

/**
 * An artifact as the founder sees it: generated, then its figures filled in from the model it was written
 * with (the stored one, or the analysis' own), as every page and download does with a stored project.
 */
export function shownOffline<K extends ArtifactKind>(kind: K, input: OfflineInput): Artifact<K> {
  const artifact = generateOffline(kind, input);
  const stored = financialModelSchema.safeParse(input.financialModel);
  const view = viewOf(
    stored.success ? stored.data : (artifact as { financialModel?: unknown }).financialModel,
  );
  return view ? fillFigures(artifact, view) : artifact;
}
