import { NextResponse } from "next/server";

import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { getPaymentStatus } from "@/lib/payments/status";
import { hasTier } from "@/lib/plans";
import { paymentStatusParamsSchema, type PaymentStatusResponse } from "@/lib/validation/payments";

/**
 * `{ status, tier, customerEmail, planActive }` of one of the signed-in user's payments (cs_… or pi_…):
 * Stripe says whether the money is in; `planActive` says whether the user's own record has the plan yet
 * (the webhook applies it, usually within seconds of the payment).
 */
export const GET = withUser<{ sessionId: string }>(async ({ params, user }) => {
  const { sessionId } = parseParams(
    params,
    paymentStatusParamsSchema,
    new AppError(400, "Invalid payment session id."),
  );
  const payment = await getPaymentStatus({ userId: user.id, stripeId: sessionId });
  const body: PaymentStatusResponse = {
    ...payment,
    planActive: hasTier(user.subscriptionTier, payment.tier),
  };
  return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
