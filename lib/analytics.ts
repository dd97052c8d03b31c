import "server-only";

import { analyticsSummary, projectsWithStepCounts } from "@/db/queries/analytics";
import { boardProgressByProject } from "@/db/queries/board";
import { getGamificationStats } from "@/db/queries/gamification";
import { assertTier } from "@/lib/generation";
import type { SessionUser } from "@/lib/http";
import type { AnalyticsResponse } from "@/lib/analytics-types";
import { hasTier } from "@/lib/plans";

export type { AnalyticsResponse };

export const ANALYTICS_TIER_MESSAGE =
  "Analytics require a Fuel plan or higher. Upgrade to see your activity and progress over time.";

/** How often the Rocket page refreshes itself ("real-time"); Fuel refreshes on demand. */
export const LIVE_REFRESH_MS = 10_000;

/** A founder's own analytics (Fuel: advanced; Rocket: the same, refreshed live). */
export async function getAnalytics(user: SessionUser, now = new Date()): Promise<AnalyticsResponse> {
  assertTier(user, "fuel", ANALYTICS_TIER_MESSAGE);
  const [summary, projects, boards, stats] = await Promise.all([
    analyticsSummary({ userId: user.id, now }),
    projectsWithStepCounts({ userId: user.id }),
    boardProgressByProject({ userId: user.id }),
    getGamificationStats({ userId: user.id }),
  ]);
  return {
    ...summary,
    live: hasTier(user.subscriptionTier, "rocket"),
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
