import { NextResponse } from "next/server";

import { createProject, listProjectsByUserId, ProjectLimitError } from "@/db/queries/projects";
import { AppError, methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { getPlan, projectLimitMessage } from "@/lib/plans";
import { projectStatus } from "@/lib/steps";
import { projectCreateSchema } from "@/lib/validation";

export const GET = withUser(async ({ user }) => {
  const list = await listProjectsByUserId({ userId: user.id });
  return NextResponse.json(list);
});

/** Creates a project. A status in the body (the spec's client sends one) must be a known status, and the
 * stored one follows the data, as on every save. */
export const POST = withUser(async ({ request, user }) => {
  const input = await parseBody(request, projectCreateSchema);
  try {
    const project = await createProject({
      userId: user.id,
      values: {
        name: input.name,
        description: input.description ?? null,
        status: projectStatus({ quizData: input.quizData }),
        quizData: input.quizData ?? null,
      },
      limitFor: (tier) => getPlan(tier).projectLimit,
    });
    return NextResponse.json(project, { status: 201 });
  } catch (error) {
    if (error instanceof ProjectLimitError) throw new AppError(403, projectLimitMessage(error.limit));
    throw error;
  }
});

/** Other methods: 405 JSON with Allow. */
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
