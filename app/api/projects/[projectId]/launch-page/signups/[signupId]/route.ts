import { z } from "zod";

import { deleteWaitlistSignup } from "@/db/queries/launch-pages";
import { loadOwnedProject } from "@/lib/generation";
import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { requireOwnedLaunchPage } from "@/lib/launch/service";

const paramsSchema = z.object({ projectId: z.uuid(), signupId: z.uuid() });
const NOT_FOUND = new AppError(404, "Signup not found");

/** Deletes one signup for good (a visitor's request to be forgotten). */
export const DELETE = withUser<{ projectId: string; signupId: string }>(async ({ params, user }) => {
  const { projectId, signupId } = parseParams(params, paramsSchema, NOT_FOUND);
  await loadOwnedProject(projectId, user);
  const page = await requireOwnedLaunchPage(projectId, user.id);
  if (!(await deleteWaitlistSignup({ pageId: page.id, id: signupId }))) throw NOT_FOUND;
  return new Response(null, { status: 204 });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, POST, PUT, PATCH } = methodNotAllowed(["DELETE"]);
