import "server-only";

import { randomUUID } from "node:crypto";
import Stripe from "stripe";

import {
  clearStripeCustomerId,
  createPaymentRecord,
  findPendingPayments,
  getBillingProfile,
  getPaidTier,
  saveStripeCustomerId,
  type BillingProfile,
} from "@/db/queries/payments";
import type { Payment } from "@/db/schema";
import { env, paymentsEnabled } from "@/core/env";
import { AppError } from "@/core/errors";
import { getPlan, hasTier, PLANS, priceInCents, type Tier } from "@/lib/plans";

/**
 * Stripe on the server: the client, customers, PaymentIntents for the Payment Element and Checkout
 * Sessions (./status.ts reads payments back). Tiers change only in ./webhooks.ts.
 */

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured";

export type PaidTier = Exclude<Tier, "freemium">;

let client: { key: string; base: string | undefined; stripe: Stripe } | null = null;

/** The Stripe client for the configured key (and STRIPE_API_BASE, for a Stripe-compatible server). */
export function getStripe(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) throw new AppError(503, PAYMENTS_NOT_CONFIGURED);
  if (client?.key === key && client.base === base) return client.stripe;
  const target = base ? new URL(base) : null;
  const stripe = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "LaunchForge" },
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === "http:" ? 80 : 443),
      protocol: target.protocol === "http:" ? "http" : "https",
    }),
  });
  client = { key, base, stripe };
  return stripe;
}

/** Test-mode keys (sk_test_, rk_test_) move no real money. */
function isTestMode(): boolean {
  return /^(sk|rk)_test_/.test(env().STRIPE_SECRET_KEY ?? "");
}

/** Stripe's errors as ours: the UI shows the message, the status says whose fault it was. */
export function toPaymentError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    console.error("[payments] Stripe rejected the API key:", error.message);
    return new AppError(503, "Payments are misconfigured on this installation. Please contact support.");
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new AppError(502, "Could not reach the payment provider. Please try again.");
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new AppError(429, "The payment provider is busy. Please try again in a moment.", undefined, {
      "Retry-After": "5",
    });
  }
  console.error("[payments] Stripe error:", error.type, error.code, error.message);
  return new AppError(502, "The payment provider could not process this request. Please try again.");
}

async function withStripe<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = getStripe();
  try {
    return await run(stripe);
  } catch (error) {
    throw toPaymentError(error);
  }
}

interface Purchase {
  profile: BillingProfile;
  /** What this purchase costs, in cents: the plan's price less the price of the plan already paid for. */
  amount: number;
  /** Payments for this plan that are started and may still be paid: reused instead of a second charge. */
  open: Payment[];
}

/**
 * Who may buy what: a signed-in user, a paid tier above the current one; no demo purchases with live keys;
 * nothing while another payment is clearing. An upgrade from a paid plan costs the difference.
 */
async function purchaser(userId: string, tier: PaidTier): Promise<Purchase> {
  if (!paymentsEnabled()) throw new AppError(503, PAYMENTS_NOT_CONFIGURED);
  const profile = await getBillingProfile({ userId });
  if (!profile) throw new AppError(401, "Please sign in to upgrade.");
  if (hasTier(profile.subscriptionTier, tier)) {
    throw new AppError(
      409,
      `You already have the ${getPlan(profile.subscriptionTier).name} plan, which includes everything in ${getPlan(tier).name}.`,
    );
  }
  if (profile.isDemo && !isTestMode()) {
    throw new AppError(
      403,
      "Demo accounts can't buy plans: a demo account ends when you sign out, and the plan would go with it. Sign in with Google or GitHub to upgrade.",
    );
  }
  const pending = await findPendingPayments({ userId, tier });
  if (pending.processing.length > 0) {
    const clearing = getPlan(pending.processing[0].tier).name;
    throw new AppError(
      409,
      `Your payment for the ${clearing} plan is still being processed. Your plan changes as soon as it clears; there is no need to pay again.`,
    );
  }
  const paidTier = await getPaidTier({ userId });
  const amount =
    priceInCents(tier) - (paidTier && rankOf(paidTier) < rankOf(tier) ? priceInCents(paidTier) : 0);
  return { profile, amount, open: pending.open.filter((p) => p.amount === amount) };
}

const rankOf = (tier: Tier) => PLANS.findIndex((p) => p.tier === tier);

/** A demo account's placeholder address is not a mailbox: no receipts to it. */
function receiptEmail(profile: BillingProfile): string | undefined {
  return profile.isDemo || !profile.email ? undefined : profile.email;
}

/** The user's Stripe customer, created once and kept in users.stripe_customer_id. */
async function ensureCustomer(stripe: Stripe, profile: BillingProfile): Promise<string> {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: receiptEmail(profile), name: profile.name ?? undefined, metadata: { userId: profile.id } },
    { idempotencyKey: `launchforge-customer-${profile.id}` },
  );
  return saveStripeCustomerId({ userId: profile.id, customerId: customer.id });
}

const isMissingCustomer = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === "resource_missing" &&
  error.param === "customer";

/**
 * Runs `create` with the user's customer. A stored customer Stripe no longer knows (deleted in the
 * dashboard, or created with test keys before the switch to live ones) is replaced once.
 */
async function withCustomer<T>(
  stripe: Stripe,
  profile: BillingProfile,
  create: (customer: string) => Promise<T>,
): Promise<T> {
  const customer = await ensureCustomer(stripe, profile);
  try {
    return await create(customer);
  } catch (error) {
    if (!isMissingCustomer(error)) throw error;
    console.warn(`[payments] Stripe has no customer ${customer} for user ${profile.id}; creating a new one`);
    await clearStripeCustomerId({ userId: profile.id, customerId: customer });
    const fresh = await stripe.customers.create({
      email: receiptEmail(profile),
      name: profile.name ?? undefined,
      metadata: { userId: profile.id },
    });
    return create(await saveStripeCustomerId({ userId: profile.id, customerId: fresh.id }));
  }
}

function planProductName(tier: PaidTier): string {
  return `LaunchForge ${getPlan(tier).name} plan`;
}

/** What the receipt says: the plan, and for an upgrade that it is the difference from the plan paid for. */
function purchaseDescription(tier: PaidTier, amount: number): string {
  return amount < priceInCents(tier)
    ? `${planProductName(tier)} (one-time upgrade: the price less the plan already paid for)`
    : `${planProductName(tier)} (one-time)`;
}

/** Intent statuses in which it can still be paid, so a second tab may use it. */
const REUSABLE_INTENT = new Set(["requires_payment_method", "requires_confirmation", "requires_action"]);

export interface PaymentIntentResult {
  clientSecret: string;
  /** In cents. */
  amount: number;
  tierName: string;
  /** For Stripe.js in the browser; null when only Checkout can be used. */
  publishableKey: string | null;
}

/** A PaymentIntent for the Payment Element: amount in cents, the user and tier in metadata. */
export async function createPaymentIntent({
  userId,
  tier,
}: {
  userId: string;
  tier: PaidTier;
}): Promise<PaymentIntentResult> {
  const { profile, amount, open } = await purchaser(userId, tier);
  const result = (clientSecret: string): PaymentIntentResult => ({
    clientSecret,
    amount,
    tierName: getPlan(tier).name,
    publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? null,
  });
  // A second tab (or a reload) gets the intent already started: one intent is paid at most once.
  const reusable = await withStripe(async (stripe) => {
    for (const payment of open.filter((p) => p.kind === "payment_intent")) {
      const existing = await stripe.paymentIntents.retrieve(payment.stripeId);
      if (REUSABLE_INTENT.has(existing.status) && existing.amount === amount && existing.client_secret)
        return existing.client_secret;
    }
    return null;
  });
  if (reusable) return result(reusable);
  const paymentId = randomUUID();
  const intent = await withStripe(async (stripe) => {
    return withCustomer(stripe, profile, (customer) =>
      stripe.paymentIntents.create({
        amount,
        currency: "usd",
        customer,
        description: purchaseDescription(tier, amount),
        receipt_email: receiptEmail(profile),
        automatic_payment_methods: { enabled: true },
        metadata: { userId, tier, paymentId, amount: String(amount) },
      }),
    );
  });
  if (!intent.client_secret)
    throw new AppError(502, "The payment provider did not return a payment form. Please try again.");
  await createPaymentRecord({
    id: paymentId,
    userId,
    stripeId: intent.id,
    kind: "payment_intent",
    tier,
    amount,
    currency: "usd",
    status: intent.status,
  });
  return result(intent.client_secret);
}

/** A hosted Checkout Session (mode payment); the browser is sent to its url. */
export async function createCheckoutSession({
  userId,
  tier,
  origin,
}: {
  userId: string;
  tier: PaidTier;
  origin: string;
}): Promise<{ url: string }> {
  const { profile, amount, open } = await purchaser(userId, tier);
  // A second tab (or a return from Checkout) gets the session already open: it can be paid once.
  const reusable = await withStripe(async (stripe) => {
    for (const payment of open.filter((p) => p.kind === "checkout_session")) {
      const existing = await stripe.checkout.sessions.retrieve(payment.stripeId);
      if (existing.status === "open" && existing.amount_total === amount && existing.url) return existing.url;
    }
    return null;
  });
  if (reusable) return { url: reusable };
  const paymentId = randomUUID();
  const metadata = { userId, tier, paymentId, amount: String(amount) };
  const session = await withStripe(async (stripe) => {
    return withCustomer(stripe, profile, (customer) =>
      stripe.checkout.sessions.create({
        mode: "payment",
        customer,
        client_reference_id: userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: amount,
              product_data: {
                name: planProductName(tier),
                description:
                  amount < priceInCents(tier)
                    ? purchaseDescription(tier, amount)
                    : getPlan(tier).features.join(" · "),
              },
            },
          },
        ],
        metadata,
        payment_intent_data: {
          metadata,
          receipt_email: receiptEmail(profile),
          description: purchaseDescription(tier, amount),
        },
        // A paid invoice (PDF, hosted page) for the customer's books, e-mailed with the receipt.
        invoice_creation: {
          enabled: true,
          invoice_data: { description: purchaseDescription(tier, amount), metadata },
        },
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/pricing`,
      }),
    );
  });
  if (!session.url) throw new AppError(502, "No checkout URL received");
  await createPaymentRecord({
    id: paymentId,
    userId,
    stripeId: session.id,
    kind: "checkout_session",
    tier,
    amount,
    currency: "usd",
    status: session.payment_status,
  });
  return { url: session.url };
}
