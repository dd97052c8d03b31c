import type { ProjectFacts, UserFacts } from "@/db/queries/gamification";

/**
 * The achievements catalogue and its conditions. Conditions are pure functions of facts read from the
 * database (db/queries/gamification.ts), so they are easy to test and the same for every instance.
 */

export type AchievementCategory = "progress" | "quality" | "speed" | "completion";

export type { ProjectFacts, UserFacts };

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  /** A lucide icon name. */
  icon: string;
  category: AchievementCategory;
  points: number;
  /** The condition in words (stored with the achievement). */
  condition: string;
  test: (facts: UserFacts) => boolean;
}

const allSteps = (p: ProjectFacts) => Object.values(p.steps).every(Boolean);
const minutesBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 60_000;

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: "first-spark",
    name: "First Spark",
    description: "Saved your first project.",
    icon: "Sparkles",
    category: "progress",
    points: 50,
    condition: "At least one saved project",
    test: (f) => f.projects.length >= 1,
  },
  {
    id: "brand-builder",
    name: "Brand Builder",
    description: "Chose a brand name for a project.",
    icon: "Tag",
    category: "progress",
    points: 75,
    condition: "A project with a saved brand name",
    test: (f) => f.projects.some((p) => p.hasSelectedBrand),
  },
  {
    id: "market-analyst",
    name: "Market Analyst",
    description: "Generated a full business analysis.",
    icon: "ChartNoAxesCombined",
    category: "progress",
    points: 100,
    condition: "A project with a full business analysis",
    test: (f) => f.projects.some((p) => p.steps.analysis),
  },
  {
    id: "visual-thinker",
    name: "Visual Thinker",
    description: "Created prototype assets: mood board, palette and mockups.",
    icon: "Palette",
    category: "progress",
    points: 100,
    condition: "A project with prototype assets",
    test: (f) => f.projects.some((p) => p.steps.prototype),
  },
  {
    id: "master-planner",
    name: "Master Planner",
    description: "Created a 60-day action plan.",
    icon: "CalendarCheck",
    category: "progress",
    points: 100,
    condition: "A project with an action plan",
    test: (f) => f.projects.some((p) => p.steps.actionPlan),
  },
  {
    id: "serial-founder",
    name: "Serial Founder",
    description: "Working on three ideas at once.",
    icon: "Layers",
    category: "progress",
    points: 150,
    condition: "Three or more projects",
    test: (f) => f.projects.length >= 3,
  },
  {
    id: "deep-thinker",
    name: "Deep Thinker",
    description: "Answered the quiz in real depth.",
    icon: "BrainCircuit",
    category: "quality",
    points: 75,
    condition: "Quiz answers of 600 characters or more in total",
    test: (f) => f.projects.some((p) => p.quizAnswerLength >= 600),
  },
  {
    id: "domain-hunter",
    name: "Domain Hunter",
    description: "Saved a brand whose .com domain is available.",
    icon: "Globe",
    category: "quality",
    points: 100,
    condition: "A saved brand with an available .com",
    test: (f) => f.projects.some((p) => p.selectedBrandAvailable),
  },
  {
    id: "editors-touch",
    name: "Editor's Touch",
    description: "Made generated content your own by editing it.",
    icon: "PenLine",
    category: "quality",
    points: 50,
    condition: "At least one edited step",
    test: (f) => f.editedVersions >= 1,
  },
  {
    id: "quick-start",
    name: "Quick Start",
    description: "Generated brand names within 10 minutes of starting a project.",
    icon: "Timer",
    category: "speed",
    points: 75,
    condition: "Brand names within 10 minutes of the project's creation",
    test: (f) =>
      f.projects.some(
        (p) =>
          p.firstGenerated.brandData !== undefined &&
          minutesBetween(p.createdAt, p.firstGenerated.brandData) <= 10,
      ),
  },
  {
    id: "launch-sprint",
    name: "Launch Sprint",
    description: "Went from idea to pitch deck in under two hours.",
    icon: "Rocket",
    category: "speed",
    points: 200,
    condition: "A pitch deck within 2 hours of the project's creation",
    test: (f) =>
      f.projects.some(
        (p) =>
          p.firstGenerated.pitchData !== undefined &&
          minutesBetween(p.createdAt, p.firstGenerated.pitchData) <= 120,
      ),
  },
  {
    id: "pitch-perfect",
    name: "Pitch Perfect",
    description: "Completed all six steps: a full launch package.",
    icon: "Trophy",
    category: "completion",
    points: 250,
    condition: "A project with all six steps complete",
    test: (f) => f.projects.some(allSteps),
  },
  {
    id: "first-task-done",
    name: "Getting Things Done",
    description: "Finished the first task of your action plan on the project board.",
    icon: "SquareCheckBig",
    category: "progress",
    points: 50,
    condition: "A board card in Done",
    test: (f) => f.projects.some((p) => p.board.done >= 1),
  },
  {
    id: "halfway-there",
    name: "Halfway There",
    description: "Half of a 60-day action plan is done.",
    icon: "Gauge",
    category: "completion",
    points: 150,
    condition: "Half or more of a project board's cards in Done",
    test: (f) => f.projects.some((p) => p.board.total > 0 && p.board.done * 2 >= p.board.total),
  },
  {
    id: "launch-ready",
    name: "Launch Ready",
    description: "Every task of the action plan is done.",
    icon: "BadgeCheck",
    category: "completion",
    points: 300,
    condition: "All of a project board's cards in Done",
    test: (f) => f.projects.some((p) => p.board.total > 0 && p.board.done === p.board.total),
  },
  {
    id: "on-a-roll",
    name: "On a Roll",
    description: "Worked on your ideas three days in a row.",
    icon: "Flame",
    category: "completion",
    points: 100,
    condition: "An activity streak of 3 days",
    test: (f) => f.streakDays >= 3,
  },
];

export const POINTS_PER_LEVEL = 250;

export function levelFor(points: number): number {
  return 1 + Math.floor(points / POINTS_PER_LEVEL);
}

/** The ids of every achievement whose condition holds. */
export function earnedAchievements(facts: UserFacts): string[] {
  return ACHIEVEMENTS.filter((a) => a.test(facts)).map((a) => a.id);
}

/** Streak after activity on `today` (YYYY-MM-DD, UTC), given the last active day and the current streak. */
export function nextStreak(lastActivityDate: string | null, streakDays: number, today: string): number {
  if (lastActivityDate === today) return Math.max(1, streakDays);
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return lastActivityDate === yesterday.toISOString().slice(0, 10) ? streakDays + 1 : 1;
}

export function projectComplete(p: Pick<ProjectFacts, "steps">): boolean {
  return allSteps(p as ProjectFacts);
}
