import { ARTIFACTS, type ArtifactColumn, type GenerationRule } from "@/lib/artifacts/registry";
import type { Artifact, ArtifactKind } from "@/lib/artifacts/schemas";
import type { FounderContext } from "@/lib/ai/context";
import type { ProjectFields } from "@/db/queries/project-data";

/**
 * The generation endpoints' rules, derived from the artifact registry: which column a generation writes,
 * what it needs first and which plan allows it all come from the artifact's entry.
 */

export interface Generation<K extends ArtifactKind> {
  kind: K;
  /** Where the result is stored on a project. */
  column: ArtifactColumn;
  rule: GenerationRule;
  /** What is stored, when it differs from the generated artifact (the quiz keeps the answers too). */
  toStored?: (result: Artifact<K>, ctx: FounderContext) => unknown;
  /** Project fields the result also sets (the quiz's first sentence becomes the description). */
  fields?: (result: Artifact<K>) => ProjectFields;
}

function generation<K extends ArtifactKind>(
  column: ArtifactColumn,
  kind: K,
  hooks: Pick<Generation<K>, "toStored" | "fields"> = {},
): Generation<K> {
  const rule = ARTIFACTS[column].generation;
  if (!rule || rule.kind !== kind) throw new Error(`The registry does not generate ${kind} into ${column}`);
  return { kind, column, rule, ...hooks };
}

/** The first sentence of a text. */
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0];

export const GENERATIONS = {
  quiz: generation("quizData", "quizResult", {
    toStored: (result, ctx) => ({ ...ctx.answers, ...result }),
    fields: (result) => ({ description: firstSentence(result.concept) }),
  }),
  brands: generation("brandData", "brandData"),
  businessPlan: generation("businessPlanData", "businessPlan"),
  businessAnalysis: generation("businessAnalysisData", "businessAnalysis"),
  fullBusinessAnalysis: generation("fullBusinessAnalysisData", "fullBusinessAnalysis"),
  prototype: generation("prototypeData", "prototype"),
  actionPlan: generation("actionPlanData", "actionPlan"),
  pitch: generation("pitchData", "pitch"),
  marketingPlan: generation("marketingPlanData", "marketingPlan"),
} as const;
