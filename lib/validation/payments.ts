import { z } from "zod";

/**
 * Bodies and params of the payment endpoints. The old client also sent userEmail and userId; they are
 * ignored (the user comes from the session), so they are simply not part of the schema.
 */

export const PAID_TIERS = ["spark", "fuel", "rocket"] as const;

export const paymentRequestSchema = z.object({
  tier: z.enum(PAID_TIERS, { error: "tier must be one of spark, fuel or rocket" }),
});

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** A Checkout Session id (cs_…) or a PaymentIntent id (pi_…), as Stripe writes them. */
export const paymentStatusParamsSchema = z.object({
  sessionId: z.string().regex(/^(cs|pi)_[A-Za-z0-9_]{8,250}$/),
});

export interface CreatePaymentIntentResponse {
  clientSecret: string;
  /** In cents. */
  amount: number;
  tierName: string;
  /** Stripe.js key for the Payment Element; null when this installation only has Checkout. */
  publishableKey: string | null;
}

export interface CreateCheckoutSessionResponse {
  url: string;
}

export interface PaymentStatusResponse {
  status: string;
  tier: "freemium" | "spark" | "fuel" | "rocket";
  customerEmail: string | null;
  /** Whether the account has the plan now (read from the user's own record, not from Stripe). */
  planActive: boolean;
}
