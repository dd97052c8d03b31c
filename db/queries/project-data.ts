import "server-only";

import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";

import { getDb } from "../client";
import { projects, projectStepVersions, type Project, type ProjectStepVersion } from "../schema";

/**
 * A project's data columns (one per generated artifact) and their history. Nothing a founder saved is
 * ever lost: every regenerate, edit or restore first copies the value it replaces into
 * project_step_versions, in the same transaction as the update.
 */

export const PROJECT_DATA_COLUMNS = [
  "quizData",
  "brandData",
  "selectedBrand",
  "businessPlanData",
  "businessAnalysisData",
  "fullBusinessAnalysisData",
  "prototypeData",
  "actionPlanData",
  "pitchData",
  "marketingPlanData",
  "financialForecastData",
  "logoKitData",
] as const;
export type ProjectDataColumn = (typeof PROJECT_DATA_COLUMNS)[number];

/** Versions kept per step (the spec asks for at least 5). */
export const HISTORY_LIMIT = 10;

export type ReplacedBy = "generated" | "edited" | "restored";

export interface ProjectFields {
  name?: string;
  description?: string | null;
  status?: string;
}

/**
 * Writes new data columns (and plain fields) of one of the user's projects, keeping the previous value
 * of each changed column in its history. Returns the updated project, or undefined when it is not theirs.
 */
export async function saveProjectData({
  id,
  userId,
  values,
  fields = {},
  replacedBy,
}: {
  id: string;
  userId: string;
  values: Partial<Record<ProjectDataColumn, unknown>>;
  fields?: ProjectFields;
  replacedBy: ReplacedBy;
}): Promise<Project | undefined> {
  const db = await getDb();
  const columns = Object.keys(values) as ProjectDataColumn[];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(Object.fromEntries([["id", projects.id], ...columns.map((c) => [c, projects[c]])]))
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .for("update");
    if (!current) return undefined;

    const previous = columns
      .filter(
        (c) =>
          current[c] !== null &&
          current[c] !== undefined &&
          JSON.stringify(current[c]) !== JSON.stringify(values[c]),
      )
      .map((c) => ({ projectId: id, step: c, data: current[c], replacedBy }));
    if (previous.length) await tx.insert(projectStepVersions).values(previous);

    const [updated] = await tx
      .update(projects)
      .set({ ...fields, ...values, updatedAt: new Date() })
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .returning();

    for (const { step } of previous) {
      const keep = tx
        .select({ id: projectStepVersions.id })
        .from(projectStepVersions)
        .where(and(eq(projectStepVersions.projectId, id), eq(projectStepVersions.step, step)))
        .orderBy(desc(projectStepVersions.createdAt))
        .limit(HISTORY_LIMIT);
      await tx
        .delete(projectStepVersions)
        .where(
          and(
            eq(projectStepVersions.projectId, id),
            eq(projectStepVersions.step, step),
            notInArray(projectStepVersions.id, keep),
          ),
        );
    }
    return updated;
  });
}

export type VersionSummary = Pick<ProjectStepVersion, "id" | "step" | "data" | "replacedBy" | "createdAt">;

/** Earlier versions of one step of one of the user's projects, newest first. */
export async function listProjectStepVersions({
  projectId,
  userId,
  step,
}: {
  projectId: string;
  userId: string;
  step: ProjectDataColumn;
}): Promise<VersionSummary[] | undefined> {
  const db = await getDb();
  const [owned] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
  if (!owned) return undefined;
  return db
    .select({
      id: projectStepVersions.id,
      step: projectStepVersions.step,
      data: projectStepVersions.data,
      replacedBy: projectStepVersions.replacedBy,
      createdAt: projectStepVersions.createdAt,
    })
    .from(projectStepVersions)
    .where(and(eq(projectStepVersions.projectId, projectId), eq(projectStepVersions.step, step)))
    .orderBy(desc(projectStepVersions.createdAt));
}

/**
 * Makes an earlier version current again; the value it replaces goes into the history, and the restored
 * version leaves it. Returns the project, or undefined when the project or version is not the user's.
 */
export async function restoreProjectStepVersion({
  projectId,
  userId,
  versionId,
  assertAllowed,
}: {
  projectId: string;
  userId: string;
  versionId: string;
  /** Throws when the user may not write this step (a paid feature's column below its plan). */
  assertAllowed?: (step: ProjectDataColumn) => void;
}): Promise<Project | undefined> {
  const db = await getDb();
  const [version] = await db
    .select({ step: projectStepVersions.step, data: projectStepVersions.data })
    .from(projectStepVersions)
    .innerJoin(projects, eq(projects.id, projectStepVersions.projectId))
    .where(
      and(
        eq(projectStepVersions.id, versionId),
        eq(projectStepVersions.projectId, projectId),
        eq(projects.userId, userId),
      ),
    );
  if (!version || !(PROJECT_DATA_COLUMNS as readonly string[]).includes(version.step)) return undefined;
  assertAllowed?.(version.step as ProjectDataColumn);
  const project = await saveProjectData({
    id: projectId,
    userId,
    values: { [version.step]: version.data },
    replacedBy: "restored",
  });
  if (project) await db.delete(projectStepVersions).where(inArray(projectStepVersions.id, [versionId]));
  return project;
}

/** How many versions each step of a project has (for the UI's history buttons). */
export async function countProjectStepVersions({
  projectId,
}: {
  projectId: string;
}): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ step: projectStepVersions.step, count: sql<number>`count(*)::int` })
    .from(projectStepVersions)
    .where(eq(projectStepVersions.projectId, projectId))
    .groupBy(projectStepVersions.step);
  return Object.fromEntries(rows.map((r) => [r.step, r.count]));
}
