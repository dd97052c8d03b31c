import { NextResponse, type NextRequest } from "next/server";

import { methodNotAllowed, readBodyText, toErrorResponse } from "@/lib/http";
import { handleStripeEvent, verifyStripeEvent } from "@/lib/payments/webhooks";

/**
 * Stripe's webhook: the raw body is verified against STRIPE_WEBHOOK_SECRET (a forged or missing
 * signature is 400 and changes nothing), then applied once. A 5xx makes Stripe retry.
 */
export async function POST(request: NextRequest) {
  try {
    const event = verifyStripeEvent(await readBodyText(request), request.headers.get("stripe-signature"));
    const { duplicate, outcome } = await handleStripeEvent(event);
    return NextResponse.json({ received: true, duplicate, outcome });
  } catch (error) {
    return toErrorResponse(error);
  }
}

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
