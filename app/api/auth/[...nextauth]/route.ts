import { NextResponse, type NextRequest } from "next/server";

import { handlers } from "@/lib/auth";
import { methodNotAllowed, toErrorResponse } from "@/lib/http";
import { configuredAuthUrl } from "@/core/env";
import { checkDemoAccountBudget, clientKey, enforceRateLimit } from "@/lib/rate-limit";
import { userFromRequest } from "@/lib/session";
import { requestOrigin } from "@/lib/site";

/**
 * Auth.js builds its redirects (after sign-in, sign-out, to an OAuth provider and back) from the request's
 * URL. Unless AUTH_URL fixes it, that URL is given the origin the browser used (lib/site.ts), so signing in
 * at http://127.0.0.1:3000 or a LAN address comes back to the same host, where its cookie lives. It is a
 * plain Request on purpose: NextRequest rewrites 127.0.0.1 and [::1] in its URL to "localhost".
 */
function asTheBrowserSentIt(request: NextRequest): NextRequest {
  if (configuredAuthUrl()) return request;
  const url = new URL(request.url);
  const origin = requestOrigin(request);
  if (origin === url.origin) return request;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    duplex: "half",
    signal: request.signal,
  };
  return new Request(`${origin}${url.pathname}${url.search}`, init) as NextRequest;
}

/**
 * Auth.js answers /api/auth/session from the cookie alone; a cookie whose session was ended on the server
 * (signed out everywhere, account deleted) still decodes, so it is checked against the database first and
 * read as signed out (null, what Auth.js answers without a session).
 */
export async function GET(request: NextRequest) {
  if (new URL(request.url).pathname === "/api/auth/session") {
    try {
      if (request.headers.get("cookie") && !(await userFromRequest(request))) return NextResponse.json(null);
    } catch (error) {
      return toErrorResponse(error);
    }
  }
  return handlers.GET(asTheBrowserSentIt(request));
}

/**
 * Sign-in attempts (each demo sign-in creates an account) are capped per client address, in the database
 * so every instance counts together: 300 in 10 minutes, then 429 with Retry-After (the address: see
 * clientIp). Demo accounts are also capped for the whole site (DEMO_ACCOUNTS_PER_HOUR), so many addresses
 * together cannot create accounts, and spend their generation budgets, without bound; only an account
 * actually created counts (lib/auth.ts), so bogus attempts (a bad CSRF token) cannot lock everyone out.
 */
export async function POST(request: NextRequest) {
  const { pathname } = new URL(request.url);
  if (/^\/api\/auth\/(callback|signin)\//.test(pathname)) {
    try {
      await enforceRateLimit({
        key: `signin:ip:${clientKey(request)}`,
        limit: 300,
        windowMs: 10 * 60_000,
        message: "Too many sign-in attempts from this address. Please try again in a few minutes.",
      });
      if (pathname === "/api/auth/callback/demo") await checkDemoAccountBudget();
    } catch (error) {
      return toErrorResponse(error);
    }
  }
  return handlers.POST(asTheBrowserSentIt(request));
}

/** Other methods: 405 JSON with Allow. */
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
