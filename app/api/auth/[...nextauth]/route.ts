import type { NextRequest } from "next/server";

import { handlers } from "@/lib/auth";
import { toErrorResponse } from "@/lib/http";
import { clientIp, enforceRateLimit } from "@/lib/rate-limit";

export const { GET } = handlers;

/**
 * Sign-in attempts (each demo sign-in creates an account) are capped per client address, in the database
 * so every instance counts together: 300 in 10 minutes, then 429 with Retry-After. The address comes from
 * the proxy in front of the app (X-Forwarded-For); without one, all clients share one budget.
 */
export async function POST(request: NextRequest) {
  const { pathname } = new URL(request.url);
  if (/^\/api\/auth\/(callback|signin)\//.test(pathname)) {
    try {
      await enforceRateLimit({
        key: `signin:ip:${clientIp(request)}`,
        limit: 300,
        windowMs: 10 * 60_000,
        message: "Too many sign-in attempts from this address. Please try again in a few minutes.",
      });
    } catch (error) {
      return toErrorResponse(error);
    }
  }
  return handlers.POST(request);
}
