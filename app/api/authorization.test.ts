import { GET as getProject } from "@/app/api/projects/[projectId]/route";
import { TIERS, type Tier } from "@/db/schema";
import { below, call, fixtureFor, ROWS, type Fixture } from "@/tests/helpers/api-table";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";

/**
 * The authorisation matrix: every API endpoint × (signed out, another user, a plan below the one it
 * needs, the owner on the right plan), with the status each must answer, generated from one table
 * (tests/helpers/api-table.ts).
 */

setupTestDatabase();

const users = {} as Record<Tier, { user: TestUser; fixture: Fixture }>;
let stranger: TestUser;

beforeAll(async () => {
  for (const tier of TIERS) users[tier] = await fixtureFor(tier);
  stranger = await createTestUser({ tier: "rocket" });
}, 120_000);

describe.each(ROWS)("$name", (row) => {
  const owner = () => users.rocket;

  it("answers 401 when signed out", async () => {
    const res = await call(row, owner().fixture);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: "unauthorized",
      message: "Please sign in to access this feature.",
    });
  });

  if (row.owned) {
    it("answers 404 to another user, and leaves the project as it was", async () => {
      const res = await call(row, owner().fixture, stranger);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toMatch(/not found/i);
      const still = await getProject(
        testRequest(`/api/projects/${owner().fixture.project.id}`, { cookie: owner().user.cookie }),
        routeContext({ projectId: owner().fixture.project.id }),
      );
      expect(still.status).toBe(200);
    });
  }

  const lower = below(row.tier);
  if (lower) {
    it(`answers 403 on ${lower}, naming the plan it needs`, async () => {
      const { user, fixture } = users[lower];
      const res = await call(row, fixture, user);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe("forbidden");
    });
  }

  if (row.owner === null) {
    it.skip(`the owner's answer (${row.why})`, () => undefined);
  } else {
    it(`answers ${row.owner} to the owner on ${row.tier} or above`, async () => {
      const res = await call(row, owner().fixture, owner().user);
      expect(res.status).toBe(row.owner);
    });
  }
});
