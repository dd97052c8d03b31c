import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { savedLaunchPage } from "@/tests/helpers/launch-pages";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { awayFromWindowEdge } from "@/tests/helpers/windows";
import { VISIT_WINDOW_MS } from "@/lib/launch/public";
import { POST, GET } from "./route";

/**
 * The prerendered launch page counts its visits with a beacon: a visitor's counts, the owner's own does
 * not, nor any visit to a page that is not published; an unknown address is a 404.
 */

setupTestDatabase();

const beacon = (slug: string, viewer?: TestUser, ip = "203.0.113.1") =>
  POST(
    testRequest(`/api/launch/${slug}/visit`, {
      method: "POST",
      cookie: viewer?.cookie,
      // One proxy of ours in front (the tests' TRUST_PROXY_HOPS): the client's address.
      headers: { "sec-fetch-site": "same-origin", "x-forwarded-for": ip },
    }),
    routeContext({ slug }),
  );

describe("POST /api/launch/{slug}/visit", () => {
  it("counts a visitor's visit, signed in or not, and never the owner's own", async () => {
    const { owner, visits } = await savedLaunchPage("beacon-counts", { published: true });
    expect((await beacon("beacon-counts")).status).toBe(204);
    const other = await createTestUser();
    expect((await beacon("beacon-counts", other, "203.0.113.2")).status).toBe(204);
    expect((await beacon("beacon-counts", owner, "203.0.113.3")).status).toBe(204);
    expect(await visits()).toBe(2);
  });

  it("counts a client once per page in 30 minutes: 50 beacons from one address are one visit", async () => {
    const { visits } = await savedLaunchPage("beacon-once", { published: true });
    await awayFromWindowEdge(VISIT_WINDOW_MS);
    for (let i = 0; i < 50; i++)
      expect((await beacon("beacon-once", undefined, "198.51.100.8")).status).toBe(204);
    expect(await visits()).toBe(1);
    // Another network counts; other addresses of one IPv6 /64 do not.
    await beacon("beacon-once", undefined, "198.51.100.9");
    await beacon("beacon-once", undefined, "2001:db8:5:6::1");
    await beacon("beacon-once", undefined, "2001:db8:5:6::2");
    expect(await visits()).toBe(3);
    // The counter keeps no address: only a keyed hash.
    const db = await getDb();
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).join(" ");
    expect(keys).toContain("visit:");
    expect(keys).not.toMatch(/198\.51\.100|2001:db8/);
  });

  it("counts nothing on a page that is not published: 404 for visitors, 204 for the owner's preview", async () => {
    const { owner, visits } = await savedLaunchPage("beacon-draft", { published: false });
    const res = await beacon("beacon-draft");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect((await beacon("beacon-draft", owner)).status).toBe(204);
    expect(await visits()).toBe(0);
  });

  it("answers 404 for an unknown or malformed address and 405 for other methods", async () => {
    expect((await beacon("no-such-page")).status).toBe(404);
    expect((await beacon("Not A Slug!")).status).toBe(404);
    const get = await GET();
    expect(get.status).toBe(405);
  });
});
