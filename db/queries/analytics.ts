import "server-only";

import { and, desc, eq, gte, sql, type AnyColumn } from "drizzle-orm";

import { getDb } from "../client";
import { projects, userAnalyticsEvents } from "../schema";

/**
 * Records a meaningful action of a user (quiz completed, step generated, export downloaded, brand saved,
 * task moved). Best effort: a failed event is logged and never fails the request that caused it.
 */
export async function recordEvent({
  userId,
  eventType,
  eventData,
  projectId,
}: {
  userId: string;
  eventType: string;
  eventData?: Record<string, unknown>;
  projectId?: string | null;
}): Promise<void> {
  try {
    const db = await getDb();
    await db
      .insert(userAnalyticsEvents)
      .values({ userId, eventType, eventData: eventData ?? null, projectId: projectId ?? null });
  } catch (error) {
    console.error(
      `[analytics] could not record ${eventType}:`,
      error instanceof Error ? error.message : error,
    );
  }
}

export const TRACKED_EVENTS = [
  "quiz_completed",
  "step_generated",
  "marketing_plan_generated",
  "export_downloaded",
  "brand_saved",
  "task_moved",
] as const;

export interface AnalyticsSummary {
  /** One entry per UTC day of the window, oldest first, with a count per tracked event type. */
  days: { date: string; counts: Record<string, number> }[];
  totals: Record<string, number>;
  /** The latest events, newest first. */
  recent: { type: string; at: string; projectName: string | null; detail: string | null }[];
}

/** A founder's own activity over the last `days` days (UTC), for the analytics page. */
export async function analyticsSummary({
  userId,
  days = 30,
  now = new Date(),
}: {
  userId: string;
  days?: number;
  now?: Date;
}): Promise<AnalyticsSummary> {
  const db = await getDb();
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(end - (days - 1) * 86_400_000);
  const day = sql<string>`to_char(${userAnalyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [perDay, recent] = await Promise.all([
    db
      .select({ date: day, type: userAnalyticsEvents.eventType, count: sql<number>`count(*)::int` })
      .from(userAnalyticsEvents)
      .where(and(eq(userAnalyticsEvents.userId, userId), gte(userAnalyticsEvents.createdAt, start)))
      .groupBy(day, userAnalyticsEvents.eventType),
    db
      .select({
        type: userAnalyticsEvents.eventType,
        at: userAnalyticsEvents.createdAt,
        data: userAnalyticsEvents.eventData,
        projectName: projects.name,
      })
      .from(userAnalyticsEvents)
      .leftJoin(projects, eq(projects.id, userAnalyticsEvents.projectId))
      .where(eq(userAnalyticsEvents.userId, userId))
      .orderBy(desc(userAnalyticsEvents.createdAt))
      .limit(15),
  ]);

  const empty = () => Object.fromEntries(TRACKED_EVENTS.map((t) => [t, 0])) as Record<string, number>;
  const byDate = new Map<string, Record<string, number>>();
  for (let i = 0; i < days; i++)
    byDate.set(new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10), empty());
  const totals = empty();
  for (const row of perDay) {
    const counts = byDate.get(row.date);
    if (counts) counts[row.type] = (counts[row.type] ?? 0) + row.count;
    totals[row.type] = (totals[row.type] ?? 0) + row.count;
  }
  return {
    days: [...byDate].map(([date, counts]) => ({ date, counts })),
    totals,
    recent: recent.map((r) => ({
      type: r.type,
      at: r.at.toISOString(),
      projectName: r.projectName,
      detail: describeEvent(r.type, r.data),
    })),
  };
}

/** What a generated artifact is called on screen ("actionPlan" → "Action Plan"). */
const ARTIFACT_LABELS: Record<string, string> = {
  quizResult: "Business Concept",
  brandData: "Brand Naming",
  businessPlan: "Business Plan",
  businessAnalysis: "Business Analysis",
  fullBusinessAnalysis: "Business Analysis",
  prototype: "Prototype Assets",
  actionPlan: "Action Plan",
  pitch: "Pitch Deck",
  marketingPlan: "Marketing Plan",
  financialForecast: "Financial Forecast",
};

function describeEvent(type: string, data: unknown): string | null {
  const d = (data ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  switch (type) {
    case "step_generated": {
      const kind = text(d.kind);
      return kind ? (ARTIFACT_LABELS[kind] ?? kind) : null;
    }
    case "export_downloaded":
      return text(d.file);
    case "brand_saved":
      return text(d.name);
    case "task_moved":
      return d.title ? `${String(d.title)}: ${String(d.from)} → ${String(d.to)}` : null;
    default:
      return null;
  }
}

/** Each of a user's projects with how many of its six steps hold data. */
export async function projectsWithStepCounts({
  userId,
}: {
  userId: string;
}): Promise<{ id: string; name: string; stepsDone: number }[]> {
  const db = await getDb();
  const filled = (column: AnyColumn) => sql`(case when ${column} is null then 0 else 1 end)`;
  return db
    .select({
      id: projects.id,
      name: projects.name,
      stepsDone: sql<number>`(${filled(projects.quizData)} + ${filled(projects.brandData)} + ${filled(projects.fullBusinessAnalysisData)} + ${filled(projects.prototypeData)} + ${filled(projects.actionPlanData)} + ${filled(projects.pitchData)})::int`,
    })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt));
}
