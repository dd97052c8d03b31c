import { requestHost } from "./site";

/**
 * Cross-site request forgery defence for our own API (Auth.js guards its routes with its own token).
 * A state-changing request is refused when the browser says it came from another site:
 *  - `Sec-Fetch-Site` (every current browser sends it) must be `same-origin` or `none` (typed or bookmarked);
 *  - without it, an `Origin` header must name this host.
 * Requests with neither header do not come from a browser page (curl, server-to-server, Stripe), and a
 * forged request needs a browser, so they pass; they still need a session cookie or a signature.
 */

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestLike {
  method: string;
  headers: Headers;
  /** This server's origin as the request reached it, e.g. "http://localhost:3000". */
  url: string;
}

/** The host the client addressed (lib/site.ts requestHost), else the URL's. */
function addressedHost(request: RequestLike): string {
  return (requestHost(request) || new URL(request.url).host).toLowerCase();
}

export function isCrossSiteRequest(request: RequestLike): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host.toLowerCase() !== addressedHost(request);
  } catch {
    return true; // "null" (sandboxed frames, file:) or garbage
  }
}
