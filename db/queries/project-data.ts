import "server-only";

import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";

import { PROJECT_DATA_COLUMNS, type ProjectDataColumn } from "@/core/project-columns";
import { getDb } from "../client";
import { projects, projectStepVersions, type Project, type ProjectStepVersion } from "../schema";

/**
 * A project's data columns (one per generated artifact) and their history. Nothing a founder saved is
 * ever lost: every regenerate, edit or restore first copies the value it replaces into
 * project_step_versions, in the same transaction as the update.
 */

export { PROJECT_DATA_COLUMNS, type ProjectDataColumn };
// Every registry column is a jsonb column of projects (a compile error otherwise).
const _columnsExist: Record<ProjectDataColumn, unknown> = {} as Pick<Project, ProjectDataColumn>;
void _columnsExist;

/** Versions kept per step (the spec asks for at least 5). */
export const HISTORY_LIMIT = 10;

export type ReplacedBy = "generated" | "edited" | "restored";

/** Plain fields a save may change. The status is not one: it follows the steps that are stored. */
export interface ProjectFields {
  name?: string;
  description?: string | null;
}

/**
 * The project's status from which artifact columns hold data (lib/steps.ts projectStatus): the rule is the
 * step registry's, so the caller passes it in. A column holds `true` when it has data but was not read.
 */
export type StatusOf = (held: Partial<Record<ProjectDataColumn, unknown>>) => Project["status"];

/**
 * Writes new data columns (and plain fields) of one of the user's projects, keeping the previous value
 * of each changed column in its history, and sets the status from the steps stored after the write.
 * Returns the updated project, or undefined when it is not theirs.
 */
export async function saveProjectData({
  id,
  userId,
  values,
  fields = {},
  replacedBy,
  current: stepTitle,
  statusOf,
}: {
  id: string;
  userId: string;
  values: Partial<Record<ProjectDataColumn, unknown>>;
  fields?: ProjectFields;
  replacedBy: ReplacedBy;
  /**
   * A step just written from the current idea profile: its title leaves the profile's `outdated` list
   * (the steps written before the founder's last correction), in place and without a history entry.
   */
  current?: string;
  statusOf: StatusOf;
}): Promise<Project | undefined> {
  const db = await getDb();
  const columns = Object.keys(values) as ProjectDataColumn[];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...Object.fromEntries(columns.map((c) => [c, projects[c]])),
        // Which steps hold data, without reading their JSON.
        ...Object.fromEntries(
          PROJECT_DATA_COLUMNS.filter((c) => !columns.includes(c)).map((c) => [
            c,
            sql<boolean | null>`case when ${projects[c]} is null then null else true end`,
          ]),
        ),
        id: projects.id,
      })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.userId, userId)))
      .for("update");
    if (!row) return undefined;
    const stored = row as Record<string, unknown>;

    const previous = columns
      .filter(
        (c) =>
          stored[c] !== null &&
          stored[c] !== undefined &&
          JSON.stringify(stored[c]) !== JSON.stringify(values[c]),
      )
      .map((c) => ({ projectId: id, step: c, data: stored[c], replacedBy }));
    if (previous.length) await tx.insert(projectStepVersions).values(previous);

    const [updated] = await tx
      .update(projects)
      .set({
        ...fields,
        ...(stepTitle && !columns.includes("quizData")
          ? {
              quizData: sql`case when jsonb_typeof(${projects.quizData} #> '{profile,outdated}') = 'array'
                then jsonb_set(${projects.quizData}, '{profile,outdated}', (${projects.quizData} #> '{profile,outdated}') - ${stepTitle}::text)
                else ${projects.quizData} end`,
            }
          : {}),
        ...values,
        status: statusOf({ ...stored, ...values }),
        updatedAt: new Date(),
      })
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
  statusOf,
}: {
  projectId: string;
  userId: string;
  versionId: string;
  statusOf: StatusOf;
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
    statusOf,
  });
  if (project) await db.delete(projectStepVersions).where(inArray(projectStepVersions.id, [versionId]));
  return project;
}
