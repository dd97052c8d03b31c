import "server-only";

import Stripe from "stripe";

import { getOwnPayment, getOwnPaymentByStripeId } from "@/db/queries/payments";
import { paymentsEnabled } from "@/core/env";
import { AppError } from "@/core/errors";
import { isTier, type Tier } from "@/lib/plans";
import { getStripe, PAYMENTS_NOT_CONFIGURED, toPaymentError } from "./stripe";

/**
 * What the user may read back about their own payments: the state of one (the return page) and Stripe's
 * receipt for one (the billing page). Our own record decides whose payment it is.
 */

export interface PaymentStatus {
  /** 'paid' once the money is in; otherwise Stripe's status ('unpaid', 'processing', …). */
  status: string;
  tier: Tier;
  customerEmail: string | null;
}

/**
 * The state of one of the user's own payments, read from Stripe: a Checkout Session id (cs_…) from the
 * Checkout return, or a PaymentIntent id (pi_…) from a Payment Element redirect. Another user's id is 404.
 */
export async function getPaymentStatus({
  userId,
  stripeId,
}: {
  userId: string;
  stripeId: string;
}): Promise<PaymentStatus> {
  if (!paymentsEnabled()) throw new AppError(503, PAYMENTS_NOT_CONFIGURED);
  const own = await getOwnPaymentByStripeId({ userId, stripeId });
  const notFound = new AppError(404, "Payment session not found.");
  const retrieve = async <T>(get: (stripe: Stripe) => Promise<T>): Promise<T> => {
    const stripe = getStripe();
    try {
      return await get(stripe);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        throw notFound;
      throw toPaymentError(error);
    }
  };
  // Our own record decides whose payment it is; Stripe's metadata only when we have none.
  const isOwn = (metadata: Stripe.Metadata | null) =>
    own ? own.userId === userId : metadata?.userId === userId;
  const tierOf = (metadata: Stripe.Metadata | null): Tier | undefined => {
    const tier = own?.tier ?? metadata?.tier;
    return isTier(tier) ? tier : undefined;
  };
  // Stripe keeps saying 'paid' after a refund; our record knows better.
  const settled = (stripeStatus: string) => (own?.status === "refunded" ? "refunded" : stripeStatus);

  if (stripeId.startsWith("cs_")) {
    const session = await retrieve((stripe) => stripe.checkout.sessions.retrieve(stripeId));
    const tier = tierOf(session.metadata);
    if (!isOwn(session.metadata) || !tier) throw notFound;
    return {
      status: settled(session.payment_status),
      tier,
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    };
  }
  const intent = await retrieve((stripe) => stripe.paymentIntents.retrieve(stripeId));
  const tier = tierOf(intent.metadata);
  if (!isOwn(intent.metadata) || !tier) throw notFound;
  return {
    status: settled(intent.status === "succeeded" ? "paid" : intent.status),
    tier,
    customerEmail: intent.receipt_email ?? null,
  };
}

/**
 * Stripe's receipt page for one of the user's own settled payments (the charge's receipt_url). 404 for
 * another user's payment, one that was never paid, or one Stripe no longer knows.
 */
export async function getReceiptUrl({
  userId,
  paymentId,
}: {
  userId: string;
  paymentId: string;
}): Promise<string> {
  if (!paymentsEnabled()) throw new AppError(503, PAYMENTS_NOT_CONFIGURED);
  const notFound = new AppError(404, "Receipt not found.");
  const payment = await getOwnPayment({ userId, id: paymentId });
  if (!payment || !["succeeded", "refunded"].includes(payment.status)) throw notFound;
  const intentId = payment.paymentIntentId ?? (payment.kind === "payment_intent" ? payment.stripeId : null);
  if (!intentId) throw notFound;
  const stripe = getStripe();
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const chargeId =
      typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
    if (!chargeId) throw notFound;
    const charge = await stripe.charges.retrieve(chargeId);
    if (!charge.receipt_url) throw notFound;
    return charge.receipt_url;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) throw notFound;
    throw toPaymentError(error);
  }
}
