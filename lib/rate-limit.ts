import "server-only";

import { consumeRateLimit } from "@/db/queries/rate-limits";
import { AppError } from "./errors";

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
  const result = await consumeRateLimit({ key, limit, windowMs });
  if (!result.allowed) {
    throw new AppError(429, message, undefined, { "Retry-After": String(result.retryAfterSeconds) });
  }
}

/** The client's IP address as the proxy in front of us reports it (x-forwarded-for's first hop), or "unknown". */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
