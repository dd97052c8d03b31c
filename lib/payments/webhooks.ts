import "server-only";

import Stripe from "stripe";
import { z } from "zod";

import {
  applyRefund,
  applySucceededPayment,
  hasPaymentForStripeId,
  insertPaymentFromStripe,
  lockPayment,
  markPaymentUnsettled,
  processStripeEventOnce,
  type PaymentRef,
} from "@/db/queries/payments";
import type { Payment } from "@/db/schema";
import { env } from "@/core/env";
import { AppError } from "@/core/errors";
import { priceInCents } from "@/lib/plans";
import { getStripe, PAYMENTS_NOT_CONFIGURED, toPaymentError } from "./stripe";

/**
 * The Stripe webhook: the only place a payment changes a tier. Every event is verified against
 * STRIPE_WEBHOOK_SECRET, processed at most once (its id is stored in the same transaction), and may
 * arrive in any order: a success applies once, a failure after a success changes nothing, a full refund
 * (or a lost dispute) is final and takes the tier back.
 */

/** What we put in every PaymentIntent's and Checkout Session's metadata. */
const metadataSchema = z.object({
  userId: z.string().min(1).max(200),
  tier: z.enum(["spark", "fuel", "rocket"]),
  paymentId: z.uuid().optional(),
  /** What we asked for, in cents (an upgrade costs the difference); older payments lack it. */
  amount: z.coerce.number().int().positive().optional(),
});

type Meta = z.infer<typeof metadataSchema>;

const readMetadata = (
  metadata: Stripe.Metadata | null | undefined,
  fallbackUserId?: string | null,
): Meta | null => {
  const parsed = metadataSchema.safeParse({ userId: fallbackUserId ?? undefined, ...metadata });
  return parsed.success ? parsed.data : null;
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Checks the signature and returns the event; a missing or forged signature is 400 and changes nothing. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  if (!STRIPE_SECRET_KEY) throw new AppError(503, PAYMENTS_NOT_CONFIGURED);
  if (!STRIPE_WEBHOOK_SECRET)
    throw new AppError(503, "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).");
  if (!signature) throw new AppError(400, "Missing Stripe-Signature header.");
  try {
    return getStripe().webhooks.constructEvent(rawBody, signature, STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError(400, "Invalid Stripe signature.");
    }
    throw new AppError(400, "Invalid webhook payload.");
  }
}

export type EventOutcome =
  | "upgraded"
  | "already_settled"
  | "amount_mismatch"
  | "no_change"
  | "failed"
  | "refunded"
  | "pending"
  | "not_ours"
  | "ignored";

export interface HandledEvent {
  duplicate: boolean;
  outcome?: EventOutcome;
}

type Tx = Parameters<Parameters<typeof processStripeEventOnce>[1]>[0];

/** Our payment for a Stripe object, or one recreated from its metadata when our row is missing. */
async function findOrRecreate(
  tx: Tx,
  ref: PaymentRef,
  meta: Meta | null,
  create: { stripeId: string; kind: Payment["kind"] },
): Promise<Payment | undefined> {
  const found = await lockPayment(tx, ref);
  if (found || !meta) return found;
  return insertPaymentFromStripe(tx, {
    id: meta.paymentId,
    userId: meta.userId,
    tier: meta.tier,
    // What we asked for (our own metadata), not what was paid: the amount check then means something.
    amount: meta.amount ?? priceInCents(meta.tier),
    currency: "usd",
    ...create,
    // Not Stripe's status: the event being handled settles it.
    status: "recreated",
  });
}

async function succeeded(
  tx: Tx,
  payment: Payment,
  paid: { paymentIntentId: string | null; amountPaid: number; currency: string },
): Promise<EventOutcome> {
  const outcome = await applySucceededPayment(tx, payment, { ...paid, expectedAmount: payment.amount });
  if (outcome.applied) return outcome.tier === outcome.previousTier ? "no_change" : "upgraded";
  if (outcome.reason === "amount_mismatch") {
    // Recorded on the payment for the operator console; logged too.
    console.error(
      `[payments] payment ${payment.id} paid ${paid.amountPaid} ${paid.currency}, expected ${payment.amount} usd; tier unchanged`,
    );
    return "amount_mismatch";
  }
  return outcome.reason === "already_settled" ? "already_settled" : "not_ours";
}

async function onPaymentIntent(
  tx: Tx,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<EventOutcome> {
  const meta = readMetadata(intent.metadata);
  const payment = await findOrRecreate(tx, { paymentId: meta?.paymentId, stripeIds: [intent.id] }, meta, {
    stripeId: intent.id,
    kind: "payment_intent",
  });
  if (!payment) return "not_ours";
  if (event.type === "payment_intent.succeeded") {
    return succeeded(tx, payment, {
      paymentIntentId: intent.id,
      amountPaid: intent.amount_received,
      currency: intent.currency,
    });
  }
  const status = event.type === "payment_intent.canceled" ? "canceled" : "failed";
  return (await markPaymentUnsettled(tx, payment, status, intent.id)) ? "failed" : "already_settled";
}

async function onCheckoutSession(
  tx: Tx,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const meta = readMetadata(session.metadata, session.client_reference_id);
  const intentId = idOf(session.payment_intent);
  const payment = await findOrRecreate(
    tx,
    { paymentId: meta?.paymentId, stripeIds: [session.id, ...(intentId ? [intentId] : [])] },
    meta,
    { stripeId: session.id, kind: "checkout_session" },
  );
  if (!payment) return "not_ours";
  if (event.type === "checkout.session.async_payment_failed" || event.type === "checkout.session.expired") {
    const status = event.type === "checkout.session.expired" ? "expired" : "failed";
    return (await markPaymentUnsettled(tx, payment, status, intentId)) ? "failed" : "already_settled";
  }
  if (session.payment_status !== "paid") {
    // Completed with a delayed method: async_payment_succeeded follows.
    await markPaymentUnsettled(tx, payment, "processing", intentId);
    return "pending";
  }
  return succeeded(tx, payment, {
    paymentIntentId: intentId,
    amountPaid: session.amount_total ?? 0,
    currency: session.currency ?? "",
  });
}

/** The PaymentIntent a refund or a lost dispute takes back, with its metadata when we must look it up. */
interface Reversal {
  intentId: string;
  /** Fetched from Stripe before the transaction, only when no stored payment knows the intent yet. */
  meta: Meta | null;
}

/**
 * Which payment a full refund or a lost dispute reverses. A Checkout payment refunded before its
 * completion event reached us is not yet linked to its intent, so the intent's metadata (which names our
 * payment) is read from Stripe here, before any database lock is taken.
 */
async function reversalOf(event: Stripe.Event): Promise<Reversal | "ignored" | null> {
  let intentId: string | null;
  if (event.type === "charge.refunded") {
    // A partial refund keeps the plan; only a full refund takes it back.
    if (!event.data.object.refunded) return "ignored";
    intentId = idOf(event.data.object.payment_intent);
  } else if (event.type === "charge.dispute.closed") {
    if (event.data.object.status !== "lost") return "ignored";
    intentId = idOf(event.data.object.payment_intent);
  } else {
    return null;
  }
  if (!intentId) return { intentId: "", meta: null };
  if (await hasPaymentForStripeId({ stripeId: intentId })) return { intentId, meta: null };
  try {
    const intent = await getStripe().paymentIntents.retrieve(intentId);
    return { intentId, meta: readMetadata(intent.metadata) };
  } catch (error) {
    throw toPaymentError(error);
  }
}

async function onReversal(tx: Tx, { intentId, meta }: Reversal): Promise<EventOutcome> {
  if (!intentId) return "not_ours";
  const payment = await findOrRecreate(tx, { paymentId: meta?.paymentId, stripeIds: [intentId] }, meta, {
    stripeId: intentId,
    kind: "payment_intent",
  });
  if (!payment) return "not_ours";
  const outcome = await applyRefund(tx, payment);
  return outcome.refunded ? "refunded" : "already_settled";
}

/** Applies a verified event once. Unknown event types are acknowledged and stored, so Stripe stops sending them. */
export async function handleStripeEvent(event: Stripe.Event): Promise<HandledEvent> {
  // Anything that needs Stripe's API happens before the transaction: no network call while rows are locked.
  const reversal = await reversalOf(event);
  const result = await processStripeEventOnce(
    { eventId: event.id, type: event.type },
    async (tx): Promise<EventOutcome> => {
      switch (event.type) {
        case "payment_intent.succeeded":
        case "payment_intent.payment_failed":
        case "payment_intent.canceled":
          return onPaymentIntent(tx, event, event.data.object);
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired":
          return onCheckoutSession(tx, event, event.data.object);
        case "charge.refunded":
        case "charge.dispute.closed":
          return reversal && reversal !== "ignored" ? onReversal(tx, reversal) : "ignored";
        default:
          return "ignored";
      }
    },
  );
  return result.duplicate ? { duplicate: true } : { duplicate: false, outcome: result.result };
}
