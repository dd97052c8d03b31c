import { Resolver } from "node:dns/promises";

import type { DomainStatus } from "@/lib/artifacts/schemas";
import { env } from "@/core/env";

/**
 * The DNS fallback, for TLDs without RDAP or when RDAP could not tell. A registered domain is delegated:
 * its TLD's servers list NS records for it. A name the TLD has never heard of is NXDOMAIN.
 */

let warnedServers = false;

/** DNS_SERVERS ("127.0.0.1:5353, 8.8.8.8") as a list, or undefined for the system's servers. */
function configuredServers(): string[] | undefined {
  const raw = env().DNS_SERVERS;
  if (!raw) return undefined;
  const servers = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return servers.length > 0 ? servers : undefined;
}

/**
 * A resolver that gives up quickly: one try per server, each bounded by the timeout. A fresh one per
 * lookup, so cancelling it on our own timeout cannot cut short anyone else's queries.
 */
function createResolver(timeoutMs: number): Resolver {
  const resolver = new Resolver({ timeout: Math.max(1, Math.floor(timeoutMs)), tries: 1 });
  const servers = configuredServers();
  if (servers) {
    try {
      resolver.setServers(servers);
    } catch (error) {
      if (!warnedServers) {
        warnedServers = true;
        console.warn(
          `[domains] DNS_SERVERS is invalid (${(error as Error).message}); using the system's servers.`,
        );
      }
    }
  }
  return resolver;
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/** "yes" when the name has records of this type, "nxdomain" when it does not exist, else the error code. */
async function probe(
  query: () => Promise<unknown[] | object>,
): Promise<"yes" | "nxdomain" | "nodata" | "error"> {
  try {
    const answer = await query();
    return Array.isArray(answer) && answer.length === 0 ? "nodata" : "yes";
  } catch (error) {
    const code = errorCode(error);
    if (code === "ENOTFOUND") return "nxdomain";
    if (code === "ENODATA") return "nodata";
    return "error";
  }
}

/**
 * The NS-then-SOA decision, without a time limit of its own. NXDOMAIN only means "available" when the
 * same resolver can see the TLD's own delegation: a resolver cut off from the internet (a sandbox, a
 * captive network) often answers NXDOMAIN for every name, and must never make a domain look free.
 */
async function classify(resolver: Resolver, domain: string): Promise<DomainStatus> {
  const ns = await probe(() => resolver.resolveNs(domain));
  if (ns === "yes") return "taken";
  if (ns === "error") return "unknown";
  const soa = await probe(() => resolver.resolveSoa(domain));
  if (ns === "nodata" && soa === "yes") return "taken";
  if (ns === "nxdomain" && soa === "nxdomain") {
    const tld = domain.slice(domain.lastIndexOf(".") + 1);
    return (await probe(() => resolver.resolveNs(tld))) === "yes" ? "available" : "unknown";
  }
  return "unknown";
}

/**
 * Looks `domain` up in DNS. Returns "taken" when it has NS records (or exists with an SOA), "available"
 * when both NS and SOA queries answer NXDOMAIN, and "unknown" on anything else: timeouts, refused or
 * failing servers (SERVFAIL), contradictory answers. Finishes within about `timeoutMs`.
 */
export async function dnsLookup(domain: string, { timeoutMs }: { timeoutMs: number }): Promise<DomainStatus> {
  const resolver = createResolver(timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DomainStatus>((resolve) => {
    timer = setTimeout(() => {
      resolver.cancel();
      resolve("unknown");
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      classify(resolver, domain.toLowerCase()).catch(() => "unknown" as const),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
