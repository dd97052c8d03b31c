import type { z } from "zod";

import { PROJECT_DATA_COLUMNS, type ProjectDataColumn } from "@/core/project-columns";
import type { Tier } from "@/core/tiers";
import type { ArtifactKind } from "./schemas";
import type { ProjectStatus } from "./status";

/** The shape of a registry entry (lib/artifacts/registry.ts), and the helpers the entries share. */

/** The artifacts a project stores, one jsonb column each, in the order the project page and history list them. */
export const ARTIFACT_COLUMNS = PROJECT_DATA_COLUMNS;
export type ArtifactColumn = ProjectDataColumn;

export type StepKey = "concept" | "branding" | "analysis" | "prototype" | "actionPlan" | "pitch";

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

export const PDF_TIER_MESSAGE =
  "PDF downloads require a Spark plan or higher. Upgrade to download your documents.";

export const pdf = (
  path: string,
  fileSuffix: string,
  missingMessage: string,
  shownIn: string,
): ExportRule => ({
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

export const free = { generate: "freemium", edit: "freemium", restore: "freemium" } as const;
export const spark = { generate: "spark", edit: "spark", restore: "spark" } as const;
export const fuel = { generate: "fuel", edit: "fuel", restore: "fuel" } as const;
