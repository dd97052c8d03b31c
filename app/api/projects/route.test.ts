import { sql } from "drizzle-orm";

import { getDb } from "@/db/client";
import { projects } from "@/db/schema";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { GET, POST } from "./route";
import { HVAC_QUOTES } from "@/tests/fixtures/fresh-ideas";

setupTestDatabase();

const ctx = routeContext({});

describe("/api/projects", () => {
  it("answers 401 JSON when signed out", async () => {
    const res = await json(await GET(testRequest("/api/projects"), ctx));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "unauthorized", message: "Please sign in to access this feature." });
  });

  it("ignores the old client's identity headers", async () => {
    const victim = await createTestUser();
    const res = await GET(
      testRequest("/api/projects", {
        headers: { "x-demo-user": JSON.stringify({ uid: victim.id }), "x-firebase-user": victim.id },
      }),
      ctx,
    );
    expect(res.status).toBe(401);
  });

  it("creates and lists a user's own projects only", async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    const created = await json<{ id: string; name: string; status: string }>(
      await POST(
        testRequest("/api/projects", {
          method: "POST",
          body: { name: "Alice's idea" },
          cookie: alice.cookie,
        }),
        ctx,
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Alice's idea", status: "draft" });

    const aliceList = await json<{ id: string }[]>(
      await GET(testRequest("/api/projects", { cookie: alice.cookie }), ctx),
    );
    expect(aliceList.body.map((p) => p.id)).toEqual([created.body.id]);
    const bobList = await json<unknown[]>(
      await GET(testRequest("/api/projects", { cookie: bob.cookie }), ctx),
    );
    expect(bobList.body).toEqual([]);
  });

  it("never returns step data or the owner's id in the list", async () => {
    const user = await createTestUser();
    await POST(
      testRequest("/api/projects", { method: "POST", body: { name: "Listed" }, cookie: user.cookie }),
      ctx,
    );
    const list = await json<Record<string, unknown>[]>(
      await GET(testRequest("/api/projects", { cookie: user.cookie }), ctx),
    );
    expect(Object.keys(list.body[0]).sort()).toEqual([
      "createdAt",
      "description",
      "id",
      "name",
      "status",
      "updatedAt",
    ]);
  });

  it.each([
    [{}, "name"],
    [{ name: "   " }, "name"],
    [{ name: "x".repeat(121) }, "name"],
    [{ name: "ok", quizData: { problem: "short" } }, "quizData.problem"],
  ])("rejects %j with 400 naming %s", async (body, field) => {
    const user = await createTestUser();
    const res = await json<{ error: string; message: string }>(
      await POST(testRequest("/api/projects", { method: "POST", body, cookie: user.cookie }), ctx),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.message).toContain(field);
  });

  it("refuses a count of customers the founder's market cannot hold, and keeps one it can", async () => {
    const user = await createTestUser();
    const { analyzeIdea, storedProfile } = await import("@/lib/ai/offline/profile");
    const answers = {
      problem: "Irish restaurants lose stock when a fridge fails overnight and nobody notices until morning.",
      solution: "Wireless fridge sensors that text the owner when the temperature drifts.",
      targetAudience: "Independent restaurants in Ireland.",
      differentiator: "Fitted in ten minutes, no electrician needed.",
      businessModel: "€29 a month per site.",
    };
    const profile = { ...storedProfile(analyzeIdea({ answers })), confirmed: true };
    const post = async (count: number) =>
      json<{ error: string; message: string }>(
        await POST(
          testRequest("/api/projects", {
            method: "POST",
            body: {
              name: "Fridge alerts",
              quizData: { ...answers, profile: { ...profile, customerCount: { count, source: "FSAI" } } },
            },
            cookie: user.cookie,
          }),
          ctx,
        ),
      );
    const tooMany = await post(90_000_000);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(
      /^90M customers is more than the [\d.]+M people who live in Ireland: enter the count of your customers there\.$/,
    );
    const zero = await post(0);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain("A market has at least one customer");
    expect((await post(2400)).status).toBe(201);
  });

  it("refuses team costs below 0 or not a number, and keeps the founder's", async () => {
    const user = await createTestUser();
    const { analyzeIdea, storedProfile } = await import("@/lib/ai/offline/profile");
    const answers = HVAC_QUOTES;
    const profile = { ...storedProfile(analyzeIdea({ answers })), confirmed: true };
    const post = async (monthlyCost: unknown) =>
      json<{ error: string; message: string }>(
        await POST(
          testRequest("/api/projects", {
            method: "POST",
            body: {
              name: "HVAC quotes",
              quizData: { ...answers, profile: { ...profile, team: { who: "two founders", monthlyCost } } },
            },
            cookie: user.cookie,
          }),
          ctx,
        ),
      );
    const negative = await post(-5);
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain("Costs are 0 or more");
    expect((await post("a lot")).status).toBe(400);
    expect((await post(1500)).status).toBe(201);
  });

  it("rejects malformed JSON and non-JSON bodies", async () => {
    const user = await createTestUser();
    const bad = await json<{ message: string }>(
      await POST(testRequest("/api/projects", { method: "POST", body: "{nope", cookie: user.cookie }), ctx),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Request body must be valid JSON.");
    const text = await POST(
      testRequest("/api/projects", {
        method: "POST",
        body: "name=x",
        cookie: user.cookie,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      ctx,
    );
    expect(text.status).toBe(415);
  });

  it("limits the Free plan to 3 projects and names the limit", async () => {
    const user = await createTestUser();
    for (let i = 1; i <= 3; i++) {
      const res = await POST(
        testRequest("/api/projects", { method: "POST", body: { name: `P${i}` }, cookie: user.cookie }),
        ctx,
      );
      expect(res.status).toBe(201);
    }
    const fourth = await json<{ error: string; message: string }>(
      await POST(
        testRequest("/api/projects", { method: "POST", body: { name: "P4" }, cookie: user.cookie }),
        ctx,
      ),
    );
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toMatch(/up to 3 projects.*Upgrade/);
  });

  it("holds the limit under concurrent requests", async () => {
    const user = await createTestUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        POST(
          testRequest("/api/projects", { method: "POST", body: { name: `C${i}` }, cookie: user.cookie }),
          ctx,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(3);
  });

  it("lets paid plans keep more than 3 projects", async () => {
    const user = await createTestUser({ tier: "spark" });
    for (let i = 1; i <= 4; i++) {
      const res = await POST(
        testRequest("/api/projects", { method: "POST", body: { name: `S${i}` }, cookie: user.cookie }),
        ctx,
      );
      expect(res.status).toBe(201);
    }
  });
});

describe("GET /api/projects, a page at a time", () => {
  /** Projects whose creation times collide: three in one microsecond, two more in the same millisecond. */
  async function seed(userId: string) {
    const db = await getDb();
    const base = "2026-03-01 12:00:00.123";
    const times = ["400", "400", "400", "150", "900", "000", "000", "999"].map((us) => `${base}${us}+00`);
    const rows = await db
      .insert(projects)
      .values(times.map((t, i) => ({ userId, name: `P${i}`, createdAt: sql`${t}::timestamptz` })))
      .returning({ id: projects.id });
    const other = await createTestUser({ tier: "rocket" });
    await db.insert(projects).values({ userId: other.id, name: "Not yours" });
    return rows.map((r) => r.id);
  }

  const page = (cookie: string, path: string) => GET(testRequest(path, { cookie }), ctx);

  it("walks every project once, newest first, by the Link header, to the microsecond", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const ids = await seed(user.id);
    const all = (await json<{ id: string }[]>(await page(user.cookie, "/api/projects"))).body.map(
      (p) => p.id,
    );
    expect(all).toHaveLength(ids.length);
    expect(new Set(all)).toEqual(new Set(ids));

    const walked: string[] = [];
    let path: string | null = "/api/projects?limit=2";
    let pages = 0;
    while (path) {
      const res = await page(user.cookie, path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: string; name: string }[];
      expect(body.length).toBeLessThanOrEqual(2);
      walked.push(...body.map((p) => p.id));
      path = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(4);
    expect(walked).toEqual(all);
  });

  it("answers one page without a Link header when everything fits", async () => {
    const user = await createTestUser({ tier: "rocket" });
    await seed(user.id);
    const res = await page(user.cookie, "/api/projects?limit=100");
    expect((await res.json()) as unknown[]).toHaveLength(8);
    expect(res.headers.get("link")).toBeNull();
  });

  it.each([
    ["limit=0", /limit must be at least 1/],
    ["limit=101", /limit must be at most 100/],
    ["limit=two", /limit must be a number/],
    ["after=bm90IGEgY3Vyc29y", /after must be the cursor of a previous page/],
    [`after=${Buffer.from("2026-03-01T12:00:00.123Z|x").toString("base64url")}`, /after must be the cursor/],
  ])("answers 400 for %s", async (query, message) => {
    const user = await createTestUser();
    const res = await json<{ error: string; message: string }>(
      await page(user.cookie, `/api/projects?${query}`),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});
