import { NextResponse } from "next/server";

import { listProjectStepVersions } from "@/db/queries/project-data";
import { getProjectById } from "@/db/queries/projects";
import { currentModel, filledArtifact, viewOf } from "@/lib/artifacts/figures";
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
  const project = versions && (await getProjectById({ id: projectId, userId: user.id }));
  if (!versions || !project) throw new AppError(404, "Project not found");
  // Earlier text is shown with today's figures: the model is the project's, not the version's.
  const view = viewOf(currentModel(project));
  return NextResponse.json(versions.map((v) => ({ ...v, data: filledArtifact(v.data, view) })));
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
