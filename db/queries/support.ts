import "server-only";

import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

import { requireOperator, type Operator } from "@/core/operator-access";

import { getDb } from "../client";
import {
  projects,
  supportReplies,
  supportRequests,
  users,
  type SupportReply,
  type SupportRequest,
} from "../schema";

/** Mentoring and priority support requests: stored first, e-mailed after (like contact messages). */

export async function createSupportRequest(values: {
  userId: string;
  projectId?: string | null;
  kind: SupportRequest["kind"];
  topic: string;
  message: string;
  preferredTimes?: string | null;
  priority: boolean;
}): Promise<SupportRequest> {
  const db = await getDb();
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row;
}

export async function markSupportRequestEmailed({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.update(supportRequests).set({ emailedAt: new Date() }).where(eq(supportRequests.id, id));
}

/** What both the founder's list and the console show of a request. */
const requestColumns = {
  id: supportRequests.id,
  kind: supportRequests.kind,
  topic: supportRequests.topic,
  message: supportRequests.message,
  preferredTimes: supportRequests.preferredTimes,
  priority: supportRequests.priority,
  status: supportRequests.status,
};

/** The user's requests, newest first, with the project they are about. */
export async function listSupportRequests({ userId }: { userId: string }) {
  const db = await getDb();
  return db
    .select({
      ...requestColumns,
      createdAt: supportRequests.createdAt,
      projectId: supportRequests.projectId,
      projectName: projects.name,
    })
    .from(supportRequests)
    .leftJoin(projects, and(eq(projects.id, supportRequests.projectId), eq(projects.userId, userId)))
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt));
}

/** The replies to these requests, oldest first, grouped by request. */
export async function listRepliesFor({
  requestIds,
}: {
  requestIds: string[];
}): Promise<Map<string, SupportReply[]>> {
  const byRequest = new Map<string, SupportReply[]>();
  if (requestIds.length === 0) return byRequest;
  const db = await getDb();
  const rows = await db
    .select()
    .from(supportReplies)
    .where(inArray(supportReplies.requestId, requestIds))
    .orderBy(asc(supportReplies.createdAt));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

// ---------------------------------------------------------------------------------------------------------
// The operator console
// ---------------------------------------------------------------------------------------------------------

/**
 * Every request for the console: open ones first (priority first, then the oldest, which has waited
 * longest), then closed ones, newest first; with the founder and the project.
 */
export async function listSupportRequestsForOperator({
  operator,
  limit = 200,
}: {
  operator: Operator;
  limit?: number;
}) {
  requireOperator(operator);
  const db = await getDb();
  return db
    .select({
      ...requestColumns,
      emailedAt: supportRequests.emailedAt,
      createdAt: supportRequests.createdAt,
      updatedAt: supportRequests.updatedAt,
      /** How long it has waited, by the database's clock. */
      waitingSeconds: sql<number>`extract(epoch from now() - ${supportRequests.createdAt})::int`,
      userId: supportRequests.userId,
      userName: users.name,
      userEmail: users.email,
      userTier: users.subscriptionTier,
      projectName: projects.name,
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(projects, eq(projects.id, supportRequests.projectId))
    .orderBy(
      sql`(${supportRequests.status} = 'closed')`,
      desc(supportRequests.priority),
      sql`case when ${supportRequests.status} = 'closed' then null else ${supportRequests.createdAt} end asc`,
      desc(supportRequests.createdAt),
    )
    .limit(limit);
}

/** The request with its founder, for a reply. */
export async function getSupportRequestForOperator({ operator, id }: { operator: Operator; id: string }) {
  requireOperator(operator);
  const db = await getDb();
  const [row] = await db
    .select({
      id: supportRequests.id,
      topic: supportRequests.topic,
      status: supportRequests.status,
      userName: users.name,
      userEmail: users.email,
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(eq(supportRequests.id, id))
    .limit(1);
  return row;
}

export async function setSupportRequestStatus({
  operator,
  id,
  status,
}: {
  operator: Operator;
  id: string;
  status: SupportRequest["status"];
}): Promise<boolean> {
  requireOperator(operator);
  const db = await getDb();
  const rows = await db
    .update(supportRequests)
    .set({ status })
    .where(eq(supportRequests.id, id))
    .returning({ id: supportRequests.id });
  return rows.length > 0;
}

/** Stores the operator's reply and moves the request to `status`, in one transaction. */
export async function addSupportReply({
  requestId,
  author,
  body,
  status,
}: {
  requestId: string;
  author: string;
  body: string;
  status: SupportRequest["status"];
}): Promise<SupportReply | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(supportRequests)
      .set({ status })
      .where(eq(supportRequests.id, requestId))
      .returning({ id: supportRequests.id });
    if (moved.length === 0) return undefined;
    const [reply] = await tx.insert(supportReplies).values({ requestId, author, body }).returning();
    return reply;
  });
}

export async function markSupportReplyEmailed({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.update(supportReplies).set({ emailedAt: new Date() }).where(eq(supportReplies.id, id));
}
