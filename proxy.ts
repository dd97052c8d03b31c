import NextAuth from "next-auth";
import { NextResponse } from "next/server";

import { authConfig } from "@/lib/auth.config";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/same-origin";

/**
 * The first filter, not the guard: every page and handler still checks the session itself.
 *  - signed-out requests for /quiz, /dashboard, /project, /analytics, /support are rewritten to the auth gate (same URL);
 *  - signed-out /api requests that need a user get 401 JSON, never a redirect;
 *  - state-changing /api requests sent from another site's page get 403 (lib/same-origin.ts). Auth.js's
 *    routes have their own CSRF token and the Stripe webhook its signature, so neither passes here.
 */

const { auth } = NextAuth(authConfig);

/** API paths that work without a session. */
const PUBLIC_API = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/health$/,
  /^\/api\/contact$/,
  /^\/api\/logo\/svg$/,
  /^\/api\/webhooks\//,
];

export function isPublicApiPath(pathname: string): boolean {
  return PUBLIC_API.some((pattern) => pattern.test(pathname));
}

export default auth((request) => {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/") && isCrossSiteRequest(request)) {
    return NextResponse.json({ error: "forbidden", message: CROSS_SITE_MESSAGE }, { status: 403 });
  }
  if (request.auth?.user) return NextResponse.next();

  if (pathname.startsWith("/api/")) {
    if (isPublicApiPath(pathname)) return NextResponse.next();
    return NextResponse.json(
      { error: "unauthorized", message: "Please sign in to access this feature." },
      { status: 401 },
    );
  }

  const gate = request.nextUrl.clone();
  gate.pathname = "/auth/signin";
  gate.search = "";
  gate.searchParams.set("callbackUrl", `${pathname}${search}`);
  gate.searchParams.set("gate", "1");
  return NextResponse.rewrite(gate);
});

export const config = {
  // Auth.js's own routes, the health check and the Stripe webhook never need the session lookup.
  matcher: [
    "/quiz/:path*",
    "/dashboard/:path*",
    "/project/:path*",
    "/analytics/:path*",
    "/support/:path*",
    "/api/((?!auth/|auth$|health$|webhooks/).*)",
  ],
};
