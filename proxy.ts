import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";

import { authConfig } from "@/lib/auth.config";
import { paymentMode } from "@/lib/env";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/same-origin";
import { contentSecurityPolicy, createNonce, isPaymentPage } from "@/lib/security-headers";

/**
 * The first filter, not the guard: every page and handler still checks the session itself.
 *  - every page gets a Content Security Policy with a fresh nonce (lib/security-headers.ts); Next.js reads
 *    it from the forwarded request header and puts the nonce on its scripts;
 *  - signed-out requests for /quiz, /dashboard, /project, /analytics, /support are rewritten to the auth gate (same URL);
 *  - /api requests that need a user and carry no session cookie get 401 JSON, never a redirect (the
 *    handler decodes the cookie: an invalid one gets the same 401 there);
 *  - state-changing /api requests sent from another site's page get 403 (lib/same-origin.ts). Auth.js's
 *    routes have their own CSRF token and the Stripe webhook its signature, so neither passes here.
 */

const { auth } = NextAuth(authConfig);

/** API paths that work without a session. */
const PUBLIC_API = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/health$/,
  /^\/api\/ping$/,
  /^\/api\/contact$/,
  /^\/api\/logo\/svg$/,
  /^\/api\/webhooks\//,
];

/** Pages that need a session. */
const GUARDED_PAGES = [
  /^\/quiz(\/|$)/,
  /^\/dashboard(\/|$)/,
  /^\/project(\/|$)/,
  /^\/analytics(\/|$)/,
  /^\/support(\/|$)/,
];

export function isPublicApiPath(pathname: string): boolean {
  return PUBLIC_API.some((pattern) => pattern.test(pathname));
}

export function isGuardedPage(pathname: string): boolean {
  return GUARDED_PAGES.some((pattern) => pattern.test(pathname));
}

function refuse(status: 401 | 403, body: { error: string; message: string }) {
  return NextResponse.json(body, { status });
}

/** Any Auth.js session cookie, plain, `__Secure-` or chunked (`.0`, `.1`, …). */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

export function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name }) => SESSION_COOKIE.test(name));
}

/**
 * API requests: no session decoding here. Every handler reads the session itself (lib/http.ts), and
 * decoding it twice, with Auth.js re-issuing the cookie each time, cost more than the rest of a typical
 * API call. A request without any session cookie is refused at once.
 */
function apiProxy(request: NextRequest) {
  if (isCrossSiteRequest(request)) {
    return refuse(403, { error: "forbidden", message: CROSS_SITE_MESSAGE });
  }
  if (hasSessionCookie(request) || isPublicApiPath(request.nextUrl.pathname)) return NextResponse.next();
  return refuse(401, { error: "unauthorized", message: "Please sign in to access this feature." });
}

/** Pages: the session decides between the page and the auth gate; Auth.js re-issues the cookie (rolling session). */
const pageProxy = auth((request) => {
  const { pathname, search } = request.nextUrl;
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    payments: paymentMode() !== "off" && isPaymentPage(pathname),
    development: process.env.NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);

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

export default function proxy(request: NextRequest, event: NextFetchEvent) {
  if (request.nextUrl.pathname.startsWith("/api/")) return apiProxy(request);
  // Next.js calls a proxy with (request, event), as it would the default export `auth(callback)`.
  return (pageProxy as unknown as (request: NextRequest, event: NextFetchEvent) => Promise<Response>)(
    request,
    event,
  );
}

export const config = {
  // Everything but build assets, metadata files, Auth.js's own routes, the health check and the Stripe
  // webhook (those never need the session lookup or a page policy).
  matcher: [
    "/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|opengraph-image|robots\\.txt|sitemap\\.xml|api/auth/|api/auth$|api/health$|api/ping$|api/webhooks/).*)",
  ],
};
