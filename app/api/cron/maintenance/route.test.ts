import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { createDemoUser } from "@/db/queries/users";
import { rateLimits, users } from "@/db/schema";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, testRequest } from "@/tests/helpers/http";

setupTestDatabase();

// CRON_SECRET must be set before the first env() (importing the route reads it).
const SECRET = "cron-secret-for-the-test-0123456789";
let GET: typeof import("./route").GET;
let POST: typeof import("./route").POST;

beforeAll(async () => {
  process.env.CRON_SECRET = SECRET;
  ({ GET, POST } = await import("./route"));
});

const DAY = 24 * 60 * 60_000;
const call = (authorization?: string) =>
  GET(testRequest("/api/cron/maintenance", authorization ? { headers: { authorization } } : {}));

describe("GET /api/cron/maintenance", () => {
  it("is not found without the bearer token, or with another", async () => {
    for (const authorization of [undefined, `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`, "Bearer "]) {
      const { status, body } = await json(await call(authorization));
      expect({ authorization, status, body }).toEqual({
        authorization,
        status: 404,
        body: { error: "not_found", message: "Not found" },
      });
    }
  });

  it("with the token, expires abandoned demo accounts and deletes old rate-limit counters", async () => {
    const db = await getDb();
    const abandoned = await createDemoUser();
    const active = await createDemoUser();
    await db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(users.id, abandoned.id));
    const key = `cron-test:${abandoned.id}`;
    await db.insert(rateLimits).values([
      { key, windowStart: new Date(Date.now() - 3 * 60 * 60_000), count: 1 },
      { key, windowStart: new Date(Date.now() - 60_000), count: 1 },
    ]);

    const { status, body } = await json(await call(`Bearer ${SECRET}`));
    expect(status).toBe(200);
    expect(body).toEqual({ demoAccountsDeleted: 1, rateLimitsPruned: true });
    const left = await db.select({ id: users.id }).from(users);
    expect(left.map((u) => u.id)).toContain(active.id);
    expect(left.map((u) => u.id)).not.toContain(abandoned.id);
    const counters = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counters).toHaveLength(1);
  });

  it("answers other methods with 405", async () => {
    const response = POST();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});

describe("isCronRequest", () => {
  it("refuses every token while CRON_SECRET is unset", () => {
    const saved = process.env.CRON_SECRET;
    delete process.env.CRON_SECRET;
    try {
      jest.isolateModules(() => {
        const { isCronRequest } = jest.requireActual<typeof import("@/lib/maintenance")>("@/lib/maintenance");
        expect(isCronRequest("Bearer ")).toBe(false);
        expect(isCronRequest("Bearer undefined")).toBe(false);
        expect(isCronRequest(null)).toBe(false);
      });
    } finally {
      process.env.CRON_SECRET = saved;
    }
  });
});
