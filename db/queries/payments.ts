import "server-only";

import { and, desc, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";

import { getDb } from "../client";
import { payments, stripeEvents, TIERS, users, type Payment, type Tier } from "../schema";

/**
 * Payments and the tier changes they cause. Only the signed Stripe webhook calls the functions that
 * change a tier; each runs in one transaction with the user and payment rows locked, so concurrent or
 * repeated deliveries apply once.
 */

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const rank = (tier: Tier) => TIERS.indexOf(tier);
const higher = (a: Tier, b: Tier): Tier => (rank(a) >= rank(b) ? a : b);

const formatCents = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase() || "(no currency)"}`;

/** Statuses after which a payment never changes again (a refund is final; a success is applied once). */
const SETTLED = new Set(["succeeded", "refunded", "amount_mismatch"]);

export interface BillingProfile {
  id: string;
  email: string | null;
  name: string | null;
  isDemo: boolean;
  subscriptionTier: Tier;
  stripeCustomerId: string | null;
}

export async function getBillingProfile({ userId }: { userId: string }): Promise<BillingProfile | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isDemo: users.isDemo,
      subscriptionTier: users.subscriptionTier,
      stripeCustomerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Stores the user's Stripe customer id unless one is already stored, and returns the one that is: when
 * two requests race to create a customer, both end up using the first one saved.
 */
export async function saveStripeCustomerId({
  userId,
  customerId,
}: {
  userId: string;
  customerId: string;
}): Promise<string> {
  const db = await getDb();
  const [updated] = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
    .returning({ stripeCustomerId: users.stripeCustomerId });
  if (updated?.stripeCustomerId) return updated.stripeCustomerId;
  const existing = await getBillingProfile({ userId });
  if (!existing?.stripeCustomerId)
    throw new Error(`user ${userId} has no Stripe customer id and none could be saved`);
  return existing.stripeCustomerId;
}

/** Forgets a customer id Stripe no longer knows (only if it is still the stored one). */
export async function clearStripeCustomerId({
  userId,
  customerId,
}: {
  userId: string;
  customerId: string;
}): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ stripeCustomerId: null })
    .where(and(eq(users.id, userId), eq(users.stripeCustomerId, customerId)));
}

export async function createPaymentRecord(values: {
  id: string;
  userId: string;
  stripeId: string;
  kind: Payment["kind"];
  tier: Tier;
  amount: number;
  currency: string;
  status: string;
}): Promise<Payment> {
  const db = await getDb();
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

/** The user's own payment with this Stripe id (a Checkout Session or PaymentIntent), if any. */
export async function getOwnPaymentByStripeId({
  userId,
  stripeId,
}: {
  userId: string;
  stripeId: string;
}): Promise<Payment | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(eq(payments.stripeId, stripeId), eq(payments.paymentIntentId, stripeId)),
      ),
    )
    .limit(1);
  return row;
}

// --- Webhook side -------------------------------------------------------------------------------------

/**
 * Runs `handle` for a Stripe event exactly once: the event id is stored in the same transaction, so a
 * repeated delivery is skipped and a failed one (rolled back) is processed again on Stripe's retry.
 */
export async function processStripeEventOnce<T>(
  { eventId, type }: { eventId: string; type: string },
  handle: (tx: Tx) => Promise<T>,
): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: eventId, type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { duplicate: true as const };
    return { duplicate: false as const, result: await handle(tx) };
  });
}

export interface PaymentRef {
  /** Our payment id, carried in the Stripe object's metadata. */
  paymentId?: string;
  /** Stripe ids the payment may be stored under: the object's own id, its PaymentIntent. */
  stripeIds: string[];
}

/** Finds the payment a Stripe object belongs to, locking its row for the rest of the transaction. */
export async function lockPayment(tx: Tx, ref: PaymentRef): Promise<Payment | undefined> {
  const conditions = [];
  if (ref.paymentId) conditions.push(eq(payments.id, ref.paymentId));
  for (const id of ref.stripeIds)
    conditions.push(eq(payments.stripeId, id), eq(payments.paymentIntentId, id));
  if (conditions.length === 0) return undefined;
  const rows = await tx
    .select()
    .from(payments)
    .where(or(...conditions))
    .for("update");
  // Our own id wins over a Stripe id match.
  return rows.find((r) => r.id === ref.paymentId) ?? rows[0];
}

/** Whether we have a payment stored under this Stripe id (outside any transaction; no lock). */
export async function hasPaymentForStripeId({ stripeId }: { stripeId: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(or(eq(payments.stripeId, stripeId), eq(payments.paymentIntentId, stripeId)))
    .limit(1);
  return rows.length > 0;
}

/** A payment Stripe knows about but we have no row for (our insert failed after Stripe created it). */
export async function insertPaymentFromStripe(
  tx: Tx,
  values: {
    id?: string;
    userId: string;
    stripeId: string;
    kind: Payment["kind"];
    tier: Tier;
    amount: number;
    currency: string;
    status: string;
  },
): Promise<Payment | undefined> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).limit(1);
  if (!user) return undefined;
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? (await lockPayment(tx, { paymentId: values.id, stripeIds: [values.stripeId] }));
}

export type SuccessOutcome =
  | { applied: true; previousTier: Tier; tier: Tier }
  | { applied: false; reason: "already_settled" | "amount_mismatch" | "user_missing" };

/**
 * A payment succeeded: raise the user's tier to the paid tier (never lower it), remember the tier it
 * replaced (a refund restores it) and settle the payment. Applies once per payment.
 */
export async function applySucceededPayment(
  tx: Tx,
  payment: Payment,
  {
    paymentIntentId,
    amountPaid,
    currency,
    expectedAmount,
  }: { paymentIntentId: string | null; amountPaid: number; currency: string; expectedAmount: number },
): Promise<SuccessOutcome> {
  if (SETTLED.has(payment.status)) return { applied: false, reason: "already_settled" };
  const intent = paymentIntentId ?? payment.paymentIntentId;
  if (amountPaid < expectedAmount || currency.toLowerCase() !== "usd") {
    const problem = `Paid ${formatCents(amountPaid, currency)}, expected ${formatCents(expectedAmount, "usd")}: the plan was not changed. Refund it in Stripe, or set the plan by hand.`;
    await tx
      .update(payments)
      .set({ status: "amount_mismatch", problem, paymentIntentId: intent, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return { applied: false, reason: "amount_mismatch" };
  }
  const [user] = await tx
    .select({ id: users.id, tier: users.subscriptionTier })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for("update");
  if (!user) return { applied: false, reason: "user_missing" };
  const tier = higher(payment.tier, user.tier);
  const now = new Date();
  if (tier !== user.tier) {
    await tx
      .update(users)
      .set({
        subscriptionTier: tier,
        subscriptionStatus: "active",
        subscriptionStartDate: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  }
  // Two tabs, or a plan granted while a payment was open: the money bought nothing the account lacked.
  const problem =
    rank(user.tier) >= rank(payment.tier)
      ? `Paid for ${payment.tier} while the account already had ${user.tier}: refund this payment.`
      : null;
  await tx
    .update(payments)
    .set({ status: "succeeded", previousTier: user.tier, problem, paymentIntentId: intent, updatedAt: now })
    .where(eq(payments.id, payment.id));
  return { applied: true, previousTier: user.tier, tier };
}

/** A payment failed, was cancelled or expired: noted, unless it already settled (events arrive in any order). */
export async function markPaymentUnsettled(
  tx: Tx,
  payment: Payment,
  status: string,
  paymentIntentId?: string | null,
): Promise<boolean> {
  if (SETTLED.has(payment.status)) return false;
  await tx
    .update(payments)
    .set({ status, paymentIntentId: paymentIntentId ?? payment.paymentIntentId, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  return true;
}

export type RefundOutcome = { refunded: false } | { refunded: true; tier: Tier; previousTier: Tier };

/**
 * A full refund (or a lost dispute): the payment is settled as refunded, so a later 'succeeded' event
 * changes nothing. If it had been applied, the user keeps what they are still entitled to: their plan
 * without payments (Free, or what the operator set) or the highest plan another unrefunded payment
 * bought, whichever is higher. A refund never raises a plan.
 */
export async function applyRefund(tx: Tx, payment: Payment): Promise<RefundOutcome> {
  if (payment.status === "refunded") return { refunded: false };
  const wasApplied = payment.status === "succeeded";
  const now = new Date();
  await tx.update(payments).set({ status: "refunded", updatedAt: now }).where(eq(payments.id, payment.id));
  const [user] = await tx
    .select({ id: users.id, tier: users.subscriptionTier, baseTier: users.baseTier })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for("update");
  if (!user) return { refunded: false };
  if (!wasApplied) return { refunded: true, tier: user.tier, previousTier: user.tier };
  const stillPaid = await tx
    .select({ tier: payments.tier })
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.status, "succeeded"), ne(payments.id, payment.id)));
  const entitled = stillPaid.reduce<Tier>((best, p) => higher(best, p.tier), user.baseTier);
  const tier = rank(entitled) < rank(user.tier) ? entitled : user.tier;
  if (tier !== user.tier) {
    await tx.update(users).set({ subscriptionTier: tier, updatedAt: now }).where(eq(users.id, user.id));
  }
  return { refunded: true, tier, previousTier: user.tier };
}

/** The user's own payments for the billing page, newest first (never another user's). */
export async function listPaymentsForUser({ userId }: { userId: string }) {
  const db = await getDb();
  return db
    .select({
      id: payments.id,
      tier: payments.tier,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      kind: payments.kind,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
}

/** One of the user's own payments (for its receipt), or undefined. */
export async function getOwnPayment({ userId, id }: { userId: string; id: string }) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The highest plan the user's succeeded, unrefunded payments bought, or null: an upgrade is charged the
 * difference from its price.
 */
export async function getPaidTier({ userId }: { userId: string }): Promise<Tier | null> {
  const db = await getDb();
  const rows = await db
    .select({ tier: payments.tier })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "succeeded")));
  return rows.reduce<Tier | null>((best, row) => (best ? higher(best, row.tier) : row.tier), null);
}

/** Statuses of a payment that is started and may still be paid (Stripe's words for an intent and a session). */
const OPEN_STATUSES = ["requires_payment_method", "requires_confirmation", "requires_action", "unpaid"];

/**
 * The user's payments that may still take money: `processing` (paid with a delayed method, not yet
 * cleared) for any plan, and open ones for `tier` started in the last `withinMs` (reused, so two tabs pay
 * one intent or session instead of two).
 */
export async function findPendingPayments({
  userId,
  tier,
  withinMs = 23 * 60 * 60_000,
}: {
  userId: string;
  tier: Tier;
  withinMs?: number;
}): Promise<{ processing: Payment[]; open: Payment[] }> {
  const db = await getDb();
  const since = new Date(Date.now() - withinMs);
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(
          eq(payments.status, "processing"),
          and(
            eq(payments.tier, tier),
            inArray(payments.status, OPEN_STATUSES),
            gt(payments.createdAt, since),
          ),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt));
  return {
    processing: rows.filter((p) => p.status === "processing"),
    open: rows.filter((p) => p.status !== "processing"),
  };
}
