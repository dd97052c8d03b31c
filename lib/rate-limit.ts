import "server-only";

import { consumeRateLimit, pruneRateLimits } from "@/db/queries/rate-limits";
import { AppError } from "./errors";

/** The longest window a limit may use; counters are deleted once every window they could be in has ended. */
export const MAX_RATE_LIMIT_WINDOW_MS = 60 * 60_000;
/** How long a counter is kept: the longest window, and as long again (the privacy policy says two hours). */
export const RATE_LIMIT_RETENTION_MS = 2 * MAX_RATE_LIMIT_WINDOW_MS;
const PRUNE_EVERY_MS = 60_000;
let lastPrune = 0;

/**
 * Keeps rate_limits bounded: at most once a minute per process, the request that counts also deletes the
 * counters whose window ended over the retention ago. A failure is logged, never the request's problem.
 */
async function pruneNowAndThen(now: number) {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  try {
    await pruneRateLimits({ before: new Date(now - RATE_LIMIT_RETENTION_MS) });
  } catch (error) {
    console.error(
      "[rate-limit] could not prune old counters:",
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Enforces a limit: throws 429 with Retry-After when `key` has used up `limit` requests in the window.
 * The counters live in the database, so every instance sees the same numbers.
 */
export async function enforceRateLimit({
  key,
  limit,
  windowMs,
  message,
}: {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}): Promise<void> {
  if (windowMs > MAX_RATE_LIMIT_WINDOW_MS) throw new Error(`Rate-limit windows are at most an hour (${key})`);
  const result = await consumeRateLimit({ key, limit, windowMs });
  await pruneNowAndThen(Date.now());
  if (!result.allowed) {
    throw new AppError(429, message, undefined, { "Retry-After": String(result.retryAfterSeconds) });
  }
}

/** The client's IP address as the proxy in front of us reports it (x-forwarded-for's first hop), or "unknown". */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
