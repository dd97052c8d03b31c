import {
  computeFinancials,
  figureView,
  fillFigures,
  retemplatize,
  type FigureView,
} from "@/lib/finance/figures";
import { ARTIFACT_COLUMNS, type ArtifactColumn } from "./rules";
import {
  financialForecastSchema,
  financialModelSchema,
  fullBusinessAnalysisSchema,
  type FinancialModel,
} from "./schemas";

/**
 * A project's figures, filled in where they are shown. Stored prose refers to the model's figures
 * (lib/finance/figures.ts); the model it is filled from is the project's current one: the saved forecast,
 * else the one the business analysis was written from. Every API answer, page and download goes through
 * here, so one saved edit of the forecast changes them all.
 */

type ProjectColumns = Partial<Record<ArtifactColumn, unknown>>;

/** The saved forecast's model, else the business analysis' model, else none. */
export function currentModel(project: ProjectColumns): FinancialModel | null {
  const forecast = financialForecastSchema.safeParse(project.financialForecastData);
  if (forecast.success) {
    const { assumptions, market, currency } = forecast.data;
    return { assumptions, market, ...(currency ? { currency } : {}) };
  }
  const analysis = fullBusinessAnalysisSchema.safeParse(project.fullBusinessAnalysisData);
  return analysis.success ? (analysis.data.financialModel ?? null) : null;
}

/** The figures of a model (valid or not: an unusable model fills nothing). */
export function viewOf(model: unknown): FigureView | null {
  const parsed = financialModelSchema.safeParse(model);
  return parsed.success ? figureView(computeFinancials(parsed.data)) : null;
}

/** The project with every artifact's figures filled in from its current model. */
export function withFigures<P extends ProjectColumns>(project: P): P {
  const view = viewOf(currentModel(project));
  if (!view) return project;
  const filled: ProjectColumns = { ...project };
  for (const column of ARTIFACT_COLUMNS)
    if (project[column] != null) filled[column] = fillFigures(project[column], view);
  return filled as P;
}

/**
 * Edited columns laid over the stored ones: what the founder left as shown keeps its references, and an
 * edited sentence keeps following the figures it still shows (see retemplatize).
 */
export function keepFigures(values: ProjectColumns, stored: ProjectColumns): ProjectColumns {
  // The founder edited the text as shown, filled from the model stored before this edit.
  const view = viewOf(currentModel(stored));
  if (!view) return values;
  const out: ProjectColumns = {};
  for (const [column, value] of Object.entries(values) as [ArtifactColumn, unknown][])
    out[column] = value == null ? value : retemplatize(value, stored[column], view);
  return out;
}
