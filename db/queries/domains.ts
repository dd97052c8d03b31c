import "server-only";

import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";

import { getDb } from "../client";
import { domainChecks } from "../schema";

/**
 * The shared domain-availability cache. Definite answers ("available", "taken") are reused for 24 hours;
 * "unknown" ones for only 10 minutes, so a network blip is retried soon.
 */

export const KNOWN_RESULT_TTL_MS = 24 * 60 * 60 * 1000;
export const UNKNOWN_RESULT_TTL_MS = 10 * 60 * 1000;

export type DomainCheckStatus = "available" | "taken" | "unknown";
export type DomainCheckSource = "rdap" | "dns";

export interface DomainCheckResult {
  /** The full domain, lower-case ("breadwise.com"). */
  domain: string;
  status: DomainCheckStatus;
  /** How the answer was reached (for unknown: the last method tried). */
  source: DomainCheckSource;
  checkedAt: Date;
}

/**
 * The cached checks among `domains` that are still fresh (see the TTLs above); stale or missing domains
 * are simply absent from the result.
 */
export async function getCachedDomainChecks({
  domains,
}: {
  domains: string[];
}): Promise<DomainCheckResult[]> {
  if (domains.length === 0) return [];
  const db = await getDb();
  const now = Date.now();
  const rows = await db
    .select({
      domain: domainChecks.domain,
      status: domainChecks.status,
      source: domainChecks.source,
      checkedAt: domainChecks.checkedAt,
    })
    .from(domainChecks)
    .where(
      and(
        inArray(domainChecks.domain, domains),
        or(
          and(
            ne(domainChecks.status, "unknown"),
            gt(domainChecks.checkedAt, new Date(now - KNOWN_RESULT_TTL_MS)),
          ),
          and(
            eq(domainChecks.status, "unknown"),
            gt(domainChecks.checkedAt, new Date(now - UNKNOWN_RESULT_TTL_MS)),
          ),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, source: row.source === "dns" ? "dns" : "rdap" }));
}

/**
 * Stores check results, replacing older ones for the same domains (upsert). `checkedAt` defaults to now.
 * A domain listed twice keeps its last result.
 */
export async function saveDomainChecks({
  results,
}: {
  results: Array<Omit<DomainCheckResult, "checkedAt"> & { checkedAt?: Date }>;
}): Promise<void> {
  if (results.length === 0) return;
  const byDomain = new Map(results.map((r) => [r.domain, r]));
  const now = new Date();
  const db = await getDb();
  await db
    .insert(domainChecks)
    .values(
      [...byDomain.values()].map((r) => ({
        domain: r.domain,
        status: r.status,
        source: r.source,
        checkedAt: r.checkedAt ?? now,
      })),
    )
    .onConflictDoUpdate({
      target: domainChecks.domain,
      set: {
        status: sql`excluded.status`,
        source: sql`excluded.source`,
        checkedAt: sql`excluded.checked_at`,
      },
    });
}
