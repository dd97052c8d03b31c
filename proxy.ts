import NextAuth from "next-auth";
import { NextResponse } from "next/server";

import { authConfig } from "@/lib/auth.config";
import { env, paymentMode } from "@/lib/env";
import { contentSecurityPolicy, createNonce, isPaymentPage } from "@/lib/security-headers";
import { canonicalRedirect, PATH_HEADER } from "@/lib/site";

/**
 * Pages only (see the matcher): the first filter, not the guard; every page still checks the session.
 *  - every page gets a Content Security Policy with a fresh nonce (lib/security-headers.ts); Next.js reads
 *    it from the forwarded request header and puts the nonce on its scripts;
 *  - when APP_URL is set, a page asked for on another host (an IP address, a second domain) is redirected
 *    to the same path on APP_URL first, so sign-in and its cookie live on one origin;
 *  - signed-out requests for /quiz, /dashboard, /project, /analytics, /support, /billing are rewritten to the auth gate (same URL).
 * API route handlers do their own checks in lib/http.ts: the session (401 JSON, never a redirect) and,
 * for state-changing calls, the origin (403, lib/same-origin.ts). Auth.js's routes have their own CSRF
 * token and the Stripe webhook its signature.
 */

const { auth } = NextAuth(authConfig);

/** Pages that need a session. */
const GUARDED_PAGES = [
  /^\/quiz(\/|$)/,
  /^\/dashboard(\/|$)/,
  /^\/project(\/|$)/,
  /^\/analytics(\/|$)/,
  /^\/support(\/|$)/,
  /^\/billing(\/|$)/,
];

export function isGuardedPage(pathname: string): boolean {
  return GUARDED_PAGES.some((pattern) => pattern.test(pathname));
}

/** The session decides between the page and the auth gate; Auth.js re-issues the cookie (rolling session). */
export default auth((request) => {
  const canonical = (request.method === "GET" || request.method === "HEAD") && canonicalRedirect(request);
  if (canonical) return NextResponse.redirect(canonical, 308);
  const { pathname, search } = request.nextUrl;
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    payments: paymentMode() !== "off" && isPaymentPage(pathname),
    development: env().NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  // The root layout dresses a founder's public launch page (/l/…) in their brand, not in LaunchForge's
  // header and footer; it learns the path from here (set on every page request, over anything sent).
  headers.set(PATH_HEADER, pathname);

  let response: NextResponse;
  if (request.auth?.user || !isGuardedPage(pathname)) {
    response = NextResponse.next({ request: { headers } });
  } else {
    const gate = request.nextUrl.clone();
    gate.pathname = "/auth/signin";
    gate.search = "";
    gate.searchParams.set("callbackUrl", `${pathname}${search}`);
    gate.searchParams.set("gate", "1");
    response = NextResponse.rewrite(gate, { request: { headers } });
  }
  response.headers.set("content-security-policy", policy);
  return response;
});

export const config = {
  // Pages only: not build assets, metadata files or /api (handlers check the session and the origin
  // themselves; running the proxy there also made Next.js buffer every request body first).
  matcher: [
    "/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|opengraph-image|robots\\.txt|sitemap\\.xml|api/|api$).*)",
  ],
};
