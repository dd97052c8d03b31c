/**
 * Rate limits count in fixed windows aligned to the clock (db/queries/rate-limits.ts). A test that fills a
 * window and then expects a refusal fails if the clock crosses into the next window in between, so it first
 * waits out the end of a window that closes within `marginMs` (at most that long, and rarely at all).
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
