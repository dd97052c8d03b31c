import { ACHIEVEMENTS, earnedAchievements, levelFor, nextStreak, type ProjectFacts } from "./achievements";

const base: ProjectFacts = {
  id: "p",
  createdAt: new Date("2026-01-01T10:00:00Z"),
  steps: {
    concept: true,
    branding: false,
    analysis: false,
    prototype: false,
    actionPlan: false,
    pitch: false,
  },
  hasSelectedBrand: false,
  selectedBrandAvailable: false,
  quizAnswerLength: 200,
  firstGenerated: {},
  board: { done: 0, total: 0 },
};

describe("achievements", () => {
  it("has unique ids in all four categories with points", () => {
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(
      new Set(["progress", "quality", "speed", "completion"]),
    );
    for (const a of ACHIEVEMENTS) expect(a.points).toBeGreaterThan(0);
  });

  it("unlocks from real facts only", () => {
    expect(earnedAchievements({ projects: [], editedVersions: 0, streakDays: 0 })).toEqual([]);
    expect(earnedAchievements({ projects: [base], editedVersions: 0, streakDays: 1 })).toEqual([
      "first-spark",
    ]);
    const complete: ProjectFacts = {
      ...base,
      steps: {
        concept: true,
        branding: true,
        analysis: true,
        prototype: true,
        actionPlan: true,
        pitch: true,
      },
      hasSelectedBrand: true,
      selectedBrandAvailable: true,
      quizAnswerLength: 700,
      firstGenerated: {
        brandData: new Date("2026-01-01T10:05:00Z"),
        pitchData: new Date("2026-01-01T11:30:00Z"),
      },
      board: { done: 18, total: 18 },
    };
    const all = earnedAchievements({ projects: [complete, base, base], editedVersions: 2, streakDays: 3 });
    expect(all.sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
  });

  it("counts the project board: first card done, half done, all done", () => {
    const earned = (done: number, total: number) =>
      earnedAchievements({
        projects: [{ ...base, board: { done, total } }],
        editedVersions: 0,
        streakDays: 1,
      });
    expect(earned(0, 20)).not.toContain("first-task-done");
    expect(earned(1, 20)).toContain("first-task-done");
    expect(earned(9, 20)).not.toContain("halfway-there");
    expect(earned(10, 20)).toContain("halfway-there");
    expect(earned(19, 20)).not.toContain("launch-ready");
    expect(earned(20, 20)).toEqual(
      expect.arrayContaining(["first-task-done", "halfway-there", "launch-ready"]),
    );
    expect(earned(0, 0)).not.toContain("launch-ready"); // an empty board is not a finished one
  });

  it("times the speed achievements from the project's creation", () => {
    const slow = {
      ...base,
      firstGenerated: {
        brandData: new Date("2026-01-01T10:11:00Z"),
        pitchData: new Date("2026-01-01T12:01:00Z"),
      },
    };
    const earned = earnedAchievements({ projects: [slow], editedVersions: 0, streakDays: 1 });
    expect(earned).not.toContain("quick-start");
    expect(earned).not.toContain("launch-sprint");
  });

  it("counts streaks by day and levels by points", () => {
    expect(nextStreak(null, 0, "2026-01-05")).toBe(1);
    expect(nextStreak("2026-01-05", 1, "2026-01-05")).toBe(1);
    expect(nextStreak("2026-01-04", 2, "2026-01-05")).toBe(3);
    expect(nextStreak("2026-01-02", 5, "2026-01-05")).toBe(1);
    expect(nextStreak("2025-12-31", 4, "2026-01-01")).toBe(5);
    expect([0, 249, 250, 1000].map(levelFor)).toEqual([1, 1, 2, 5]);
  });
});
