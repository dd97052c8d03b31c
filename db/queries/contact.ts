import "server-only";

import { desc, eq } from "drizzle-orm";

import { requireOperator, type Operator } from "@/core/operator-access";

import { getDb } from "../client";
import { contactMessages } from "../schema";

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

/** Stores a contact message (before any e-mail is attempted, so nothing a visitor sends is lost). */
export async function createContactMessage({
  userId,
  name,
  email,
  subject,
  message,
}: {
  userId: string | null;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
}): Promise<StoredContactMessage> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ userId, name, email, subject: subject ?? null, message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}

/** Records that the message reached the team's inbox. */
export async function markContactMessageEmailed({
  id,
  at = new Date(),
}: {
  id: string;
  at?: Date;
}): Promise<void> {
  const db = await getDb();
  await db.update(contactMessages).set({ emailedAt: at }).where(eq(contactMessages.id, id));
}

/** The latest contact messages for the operator console, newest first. */
export async function listContactMessagesForOperator({
  operator,
  limit = 200,
}: {
  operator: Operator;
  limit?: number;
}) {
  requireOperator(operator);
  const db = await getDb();
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
