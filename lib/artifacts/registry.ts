import { quizData } from "./entries/concept";
import { brandData, selectedBrand } from "./entries/brand";
import { businessAnalysisData, businessPlanData, fullBusinessAnalysisData } from "./entries/analysis";
import { prototypeData } from "./entries/prototype";
import { actionPlanData } from "./entries/action-plan";
import { pitchData } from "./entries/pitch";
import { marketingPlanData } from "./entries/marketing-plan";
import { financialForecastData } from "./entries/forecast";
import { logoKitData } from "./entries/logo-kit";
import { ARTIFACT_COLUMNS, type ArtifactColumn, type ArtifactRule, type ExportRule } from "./rules";

export * from "./rules";
export { PROJECT_STATUSES, type ProjectStatus } from "./status";

/**
 * The rule book: one entry per artifact a project stores, keyed by its project column (the entries live
 * in ./entries, one file per artifact; their shape in ./rules.ts). Every rule about an artifact lives in
 * its entry — its schema, its step and prerequisite, the plans needed to generate, edit, restore and
 * download it, the status it sets, its prompt task, its exports and its panel — and every other table
 * (the steps, the generations, the editable columns, the download routes, the prompt tasks) is derived
 * from here, so the rules cannot drift apart.
 *
 * Data only, safe for client components. The halves that must stay on the server are keyed by the same
 * names and checked for completeness by the type system: the offline writer per generation kind
 * (lib/ai/offline/index.ts), the renderer per export (the route that calls downloadRoute with its id),
 * and the panel per step (components/project/project-workspace.tsx).
 */

/** The entries as written (literal types: export ids and step columns are derived from them). */
export const ARTIFACT_ENTRIES = {
  quizData,
  brandData,
  selectedBrand,
  businessPlanData,
  businessAnalysisData,
  fullBusinessAnalysisData,
  prototypeData,
  actionPlanData,
  pitchData,
  marketingPlanData,
  financialForecastData,
  logoKitData,
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
