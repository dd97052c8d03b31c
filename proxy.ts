import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";

import { authConfig } from "@/lib/auth.config";
import { env, paymentMode } from "@/core/env";
import { contentSecurityPolicy, createNonce, isPaymentPage } from "@/lib/security-headers";
import { isSlugShaped } from "@/lib/launch/schemas";
import { isWarmRequest, launchPageKept } from "@/lib/launch/warm";
import { isInternalVariantPath, variantPath } from "@/lib/page-variants";
import { keptPageScriptHashes, prerenderedScriptHashes } from "@/lib/static-csp";
import { canonicalRedirect } from "@/lib/site";

/**
 * Pages only (see the matcher): the first filter, not the guard; every page still checks the session.
 *  - every page gets a Content Security Policy (lib/security-headers.ts): a page rendered per request a
 *    fresh nonce, which Next.js reads from the forwarded request header and puts on its scripts; a
 *    prerendered page the hashes of its inline scripts (lib/static-csp.ts), so it stays one cacheable file;
 *    a page kept after its first visit (ISR) both: its kept copy's hashes, and a nonce for a fresh render;
 *  - when APP_URL is set, a page asked for on another host (an IP address, a second domain) is redirected
 *    to the same path on APP_URL first, so sign-in and its cookie live on one origin;
 *  - /pricing and /contact are served from the variant prerendered for this server's settings
 *    (lib/page-variants.ts); the variant addresses themselves answer 404;
 *  - a launch page's address is made canonical before anything can be cached: another spelling of a slug
 *    (upper case) is a 308 to the lower-case address, and anything that cannot be a slug is the static 404;
 *  - a launch page with its form's answer in the query (?joined=…) is rendered per request, so that the
 *    form works without JavaScript; without one it is the kept page once Next keeps a copy (lib/launch/warm.ts);
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

/** No route answers it: Next renders the not-found page, with status 404. */
const NOT_FOUND_PATH = "/404";

/** A launch page with what its form says back: rendered per request (app/l/[slug]/preview), not the kept copy. */
const LAUNCH_PAGE = /^\/l\/[a-z0-9-]+$/;
const LAUNCH_NOTICES = ["joined", "confirmed", "error"];

/** Any address under /l/: the slug segment as sent (still percent-encoded) and what follows it. */
const LAUNCH_ADDRESS = /^\/l\/([^/]+)(\/.*)?$/;

/**
 * What an address under /l/ is: "not-found" when its slug segment cannot be a slug in any spelling (so no
 * page, kept or rendered, is ever looked for: the static 404, and no cache entry for it); the canonical
 * path when it is a slug in another spelling (upper case); null when it is canonical or not under /l/.
 */
export function launchAddress(pathname: string): "not-found" | { canonical: string } | null {
  const match = LAUNCH_ADDRESS.exec(pathname);
  if (!match) return null;
  const [, segment, rest = ""] = match;
  const slug = segment.toLowerCase();
  if (!isSlugShaped(slug)) return "not-found";
  return slug === segment ? null : { canonical: `/l/${slug}${rest}` };
}

/**
 * The path whose page answers a public address, when another: a page's variant for this server, a 404 for
 * a variant's own address, and the per-request launch page (app/l/[slug]/preview) for a form's answer or
 * for a launch page Next keeps no copy of. Only a page with a kept copy, or this server asking for one
 * (lib/launch/warm.ts), reaches the kept route: an address nobody published never makes Next keep files.
 */
function servedPath(request: NextRequest): string | null {
  const { pathname, searchParams } = request.nextUrl;
  if (isInternalVariantPath(pathname) || launchAddress(pathname) === "not-found") return NOT_FOUND_PATH;
  const trimmed = pathname.replace(/\/$/, "");
  if (LAUNCH_PAGE.test(trimmed)) {
    if (LAUNCH_NOTICES.some((key) => searchParams.has(key))) return `${trimmed}/preview`;
    const kept = launchPageKept(trimmed.slice("/l/".length)) || isWarmRequest(request.headers);
    return kept ? null : `${trimmed}/preview`;
  }
  return variantPath(pathname);
}

/** `request`'s address with another path, the query kept. */
function withPath(request: NextRequest, pathname: string): URL {
  const url = new URL(request.url);
  url.pathname = pathname;
  return url;
}

/** The session decides between the page and the auth gate; Auth.js re-issues the cookie (rolling session). */
const withSession = auth((request) => {
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

  let response: NextResponse;
  const served = servedPath(request);
  if (served) {
    response = NextResponse.rewrite(withPath(request, served), { request: { headers } });
  } else if (request.auth?.user || !isGuardedPage(pathname)) {
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

export default async function proxy(request: NextRequest, event: NextFetchEvent) {
  // This server asking itself for a launch page to keep comes over loopback, not on APP_URL's host.
  const canonical =
    (request.method === "GET" || request.method === "HEAD") &&
    !isWarmRequest(request.headers) &&
    canonicalRedirect(request);
  if (canonical) return NextResponse.redirect(canonical, 308);
  const launch = launchAddress(request.nextUrl.pathname);
  if (launch && launch !== "not-found")
    return NextResponse.redirect(withPath(request, launch.canonical), 308);
  // A prerendered page is the same file for everyone, which a CDN may cache: its inline scripts are
  // allowed by their hashes, and Auth.js stays out of it (no cookie is set or renewed on it).
  const served = servedPath(request);
  const hashes =
    env().NODE_ENV === "production" ? prerenderedScriptHashes(served ?? request.nextUrl.pathname) : null;
  if (hashes) {
    const response = served ? NextResponse.rewrite(withPath(request, served)) : NextResponse.next();
    response.headers.set(
      "content-security-policy",
      contentSecurityPolicy({
        hashes,
        payments: paymentMode() !== "off" && isPaymentPage(request.nextUrl.pathname),
      }),
    );
    return response;
  }
  // A page kept after its first visit (ISR: a published launch page) may come from its kept copy or be
  // rendered afresh in this response: the copy's hashes and a nonce for a fresh render; no cookie either.
  const kept =
    env().NODE_ENV === "production" && !served ? keptPageScriptHashes(request.nextUrl.pathname) : null;
  if (kept) {
    const nonce = createNonce();
    const policy = contentSecurityPolicy({ nonce, hashes: kept, payments: false });
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("content-security-policy", policy);
    return response;
  }
  return withSession(request, event as unknown as Parameters<typeof withSession>[1]);
}

export const config = {
  // Pages only: not build assets, metadata files or /api (handlers check the session and the origin
  // themselves; running the proxy there also made Next.js buffer every request body first).
  matcher: [
    "/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|opengraph-image|robots\\.txt|sitemap\\.xml|api/|api$).*)",
  ],
};
