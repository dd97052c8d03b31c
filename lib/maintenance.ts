import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

import { pruneRateLimits } from "@/db/queries/rate-limits";
import { env } from "@/core/env";
import { expireAbandonedDemoAccounts } from "./demo-accounts";
import { RATE_LIMIT_RETENTION_MS } from "./rate-limit";

/**
 * The jobs that keep the database tidy: abandoned demo accounts expire, and rate-limit counters past
 * their retention are deleted. `npm start` runs them at start and every hour (scheduleMaintenance); a host
 * that keeps no process between requests calls GET /api/cron/maintenance on a schedule (vercel.json),
 * with CRON_SECRET as its bearer token. Each job is idempotent, so both may run on one installation.
 */
export const MAINTENANCE_EVERY_MS = 60 * 60_000;

export interface MaintenanceReport {
  demoAccountsDeleted: number;
  rateLimitsPruned: true;
}

export async function runMaintenance(now = Date.now()): Promise<MaintenanceReport> {
  const demoAccountsDeleted = await expireAbandonedDemoAccounts(now);
  await pruneRateLimits({ before: new Date(now - RATE_LIMIT_RETENTION_MS) });
  return { demoAccountsDeleted, rateLimitsPruned: true };
}

/** At start and every hour after (the timer never keeps the process alive). */
export function scheduleMaintenance(): void {
  const run = () =>
    runMaintenance().catch((error: unknown) =>
      console.error("[maintenance] failed:", error instanceof Error ? error.message : error),
    );
  void run();
  setInterval(run, MAINTENANCE_EVERY_MS).unref();
}

/**
 * Whether a request carries `Authorization: Bearer <CRON_SECRET>`; always false while CRON_SECRET is
 * unset. Compared in constant time, as digests (so the lengths never differ).
 */
export function isCronRequest(authorization: string | null): boolean {
  const secret = env().CRON_SECRET;
  if (!secret || !authorization?.startsWith("Bearer ")) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(secret));
}
