import { NextResponse } from "next/server";

import { getProjectById } from "@/db/queries/projects";
import {
  createSupportRequest,
  listRepliesFor,
  listSupportRequests,
  markSupportRequestEmailed,
} from "@/db/queries/support";
import { entitlements } from "@/lib/entitlements";
import { AppError, methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { sendSupportMail } from "@/lib/mail";
import { enforceRateLimit } from "@/lib/rate-limit";
import { supportRequestSchema, type SupportRequestView } from "@/lib/validation/support";

type Row = Awaited<ReturnType<typeof listSupportRequests>>[number];
type Replies = Awaited<ReturnType<typeof listRepliesFor>>;

const view = (r: Row, replies: Replies): SupportRequestView => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  replies: (replies.get(r.id) ?? []).map((reply) => ({
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
  })),
});

/** The founder's mentoring and support requests, newest first, with their status (Rocket). */
export const GET = withUser(async ({ user }) => {
  entitlements(user).assert({ feature: "support" });
  const requests = await listSupportRequests({ userId: user.id });
  const replies = await listRepliesFor({ requestIds: requests.map((r) => r.id) });
  return NextResponse.json(
    { requests: requests.map((r) => view(r, replies)) },
    { headers: { "Cache-Control": "no-store" } },
  );
});

/** A mentoring session or support request: stored first, then e-mailed to the team flagged as priority. */
export const POST = withUser(async ({ request, user }) => {
  entitlements(user).assert({ feature: "support" });
  const input = await parseBody(request, supportRequestSchema);
  const project = input.projectId ? await getProjectById({ id: input.projectId, userId: user.id }) : null;
  if (input.projectId && !project) throw new AppError(404, "Project not found");
  await enforceRateLimit({
    key: `support:user:${user.id}`,
    limit: 10,
    windowMs: 60 * 60_000,
    message: "You have sent many requests in the last hour. We have them all; please wait for an answer.",
  });
  const stored = await createSupportRequest({
    userId: user.id,
    projectId: project?.id ?? null,
    kind: input.kind,
    topic: input.topic,
    message: input.message,
    preferredTimes: input.preferredTimes || null,
    priority: true,
  });
  const emailed = await sendSupportMail({
    ...stored,
    user: { id: user.id, name: user.name, email: user.email },
    projectName: project?.name ?? null,
  });
  if (emailed)
    await markSupportRequestEmailed({ id: stored.id }).catch((error: unknown) =>
      console.error("[support] could not mark as emailed:", error),
    );
  const body: SupportRequestView = {
    id: stored.id,
    kind: stored.kind,
    topic: stored.topic,
    message: stored.message,
    preferredTimes: stored.preferredTimes,
    priority: stored.priority,
    status: stored.status,
    createdAt: stored.createdAt.toISOString(),
    projectId: stored.projectId,
    projectName: project?.name ?? null,
    replies: [],
  };
  return NextResponse.json(body, { status: 201 });
});

/** Other methods: 405 JSON with Allow. */
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
