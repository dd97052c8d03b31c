import { NextResponse } from "next/server";

import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { createCheckoutSession } from "@/lib/payments/stripe";
import { enforceRateLimit } from "@/lib/rate-limit";
import { publicOrigin } from "@/lib/site";
import { paymentRequestSchema, type CreateCheckoutSessionResponse } from "@/lib/validation/payments";

/** A hosted Stripe Checkout page for the tier: `{ url }`; it returns to /payment-success?session_id=…. */
export const POST = withUser(async ({ request, user }) => {
  const { tier } = await parseBody(request, paymentRequestSchema);
  await enforceRateLimit({
    key: `payment:user:${user.id}`,
    limit: 10,
    windowMs: 10 * 60_000,
    message: "Too many payment attempts. Please wait a few minutes and try again.",
  });
  const body: CreateCheckoutSessionResponse = await createCheckoutSession({
    userId: user.id,
    tier,
    origin: publicOrigin(request),
  });
  return NextResponse.json(body);
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
