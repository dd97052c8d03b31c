import "server-only";

import { and, count, desc, eq, sql } from "drizzle-orm";

import { getDb } from "../client";
import { prepared } from "../prepared";
import { projects, users, type NewProject, type Project, type Tier } from "../schema";

/** What a project list shows: no step data. */
export const projectSummaryColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  status: projects.status,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export type ProjectSummary = Pick<
  Project,
  "id" | "name" | "description" | "status" | "createdAt" | "updatedAt"
>;

/**
 * Where a page of the list starts: after the project created at `createdAt` (ISO 8601 in UTC to the
 * microsecond, as PostgreSQL keeps it: a JavaScript Date would drop the microseconds and skip projects made
 * in the same millisecond) with this `id`, newest first.
 */
export interface ProjectCursor {
  createdAt: string;
  id: string;
}

const cursorColumns = {
  ...projectSummaryColumns,
  cursorAt: sql<string>`to_char(${projects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/**
 * One page of the user's projects, newest first (ties by id), and whether more follow. The cost does not
 * grow with the number of projects: the index on (user_id, created_at) finds the page's rows directly.
 */
export async function listProjectPage({
  userId,
  limit,
  after,
}: {
  userId: string;
  limit: number;
  after?: ProjectCursor;
}): Promise<{ projects: ProjectSummary[]; next: ProjectCursor | null }> {
  const db = await getDb();
  const rows = after
    ? await prepared(db, "list_projects_after", (d) =>
        d
          .select(cursorColumns)
          .from(projects)
          .where(
            and(
              eq(projects.userId, sql.placeholder("userId")),
              sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder("createdAt")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
            ),
          )
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(sql.placeholder("limit"))
          .prepare("list_projects_after"),
      ).execute({ userId, createdAt: after.createdAt, id: after.id, limit: limit + 1 })
    : await prepared(db, "list_projects_first", (d) =>
        d
          .select(cursorColumns)
          .from(projects)
          .where(eq(projects.userId, sql.placeholder("userId")))
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(sql.placeholder("limit"))
          .prepare("list_projects_first"),
      ).execute({ userId, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    projects: page.map(({ cursorAt: _, ...project }) => project),
    next: rows.length > limit && last ? { createdAt: last.cursorAt, id: last.id } : null,
  };
}

/** Every project of the user, newest first (the dashboard and the support form). */
export async function listProjectsByUserId({ userId }: { userId: string }): Promise<ProjectSummary[]> {
  const db = await getDb();
  return prepared(db, "list_projects", (d) =>
    d
      .select(projectSummaryColumns)
      .from(projects)
      .where(eq(projects.userId, sql.placeholder("userId")))
      .orderBy(desc(projects.createdAt))
      .prepare("list_projects"),
  ).execute({ userId });
}

/** How many projects the user has (for the plan's project limit). */
export async function countProjectsByUserId({ userId }: { userId: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
  return Number(row?.n ?? 0);
}

export async function getProjectById({
  id,
  userId,
}: {
  id: string;
  userId: string;
}): Promise<Project | undefined> {
  const db = await getDb();
  const [row] = await prepared(db, "get_project", (d) =>
    d
      .select()
      .from(projects)
      .where(and(eq(projects.id, sql.placeholder("id")), eq(projects.userId, sql.placeholder("userId"))))
      .limit(1)
      .prepare("get_project"),
  ).execute({ id, userId });
  return row;
}

export class ProjectLimitError extends Error {
  constructor(public readonly limit: number) {
    super(`project limit ${limit} reached`);
  }
}

/**
 * Creates a project, enforcing the plan's project limit atomically: the user's row is locked while
 * counting, so two simultaneous requests cannot both slip under the limit.
 */
export async function createProject({
  userId,
  values,
  limitFor,
}: {
  userId: string;
  values: Omit<NewProject, "id" | "userId" | "createdAt" | "updatedAt">;
  limitFor: (tier: Tier) => number | null;
}): Promise<Project> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new Error(`user ${userId} not found`);
    const limit = limitFor(user.tier);
    if (limit !== null) {
      const [existing] = await tx
        .select({ value: count() })
        .from(projects)
        .where(eq(projects.userId, userId));
      if ((existing?.value ?? 0) >= limit) throw new ProjectLimitError(limit);
    }
    const [row] = await tx
      .insert(projects)
      .values({ ...values, userId })
      .returning();
    return row;
  });
}

/** Deletes one of the user's projects (its history goes with it). */
export async function deleteProjectById({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
