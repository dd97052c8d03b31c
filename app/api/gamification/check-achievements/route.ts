import { NextResponse } from "next/server";

import { checkAchievements } from "@/lib/gamification";
import { getProjectById } from "@/db/queries/projects";
import { AppError, methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { checkAchievementsSchema } from "@/lib/validation";

/**
 * Checks the signed-in user's achievements (the body's userId, sent by the old client, is ignored:
 * identity comes from the session). Returns { hasNewAchievements, newAchievements, unlocked, stats }.
 */
export const POST = withUser(async ({ request, user }) => {
  const { projectId } = await parseBody(request, checkAchievementsSchema.passthrough());
  if (projectId && !(await getProjectById({ id: projectId, userId: user.id })))
    throw new AppError(404, "Project not found");
  return NextResponse.json(await checkAchievements({ userId: user.id, projectId }));
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
