import "server-only";

import { consumeRateLimit, peekRateLimit, pruneRateLimits } from "@/db/queries/rate-limits";
import { createHmac } from "node:crypto";

import ipaddr from "ipaddr.js";

import { authSecret, env } from "@/core/env";
import { AppError } from "@/core/errors";

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

/**
 * The site-wide demo-account budget, spent by accounts created, not by attempts: `checkDemoAccountBudget`
 * refuses with 429 once the hour's budget is spent, without counting; `spendDemoAccountBudget` counts one
 * account where it is actually made. Concurrent attempts may pass the check together and overshoot by a
 * few; the cap stays a cap.
 */
const DEMO_BUDGET = { key: "demo-accounts:all", windowMs: 60 * 60_000 };

export async function checkDemoAccountBudget(): Promise<void> {
  const result = await peekRateLimit({ ...DEMO_BUDGET, limit: env().DEMO_ACCOUNTS_PER_HOUR });
  if (!result.allowed) {
    throw new AppError(
      429,
      "Many demo accounts have been created in the last hour. Please try again later, or sign in with Google or GitHub.",
      undefined,
      { "Retry-After": String(result.retryAfterSeconds) },
    );
  }
}

export async function spendDemoAccountBudget(): Promise<void> {
  await consumeRateLimit({ ...DEMO_BUDGET, limit: env().DEMO_ACCOUNTS_PER_HOUR });
}

/** Set by scripts/server.mjs on every request, over anything the client sent: the socket's address. */
export const PEER_HEADER = "x-launchforge-peer";

/**
 * The client's address, for per-address limits. The chain is X-Forwarded-For's entries followed by the
 * socket's address (or "unknown" where the app runs without scripts/server.mjs); TRUST_PROXY_HOPS says
 * how many proxies of ours stand in front, and the address is the one that many hops from the right.
 * 0 (default): the socket's address, X-Forwarded-For ignored (a client could write anything there).
 * 1: one proxy that appends the address it saw (nginx `proxy_add_x_forwarded_for`, most load balancers).
 * Entries a client wrote before those are never read, so `X-Forwarded-For: fake` changes nothing.
 */
export function clientIp(request: { headers: Headers }, hops = env().TRUST_PROXY_HOPS): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, request.headers.get(PEER_HEADER)?.trim() || "unknown"];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * The client for per-address limits and counts: clientIp, with an IPv6 address cut to its /64 (one home or
 * server is given a whole /64, so keying on the full address gave each of its 2^64 addresses a budget of
 * its own) and an IPv4-mapped IPv6 address read as the IPv4 one. Anything unparseable is kept as it is.
 */
export function clientKey(request: { headers: Headers }, hops = env().TRUST_PROXY_HOPS): string {
  const ip = clientIp(request, hops);
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}

/**
 * The client as a short pseudonym (an HMAC of clientKey under the server's secret): countable without
 * keeping its address. A plain hash of an IPv4 address could be reversed by trying all four billion.
 */
export function hashedClient(request: { headers: Headers }): string {
  return createHmac("sha256", authSecret())
    .update(`client:${clientKey(request)}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Whether this is the first time `key` is seen in the current window of `windowMs` (then true, once); the
 * counter lives with the rate limits, in the database, and is deleted with them.
 */
export async function firstInWindow(key: string, windowMs: number): Promise<boolean> {
  if (windowMs > MAX_RATE_LIMIT_WINDOW_MS) throw new Error(`Windows are at most an hour (${key})`);
  const result = await consumeRateLimit({ key, limit: 1, windowMs });
  await pruneNowAndThen(Date.now());
  return result.allowed;
}
