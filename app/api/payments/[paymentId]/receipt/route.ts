import { NextResponse } from "next/server";
import { z } from "zod";

import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { getReceiptUrl } from "@/lib/payments/status";

const paramsSchema = z.object({ paymentId: z.uuid() });

/** Sends the user to Stripe's receipt for one of their own payments (the billing page's "Receipt" link). */
export const GET = withUser<{ paymentId: string }>(async ({ params, user }) => {
  const { paymentId } = parseParams(params, paramsSchema, new AppError(404, "Receipt not found."));
  const url = await getReceiptUrl({ userId: user.id, paymentId });
  return NextResponse.redirect(url, { status: 303, headers: { "Cache-Control": "no-store" } });
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
