import { NextResponse } from "next/server";

import { getBoard } from "@/lib/board";
import { boardParamsSchema } from "@/lib/board/schemas";
import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";

/** The project board (Rocket): `{ tasks, progress }`, created from the action plan on first use. */
export const GET = withUser<{ projectId: string }>(async ({ params, user }) => {
  const { projectId } = parseParams(params, boardParamsSchema, new AppError(404, "Project not found"));
  return NextResponse.json(await getBoard(user, projectId), { headers: { "Cache-Control": "no-store" } });
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
