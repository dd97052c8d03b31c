import {
  computeFinancials,
  figureView,
  fillFigures,
  retemplatize,
  templatizeAll,
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

/** The prices the quiz's analysis names ("Customers pay ₺600 a month, or ₺6,000 a year"). */
const QUIZ_FIGURES = ["price", "annualPrice", "upfrontPrice", "takeRate"] as const;

/**
 * The quiz's analysis follows the current model too. It is written before any model is stored, with the
 * prices of the model the business analysis then stores; those prices are read back as references to that
 * model's figures (the founder's answers and quoted words are never touched) and filled from the current
 * one, so a price edited in the forecast is the price the concept says.
 */
function quizFollowing(quiz: unknown, project: ProjectColumns, view: FigureView): unknown {
  const analysis = fullBusinessAnalysisSchema.safeParse(project.fullBusinessAnalysisData);
  const written = analysis.success ? viewOf(analysis.data.financialModel) : null;
  if (!written || !quiz || typeof quiz !== "object") return quiz;
  const result = quiz as Record<string, unknown>;
  const follow = (value: unknown) =>
    value === undefined ? value : fillFigures(templatizeAll(value, written, QUIZ_FIGURES), view);
  return {
    ...result,
    concept: follow(result.concept),
    strengths: follow(result.strengths),
    recommendations: follow(result.recommendations),
  };
}

/** The model an artifact stores as the one its figures were written from (the analyses do), if any. */
function ownView(artifact: unknown): FigureView | null {
  return artifact && typeof artifact === "object" && "financialModel" in artifact
    ? viewOf(artifact.financialModel)
    : null;
}

/**
 * A stored artifact with its figures filled in: from the project's current model, else (a short analysis
 * or business plan asked for before the full analysis) from the model it was written with.
 */
export function filledArtifact<T>(artifact: T, projectView: FigureView | null): T {
  const view = projectView ?? ownView(artifact);
  return view ? fillFigures(artifact, view) : artifact;
}

/** The project with every artifact's figures filled in from its current model. */
export function withFigures<P extends ProjectColumns>(project: P): P {
  const view = viewOf(currentModel(project));
  const filled: ProjectColumns = { ...project };
  for (const column of ARTIFACT_COLUMNS)
    if (project[column] != null) filled[column] = filledArtifact(project[column], view);
  if (view && project.quizData != null) filled.quizData = quizFollowing(project.quizData, project, view);
  return filled as P;
}

/**
 * Edited columns laid over the stored ones: what the founder left as shown keeps its references, and an
 * edited sentence keeps following the figures it still shows (see retemplatize).
 */
export function keepFigures(values: ProjectColumns, stored: ProjectColumns): ProjectColumns {
  // The founder edited the text as shown, filled from the model stored before this edit.
  const projectView = viewOf(currentModel(stored));
  const out: ProjectColumns = {};
  for (const [column, value] of Object.entries(values) as [ArtifactColumn, unknown][]) {
    const own = projectView ? null : ownView(stored[column]);
    const view = projectView ?? own;
    out[column] =
      value == null || !view
        ? value
        : column === "quizData"
          ? keepQuiz(value, stored, view)
          : retemplatize(value, stored[column], view);
    // Filled from its own model, the edit keeps that model: a PUT that leaves it out (or sends another)
    // would leave references with nothing to fill them, or change figures outside the forecast.
    if (own && out[column] && typeof out[column] === "object")
      out[column] = {
        ...(out[column] as object),
        financialModel: (stored[column] as { financialModel: unknown }).financialModel,
      };
  }
  return out;
}

/**
 * The quiz's analysis sent back as shown (the concept panel saves the whole of it with a confirmed
 * profile) keeps what is stored wherever it is unchanged, so the prices it shows go on following the
 * model instead of being frozen at the edit's.
 */
function keepQuiz(value: unknown, stored: ProjectColumns, view: FigureView): unknown {
  const before = stored.quizData as Record<string, unknown> | null | undefined;
  if (!before || !value || typeof value !== "object") return value;
  const shown = quizFollowing(before, stored, view) as Record<string, unknown>;
  const unchanged = (edited: unknown, asShown: unknown, kept: unknown): unknown =>
    typeof edited === "string"
      ? edited === asShown
        ? kept
        : edited
      : Array.isArray(edited)
        ? edited.map((item, i) =>
            unchanged(
              item,
              Array.isArray(asShown) ? asShown[i] : undefined,
              Array.isArray(kept) ? kept[i] : undefined,
            ),
          )
        : edited;
  const edited = value as Record<string, unknown>;
  const out = { ...edited };
  for (const key of ["concept", "strengths", "recommendations"])
    if (key in edited) out[key] = unchanged(edited[key], shown[key], before[key]);
  return out;
}
