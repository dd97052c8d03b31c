import "server-only";

import { env } from "@/core/env";
import { perUserSlots } from "@/lib/concurrency";

/** Generation budgets: per user and per client address (counters in the database), and per-instance concurrency. */

/** Generations a user may start per hour, across instances. */
export const generationRateLimit = () => ({ limit: env().GENERATION_LIMIT_PER_HOUR, windowMs: 60 * 60_000 });
/** Generations one client address may start per hour: a bound on many demo accounts from one place. */
export const generationIpRateLimit = () => ({
  limit: env().GENERATION_LIMIT_PER_HOUR_PER_IP,
  windowMs: 60 * 60_000,
});
/** Generations one user may have running at once on this instance. */
export const maxConcurrentGenerations = () => env().GENERATION_CONCURRENCY;
export const GENERATION_RATE_MESSAGE =
  "You have started many generations in the last hour. Please try again later.";
export const GENERATION_IP_RATE_MESSAGE =
  "Many generations have been started from your network in the last hour. Please try again later.";
export const GENERATION_BUSY_MESSAGE =
  "Several generations are still running for your account. Please wait for one to finish.";

/** Takes one of the user's generation slots on this instance; the returned function gives it back (once). */
export const acquireGenerationSlot = perUserSlots(maxConcurrentGenerations, GENERATION_BUSY_MESSAGE);
