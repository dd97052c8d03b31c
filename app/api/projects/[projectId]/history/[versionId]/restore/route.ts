import { NextResponse } from "next/server";

import { restoreProjectStepVersion } from "@/db/queries/project-data";
import { toProjectResponse } from "@/lib/project-response";
import { projectStatus } from "@/lib/steps";
import { entitlements } from "@/lib/entitlements";
import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { versionParamsSchema } from "@/lib/project-schemas";

/** Makes an earlier version of a step current again; the current one goes into the history. */
export const POST = withUser<{ projectId: string; versionId: string }>(async ({ params, user }) => {
  const { projectId, versionId } = parseParams(
    params,
    versionParamsSchema,
    new AppError(404, "Version not found"),
  );
  const project = await restoreProjectStepVersion({
    projectId,
    userId: user.id,
    versionId,
    assertAllowed: (step) => entitlements(user).assert({ restore: step }),
    statusOf: projectStatus,
  });
  if (!project) throw new AppError(404, "Version not found");
  return NextResponse.json(toProjectResponse(project));
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
