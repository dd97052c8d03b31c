import type { z } from "zod";

import {
  getCachedDomainChecks,
  saveDomainChecks,
  type DomainCheckResult,
  type DomainCheckSource,
} from "@/db/queries/domains";
import { DOMAIN_EXTENSIONS, type DomainStatus, type extensionResultSchema } from "@/lib/artifacts/schemas";
import { env } from "@/core/env";
import { AppError } from "@/core/errors";

import { dnsLookup } from "./dns";
import { checkDeadlineMs, type UnknownReason } from "./limits";
import { rdapBaseUrl, rdapLookup } from "./rdap";

/**
 * Real domain availability: RDAP first, DNS when RDAP cannot tell, a shared database cache in front.
 * "available" is only ever reported on a registry's or DNS's explicit "no such domain"; everything
 * else that goes wrong is "unknown".
 */

export { checkDeadlineMs, DOMAIN_EXTENSIONS, type UnknownReason };

export type ExtensionResult = z.infer<typeof extensionResultSchema>;

export interface DomainCheck {
  /** The primary domain, `${label}.com`. */
  domain: string;
  /** The .com result (null when unknown, or when .com was not among the extensions checked). */
  available: boolean | null;
  /** One result per extension checked, keyed by ".com", ".io", ... */
  extensions: Record<string, ExtensionResult>;
  /** Why some extension is unknown (lib/domains/limits.ts); absent when none is. */
  unknownReason?: UnknownReason;
}

export interface CheckDomainsOptions {
  /** Extensions to check, ".com" or "com" (default: DOMAIN_EXTENSIONS). */
  extensions?: readonly string[];
  /** Per-lookup timeout in ms (default: DOMAIN_LOOKUP_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The caller has gone: it stops waiting, and lookups no other check waits for are cancelled (not cached). */
  signal?: AbortSignal;
  /** Look again where the cache only knows "unknown" (a founder's "Check again"). */
  recheck?: boolean;
  /**
   * The whole check answers within this many ms (default: `checkDeadlineMs(timeoutMs)`). Lookups under
   * way then go on and are cached when they finish, for the next check; lookups still queued are dropped
   * unless another check waits for them. Either way they count as unknown in this answer.
   */
  deadlineMs?: number;
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

type Lookup = { status: DomainStatus; source: DomainCheckSource };

/** RDAP when the TLD has a server, DNS when RDAP could not tell (or there is no server). */
async function lookupDomain(domain: string, timeoutMs: number, signal: AbortSignal): Promise<Lookup> {
  if (signal.aborted) return { status: "unknown", source: "rdap" };
  const tld = domain.slice(domain.lastIndexOf(".") + 1);
  if (rdapBaseUrl(tld)) {
    const status = await rdapLookup(domain, { timeoutMs, signal });
    if (status !== "unknown" || signal.aborted) return { status, source: "rdap" };
  }
  return { status: await dnsLookup(domain, { timeoutMs }), source: "dns" };
}

/**
 * One domain's lookup in this process, shared by every check that asks while it is queued or running
 * (another founder, or a "Check again" after a check answered at its deadline), so nothing is asked twice
 * and a later check finds the answer as soon as it arrives. It caches its own answer; it is cancelled
 * (and caches nothing) only when every check waiting for it has left.
 */
class SharedLookup {
  private readonly controller = new AbortController();
  private waiting = 0;
  started = false;
  readonly result: Promise<Lookup>;

  constructor(domain: string, timeoutMs: number) {
    const { signal } = this.controller;
    this.result = lookups
      .run(() => {
        this.started = true;
        return lookupDomain(domain, timeoutMs, signal);
      })
      .then(async (result) => {
        // A cancelled lookup's "unknown" says nothing about the network: keep it out of the cache.
        if (!(signal.aborted && result.status === "unknown")) await writeCache([{ domain, ...result }]);
        return result;
      });
  }

  get cancelled(): boolean {
    return this.controller.signal.aborted;
  }

  /** A check starts waiting; the function it gets back says it stopped (once). */
  join(): () => void {
    this.waiting++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (--this.waiting === 0) this.controller.abort();
    };
  }
}

const underWay = new Map<string, SharedLookup>();

/** The lookup of `domain` under way (not cancelled), or a new one. */
function sharedLookup(domain: string, timeoutMs: number): SharedLookup {
  const running = underWay.get(domain);
  if (running && !running.cancelled) return running;
  const lookup = new SharedLookup(domain, timeoutMs);
  underWay.set(domain, lookup);
  const forget = () => {
    if (underWay.get(domain) === lookup) underWay.delete(domain);
  };
  lookup.result.then(forget, forget);
  return lookup;
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

function summarize(
  label: string,
  extensions: string[],
  statuses: Map<string, DomainStatus>,
  reason: UnknownReason = "no-answer",
): DomainCheck {
  const results: Record<string, ExtensionResult> = {};
  for (const ext of extensions) results[ext] = toResult(statuses.get(`${label}${ext}`) ?? "unknown");
  const anyUnknown = Object.values(results).some((r) => r.status === "unknown");
  return {
    domain: `${label}.com`,
    available: results[".com"]?.available ?? null,
    extensions: results,
    ...(anyUnknown ? { unknownReason: reason } : {}),
  };
}

/** Resolves "stop" after `ms`, or when `signal` aborts; `clear` frees the timer. */
function stopAfter(ms: number, signal?: AbortSignal): { stop: Promise<"stop">; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let onAbort = () => {};
  const stop = new Promise<"stop">((resolve) => {
    timer = setTimeout(() => resolve("stop"), ms);
    onAbort = () => resolve("stop");
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
  return {
    stop,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    },
  };
}

/**
 * Checks `${domainLabel(brandName)}` under each extension and returns, per extension, whether it is
 * available (true), taken (false) or could not be told (null, status "unknown"), plus the .com answer as
 * `available` and, when anything is unknown, why. Fresh cached answers are reused; the rest are looked up
 * (at most six at a time per process, each step bounded by the timeout, one lookup per domain however
 * many checks ask) and cached. The whole check answers within `deadlineMs` whatever the queue: what is
 * still out is unknown ("still-checking"). With DOMAIN_CHECKS=false nothing is looked up or cached and
 * every extension is unknown ("checks-off"). Throws a 400 AppError for an unusable brand name or extension.
 */
export async function checkDomains(brandName: string, opts: CheckDomainsOptions = {}): Promise<DomainCheck> {
  const label = domainLabel(brandName);
  const extensions = normalizeExtensions(opts.extensions ?? DOMAIN_EXTENSIONS);
  const config = env();
  if (!config.DOMAIN_CHECKS) return summarize(label, extensions, new Map(), "checks-off");

  const timeoutMs = opts.timeoutMs ?? config.DOMAIN_LOOKUP_TIMEOUT_MS;
  const domains = extensions.map((ext) => `${label}${ext}`);
  const statuses = await readCache(domains);
  if (opts.recheck)
    for (const [domain, status] of statuses) if (status === "unknown") statuses.delete(domain);
  const misses = domains.filter((domain) => !statuses.has(domain));
  if (misses.length === 0) return summarize(label, extensions, statuses);

  const waits = misses.map((domain) => {
    const lookup = sharedLookup(domain, timeoutMs);
    return { domain, lookup, leave: lookup.join(), answer: null as Lookup | null };
  });
  const all = Promise.all(
    waits.map(async (wait) => {
      wait.answer = await wait.lookup.result;
    }),
  );
  const { stop, clear } = stopAfter(opts.deadlineMs ?? checkDeadlineMs(timeoutMs), opts.signal);
  const outcome = await Promise.race([all, stop]);
  clear();
  if (outcome === "stop") {
    // Gone, or out of time: stop waiting for what has not started (it is dropped unless another check
    // waits for it); what is running goes on and caches its answer for the next check.
    for (const wait of waits)
      if (!wait.answer && (opts.signal?.aborted || !wait.lookup.started)) wait.leave();
  }
  for (const wait of waits) if (wait.answer) statuses.set(wait.domain, wait.answer.status);
  const pending = waits.some((wait) => !wait.answer);
  return summarize(label, extensions, statuses, pending ? "still-checking" : "no-answer");
}
