import "server-only";

import { recordEvent } from "@/db/queries/analytics";
import { boardProgress, moveBoardTask, openBoard, type BoardItem } from "@/db/queries/board";
import { getProjectById } from "@/db/queries/projects";
import type { BoardTask } from "@/db/schema";
import { withFigures } from "@/lib/artifacts/figures";
import { actionPlanSchema } from "@/lib/artifacts/schemas";
import { AppError } from "@/core/errors";
import { entitlements } from "@/lib/entitlements";
import type { SessionUser } from "@/lib/http";
import { BOARD_COLUMNS as DB_COLUMNS } from "@/db/schema";
import { BOARD_COLUMNS, type BoardMove, type BoardResponse } from "./schemas";

// The browser's list of columns and the database's must be the same list.
const _sameColumns: typeof DB_COLUMNS = BOARD_COLUMNS;

/** The project board (Rocket): the action plan as cards, moved between To do, Doing and Done. */

const toResponse = (tasks: BoardTask[]): BoardResponse => ({
  tasks: tasks.map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    week: t.week,
    priority: t.priority,
    estimatedHours: t.estimatedHours,
    status: t.status,
    position: t.position,
    completedAt: t.completedAt?.toISOString() ?? null,
  })),
  progress: boardProgress(tasks),
});

export async function getBoard(user: SessionUser, projectId: string): Promise<BoardResponse> {
  entitlements(user).assert({ feature: "board" });
  const project = await getProjectById({ id: projectId, userId: user.id });
  if (!project) throw new AppError(404, "Project not found");
  // The cards are the founder's working copy of the plan, with its figures as they stand today.
  const plan = actionPlanSchema.safeParse(withFigures(project).actionPlanData);
  if (!plan.success)
    throw new AppError(409, "Create the 60-day action plan first: the board is built from its tasks.");
  const items: BoardItem[] = plan.data.actionItems.map((i) => ({
    title: i.title,
    description: i.description,
    week: i.week,
    priority: i.priority,
    estimatedHours: i.estimatedHours,
  }));
  const tasks = await openBoard({ projectId, userId: user.id, items });
  if (!tasks) throw new AppError(404, "Project not found");
  return toResponse(tasks);
}

export async function moveTask(
  user: SessionUser,
  projectId: string,
  taskId: string,
  move: BoardMove,
): Promise<BoardResponse> {
  entitlements(user).assert({ feature: "board" });
  const result = await moveBoardTask({ projectId, userId: user.id, taskId, ...move });
  if (result === "project_not_found") throw new AppError(404, "Project not found");
  if (result === "task_not_found") throw new AppError(404, "Task not found");
  if (result.from !== move.status) {
    await recordEvent({
      userId: user.id,
      projectId,
      eventType: "task_moved",
      eventData: { taskId, from: result.from, to: move.status, title: result.moved.title },
    });
  }
  return toResponse(result.tasks);
}
