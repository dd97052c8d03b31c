/**
 * The projects table's artifact columns: one jsonb column per generated or saved artifact. The database
 * layer (db/queries/project-data.ts) writes and versions them; the artifact registry (lib/artifacts/)
 * gives each its schema, step and plan.
 */
export const PROJECT_DATA_COLUMNS = [
  "quizData",
  "brandData",
  "selectedBrand",
  "businessPlanData",
  "businessAnalysisData",
  "fullBusinessAnalysisData",
  "prototypeData",
  "actionPlanData",
  "pitchData",
  "marketingPlanData",
  "financialForecastData",
  "logoKitData",
] as const;
export type ProjectDataColumn = (typeof PROJECT_DATA_COLUMNS)[number];
