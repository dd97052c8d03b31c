import { readdirSync } from "node:fs";
import path from "node:path";

import { POST as contact } from "@/app/api/contact/route";
import { POST as joinWaitlist } from "@/app/api/launch/[slug]/join/route";
import { POST as leaveWaitlist } from "@/app/api/launch/[slug]/unsubscribe/route";
import { POST as countVisit } from "@/app/api/launch/[slug]/visit/route";
import { POST as logoSvg } from "@/app/api/logo/svg/route";
import { POST as restoreVersion } from "@/app/api/projects/[projectId]/history/[versionId]/restore/route";
import { GET as getProject, PUT as putProject } from "@/app/api/projects/[projectId]/route";
import { GET as listProjects } from "@/app/api/projects/route";
import { listProjectStepVersions, saveProjectData } from "@/db/queries/project-data";
import { projectStatus } from "@/lib/steps";
import { createProject } from "@/db/queries/projects";
import { TIERS, type Tier } from "@/db/schema";
import { ARTIFACT_COLUMNS, ARTIFACTS, type ArtifactColumn } from "@/lib/artifacts/registry";
import { isMethodNotAllowed } from "@/lib/http";
import { operatorRows } from "@/tests/helpers/admin-table";
import { below, call, fixtureFor, ROWS, type Fixture, type Handler } from "@/tests/helpers/api-table";
import { validArtifactValues } from "@/tests/helpers/artifact-values";
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

/** Everything the user's projects hold, with their update times. */
async function ownProjects(user: TestUser) {
  const res = await listProjects(testRequest("/api/projects", { cookie: user.cookie }), routeContext({}));
  expect(res.status).toBe(200);
  const list = (await res.json()) as { id: string }[];
  return Promise.all(
    list.map(async ({ id }) =>
      (
        await getProject(
          testRequest(`/api/projects/${id}`, { cookie: user.cookie }),
          routeContext({ projectId: id }),
        )
      ).json(),
    ),
  );
}
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

  if (row.method !== "GET") {
    it("refuses the owner's call sent from another site's page (403), and changes nothing", async () => {
      const { user, fixture } = owner();
      const before = await ownProjects(user);
      const res = await call(row, fixture, user, {
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "forbidden",
        message: "Cross-site requests are not allowed.",
      });
      expect(await ownProjects(user)).toEqual(before);
    });
  }

  if (row.owner === null) {
    it.skip(`the owner's answer (${row.why})`, () => undefined);
  } else {
    it(`answers ${row.owner} to the owner on ${row.tier} or above`, async () => {
      const res = await call(row, owner().fixture, owner().user);
      expect(res.status).toBe(row.owner);
      // A download is the file it says it is: a PDF starts with its signature, an Office file is a zip.
      const type = res.headers.get("content-type") ?? "";
      const head =
        type.includes("pdf") || type.includes("officedocument") ? Buffer.from(await res.arrayBuffer()) : null;
      if (type.includes("pdf")) expect(head!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      if (type.includes("officedocument")) expect(head!.subarray(0, 2).toString("latin1")).toBe("PK");
    });
  }
});

/**
 * Every artifact column × every plan, for the two writes that take stored data from the client or the
 * history: PUT /api/projects/{id} and the history restore. A plan below the column's edit/restore plan
 * gets 403 and nothing is stored; the others get 200 and the value.
 */
describe("column × plan: edits and restores", () => {
  const values = validArtifactValues();
  /** What the column holds before the call: a value unlike the one the call writes. */
  const marker = (column: ArtifactColumn) => ({ replacedBy: "the matrix", column });
  /** A project whose every column holds its marker, with the valid value in its history. */
  async function markedProject(user: TestUser) {
    const project = await createProject({
      userId: user.id,
      values: { name: "Matrix" },
      limitFor: () => null,
    });
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values,
      replacedBy: "generated",
      statusOf: projectStatus,
    });
    const markers = Object.fromEntries(ARTIFACT_COLUMNS.map((c) => [c, marker(c)]));
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: markers,
      replacedBy: "edited",
      statusOf: projectStatus,
    });
    return project.id;
  }
  const stored = async (user: TestUser, projectId: string, column: ArtifactColumn) => {
    const res = await getProject(
      testRequest(`/api/projects/${projectId}`, { cookie: user.cookie }),
      routeContext({ projectId }),
    );
    return ((await res.json()) as Record<string, unknown>)[column];
  };
  const rank = (tier: Tier) => TIERS.indexOf(tier);
  const cases = TIERS.flatMap((tier) => ARTIFACT_COLUMNS.map((column) => ({ tier, column })));

  it.each(cases)("PUT $column on $tier", async ({ tier, column }) => {
    const { user } = users[tier];
    const projectId = await markedProject(user);
    const res = await putProject(
      testRequest(`/api/projects/${projectId}`, {
        method: "PUT",
        body: { [column]: values[column] },
        cookie: user.cookie,
      }),
      routeContext({ projectId }),
    );
    if (rank(tier) >= rank(ARTIFACTS[column].plans.edit)) {
      expect(res.status).toBe(200);
      expect(await stored(user, projectId, column)).toEqual(values[column]);
    } else {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "forbidden", message: expect.stringMatching(/plan/) });
      expect(await stored(user, projectId, column)).toEqual(marker(column));
    }
  });

  it.each(cases)("restore $column on $tier", async ({ tier, column }) => {
    const { user } = users[tier];
    const projectId = await markedProject(user);
    const [version] = (await listProjectStepVersions({ projectId, userId: user.id, step: column }))!;
    const res = await restoreVersion(
      testRequest(`/api/projects/${projectId}/history/${version.id}/restore`, {
        method: "POST",
        cookie: user.cookie,
      }),
      routeContext({ projectId, versionId: version.id }),
    );
    if (rank(tier) >= rank(ARTIFACTS[column].plans.restore)) {
      expect(res.status).toBe(200);
      expect(await stored(user, projectId, column)).toEqual(values[column]);
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe("forbidden");
      expect(await stored(user, projectId, column)).toEqual(marker(column));
    }
  });

  it("a Free user cannot store a Spark step by PUT (the gap the registry closed)", async () => {
    const { user } = users.freemium;
    const projectId = await markedProject(user);
    for (const column of ["prototypeData", "actionPlanData", "pitchData"] as const) {
      const res = await putProject(
        testRequest(`/api/projects/${projectId}`, {
          method: "PUT",
          body: { [column]: values[column] },
          cookie: user.cookie,
        }),
        routeContext({ projectId }),
      );
      expect(res.status).toBe(403);
      expect(await stored(user, projectId, column)).toEqual(marker(column));
    }
  });
});

describe("the status", () => {
  it("is refused from the client (400) and follows the steps that are stored", async () => {
    const { user } = users.rocket;
    const project = await createProject({
      userId: user.id,
      values: { name: "Status" },
      limitFor: () => null,
    });
    const put = (body: object) =>
      putProject(
        testRequest(`/api/projects/${project.id}`, { method: "PUT", body, cookie: user.cookie }),
        routeContext({ projectId: project.id }),
      );
    for (const status of ["completed", "x".repeat(50)]) {
      const res = await put({ status });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/status is set by the server/);
    }
    expect((await (await put({ name: "Renamed" })).json()).status).toBe("draft");
    const values = validArtifactValues();
    expect((await (await put({ quizData: values.quizData })).json()).status).toBe("concept_analysis");
    const res = await put({
      brandData: values.brandData,
      fullBusinessAnalysisData: values.fullBusinessAnalysisData,
    });
    expect((await res.json()).status).toBe("business_analysis");
    // A Fuel column is not a step: the status stays.
    expect((await (await put({ marketingPlanData: values.marketingPlanData })).json()).status).toBe(
      "business_analysis",
    );
  });
});

/** Handlers outside the table, each tested on its own (name → why). */
const PUBLIC_HANDLERS: Record<string, string> = {
  "GET /api/auth/[...nextauth]": "Auth.js",
  "POST /api/auth/[...nextauth]": "Auth.js, with its own CSRF token",
  "GET /api/health": "public status",
  "GET /api/ping": "the benchmark's bare route",
  "GET /api/cron/maintenance": "the scheduler's bearer token (CRON_SECRET), tested in its own file",
  "POST /api/contact": "public form, checked below",
  "POST /api/logo/svg": "public generator, checked below",
  "GET /api/logo/svg": "public generator (a picture from its query; no state changes)",
  "POST /api/webhooks/stripe": "Stripe, with its signature",
  "POST /api/launch/[slug]/join":
    "a published launch page's waitlist form, checked below and in its own tests",
  "GET /api/launch/[slug]/confirm": "the waitlist's confirmation link (a token), tested with the join route",
  "POST /api/launch/[slug]/unsubscribe": "the waitlist's leave button (a token), checked below",
  "GET /api/launch/[slug]/mockups/[kind]": "a published page's pictures (no state changes)",
  "POST /api/launch/[slug]/visit": "a published page's visit beacon, checked below and in its own tests",
  ...Object.fromEntries(
    ["GET", "POST", "PUT", "PATCH", "DELETE"].map((method) => [
      `${method} /api/[...path]`,
      "the JSON 404 for unknown paths",
    ]),
  ),
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(path.join(dir, entry.name))
      : entry.name === "route.ts"
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe("coverage", () => {
  it("every API handler is in the table or named as public", async () => {
    const operator = Object.values(await operatorRows());
    const inTable = new Set<unknown>([...ROWS, ...operator].map((row) => row.handler));
    const missing: string[] = [];
    const files = routeFiles(path.join(process.cwd(), "app/api"));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const route = `/${path.relative(process.cwd(), path.dirname(file)).split(path.sep).join("/")}`.replace(
        /^\/app/,
        "",
      );
      const mod = (await import(file)) as Record<string, unknown>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (!mod[method] || isMethodNotAllowed(mod[method])) continue; // a 405 reads nothing
        const name = `${method} ${route}`;
        if (!inTable.has(mod[method]) && !PUBLIC_HANDLERS[name]) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the public forms refuse calls sent from another site's page", async () => {
    const headers = { "sec-fetch-site": "cross-site" };
    const body = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Hello",
      message: "A message long enough.",
    };
    for (const handler of [contact, logoSvg, joinWaitlist, leaveWaitlist, countVisit] as Handler[]) {
      const res = await handler(
        testRequest("/api/x", { method: "POST", body, headers }),
        routeContext({ slug: "x" }),
      );
      expect(res.status).toBe(403);
    }
  });
});
