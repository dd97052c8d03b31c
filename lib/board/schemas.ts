import { z } from "zod";

/** Requests and answers of the board API, shared by the route handlers and the board component. */

/** The columns, left to right (the same as db/schema's BOARD_COLUMNS; the browser must not import that). */
export const BOARD_COLUMNS = ["todo", "doing", "done"] as const;
export const COLUMN_TITLES = { todo: "To do", doing: "Doing", done: "Done" } as const;

export const boardParamsSchema = z.object({ projectId: z.uuid() });
export const boardTaskParamsSchema = z.object({ projectId: z.uuid(), taskId: z.uuid() });

export const boardMoveSchema = z.object({
  status: z.enum(BOARD_COLUMNS, { error: "status must be one of todo, doing or done" }),
  position: z.number().int().min(0).max(10_000),
});
export type BoardMove = z.infer<typeof boardMoveSchema>;

export interface BoardTaskView {
  id: string;
  title: string;
  description: string;
  week: number;
  priority: "high" | "medium" | "low";
  estimatedHours: number;
  status: (typeof BOARD_COLUMNS)[number];
  position: number;
  completedAt: string | null;
}

export interface BoardResponse {
  tasks: BoardTaskView[];
  progress: { total: number; done: number; doing: number };
}
