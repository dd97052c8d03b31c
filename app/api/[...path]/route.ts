import type { NextRequest } from "next/server";

import { errorJson } from "@/lib/http";

/**
 * Any /api path no route handles: a JSON 404 like every other API error, not the HTML not-found page.
 * (Specific routes always win over this catch-all.)
 */
function notFound(request: NextRequest) {
  return errorJson(404, `No API endpoint at ${request.nextUrl.pathname}.`);
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
