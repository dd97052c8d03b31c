import fc from "fast-check";

import { PUT as putProject } from "@/app/api/projects/[projectId]/route";
import { getProjectById } from "@/db/queries/projects";
import { ARTIFACT_COLUMNS } from "@/lib/artifacts/registry";
import { entitlements } from "@/lib/entitlements";
import { fixtureFor, ROWS, type Fixture, type Row } from "@/tests/helpers/api-table";
import { validArtifactValues } from "@/tests/helpers/artifact-values";
import type { TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";

/**
 * Fuzzing every signed-in route handler with fast-check: generated bodies (any JSON, broken JSON, valid
 * bodies with one field swapped for garbage, extra fields), wrong content types, garbage route params and
 * garbage session cookies. Whatever comes in, the answer is never a 500: a refusal is a 4xx with a JSON
 * `{ error, message }`, and a refused request leaves the owner's project exactly as it was.
 * (503 is allowed: it is the documented answer of the payment endpoints when no provider is configured.)
 */

setupTestDatabase();

const RUNS = 20;

interface Attempt {
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  signedOut?: boolean;
}

/** The row's valid request, minus the owner's project where a valid call cannot run here (PDFs, lookups, delete). */
function validRequest(row: Row, f: Fixture) {
  const valid = row.request(f);
  const usable = row.owner !== null && row.method !== "DELETE";
  return { ...valid, usable };
}

const garbage = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(
    null,
    true,
    [],
    {},
    "",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "0".repeat(300),
    // Text a database cannot store or a reader cannot see: NUL, other controls, a broken surrogate,
    // a right-to-left override.
    "a\u0000b",
    "Salt\u202Ereppep",
    "\u0000",
    "bell\u0007 and escape\u001b",
    "\ud800 alone",
  ),
  fc.string({ unit: "binary", maxLength: 20 }),
);

function attempts(row: Row, f: Fixture): fc.Arbitrary<Attempt> {
  const { body, params, usable } = validRequest(row, f);
  const validBody = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const keys = Object.keys(validBody);
  const realBody = usable
    ? validBody
    : { ...validBody, ...(validBody.projectId ? { projectId: crypto.randomUUID() } : {}) };
  const options: fc.Arbitrary<Attempt>[] = [
    // Any JSON value as the body.
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ body: value })),
    // Text that is not JSON, sent as JSON.
    fc.string({ maxLength: 60 }).map((text) => ({ body: `{${text}` })),
    // A wrong content type.
    fc
      .constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
      )
      .map((type) => ({ body: JSON.stringify(realBody), headers: { "content-type": type } })),
    // A garbage session cookie on a valid request.
    fc.string({ maxLength: 80 }).map((value) => ({
      body: realBody,
      headers: { cookie: `authjs.session-token=${value}` },
      signedOut: true,
    })),
    // Extra fields, including ones the old client sent (userId) and prototype pollution.
    fc
      .dictionary(
        fc.constantFrom("userId", "__proto__", "constructor", "subscriptionTier", "id", "x"),
        garbage,
      )
      .map((extra) => ({ body: { ...realBody, ...extra } })),
  ];
  if (keys.length > 0) {
    // One field of a valid body swapped for garbage.
    options.push(
      fc
        .tuple(fc.constantFrom(...keys), garbage)
        .map(([key, value]) => ({ body: { ...realBody, [key]: value } })),
    );
  }
  if (params && Object.keys(params).length > 0) {
    // Garbage in the route params (ids): never the owner's project, so nothing may change.
    options.push(
      fc.tuple(fc.constantFrom(...Object.keys(params)), fc.string({ maxLength: 60 })).map(([key, value]) => ({
        body: realBody,
        params: { ...params, [key]: value },
      })),
    );
  }
  return fc.oneof(...options);
}

async function snapshot(f: Fixture, user: TestUser) {
  return JSON.stringify(await getProjectById({ id: f.project.id, userId: user.id }));
}

let owner: { user: TestUser; fixture: Fixture };
beforeAll(async () => {
  owner = await fixtureFor("rocket");
}, 60_000);

describe.each(ROWS)("$name", (row) => {
  it("answers bad input with a 4xx JSON message, never a 500, and changes nothing when it refuses", async () => {
    const f = owner.fixture;
    let before = await snapshot(f, owner.user);
    await fc.assert(
      fc.asyncProperty(attempts(row, f), async (attempt) => {
        const valid = row.request(f);
        const path = valid.path;
        const params = attempt.params ?? valid.params ?? {};
        const headers = attempt.headers ?? {};
        const request = testRequest(path, {
          method: row.method,
          body: row.method === "GET" ? undefined : attempt.body,
          cookie: attempt.signedOut ? undefined : owner.user.cookie,
          headers,
        });
        const response = await row.handler(request, routeContext(params));
        const detail = `${row.name} ${JSON.stringify(attempt).slice(0, 300)} → ${response.status}`;
        expect({ detail, ok: response.status < 500 || response.status === 503 }).toEqual({
          detail,
          ok: true,
        });
        const after = await snapshot(f, owner.user);
        if (response.status >= 400) {
          const body = (await response.json()) as Record<string, unknown>;
          expect(body).toEqual({ error: expect.any(String), message: expect.any(String) });
          expect({ detail, unchanged: after === before }).toEqual({ detail, unchanged: true });
        }
        before = after;
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});

/** A valid value with one of its fields (at any depth of the first level) swapped for garbage. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return garbage;
  const keys = Object.keys(value);
  return fc
    .tuple(fc.constantFrom(...keys), garbage)
    .map(([key, junk]) => ({ ...(value as Record<string, unknown>), [key]: junk }));
}

describe("PUT /api/projects/{id} with every artifact column", () => {
  const values = validArtifactValues();
  let free: { user: TestUser; fixture: Fixture };
  beforeAll(async () => {
    free = await fixtureFor("freemium");
  }, 60_000);

  it.each(ARTIFACT_COLUMNS)(
    "%s: never a 500; refused bodies and columns above the plan change nothing",
    async (column) => {
      for (const who of [owner, free]) {
        const plan = entitlements(who.user);
        const f = who.fixture;
        let before = await snapshot(f, who.user);
        const body = fc.oneof(
          fc.constant({ [column]: values[column] }),
          mutated(values[column]).map((v) => ({ [column]: v })),
          garbage.map((v) => ({ [column]: v })),
          fc
            .tuple(fc.constantFrom(...ARTIFACT_COLUMNS), garbage)
            .map(([other, v]) => ({ [column]: values[column], [other]: v })),
          fc.constantFrom("completed", "draft", "", "x".repeat(60)).map((status) => ({
            [column]: values[column],
            status,
          })),
        );
        await fc.assert(
          fc.asyncProperty(body, async (attempt) => {
            const response = await putProject(
              testRequest(`/api/projects/${f.project.id}`, {
                method: "PUT",
                body: attempt,
                cookie: who.user.cookie,
              }),
              routeContext({ projectId: f.project.id }),
            );
            const detail = `${who.user.subscriptionTier} ${JSON.stringify(attempt).slice(0, 200)} → ${response.status}`;
            expect({ detail, ok: response.status < 500 }).toEqual({ detail, ok: true });
            const after = await snapshot(f, who.user);
            if (response.status >= 400) {
              expect(await response.json()).toEqual({
                error: expect.any(String),
                message: expect.any(String),
              });
              expect({ detail, unchanged: after === before }).toEqual({ detail, unchanged: true });
            }
            if (!plan.can({ edit: column }))
              expect({ detail, status: response.status }).not.toEqual({ detail, status: 200 });
            before = after;
          }),
          { numRuns: RUNS },
        );
      }
    },
    60_000,
  );
});
