import "server-only";

import { desc, eq, ilike, or, sql } from "drizzle-orm";

import { requireOperator, type Operator } from "@/core/operator-access";

import { getDb } from "../client";
import { auditLog, payments, users } from "../schema";

/** What the operator console lists about accounts, payments and plan changes (reads only, for an operator). */

/**
 * Accounts with their plan and what they paid; `query` matches the e-mail, the name or the exact id.
 * Demo accounts are left out unless searched for by id.
 */
export async function listUsersForOperator({
  operator,
  query,
  limit = 100,
}: {
  operator: Operator;
  query?: string;
  limit?: number;
}) {
  requireOperator(operator);
  const db = await getDb();
  const q = query?.trim();
  const paid = sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'succeeded'), 0)::int`;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isDemo: users.isDemo,
      tier: users.subscriptionTier,
      baseTier: users.baseTier,
      createdAt: users.createdAt,
      lastSeenAt: users.lastSeenAt,
      paidCents: paid,
      payments: sql<number>`count(${payments.id})::int`,
    })
    .from(users)
    .leftJoin(payments, eq(payments.userId, users.id))
    .where(
      q
        ? or(
            eq(users.id, q),
            ilike(users.email, `%${escapeLike(q)}%`),
            ilike(users.name, `%${escapeLike(q)}%`),
          )
        : eq(users.isDemo, false),
    )
    .groupBy(users.id)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The latest payments with their account; problems (mismatches, duplicates) are flagged in `problem`. */
export async function listPaymentsForOperator({
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
      id: payments.id,
      stripeId: payments.stripeId,
      paymentIntentId: payments.paymentIntentId,
      kind: payments.kind,
      tier: payments.tier,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      problem: payments.problem,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      userId: payments.userId,
      userEmail: users.email,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/** The latest plan changes made by operators (console and CLI), with the account's current e-mail. */
export async function listAuditLog({ operator, limit = 100 }: { operator: Operator; limit?: number }) {
  requireOperator(operator);
  const db = await getDb();
  return db
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      action: auditLog.action,
      targetUserId: auditLog.targetUserId,
      targetEmail: users.email,
      details: auditLog.details,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.targetUserId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
