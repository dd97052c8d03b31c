import { generateOffline } from "@/lib/ai/offline";
import { ARTIFACTS, type ArtifactColumn } from "@/lib/artifacts/registry";
import { ANSWERS } from "@/tests/helpers/projects";

/**
 * One valid value per artifact column (the offline engine's output for the test idea), checked against
 * the column's registry schema. Typed by the registry: a new artifact fails to compile here until it has
 * a value, so the plan matrix and the fuzz test cover it.
 */
export function validArtifactValues(): Record<ArtifactColumn, unknown> {
  const input = { answers: ANSWERS, brandName: "BakeWise" };
  const brandData = generateOffline("brandData", input);
  const values: Record<ArtifactColumn, unknown> = {
    quizData: { ...ANSWERS, ...generateOffline("quizResult", input) },
    brandData,
    selectedBrand: { ...brandData.names[0], name: "BakeWise", isCustom: false },
    businessPlanData: generateOffline("businessPlan", input),
    businessAnalysisData: generateOffline("businessAnalysis", input),
    fullBusinessAnalysisData: generateOffline("fullBusinessAnalysis", input),
    prototypeData: generateOffline("prototype", input),
    actionPlanData: generateOffline("actionPlan", input),
    pitchData: generateOffline("pitch", input),
    marketingPlanData: generateOffline("marketingPlan", input),
    financialForecastData: generateOffline("financialForecast", input),
    logoKitData: { fontFamily: "Poppins", fontWeight: 700, color: "#123456" },
  };
  for (const [column, value] of Object.entries(values)) {
    ARTIFACTS[column as ArtifactColumn].schema.parse(value);
  }
  return values;
}
