import { env } from "./env";

/** The public origin of the site (canonical URLs, sitemap, Open Graph): APP_URL, or localhost in development. */
export function siteUrl(): URL {
  return new URL(env().APP_URL ?? `http://localhost:${env().PORT}`);
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The origin the browser used for this request: the host it asked for (X-Forwarded-Host when a proxy
 * set it, else Host; Next.js fills X-Forwarded-Host from Host itself) and the protocol (X-Forwarded-Proto,
 * which Next.js fills from the socket). Not `request.url`: behind `scripts/server.mjs` Next.js builds that
 * from the name the server was started with (localhost), so a browser at 127.0.0.1, a LAN address or a
 * proxy's host name would be sent elsewhere, without its cookies. A malformed host falls back to
 * `request.url`'s origin. Only ever used to send a client back to where it came from.
 */
export function requestOrigin(request: Request): string {
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const host = first("x-forwarded-host") ?? first("host");
  const proto = first("x-forwarded-proto") ?? new URL(request.url).protocol.replace(/:$/, "");
  if (!host || !HOST.test(host) || !/^https?$/.test(proto)) return new URL(request.url).origin;
  return new URL(`${proto}://${host}`).origin;
}

/**
 * The origin links back to this site should use (Stripe's return URLs): APP_URL when set, else the origin
 * the request came in on (development, previews, an install opened by its address).
 */
export function publicOrigin(request: Request): string {
  const configured = env().APP_URL;
  return configured ? new URL(configured).origin : requestOrigin(request);
}

/**
 * Where a page request should go first when APP_URL is set and the browser used another host (an IP
 * address, a second domain): the same path on APP_URL, so that sign-in, cookies and links all live on one
 * origin. Null when APP_URL is not set or the host already matches.
 */
export function canonicalRedirect(request: Request): URL | null {
  const configured = env().APP_URL;
  if (!configured) return null;
  const target = new URL(configured);
  if (new URL(requestOrigin(request)).host === target.host) return null;
  const url = new URL(request.url);
  return new URL(`${url.pathname}${url.search}`, target.origin);
}

/** The public pages, for the sitemap. */
export const PUBLIC_PAGES = ["/", "/pricing", "/logo-generator", "/contact", "/privacy", "/terms"] as const;
