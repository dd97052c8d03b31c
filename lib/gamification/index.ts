import "server-only";

import * as queries from "@/db/queries/gamification";
import { DAILY_TIPS } from "@/lib/content/daily-tips";
import { ACHIEVEMENTS, earnedAchievements, levelFor, nextStreak, projectComplete } from "./achievements";

/** The achievements' catalogue (without its conditions, which are code) and rules, for the queries. */
const RULES: queries.GamificationRules = {
  catalogue: ACHIEVEMENTS.map(({ test: _test, ...row }) => row),
  earned: earnedAchievements,
  levelFor,
  nextStreak,
  projectComplete,
};

/**
 * Records today's activity, unlocks every achievement whose condition now holds and updates points, level
 * and counters (db/queries/gamification.ts), by this catalogue's rules.
 */
export function checkAchievements(args: { userId: string; projectId?: string; today?: Date }) {
  return queries.checkAchievements({ ...args, rules: RULES });
}

/** Today's tip from the catalogue (lib/content/daily-tips.ts): the same for everyone on a UTC day. */
export function getTipOfTheDay(args: { today?: Date } = {}) {
  return queries.getTipOfTheDay({ ...args, catalogue: DAILY_TIPS });
}

export { getGamificationStats, listUserAchievements } from "@/db/queries/gamification";
