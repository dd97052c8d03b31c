import { NextResponse } from "next/server";

import { assertCustomerCount } from "@/lib/ai/offline/customer-count";
import { createProject, listProjectPage, ProjectLimitError } from "@/db/queries/projects";
import {
  AppError,
  describeZodError,
  methodNotAllowed,
  parseBody,
  searchParamsObject,
  withUser,
} from "@/lib/http";
import { getPlan, projectLimitMessage } from "@/lib/plans";
import { projectStatus } from "@/lib/steps";
import { encodeProjectCursor, projectCreateSchema, projectListQuerySchema } from "@/lib/validation";

/**
 * The user's projects, newest first, a page at a time: `?limit=` (1–100, default 50) and `?after=` (the
 * cursor of the previous page). The body stays the list; a `Link: <…>; rel="next"` header (RFC 8288) names
 * the next page when there is one.
 */
export const GET = withUser(async ({ request, user }) => {
  const query = projectListQuerySchema.safeParse(searchParamsObject(request));
  if (!query.success) throw new AppError(400, describeZodError(query.error));
  const { limit, after } = query.data;
  const page = await listProjectPage({ userId: user.id, limit, after });
  const headers = new Headers();
  if (page.next) {
    const next = `/api/projects?limit=${limit}&after=${encodeProjectCursor(page.next)}`;
    headers.set("Link", `<${next}>; rel="next"`);
  }
  return NextResponse.json(page.projects, { headers });
});

/** Creates a project. A status in the body (the spec's client sends one) must be a known status, and the
 * stored one follows the data, as on every save. */
export const POST = withUser(async ({ request, user }) => {
  const input = await parseBody(request, projectCreateSchema);
  assertCustomerCount(input.quizData?.profile);
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
