import { setupTestDatabase } from "@/tests/helpers/db";
import { consumeRateLimit } from "./rate-limits";

setupTestDatabase();

describe("consumeRateLimit", () => {
  it("allows `limit` requests per window, then refuses with the seconds left", async () => {
    const now = new Date("2026-11-21T10:00:30Z");
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit({ key: "t:a", limit: 3, windowMs: 60_000, now }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ remaining: 0, retryAfterSeconds: 30 });
    // The next window starts fresh; other keys are independent.
    expect(
      (
        await consumeRateLimit({
          key: "t:a",
          limit: 3,
          windowMs: 60_000,
          now: new Date("2026-11-21T10:01:00Z"),
        })
      ).allowed,
    ).toBe(true);
    expect((await consumeRateLimit({ key: "t:b", limit: 3, windowMs: 60_000, now })).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const now = new Date("2026-11-21T11:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit({ key: "t:c", limit: 4, windowMs: 60_000, now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(4);
  });
});
