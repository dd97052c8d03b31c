import { completedStepCount, getStep, isStepComplete, isStepUnlocked, STEPS } from "./steps";

describe("steps", () => {
  it("lists the six steps in order with their prerequisites and tiers", () => {
    expect(STEPS.map((s) => [s.key, s.prerequisite, s.requiredTier])).toEqual([
      ["concept", null, "freemium"],
      ["branding", "concept", "freemium"],
      ["analysis", "branding", "freemium"],
      ["prototype", "analysis", "spark"],
      ["actionPlan", "prototype", "spark"],
      ["pitch", "actionPlan", "spark"],
    ]);
  });

  it("unlocks each step when the previous one has data", () => {
    const project = { quizData: { problem: "x" }, brandData: null };
    expect(isStepUnlocked(project, "concept")).toBe(true);
    expect(isStepUnlocked(project, "branding")).toBe(true);
    expect(isStepUnlocked(project, "analysis")).toBe(false);
    expect(isStepComplete(project, "concept")).toBe(true);
    expect(isStepComplete(project, "branding")).toBe(false);
    expect(completedStepCount({ ...project, brandData: {}, fullBusinessAnalysisData: {} })).toBe(3);
  });

  it("knows each step's output column", () => {
    expect(getStep("analysis").column).toBe("fullBusinessAnalysisData");
    expect(() => getStep("nope" as never)).toThrow("Unknown step");
  });
});
