import { NextResponse } from "next/server";

import { moveTask } from "@/lib/board";
import { boardMoveSchema, boardTaskParamsSchema } from "@/lib/board/schemas";
import { AppError, methodNotAllowed, parseBody, parseParams, withUser } from "@/lib/http";

/** Moves a card: `{ status, position }` → the whole board, as it now is. */
export const PATCH = withUser<{ projectId: string; taskId: string }>(async ({ request, params, user }) => {
  const { projectId, taskId } = parseParams(
    params,
    boardTaskParamsSchema,
    new AppError(404, "Task not found"),
  );
  const move = await parseBody(request, boardMoveSchema);
  return NextResponse.json(await moveTask(user, projectId, taskId, move));
});

/** Other methods: 405 JSON with Allow. */
export const { GET, POST, PUT, DELETE } = methodNotAllowed(["PATCH"]);
