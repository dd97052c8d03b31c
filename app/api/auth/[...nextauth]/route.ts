import type { NextRequest } from "next/server";

import { handlers } from "@/lib/auth";
import { toErrorResponse } from "@/lib/http";
import { env } from "@/lib/env";
import { clientIp, enforceRateLimit } from "@/lib/rate-limit";

export const { GET } = handlers;

/**
 * Sign-in attempts (each demo sign-in creates an account) are capped per client address, in the database
 * so every instance counts together: 300 in 10 minutes, then 429 with Retry-After (the address: see
 * clientIp). Demo accounts are also capped for the whole site (DEMO_ACCOUNTS_PER_HOUR), so many addresses
 * together cannot create accounts, and spend their generation budgets, without bound.
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
      if (pathname === "/api/auth/callback/demo") {
        await enforceRateLimit({
          key: "demo-accounts:all",
          limit: env().DEMO_ACCOUNTS_PER_HOUR,
          windowMs: 60 * 60_000,
          message:
            "Many demo accounts have been created in the last hour. Please try again later, or sign in with Google or GitHub.",
        });
      }
    } catch (error) {
      return toErrorResponse(error);
    }
  }
  return handlers.POST(request);
}
