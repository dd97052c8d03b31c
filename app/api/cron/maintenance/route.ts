import { NextResponse, type NextRequest } from "next/server";

import { AppError } from "@/core/errors";
import { methodNotAllowed, toErrorResponse } from "@/lib/http";
import { isCronRequest, runMaintenance } from "@/lib/maintenance";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/maintenance: runs the maintenance jobs once (lib/maintenance.ts), for hosts that schedule
 * work by calling a URL (vercel.json). Needs `Authorization: Bearer <CRON_SECRET>`; without that header,
 * or while CRON_SECRET is unset, it answers 404 like an address that does not exist.
 */
export async function GET(request: NextRequest) {
  try {
    if (!isCronRequest(request.headers.get("authorization"))) throw new AppError(404, "Not found");
    const report = await runMaintenance();
    return NextResponse.json(report, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
