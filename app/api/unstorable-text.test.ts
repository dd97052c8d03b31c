import { POST as contact } from "@/app/api/contact/route";
import { PUT as putProject } from "@/app/api/projects/[projectId]/route";
import { GET as listProjects, POST as createProject } from "@/app/api/projects/route";
import { POST as quiz } from "@/app/api/quiz/route";
import { POST as supportRequest } from "@/app/api/support-requests/route";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { ANSWERS, seedProject } from "@/tests/helpers/projects";

/**
 * A NUL byte cannot be stored by PostgreSQL (nor PGlite); it used to reach the save and answer 500 — in
 * the quiz after the generation had run and been counted. Every body with one is now refused up front.
 */

setupTestDatabase();

const NUL = "Bakery\u0000 forecasting";

it("refuses a NUL byte in every kind of stored text with a 400 naming the field, and stores nothing", async () => {
  const user = await createTestUser({ tier: "rocket" });
  const project = await seedProject({ userId: user.id, upTo: "concept" });
  const ctx = routeContext({});
  const post = (body: object) => testRequest("/api/x", { method: "POST", body, cookie: user.cookie });

  const created = await json<{ message: string }>(await createProject(post({ name: NUL }), ctx));
  expect(created).toEqual({
    status: 400,
    body: { error: "invalid_request", message: expect.stringMatching(/^name .*U\+0000/) },
  });

  const put = await putProject(
    testRequest(`/api/projects/${project.id}`, { method: "PUT", body: { name: NUL }, cookie: user.cookie }),
    routeContext({ projectId: project.id }),
  );
  expect(put.status).toBe(400);

  const analysed = await quiz(
    post({ ...ANSWERS, problem: `${ANSWERS.problem}\u0000`, projectId: project.id }),
    ctx,
  );
  expect(analysed.status).toBe(400);
  expect((await analysed.json()).message).toMatch(/^problem /);

  const message = { name: "Ada", email: "ada@example.com", subject: "Hi", message: `Hello ${NUL} there` };
  expect((await contact(post(message), ctx)).status).toBe(400);
  const support = { kind: "question", topic: NUL, message: "A question long enough to be accepted." };
  expect((await supportRequest(post(support), ctx)).status).toBe(400);

  const list = (await (
    await listProjects(testRequest("/api/projects", { cookie: user.cookie }), ctx)
  ).json()) as {
    name: string;
  }[];
  expect(list.map((p) => p.name)).toEqual(["Seeded project"]);
});

it("refuses a right-to-left override in a name with a 400 that says why, and keeps the old name", async () => {
  const user = await createTestUser();
  const project = await seedProject({ userId: user.id, upTo: "concept" });
  const put = await putProject(
    testRequest(`/api/projects/${project.id}`, {
      method: "PUT",
      body: { name: "Salt\u202Ereppep" },
      cookie: user.cookie,
    }),
    routeContext({ projectId: project.id }),
  );
  expect(await json(put)).toEqual({
    status: 400,
    body: { error: "invalid_request", message: expect.stringMatching(/^name .*U\+202E.*reverse/) },
  });
  const list = (await (
    await listProjects(testRequest("/api/projects", { cookie: user.cookie }), routeContext({}))
  ).json()) as { name: string }[];
  expect(list.map((p) => p.name)).toEqual(["Seeded project"]);
});
