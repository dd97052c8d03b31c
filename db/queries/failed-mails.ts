import "server-only";

import { and, desc, eq, isNull, sql } from "drizzle-orm";

import { requireOperator, type Operator } from "@/core/operator-access";

import { getDb } from "../client";
import { contactMessages, failedMails, supportReplies, supportRequests, type FailedMail } from "../schema";

/** E-mails the SMTP server did not take, kept for the operator to send again (lib/mail.ts). */

export async function recordFailedMail(values: {
  purpose: FailedMail["purpose"];
  refId: string | null;
  to: string;
  subject: string;
  text: string;
  replyTo: FailedMail["replyTo"];
  error: string;
}): Promise<void> {
  const db = await getDb();
  await db.insert(failedMails).values(values);
}

/** Unsent first (oldest first), then the last 50 that a retry delivered. */
export async function listFailedMails({ operator }: { operator: Operator }): Promise<FailedMail[]> {
  requireOperator(operator);
  const db = await getDb();
  const unsent = await db
    .select()
    .from(failedMails)
    .where(isNull(failedMails.sentAt))
    .orderBy(failedMails.createdAt)
    .limit(200);
  const sent = await db
    .select()
    .from(failedMails)
    .where(sql`${failedMails.sentAt} is not null`)
    .orderBy(desc(failedMails.sentAt))
    .limit(50);
  return [...unsent, ...sent];
}

export async function getFailedMail({
  operator,
  id,
}: {
  operator: Operator;
  id: string;
}): Promise<FailedMail | undefined> {
  requireOperator(operator);
  const db = await getDb();
  const [row] = await db.select().from(failedMails).where(eq(failedMails.id, id)).limit(1);
  return row;
}

/** One more attempt: its outcome, and on success the message it carried is marked as e-mailed. */
export async function recordRetry(
  mail: FailedMail,
  outcome: { sent: true } | { sent: false; error: string },
): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(failedMails)
      .set({
        attempts: sql`${failedMails.attempts} + 1`,
        lastAttemptAt: now,
        ...(outcome.sent ? { sentAt: now } : { error: outcome.error }),
      })
      .where(and(eq(failedMails.id, mail.id), isNull(failedMails.sentAt)));
    if (!outcome.sent || !mail.refId) return;
    if (mail.purpose === "contact")
      await tx.update(contactMessages).set({ emailedAt: now }).where(eq(contactMessages.id, mail.refId));
    else if (mail.purpose === "support")
      await tx.update(supportRequests).set({ emailedAt: now }).where(eq(supportRequests.id, mail.refId));
    else await tx.update(supportReplies).set({ emailedAt: now }).where(eq(supportReplies.id, mail.refId));
  });
}
