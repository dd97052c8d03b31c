import { NextResponse } from "next/server";
import { z } from "zod";

import { setSupportRequestStatus } from "@/db/queries/support";
import { AppError, methodNotAllowed, parseBody, parseParams, withOperator } from "@/lib/http";
import { supportStatusSchema } from "@/lib/validation/support";

const paramsSchema = z.object({ requestId: z.uuid() });
const NOT_FOUND = new AppError(404, "Request not found");

/** The operator moves a request to another status (new, scheduled, answered, closed). */
export const PATCH = withOperator<{ requestId: string }>(async ({ request, params, operator }) => {
  const { requestId } = parseParams(params, paramsSchema, NOT_FOUND);
  const { status } = await parseBody(request, supportStatusSchema);
  if (!(await setSupportRequestStatus({ operator, id: requestId, status }))) throw NOT_FOUND;
  return NextResponse.json({ id: requestId, status });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, POST, PUT, DELETE } = methodNotAllowed(["PATCH"]);
