import type { Tier } from "@/core/tiers";
import {
  ARTIFACT_COLUMNS,
  ARTIFACT_ENTRIES,
  ARTIFACTS,
  type ArtifactColumn,
  type ProjectStatus,
  type StepKey,
  type StepRule,
} from "@/lib/artifacts/registry";

export type { StepKey };

/**
 * The six steps of a project (spec sections 1 and 4), derived from the artifact registry. A step is
 * completed when its output column holds data; it unlocks when the column of its prerequisite holds data.
 */

export interface Step extends StepRule {
  /** The project column that holds this step's output. */
  column: StepColumn;
  /** The plan needed to generate it. */
  requiredTier: Tier;
  /** The status a project has once this is its latest complete step. */
  status: ProjectStatus;
}

/** The columns of the six steps' outputs. */
export type StepColumn = {
  [C in ArtifactColumn]: (typeof ARTIFACT_ENTRIES)[C]["step"] extends null ? never : C;
}[ArtifactColumn];

export const STEPS: readonly Step[] = ARTIFACT_COLUMNS.flatMap((column) => {
  const rule = ARTIFACTS[column];
  if (!rule.step || !rule.status) return [];
  return [
    {
      ...rule.step,
      column: column as StepColumn,
      requiredTier: rule.plans.generate,
      status: rule.status,
    } satisfies Step,
  ];
}).sort((a, b) => a.number - b.number);

export function getStep(key: StepKey): Step {
  const step = STEPS.find((s) => s.key === key);
  if (!step) throw new Error(`Unknown step: ${key}`);
  return step;
}

type StepData = Partial<Record<StepColumn, unknown>>;

export function isStepComplete(project: StepData, key: StepKey): boolean {
  const value = project[getStep(key).column];
  return value !== null && value !== undefined;
}

/** Concept is always enabled; every other step needs its prerequisite's data. */
export function isStepUnlocked(project: StepData, key: StepKey): boolean {
  const { prerequisite } = getStep(key);
  return prerequisite === null || isStepComplete(project, prerequisite);
}

export function completedStepCount(project: StepData): number {
  return STEPS.filter((s) => isStepComplete(project, s.key)).length;
}

/**
 * A project's status, set by the server from the steps that exist: the status of the last step in order
 * whose data is stored, "draft" when none is. Clients never write it.
 */
export function projectStatus(project: StepData): ProjectStatus {
  const done = STEPS.filter((s) => isStepComplete(project, s.key));
  return done.length ? done[done.length - 1].status : "draft";
}

/** A project status for people: "brand_naming" → "Brand naming". */
export function statusLabel(status: string): string {
  return status.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}
