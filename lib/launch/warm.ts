import { createHmac, timingSafeEqual } from "node:crypto";

import { authSecret, env } from "@/core/env";
import { keptPageScriptHashes } from "@/lib/static-csp";

/**
 * Making Next keep a published launch page (ISR) without letting any address do so. The proxy sends
 * /l/{slug} to the kept route only when Next already keeps a copy of it, or when this server itself asks
 * for the page with this header; every other visit is rendered per request (app/l/[slug]/preview), so an
 * address nobody published never leaves files on disk. The server asks after publishing or saving, and
 * when a visitor reads a published page that has no copy yet (a new build starts without copies).
 */
export const WARM_HEADER = "x-launchforge-warm";

/**
 * Whether /l/{slug} may go to the kept route: Next keeps a copy of it (a copy always has inline scripts),
 * or this is not a production build (nothing is kept; the route renders each time).
 */
export function launchPageKept(slug: string): boolean {
  if (env().NODE_ENV !== "production") return true;
  return (keptPageScriptHashes(`/l/${slug}`)?.length ?? 0) > 0;
}

/** The header's value: a MAC of a fixed label under the server's auth secret (not guessable from outside). */
export function warmToken(): string {
  return createHmac("sha256", authSecret()).update("launch-page-warm").digest("base64url");
}

/** Whether a request is this server asking for a page to keep. */
export function isWarmRequest(headers: Headers): boolean {
  const given = headers.get(WARM_HEADER);
  if (!given) return false;
  const expected = Buffer.from(warmToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Asks this server for /l/{slug} over loopback so that Next renders and keeps it. Best effort: when the
 * server cannot reach itself, visitors are served per request, as correct and only slower.
 */
export async function warmLaunchPage(slug: string): Promise<void> {
  try {
    const response = await fetch(`http://127.0.0.1:${env().PORT}/l/${encodeURIComponent(slug)}`, {
      headers: { [WARM_HEADER]: warmToken() },
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    // Read to the end: Next keeps the page once it has rendered all of it.
    await response.arrayBuffer();
  } catch {
    // unreachable: served per request until a later visit warms it
  }
}
