import { getDb } from "@/db/client";
import { consumeRateLimit } from "@/db/queries/rate-limits";
import { rateLimits } from "@/db/schema";
import { setupTestDatabase } from "@/tests/helpers/db";
import { enforceRateLimit, RATE_LIMIT_RETENTION_MS } from "./rate-limit";

setupTestDatabase();

const keys = async () =>
  (await (await getDb()).select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();

describe("rate_limits stays bounded", () => {
  it("deletes the counters whose windows ended over the retention ago, and keeps the live ones", async () => {
    const now = Date.now();
    const old = new Date(now - RATE_LIMIT_RETENTION_MS - 10 * 60_000);
    const recent = new Date(now - 30 * 60_000);
    for (let i = 0; i < 50; i++)
      await consumeRateLimit({ key: `old:${i}`, limit: 5, windowMs: 10 * 60_000, now: old });
    await consumeRateLimit({ key: "recent", limit: 5, windowMs: 60 * 60_000, now: recent });
    expect((await keys()).length).toBe(51);

    await enforceRateLimit({ key: "live", limit: 5, windowMs: 60_000, message: "x" });
    expect(await keys()).toEqual(["live", "recent"]);

    // The counts of a live window survive the pruning: the limit still holds.
    for (let i = 0; i < 4; i++)
      await enforceRateLimit({ key: "live", limit: 5, windowMs: 60_000, message: "x" });
    await expect(
      enforceRateLimit({ key: "live", limit: 5, windowMs: 60_000, message: "Too many" }),
    ).rejects.toThrow("Too many");
  });

  it("refuses a window longer than the retention can keep", async () => {
    await expect(
      enforceRateLimit({ key: "day", limit: 5, windowMs: 24 * 60 * 60_000, message: "x" }),
    ).rejects.toThrow(/at most an hour/);
  });
});
