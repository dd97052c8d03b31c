import { env } from "@/core/env";

/** The public origin of the site (canonical URLs, sitemap, Open Graph): APP_URL, or localhost in development. */
export function siteUrl(): URL {
  return new URL(env().APP_URL ?? `http://localhost:${env().PORT}`);
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * A forwarding header's value as our nearest proxy wrote it: the last entry (a proxy that appends, or one
 * that passes on what the client sent, leaves the client's own entries before its own).
 */
function forwarded(headers: Headers, name: string): string | undefined {
  return headers.get(name)?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The host a client addressed, as far as it can be trusted: X-Forwarded-Host only when TRUST_PROXY_HOPS
 * says a proxy of ours stands in front (and so wrote it), else the Host header the socket received. A
 * client writes both headers as it likes, but only Host decides where its own request went.
 */
export function requestHost(
  request: { headers: Headers },
  hops = env().TRUST_PROXY_HOPS,
): string | undefined {
  return (
    (hops > 0 ? forwarded(request.headers, "x-forwarded-host") : undefined) ??
    forwarded(request.headers, "host")
  );
}

/**
 * The origin the browser used for this request: the host it asked for (requestHost) and the protocol
 * (X-Forwarded-Proto from a trusted proxy, else the server's own). Not `request.url`'s host: behind
 * `scripts/server.mjs` Next.js builds that from the name the server was started with (localhost), so a
 * browser at 127.0.0.1, a LAN address or a proxy's host name would be sent elsewhere, without its cookies.
 * A malformed host falls back to `request.url`'s origin. Only ever used to send a client back to where it
 * came from, and, without APP_URL, for Stripe's return address; never for links in e-mails (core/env.ts
 * smtpUrl: no mail without APP_URL).
 */
export function requestOrigin(request: Request, hops = env().TRUST_PROXY_HOPS): string {
  const url = new URL(request.url);
  const host = requestHost(request, hops);
  const forwardedProto = hops > 0 ? forwarded(request.headers, "x-forwarded-proto") : undefined;
  const proto = forwardedProto ?? url.protocol.replace(/:$/, "");
  if (!host || !HOST.test(host) || !/^https?$/.test(proto)) return url.origin;
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
