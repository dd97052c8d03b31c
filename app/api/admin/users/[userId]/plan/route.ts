import { NextResponse } from "next/server";
import { z } from "zod";

import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { TIERS } from "@/db/schema";
import { AppError, methodNotAllowed, parseBody, parseParams, withOperator } from "@/lib/http";

const paramsSchema = z.object({ userId: z.string().trim().min(1).max(200) });
const NOT_FOUND = new AppError(404, "User not found");

const bodySchema = z.object({
  tier: z.enum(TIERS, { error: `tier must be one of ${TIERS.join(", ")}` }),
  reason: z
    .string({ error: "reason is required" })
    .trim()
    .min(3, "Please say why (it goes into the audit log)")
    .max(500, "Please keep the reason under 500 characters"),
});

/** The operator sets an account's plan; who, when and why go into the audit log with the change. */
export const POST = withOperator<{ userId: string }>(async ({ request, params, operator }) => {
  const { userId } = parseParams(params, paramsSchema, NOT_FOUND);
  const { tier, reason } = await parseBody(request, bodySchema);
  const updated = await setUserTierByIdOrEmail({
    idOrEmail: userId,
    tier,
    audit: { actor: operator.email, reason },
    idOnly: true,
  });
  if (!updated) throw NOT_FOUND;
  return NextResponse.json({ id: updated.id, tier: updated.subscriptionTier });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
