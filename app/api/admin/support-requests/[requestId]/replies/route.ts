import { NextResponse } from "next/server";
import { z } from "zod";

import { AppError, methodNotAllowed, parseBody, parseParams, withOperator } from "@/lib/http";
import { replyToSupportRequest } from "@/lib/operator";
import { supportReplySchema } from "@/lib/validation/support";

const paramsSchema = z.object({ requestId: z.uuid() });
const NOT_FOUND = new AppError(404, "Request not found");

/** The operator's reply: shown on the founder's /support page, and e-mailed to them when mail works. */
export const POST = withOperator<{ requestId: string }>(async ({ request, params, operator }) => {
  const { requestId } = parseParams(params, paramsSchema, NOT_FOUND);
  const input = await parseBody(request, supportReplySchema);
  const outcome = await replyToSupportRequest({ requestId, operator, ...input });
  if (!outcome) throw NOT_FOUND;
  return NextResponse.json(
    {
      id: outcome.reply.id,
      status: input.status,
      emailed: outcome.emailed,
      createdAt: outcome.reply.createdAt.toISOString(),
    },
    { status: 201 },
  );
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
