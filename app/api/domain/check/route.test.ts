import { consumeRateLimit } from "@/db/queries/rate-limits";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { POST } from "./route";

setupTestDatabase();
const check = (body: unknown, cookie?: string) =>
  POST(testRequest("/api/domain/check", { method: "POST", body, cookie }), routeContext({}));

// Real lookups are tested against RDAP- and DNS-protocol servers of ours in lib/domains; here, the guards.
describe("POST /api/domain/check", () => {
  it("needs a session and a brand name", async () => {
    expect((await check({ brandName: "Breadwise" })).status).toBe(401);
    const user = await createTestUser();
    for (const body of [
      {},
      { brandName: "" },
      { brandName: 42 },
      { brandName: "Breadwise", recheck: "yes" },
    ]) {
      expect((await check(body, user.cookie)).status).toBe(400);
    }
  });

  it("caps checks per user with 429 and Retry-After", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 60; i++) {
      await consumeRateLimit({ key: `domains:${user.id}`, limit: 60, windowMs: 10 * 60_000 });
    }
    const res = await check({ brandName: "Breadwise" }, user.cookie);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(res)).toEqual({
      status: 429,
      body: { error: "rate_limited", message: "Too many domain checks. Please try again in a few minutes." },
    });
  });

  it("caps checks per client address too, whichever account asks", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 300; i++) {
      await consumeRateLimit({ key: `domains-ip:${ip}`, limit: 300, windowMs: 10 * 60_000 });
    }
    const user = await createTestUser(); // a fresh account, with its own budget untouched
    const res = await POST(
      testRequest("/api/domain/check", {
        method: "POST",
        body: { brandName: "Breadwise" },
        cookie: user.cookie,
        headers: { "x-forwarded-for": ip },
      }),
      routeContext({}),
    );
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(res)).toEqual({
      status: 429,
      body: {
        error: "rate_limited",
        message: "Too many domain checks from your network. Please try again in a few minutes.",
      },
    });
  });
});
