import "server-only";

import { and, eq, inArray, sql, type AnyColumn } from "drizzle-orm";

import { getDb, type Database } from "../client";
import {
  achievements,
  gamificationStats,
  projects,
  projectStepVersions,
  userAchievements,
  boardTasks,
  dailyTips,
  userAnalyticsEvents,
  type DailyTip,
  type GamificationStats,
  type NewAchievement,
  type NewDailyTip,
} from "../schema";

/** What the database knows of one project, for the achievements' conditions. */
export interface ProjectFacts {
  id: string;
  createdAt: Date;
  steps: {
    concept: boolean;
    branding: boolean;
    analysis: boolean;
    prototype: boolean;
    actionPlan: boolean;
    pitch: boolean;
  };
  hasSelectedBrand: boolean;
  /** The selected brand's .com was checked and available. */
  selectedBrandAvailable: boolean;
  /** Total characters of the five quiz answers. */
  quizAnswerLength: number;
  /** When each step was first generated (from analytics events). */
  firstGenerated: Partial<Record<"brandData" | "pitchData", Date>>;
  /** The project board (Rocket): cards done and in all. */
  board: { done: number; total: number };
}

export interface UserFacts {
  projects: ProjectFacts[];
  editedVersions: number;
  streakDays: number;
}

/**
 * The achievements' catalogue and rules (lib/gamification/achievements.ts). The rules are the product's,
 * not the database's, so the caller (lib/gamification/index.ts) passes them in.
 */
export interface GamificationRules {
  catalogue: readonly NewAchievement[];
  earned(facts: UserFacts): string[];
  levelFor(points: number): number;
  nextStreak(lastActivityDate: string | null, streakDays: number, today: string): number;
  projectComplete(project: ProjectFacts): boolean;
}

/** Writes the catalogue to the achievements table once per process (idempotent upsert). */
const seeded = new WeakMap<Database, Promise<void>>();
function ensureCatalogue(db: Database, catalogue: readonly NewAchievement[]): Promise<void> {
  let pending = seeded.get(db);
  if (!pending) {
    pending = db
      .insert(achievements)
      .values([...catalogue])
      .onConflictDoUpdate({
        target: achievements.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          icon: sql`excluded.icon`,
          category: sql`excluded.category`,
          points: sql`excluded.points`,
          condition: sql`excluded.condition`,
        },
      })
      .then(() => undefined);
    pending.catch(() => seeded.delete(db));
    seeded.set(db, pending);
  }
  return pending;
}

const present = (column: AnyColumn) => sql<boolean>`${column} is not null`;

async function projectFacts(db: Database, userId: string): Promise<ProjectFacts[]> {
  const rows = await db
    .select({
      id: projects.id,
      createdAt: projects.createdAt,
      concept: present(projects.quizData),
      branding: present(projects.brandData),
      analysis: present(projects.fullBusinessAnalysisData),
      prototype: present(projects.prototypeData),
      actionPlan: present(projects.actionPlanData),
      pitch: present(projects.pitchData),
      hasSelectedBrand: present(projects.selectedBrand),
      selectedBrandAvailable: sql<boolean>`coalesce((${projects.selectedBrand}->>'available')::boolean, false)`,
      quizAnswerLength: sql<number>`coalesce(length(${projects.quizData}->>'problem') + length(${projects.quizData}->>'solution') + length(${projects.quizData}->>'targetAudience') + length(${projects.quizData}->>'differentiator') + length(${projects.quizData}->>'businessModel'), 0)::int`,
    })
    .from(projects)
    .where(eq(projects.userId, userId));
  const firstGenerated = rows.length
    ? await db
        .select({
          projectId: userAnalyticsEvents.projectId,
          kind: sql<string>`${userAnalyticsEvents.eventData}->>'kind'`,
          first: sql<Date>`min(${userAnalyticsEvents.createdAt})`,
        })
        .from(userAnalyticsEvents)
        .where(
          and(eq(userAnalyticsEvents.userId, userId), eq(userAnalyticsEvents.eventType, "step_generated")),
        )
        .groupBy(userAnalyticsEvents.projectId, sql`${userAnalyticsEvents.eventData}->>'kind'`)
    : [];
  const boards = rows.length
    ? await db
        .select({
          projectId: boardTasks.projectId,
          total: sql<number>`count(*)::int`,
          done: sql<number>`count(*) filter (where ${boardTasks.status} = 'done')::int`,
        })
        .from(boardTasks)
        .where(
          inArray(
            boardTasks.projectId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(boardTasks.projectId)
    : [];
  const column = { brandData: "brandData", pitch: "pitchData" } as const;
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    steps: {
      concept: r.concept,
      branding: r.branding,
      analysis: r.analysis,
      prototype: r.prototype,
      actionPlan: r.actionPlan,
      pitch: r.pitch,
    },
    hasSelectedBrand: r.hasSelectedBrand,
    selectedBrandAvailable: r.selectedBrandAvailable,
    quizAnswerLength: r.quizAnswerLength,
    board: boards.find((b) => b.projectId === r.id) ?? { done: 0, total: 0 },
    firstGenerated: Object.fromEntries(
      firstGenerated
        .filter((g) => g.projectId === r.id && g.kind in column)
        .map((g) => [column[g.kind as keyof typeof column], new Date(g.first)]),
    ),
  }));
}

export interface AchievementResult {
  hasNewAchievements: boolean;
  newAchievements: string[];
  /** The new achievements with their names and points, for the announcement. */
  unlocked: { id: string; name: string; description: string; icon: string; points: number }[];
  stats: Pick<
    GamificationStats,
    "totalPoints" | "level" | "streakDays" | "projectsCompleted" | "achievementsUnlocked"
  >;
}

/**
 * Records today's activity (streak), unlocks every achievement whose condition now holds and updates
 * points, level and counters, in one transaction. Unlocking is idempotent: a race never awards twice.
 */
export async function checkAchievements({
  userId,
  projectId,
  today = new Date(),
  rules,
}: {
  userId: string;
  projectId?: string;
  today?: Date;
  rules: GamificationRules;
}): Promise<AchievementResult> {
  const db = await getDb();
  await ensureCatalogue(db, rules.catalogue);
  const day = today.toISOString().slice(0, 10);

  return db.transaction(async (tx) => {
    await tx.insert(gamificationStats).values({ userId }).onConflictDoNothing();
    const [stats] = await tx
      .select()
      .from(gamificationStats)
      .where(eq(gamificationStats.userId, userId))
      .for("update");
    const streakDays = rules.nextStreak(stats.lastActivityDate, stats.streakDays, day);

    const projectList = await projectFacts(tx as unknown as Database, userId);
    const [{ edited }] = await tx
      .select({ edited: sql<number>`count(*)::int` })
      .from(projectStepVersions)
      .innerJoin(projects, eq(projects.id, projectStepVersions.projectId))
      .where(and(eq(projects.userId, userId), eq(projectStepVersions.replacedBy, "edited")));
    const earned = rules.earned({ projects: projectList, editedVersions: edited, streakDays });

    const inserted = earned.length
      ? await tx
          .insert(userAchievements)
          .values(
            earned.map((achievementId) => ({
              userId,
              achievementId,
              projectId: projectId ?? null,
              progress: 1,
              maxProgress: 1,
            })),
          )
          .onConflictDoNothing()
          .returning({ achievementId: userAchievements.achievementId })
      : [];
    const newIds = inserted.map((r) => r.achievementId);
    const unlocked = rules.catalogue
      .filter((a) => newIds.includes(a.id))
      .map(({ id, name, description, icon, points = 0 }) => ({ id, name, description, icon, points }));

    const [{ total, count }] = await tx
      .select({
        total: sql<number>`coalesce(sum(${achievements.points}), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, userId));
    const [updated] = await tx
      .update(gamificationStats)
      .set({
        totalPoints: total,
        level: rules.levelFor(total),
        streakDays,
        lastActivityDate: day,
        projectsCompleted: projectList.filter(rules.projectComplete).length,
        achievementsUnlocked: count,
      })
      .where(eq(gamificationStats.userId, userId))
      .returning();
    return {
      hasNewAchievements: newIds.length > 0,
      newAchievements: newIds,
      unlocked,
      stats: {
        totalPoints: updated.totalPoints,
        level: updated.level,
        streakDays: updated.streakDays,
        projectsCompleted: updated.projectsCompleted,
        achievementsUnlocked: updated.achievementsUnlocked,
      },
    };
  });
}

/** The user's unlocked achievements, newest first (dashboard). */
export async function listUserAchievements({ userId }: { userId: string }) {
  const db = await getDb();
  return db
    .select({
      id: achievements.id,
      name: achievements.name,
      description: achievements.description,
      icon: achievements.icon,
      category: achievements.category,
      points: achievements.points,
      unlockedAt: userAchievements.unlockedAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(sql`${userAchievements.unlockedAt} desc`);
}

export async function getGamificationStats({ userId }: { userId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      totalPoints: gamificationStats.totalPoints,
      level: gamificationStats.level,
      streakDays: gamificationStats.streakDays,
      lastActivityDate: gamificationStats.lastActivityDate,
      projectsCompleted: gamificationStats.projectsCompleted,
      achievementsUnlocked: gamificationStats.achievementsUnlocked,
    })
    .from(gamificationStats)
    .where(inArray(gamificationStats.userId, [userId]));
  return (
    row ?? {
      totalPoints: 0,
      level: 1,
      streakDays: 0,
      lastActivityDate: null,
      projectsCompleted: 0,
      achievementsUnlocked: 0,
    }
  );
}

/** Writes the daily tips catalogue to daily_tips once per process (idempotent upsert). */
const tipsSeeded = new WeakMap<Database, Promise<void>>();
function ensureTips(db: Database, catalogue: readonly NewDailyTip[]): Promise<void> {
  let pending = tipsSeeded.get(db);
  if (!pending) {
    pending = db
      .insert(dailyTips)
      .values([...catalogue])
      .onConflictDoUpdate({
        target: dailyTips.id,
        set: { title: sql`excluded.title`, content: sql`excluded.content`, category: sql`excluded.category` },
      })
      .then(() => undefined);
    pending.catch(() => tipsSeeded.delete(db));
    tipsSeeded.set(db, pending);
  }
  return pending;
}

/** Today's tip (UTC day): the same for everyone that day, a different one each day, cycling the catalogue. */
export async function getTipOfTheDay({
  today = new Date(),
  catalogue,
}: {
  today?: Date;
  /** The tips (lib/content/daily-tips.ts), written to daily_tips once per process. */
  catalogue: readonly NewDailyTip[];
}): Promise<DailyTip> {
  const db = await getDb();
  await ensureTips(db, catalogue);
  const tips = await db.select().from(dailyTips).orderBy(dailyTips.id);
  const day = Math.floor(today.getTime() / 86_400_000);
  return tips[day % tips.length];
}
