import { NextResponse } from "next/server";

import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { createPaymentIntent } from "@/lib/payments/stripe";
import { enforceRateLimit } from "@/lib/rate-limit";
import { paymentRequestSchema, type CreatePaymentIntentResponse } from "@/lib/validation/payments";

/** A PaymentIntent for the payment dialog: `{ clientSecret, amount (cents), tierName }`. */
export const POST = withUser(async ({ request, user }) => {
  const { tier } = await parseBody(request, paymentRequestSchema);
  await enforceRateLimit({
    key: `payment:user:${user.id}`,
    limit: 10,
    windowMs: 10 * 60_000,
    message: "Too many payment attempts. Please wait a few minutes and try again.",
  });
  const body: CreatePaymentIntentResponse = await createPaymentIntent({ userId: user.id, tier });
  return NextResponse.json(body);
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
