import type { Tier } from "@/db/schema";

/**
 * The six steps of a project as data (spec sections 1 and 4). A step is completed when its output column
 * holds data; it unlocks when the column of its prerequisite holds data.
 */

export type StepKey = "concept" | "branding" | "analysis" | "prototype" | "actionPlan" | "pitch";

export type StepColumn =
  "quizData" | "brandData" | "fullBusinessAnalysisData" | "prototypeData" | "actionPlanData" | "pitchData";

export interface Step {
  key: StepKey;
  number: number;
  title: string;
  description: string;
  duration: string;
  /** The project column that holds this step's output. */
  column: StepColumn;
  /** The step that must be complete first (none for the concept). */
  prerequisite: StepKey | null;
  requiredTier: Tier;
  /** The generation endpoint (the concept step goes to /quiz/{id} instead). */
  endpoint: string | null;
  /** The toast after a successful generation. */
  successToast: string;
}

export const STEPS: readonly Step[] = [
  {
    key: "concept",
    number: 1,
    title: "Business Concept",
    description: "Answer 5 strategic questions and get an AI analysis of your idea.",
    duration: "5-10 min",
    column: "quizData",
    prerequisite: null,
    requiredTier: "freemium",
    endpoint: null,
    successToast: "Analysis Complete!",
  },
  {
    key: "branding",
    number: 2,
    title: "Brand Naming",
    description: "10 AI-generated brand names with real domain availability checks.",
    duration: "2-5 min",
    column: "brandData",
    prerequisite: "concept",
    requiredTier: "freemium",
    endpoint: "/api/brands/generate",
    successToast: "Brand Names Generated!",
  },
  {
    key: "analysis",
    number: 3,
    title: "Business Analysis",
    description: "Market size, revenue projections and competitive positioning.",
    duration: "15-20 min",
    column: "fullBusinessAnalysisData",
    prerequisite: "branding",
    requiredTier: "freemium",
    endpoint: "/api/full-business-analysis/generate",
    successToast: "Business Analysis Complete!",
  },
  {
    key: "prototype",
    number: 4,
    title: "Prototype Assets",
    description: "Mood board, colour palette, typography and mockups.",
    duration: "10-15 min",
    column: "prototypeData",
    prerequisite: "analysis",
    requiredTier: "spark",
    endpoint: "/api/prototype/generate",
    successToast: "Prototype Assets Generated!",
  },
  {
    key: "actionPlan",
    number: 5,
    title: "Action Plan",
    description: "A 60-day plan of weekly tasks and milestones to launch your MVP.",
    duration: "5-10 min",
    column: "actionPlanData",
    prerequisite: "prototype",
    requiredTier: "spark",
    endpoint: "/api/action-plan/generate",
    successToast: "Action Plan Created!",
  },
  {
    key: "pitch",
    number: 6,
    title: "Pitch Deck",
    description: "10 investor slides built from everything above.",
    duration: "5-8 min",
    column: "pitchData",
    prerequisite: "actionPlan",
    requiredTier: "spark",
    endpoint: "/api/pitch/generate",
    successToast: "Pitch Deck Created!",
  },
];

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

/** A project status for people: "brand_naming" → "Brand naming". */
export function statusLabel(status: string): string {
  return status.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}
