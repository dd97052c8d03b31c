import type { z } from "zod";

import {
  getCachedDomainChecks,
  saveDomainChecks,
  type DomainCheckResult,
  type DomainCheckSource,
} from "@/db/queries/domains";
import { DOMAIN_EXTENSIONS, type DomainStatus, type extensionResultSchema } from "@/lib/artifacts/schemas";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

import { dnsLookup } from "./dns";
import { rdapBaseUrl, rdapLookup } from "./rdap";

/**
 * Real domain availability: RDAP first, DNS when RDAP cannot tell, a shared database cache in front.
 * "available" is only ever reported on a registry's or DNS's explicit "no such domain"; everything
 * else that goes wrong is "unknown".
 */

export { DOMAIN_EXTENSIONS };

export type ExtensionResult = z.infer<typeof extensionResultSchema>;

export interface DomainCheck {
  /** The primary domain, `${label}.com`. */
  domain: string;
  /** The .com result (null when unknown, or when .com was not among the extensions checked). */
  available: boolean | null;
  /** One result per extension checked, keyed by ".com", ".io", ... */
  extensions: Record<string, ExtensionResult>;
}

export interface CheckDomainsOptions {
  /** Extensions to check, ".com" or "com" (default: DOMAIN_EXTENSIONS). */
  extensions?: readonly string[];
  /** Per-lookup timeout in ms (default: DOMAIN_LOOKUP_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Cancels outstanding lookups (they report unknown and are not cached). */
  signal?: AbortSignal;
  /** Look again where the cache only knows "unknown" (a founder's "Check again"). */
  recheck?: boolean;
  /**
   * The whole check answers within this many ms (default: `checkDeadlineMs(timeoutMs)`): lookups still
   * queued or running then count as unknown in this answer, and are cached when they finish, for the next.
   */
  deadlineMs?: number;
}

/** One RDAP and one DNS lookup, plus a little for the queue: how long one check may take in all. */
export function checkDeadlineMs(timeoutMs: number): number {
  return 2 * timeoutMs + 1000;
}

/** At most this many domains are being looked up at once in this process. */
export const MAX_CONCURRENT_LOOKUPS = 6;

/** A minimal FIFO semaphore: `run` waits for a free slot, runs the task, frees the slot. */
class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next)
      next(); // the slot passes straight to the next task
    else this.active--;
  }
}

const lookups = new Semaphore(MAX_CONCURRENT_LOOKUPS);

/**
 * The DNS label for a brand name: lower-case ASCII letters, digits and single hyphens, accents stripped
 * ("Café Crème" -> "cafecreme"), at most 63 characters. Throws a 400 AppError when nothing usable is left.
 */
export function domainLabel(brandName: string): string {
  const label = brandName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63)
    .replace(/-+$/, "");
  if (!label) throw new AppError(400, "Brand name must contain letters or numbers.");
  return label;
}

/** ".com" form, lower-case, without duplicates; rejects anything that is not a plain TLD. */
function normalizeExtensions(extensions: readonly string[]): string[] {
  const normalized = extensions.map((ext) => `.${ext.trim().toLowerCase().replace(/^\./, "")}`);
  const invalid = normalized.find((ext) => !/^\.[a-z]{2,12}$/.test(ext));
  if (invalid) throw new AppError(400, `Unsupported domain extension "${invalid}".`);
  return [...new Set(normalized)];
}

const toResult = (status: DomainStatus): ExtensionResult => ({
  status,
  available: status === "available" ? true : status === "taken" ? false : null,
});

/** RDAP when the TLD has a server, DNS when RDAP could not tell (or there is no server). */
async function lookupDomain(
  domain: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ status: DomainStatus; source: DomainCheckSource }> {
  if (signal?.aborted) return { status: "unknown", source: "rdap" };
  const tld = domain.slice(domain.lastIndexOf(".") + 1);
  if (rdapBaseUrl(tld)) {
    const status = await rdapLookup(domain, { timeoutMs, signal });
    if (status !== "unknown" || signal?.aborted) return { status, source: "rdap" };
  }
  return { status: await dnsLookup(domain, { timeoutMs }), source: "dns" };
}

/** Cached results by domain; a cache that cannot be read is treated as empty. */
async function readCache(domains: string[]): Promise<Map<string, DomainStatus>> {
  try {
    const rows = await getCachedDomainChecks({ domains });
    return new Map(rows.map((row) => [row.domain, row.status]));
  } catch (error) {
    console.warn("[domains] cache read failed:", (error as Error).message);
    return new Map();
  }
}

/** Saves results for the next caller; a failed write only costs a repeated lookup later. */
async function writeCache(results: Array<Omit<DomainCheckResult, "checkedAt">>): Promise<void> {
  try {
    await saveDomainChecks({ results });
  } catch (error) {
    console.warn("[domains] cache write failed:", (error as Error).message);
  }
}

function summarize(label: string, extensions: string[], statuses: Map<string, DomainStatus>): DomainCheck {
  const results: Record<string, ExtensionResult> = {};
  for (const ext of extensions) results[ext] = toResult(statuses.get(`${label}${ext}`) ?? "unknown");
  return { domain: `${label}.com`, available: results[".com"]?.available ?? null, extensions: results };
}

/**
 * Checks `${domainLabel(brandName)}` under each extension and returns, per extension, whether it is
 * available (true), taken (false) or could not be told (null, status "unknown"), plus the .com answer as
 * `available`. Fresh cached answers are reused; the rest are looked up (at most six at a time per process,
 * each step bounded by the timeout) and cached; the whole check answers within `deadlineMs` whatever the
 * queue, reporting what is still out as unknown. With DOMAIN_CHECKS=false nothing is looked up or cached
 * and every extension is unknown. Throws a 400 AppError for an unusable brand name or extension.
 */
export async function checkDomains(brandName: string, opts: CheckDomainsOptions = {}): Promise<DomainCheck> {
  const label = domainLabel(brandName);
  const extensions = normalizeExtensions(opts.extensions ?? DOMAIN_EXTENSIONS);
  const config = env();
  if (!config.DOMAIN_CHECKS) return summarize(label, extensions, new Map());

  const timeoutMs = opts.timeoutMs ?? config.DOMAIN_LOOKUP_TIMEOUT_MS;
  const domains = extensions.map((ext) => `${label}${ext}`);
  const statuses = await readCache(domains);
  if (opts.recheck)
    for (const [domain, status] of statuses) if (status === "unknown") statuses.delete(domain);
  const misses = domains.filter((domain) => !statuses.has(domain));

  const lookupsOf = misses.map(async (domain) => ({
    domain,
    ...(await lookups.run(() => lookupDomain(domain, timeoutMs, opts.signal))),
  }));
  const all = Promise.all(lookupsOf);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), opts.deadlineMs ?? checkDeadlineMs(timeoutMs));
  });
  const fresh = await Promise.race([all, deadline]);
  clearTimeout(timer);
  if (fresh === "late") {
    // Answer now with what is in; the rest is cached when it arrives (a "Check again" then finds it).
    const settled = await Promise.all(
      lookupsOf.map((lookup) => Promise.race([lookup, Promise.resolve(null)])),
    );
    const done = settled.filter((r): r is NonNullable<typeof r> => r !== null);
    for (const result of done) statuses.set(result.domain, result.status);
    void all.then((late) =>
      writeCache(opts.signal?.aborted ? late.filter((r) => r.status !== "unknown") : late),
    );
    return summarize(label, extensions, statuses);
  }
  for (const result of fresh) statuses.set(result.domain, result.status);
  // A cancelled caller's "unknown" says nothing about the network: keep it out of the cache.
  await writeCache(opts.signal?.aborted ? fresh.filter((r) => r.status !== "unknown") : fresh);
  return summarize(label, extensions, statuses);
}
