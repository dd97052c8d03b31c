/**
 * How long a domain check may keep a founder waiting, and what an "unknown" in its answer means. Shared by
 * the server (lib/domains) and the brand panel, so the browser's backstop always outlasts the server's own
 * deadline. Nothing here imports server code.
 */

/** The server answers every check within this, whatever DOMAIN_LOOKUP_TIMEOUT_MS says. */
export const DOMAIN_CHECK_MAX_MS = 8_000;

/**
 * How long one check may take in all: one RDAP and one DNS lookup, plus a little for the queue, and never
 * more than DOMAIN_CHECK_MAX_MS. Lookups still out then count as unknown in the answer.
 */
export function checkDeadlineMs(timeoutMs: number): number {
  return Math.min(2 * timeoutMs + 1000, DOMAIN_CHECK_MAX_MS);
}

/**
 * The browser's backstop for a check that never comes back (a lost connection): two server deadlines,
 * since the brand panel checks ten names at once and a browser sends at most six requests to one host at
 * a time, plus a margin.
 */
export const DOMAIN_CHECK_CLIENT_TIMEOUT_MS = 2 * DOMAIN_CHECK_MAX_MS + 4_000;

/**
 * Why a check reports an extension as unknown (the most telling reason when there are several):
 * - `checks-off`: DOMAIN_CHECKS=false, nothing is looked up;
 * - `still-checking`: some lookups had not finished by the check's deadline (a "Check again" may find them);
 * - `no-answer`: the registries could not be reached, or gave no clear answer, now or a few minutes ago.
 */
export const UNKNOWN_REASONS = ["checks-off", "still-checking", "no-answer"] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];
