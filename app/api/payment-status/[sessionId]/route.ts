import { NextResponse } from "next/server";

import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { getPaymentStatus } from "@/lib/payments/stripe";
import { paymentStatusParamsSchema, type PaymentStatusResponse } from "@/lib/validation/payments";

/** `{ status, tier, customerEmail }` of one of the signed-in user's payments (cs_… or pi_…). */
export const GET = withUser<{ sessionId: string }>(async ({ params, user }) => {
  const { sessionId } = parseParams(
    params,
    paymentStatusParamsSchema,
    new AppError(400, "Invalid payment session id."),
  );
  const body: PaymentStatusResponse = await getPaymentStatus({ userId: user.id, stripeId: sessionId });
  return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
