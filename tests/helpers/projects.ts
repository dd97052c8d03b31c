import { saveProjectData } from "@/db/queries/project-data";
import { createProject } from "@/db/queries/projects";
import type { Project } from "@/db/schema";
import { generateOffline, type OfflineInput } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { projectStatus, type StepKey } from "@/lib/steps";

export const ANSWERS = IDEA_FIXTURES[0].answers;

const ORDER: StepKey[] = ["concept", "branding", "analysis", "prototype", "actionPlan", "pitch"];

/**
 * A project of `userId` whose steps are filled, in order, up to and including `upTo`, with the offline
 * engine's output (as if generated), and a selected brand once branding is done.
 */
export async function seedProject({
  userId,
  upTo,
}: {
  userId: string;
  upTo: StepKey | null;
}): Promise<Project> {
  const project = await createProject({ userId, values: { name: "Seeded project" }, limitFor: () => null });
  if (!upTo) return project;
  const steps = ORDER.slice(0, ORDER.indexOf(upTo) + 1);
  // Stored as the routes store it: later steps refer to the figures of the analysis' model.
  const input: OfflineInput = { answers: ANSWERS, brandName: "BakeWise" };
  const values: Record<string, unknown> = {};
  for (const step of steps) {
    if (step === "concept") values.quizData = { ...ANSWERS, ...generateOffline("quizResult", input) };
    if (step === "branding") {
      const brandData = generateOffline("brandData", input);
      values.brandData = brandData;
      values.selectedBrand = { ...brandData.names[0], name: "BakeWise", isCustom: false };
    }
    if (step === "analysis") {
      const analysis = generateOffline("fullBusinessAnalysis", input);
      values.fullBusinessAnalysisData = analysis;
      input.financialModel = analysis.financialModel;
    }
    if (step === "prototype") values.prototypeData = generateOffline("prototype", input);
    if (step === "actionPlan") values.actionPlanData = generateOffline("actionPlan", input);
    if (step === "pitch") values.pitchData = generateOffline("pitch", input);
  }
  return (await saveProjectData({
    id: project.id,
    userId,
    values,
    replacedBy: "generated",
    statusOf: projectStatus,
  }))!;
}
