import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { getDb } from "../client";
import { projects, supportRequests, type SupportRequest } from "../schema";

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

/** The user's requests, newest first, with the project they are about. */
export async function listSupportRequests({ userId }: { userId: string }) {
  const db = await getDb();
  return db
    .select({
      id: supportRequests.id,
      kind: supportRequests.kind,
      topic: supportRequests.topic,
      message: supportRequests.message,
      preferredTimes: supportRequests.preferredTimes,
      priority: supportRequests.priority,
      status: supportRequests.status,
      createdAt: supportRequests.createdAt,
      projectId: supportRequests.projectId,
      projectName: projects.name,
    })
    .from(supportRequests)
    .leftJoin(projects, and(eq(projects.id, supportRequests.projectId), eq(projects.userId, userId)))
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt));
}
