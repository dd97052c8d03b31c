import type { DomainStatus } from "@/lib/artifacts/schemas";
import { env } from "@/core/env";

import bootstrap from "./rdap-bootstrap.json";

/**
 * RDAP (RFC 9083) availability lookups. The registry for a TLD comes from the IANA bootstrap kept in
 * rdap-bootstrap.json (refresh it with scripts/refresh-rdap-bootstrap.mjs), or from RDAP_BASE_URL,
 * which overrides every TLD (a private mirror, or a test server).
 */

export interface LookupOptions {
  /** Give up (and answer "unknown") after this many milliseconds. */
  timeoutMs: number;
  /** The caller's cancellation (the request went away): answers "unknown" at once. */
  signal?: AbortSignal;
}

let tldIndex: Map<string, string> | undefined;

/** Makes sure `${base}domain/...` stays under the base's path whether or not it ends with "/". */
export function withTrailingSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** TLD -> base URL from the bootstrap, preferring an https URL when a service lists several. */
function buildIndex(services: unknown): Map<string, string> {
  const index = new Map<string, string>();
  if (!Array.isArray(services)) return index;
  for (const service of services) {
    if (!Array.isArray(service) || !Array.isArray(service[0]) || !Array.isArray(service[1])) continue;
    const urls = (service[1] as unknown[]).filter((u): u is string => typeof u === "string");
    const base = urls.find((u) => u.startsWith("https://")) ?? urls.find((u) => u.startsWith("http://"));
    if (!base) continue;
    for (const tld of service[0] as unknown[]) {
      if (typeof tld === "string") index.set(tld.toLowerCase(), withTrailingSlash(base));
    }
  }
  return index;
}

/**
 * The RDAP base URL (ending in "/") for a TLD ("com" or ".com"), or null when the registry publishes
 * no RDAP service in the bootstrap. RDAP_BASE_URL, when set, is returned for every TLD.
 */
export function rdapBaseUrl(tld: string): string | null {
  const override = env().RDAP_BASE_URL;
  if (override) return withTrailingSlash(override);
  tldIndex ??= buildIndex(bootstrap.services);
  return tldIndex.get(tld.replace(/^\./, "").toLowerCase()) ?? null;
}

/** The signal a lookup runs under: the caller's, plus its own timeout. */
function lookupSignal({ timeoutMs, signal }: LookupOptions): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * Asks the registry's RDAP server about `domain` (e.g. "breadwise.com"). Returns "available" on 404 (the
 * registry has no such domain), "taken" on 200, and "unknown" for everything else: no RDAP server for the
 * TLD, rate limits (429), server errors, network errors, timeouts and cancellation. Never guesses.
 */
export async function rdapLookup(domain: string, options: LookupOptions): Promise<DomainStatus> {
  const name = domain.toLowerCase();
  const base = rdapBaseUrl(name.slice(name.lastIndexOf(".") + 1));
  if (!base || options.signal?.aborted) return "unknown";
  try {
    const response = await fetch(`${base}domain/${encodeURIComponent(name)}`, {
      headers: { accept: "application/rdap+json" },
      signal: lookupSignal(options),
    });
    // Only the status matters; release the connection without reading the body.
    await response.body?.cancel().catch(() => {});
    if (response.status === 404) return "available";
    if (response.status === 200) return "taken";
    return "unknown";
  } catch {
    return "unknown";
  }
}
