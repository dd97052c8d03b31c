import { POST as contact } from "@/app/api/contact/route";
import { POST as join } from "@/app/api/launch/[slug]/join/route";
import { MAX_JSON_DEPTH } from "@/lib/validation/text";
import { call, fixtureFor, ROWS, type Fixture, type Handler } from "@/tests/helpers/api-table";
import type { TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";

/**
 * Deeply nested JSON: JSON.parse takes 100,000 levels, and a recursive walk over the parsed body once ran
 * out of call stack, a 500 on every JSON route (signed out on /api/contact too). Every route that takes a
 * JSON body answers 400 past MAX_JSON_DEPTH levels, at every depth up to what fits in a body.
 */

setupTestDatabase();

const DEPTHS = [10, 1_000, 10_000, 100_000];

/** `{"a":{"a":…1…}}` or `[[…1…]]`, `depth` levels deep. */
const nested = (depth: number, kind: "object" | "array") =>
  kind === "object"
    ? '{"a":'.repeat(depth) + "1" + "}".repeat(depth)
    : "[".repeat(depth) + "1" + "]".repeat(depth);

let owner: { user: TestUser; fixture: Fixture };
beforeAll(async () => {
  owner = await fixtureFor("rocket");
}, 60_000);

/** A route that reads a body refuses one past the limit with 400 and says why; none answers 500. */
async function expectAnswered(response: Response, depth: number, readsBody: boolean) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  }
  if (readsBody && depth > MAX_JSON_DEPTH) {
    expect(response.status).toBe(400);
  }
}

describe.each(ROWS.filter((row) => row.method !== "GET" && row.method !== "DELETE"))("$name", (row) => {
  it.each(DEPTHS.flatMap((depth) => [[depth, "object"] as const, [depth, "array"] as const]))(
    "depth %i (%s): a clear 400, never a 500",
    async (depth, kind) => {
      const { path, params = {} } = row.request(owner.fixture);
      const response = await row.handler(
        testRequest(path, { method: row.method, body: nested(depth, kind), cookie: owner.user.cookie }),
        routeContext(params),
      );
      await expectAnswered(response, depth, row.request(owner.fixture).body !== undefined);
    },
  );
});

it("names the depth in its refusal", async () => {
  const row = ROWS.find((r) => r.name === "POST /api/projects")!;
  const response = await row.handler(
    testRequest("/api/projects", {
      method: "POST",
      body: nested(100_000, "object"),
      cookie: owner.user.cookie,
    }),
    routeContext({}),
  );
  expect(await response.json()).toEqual({
    error: "invalid_request",
    message: `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
  });
});

describe("signed out", () => {
  beforeAll(async () => {
    // A published page, so that its waitlist reads the body.
    for (const name of [
      "PUT /api/projects/{id}/launch-page",
      "POST /api/projects/{id}/launch-page/publish",
    ]) {
      const response = await call(
        ROWS.find((r) => r.name === name)!,
        owner.fixture,
        owner.user,
      );
      expect(response.status).toBe(200);
    }
  });

  it.each(DEPTHS)("POST /api/contact, depth %i: a clear 400, never a 500", async (depth) => {
    const response = await (contact as Handler)(
      testRequest("/api/contact", { method: "POST", body: nested(depth, "object") }),
      routeContext({}),
    );
    await expectAnswered(response, depth, true);
  });

  // The waitlist takes at most 4 KB: deeper bodies are refused for their size (413) first.
  it.each([10, 100, 600])(
    "POST /api/launch/{slug}/join, depth %i: a clear 400, never a 500",
    async (depth) => {
      const { slug } = owner.fixture;
      const response = await (join as Handler)(
        testRequest(`/api/launch/${slug}/join`, { method: "POST", body: nested(depth, "array") }),
        routeContext({ slug }),
      );
      await expectAnswered(response, depth, true);
    },
  );
});
