import "server-only";

import { and, eq, lt, sql } from "drizzle-orm";

import { getDb } from "../client";
import { rateLimits } from "../schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in this window (0 when refused). */
  remaining: number;
  /** Seconds until the window resets, for Retry-After. */
  retryAfterSeconds: number;
}

interface RateLimitCall {
  key: string;
  limit: number;
  windowMs: number;
  now?: Date;
}

/** The fixed window `now` falls in, and the result for `used` requests in it. */
function windowOf(now: Date, windowMs: number) {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  const result = (used: number, limit: number, allowed: boolean): RateLimitResult => ({
    allowed,
    remaining: Math.max(0, limit - used),
    retryAfterSeconds,
  });
  return { windowStart, result };
}

/**
 * Counts one request against `key` in a fixed window of `windowMs` and says whether it is within
 * `limit`. One atomic upsert, so it holds across instances sharing the database.
 */
export async function consumeRateLimit({ key, limit, windowMs, now = new Date() }: RateLimitCall) {
  const db = await getDb();
  const { windowStart, result } = windowOf(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return result(row.count, limit, row.count <= limit);
}

/** What `key` has used in the current window, without counting this call: allowed while below `limit`. */
export async function peekRateLimit({ key, limit, windowMs, now = new Date() }: RateLimitCall) {
  const db = await getDb();
  const { windowStart, result } = windowOf(now, windowMs);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .limit(1);
  const used = row?.count ?? 0;
  return result(used, limit, used < limit);
}

/** Deletes windows that ended before `before` (housekeeping; windows are small and short). */
export async function pruneRateLimits({ before }: { before: Date }): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
