import "server-only";

import { analyticsSummary, projectsWithStepCounts } from "@/db/queries/analytics";
import { boardProgressByProject } from "@/db/queries/board";
import { getGamificationStats } from "@/db/queries/gamification";
import { entitlements } from "@/lib/entitlements";
import type { SessionUser } from "@/lib/http";
import type { AnalyticsResponse } from "@/lib/analytics-types";

export type { AnalyticsResponse };

/** How often the Rocket page refreshes itself ("real-time"); Fuel refreshes on demand. */
export const LIVE_REFRESH_MS = 10_000;

/** A founder's own analytics (Fuel: advanced; Rocket: the same, refreshed live). */
export async function getAnalytics(user: SessionUser, now = new Date()): Promise<AnalyticsResponse> {
  const plan = entitlements(user);
  plan.assert({ feature: "analytics" });
  const [summary, projects, boards, stats] = await Promise.all([
    analyticsSummary({ userId: user.id, now }),
    projectsWithStepCounts({ userId: user.id }),
    boardProgressByProject({ userId: user.id }),
    getGamificationStats({ userId: user.id }),
  ]);
  return {
    ...summary,
    live: plan.can({ feature: "liveAnalytics" }),
    projects: projects.map((p) => ({ ...p, board: boards.get(p.id) ?? null })),
    stats: {
      totalPoints: stats.totalPoints,
      level: stats.level,
      streakDays: stats.streakDays,
      achievementsUnlocked: stats.achievementsUnlocked,
    },
    generatedAt: now.toISOString(),
  };
}
