import { shownOffline } from "@/lib/ai/offline";
import { ARTIFACTS, type ArtifactColumn } from "@/lib/artifacts/registry";
import { ANSWERS } from "@/tests/helpers/projects";

/**
 * One valid value per artifact column (the offline engine's output for the test idea), checked against
 * the column's registry schema. Typed by the registry: a new artifact fails to compile here until it has
 * a value, so the plan matrix and the fuzz test cover it.
 */
export function validArtifactValues(): Record<ArtifactColumn, unknown> {
  const input = { answers: ANSWERS, brandName: "BakeWise" };
  const brandData = shownOffline("brandData", input);
  const values: Record<ArtifactColumn, unknown> = {
    quizData: { ...ANSWERS, ...shownOffline("quizResult", input) },
    brandData,
    selectedBrand: { ...brandData.names[0], name: "BakeWise", isCustom: false },
    businessPlanData: shownOffline("businessPlan", input),
    businessAnalysisData: shownOffline("businessAnalysis", input),
    fullBusinessAnalysisData: shownOffline("fullBusinessAnalysis", input),
    prototypeData: shownOffline("prototype", input),
    actionPlanData: shownOffline("actionPlan", input),
    pitchData: shownOffline("pitch", input),
    marketingPlanData: shownOffline("marketingPlan", input),
    financialForecastData: shownOffline("financialForecast", input),
    logoKitData: { fontFamily: "Poppins", fontWeight: 700, color: "#123456" },
  };
  for (const [column, value] of Object.entries(values)) {
    ARTIFACTS[column as ArtifactColumn].schema.parse(value);
  }
  return values;
}
