import { NextResponse } from "next/server";

import { listProjectStepVersions } from "@/db/queries/project-data";
import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { historyQuerySchema } from "@/lib/project-schemas";
import { projectIdSchema } from "@/lib/validation";

/** GET /api/projects/{id}/history?step=brandData: earlier versions of one step, newest first. */
export const GET = withUser<{ projectId: string }>(async ({ request, params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, new AppError(404, "Project not found"));
  const { step } = parseParams(
    Object.fromEntries(request.nextUrl.searchParams),
    historyQuerySchema,
    new AppError(400, "step must name a project step, e.g. ?step=brandData"),
  );
  const versions = await listProjectStepVersions({ projectId, userId: user.id, step });
  if (!versions) throw new AppError(404, "Project not found");
  return NextResponse.json(versions);
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
