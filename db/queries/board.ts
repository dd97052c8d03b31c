import "server-only";

import { and, asc, eq, gt, gte, sql } from "drizzle-orm";

import { getDb } from "../client";
import { BOARD_COLUMNS, boardTasks, projects, type BoardColumn, type BoardTask } from "../schema";

/**
 * The Rocket project board: the action plan's items as cards in To do / Doing / Done. Every change
 * runs in one transaction that first locks the project row, so moves from two browsers at once are
 * applied one after the other and positions stay gap-free (0, 1, 2 … in each column).
 */

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface BoardItem {
  title: string;
  description: string;
  week: number;
  priority: "high" | "medium" | "low";
  estimatedHours: number;
}

const ORDER = sql`case ${boardTasks.status} when 'todo' then 0 when 'doing' then 1 else 2 end`;

/** Locks the user's project for the rest of the transaction; false when it is not theirs. */
async function lockProject(tx: Tx, projectId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .for("update");
  return rows.length > 0;
}

async function tasksOf(tx: Tx | Db, projectId: string): Promise<BoardTask[]> {
  return tx
    .select()
    .from(boardTasks)
    .where(eq(boardTasks.projectId, projectId))
    .orderBy(ORDER, asc(boardTasks.position));
}

/**
 * The board of one of the user's projects, created from `items` (the action plan, in week order) the
 * first time it is opened. Undefined when the project is not the user's.
 */
export async function openBoard({
  projectId,
  userId,
  items,
}: {
  projectId: string;
  userId: string;
  items: BoardItem[];
}): Promise<BoardTask[] | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, projectId, userId))) return undefined;
    const existing = await tasksOf(tx, projectId);
    if (existing.length > 0 || items.length === 0) return existing;
    const ordered = [...items].sort((a, b) => a.week - b.week);
    await tx
      .insert(boardTasks)
      .values(ordered.map((item, position) => ({ ...item, projectId, status: "todo" as const, position })));
    return tasksOf(tx, projectId);
  });
}

export type MoveResult =
  { tasks: BoardTask[]; moved: BoardTask; from: BoardColumn } | "project_not_found" | "task_not_found";

/**
 * Moves a card to `status` at `position` (clamped to the column's length), closing the gap it leaves and
 * opening one where it lands. Moving into Done stamps completedAt; moving out clears it.
 */
export async function moveBoardTask({
  projectId,
  userId,
  taskId,
  status,
  position,
}: {
  projectId: string;
  userId: string;
  taskId: string;
  status: BoardColumn;
  position: number;
}): Promise<MoveResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, projectId, userId))) return "project_not_found";
    const [task] = await tx
      .select()
      .from(boardTasks)
      .where(and(eq(boardTasks.id, taskId), eq(boardTasks.projectId, projectId)));
    if (!task) return "task_not_found";

    // Out of the old place…
    await tx
      .update(boardTasks)
      .set({ position: sql`${boardTasks.position} - 1` })
      .where(
        and(
          eq(boardTasks.projectId, projectId),
          eq(boardTasks.status, task.status),
          gt(boardTasks.position, task.position),
        ),
      );
    // …into the new one.
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(boardTasks)
      .where(
        and(
          eq(boardTasks.projectId, projectId),
          eq(boardTasks.status, status),
          sql`${boardTasks.id} <> ${task.id}`,
        ),
      );
    const target = Math.max(0, Math.min(position, count));
    await tx
      .update(boardTasks)
      .set({ position: sql`${boardTasks.position} + 1` })
      .where(
        and(
          eq(boardTasks.projectId, projectId),
          eq(boardTasks.status, status),
          gte(boardTasks.position, target),
          sql`${boardTasks.id} <> ${task.id}`,
        ),
      );
    const completedAt = status === "done" ? (task.status === "done" ? task.completedAt : new Date()) : null;
    const [moved] = await tx
      .update(boardTasks)
      .set({ status, position: target, completedAt, updatedAt: new Date() })
      .where(eq(boardTasks.id, task.id))
      .returning();
    return { tasks: await tasksOf(tx, projectId), moved, from: task.status };
  });
}

export interface BoardProgress {
  total: number;
  done: number;
  doing: number;
}

export function boardProgress(tasks: Pick<BoardTask, "status">[]): BoardProgress {
  return {
    total: tasks.length,
    done: tasks.filter((t) => t.status === "done").length,
    doing: tasks.filter((t) => t.status === "doing").length,
  };
}

/** Done and total cards per project of a user (dashboard, achievements). */
export async function boardProgressByProject({
  userId,
}: {
  userId: string;
}): Promise<Map<string, BoardProgress>> {
  const db = await getDb();
  const rows = await db
    .select({
      projectId: boardTasks.projectId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${boardTasks.status} = 'done')::int`,
      doing: sql<number>`count(*) filter (where ${boardTasks.status} = 'doing')::int`,
    })
    .from(boardTasks)
    .innerJoin(projects, eq(projects.id, boardTasks.projectId))
    .where(eq(projects.userId, userId))
    .groupBy(boardTasks.projectId);
  return new Map(rows.map((r) => [r.projectId, { total: r.total, done: r.done, doing: r.doing }]));
}

export { BOARD_COLUMNS };
