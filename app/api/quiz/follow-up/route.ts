import { NextResponse } from "next/server";

import { generateFollowUp } from "@/lib/ai/generate";
import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { followUpRequestSchema } from "@/lib/validation";

/** Whether one quiz answer is specific enough; if not, one follow-up question to show under it. */
export const POST = withUser(async ({ request }) => {
  const { field, answer } = await parseBody(request, followUpRequestSchema);
  return NextResponse.json(await generateFollowUp(field, answer, { signal: request.signal }));
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
