import type { ServerResponse } from "node:http";

import { getProjectById } from "@/db/queries/projects";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { answerWith, startOpenAiServer, useOpenAiCompatible } from "@/tests/helpers/openai-server";
import { ANSWERS, seedProject } from "@/tests/helpers/projects";
import { CuttableProxy } from "@/tests/helpers/tcp-proxy";

/**
 * Faults against real PostgreSQL (TEST_DATABASE_URL): the app reaches its database through a TCP proxy of
 * ours, which the test cuts and restores. While the database is gone the API answers 503 with Retry-After
 * (never a crash or a 500), a generation whose save fails leaves the project as it was, and once the
 * database is back the same process serves requests again with every row intact. The AI model is a
 * server of ours speaking the OpenAI protocol, so a generation can be held while the database goes away.
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL);

const quiz = {
  concept: "BakeWise predicts tomorrow's demand for independent bakeries.",
  strengths: ["Measurable waste", "Clear customer", "Recurring revenue"],
  recommendations: ["Interview bakers", "Pilot with five", "Test $49"],
};
let model: Awaited<ReturnType<typeof startOpenAiServer>>;
const heldAnswers: ServerResponse[] = [];
const answer = (res: ServerResponse) => answerWith(res, JSON.stringify(quiz));

let proxy: CuttableProxy;
let routes: {
  listProjects: typeof import("@/app/api/projects/route").GET;
  createProject: typeof import("@/app/api/projects/route").POST;
  quiz: typeof import("@/app/api/quiz/route").POST;
};

const describePostgres = postgres ? describe : describe.skip;

describePostgres("database faults (PostgreSQL through a proxy the test cuts)", () => {
  setupTestDatabase();

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.start();
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    process.env.DATABASE_URL = url.toString();
    // Short timeouts, so the partition test answers in seconds (the defaults are 5 s and 15 s).
    process.env.DATABASE_CONNECT_TIMEOUT_MS = "1000";
    process.env.DATABASE_QUERY_TIMEOUT_MS = "1500";

    model = await startOpenAiServer((res) => heldAnswers.push(res));
    await useOpenAiCompatible(model.baseUrl);
    const { env } = await import("@/core/env");
    if (env().DATABASE_URL !== process.env.DATABASE_URL)
      throw new Error("env() was read before the proxy was set up");
    const projects = await import("@/app/api/projects/route");
    routes = {
      listProjects: projects.GET,
      createProject: projects.POST,
      quiz: (await import("@/app/api/quiz/route")).POST,
    };
  });

  afterAll(async () => {
    await proxy.stop();
    await model.close();
  });

  const list = (user: TestUser) =>
    routes.listProjects(testRequest("/api/projects", { cookie: user.cookie }), routeContext({}));

  it("answers 503 with Retry-After while the database is gone, and serves again with every row once it is back", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "branding" });
    expect((await list(user)).status).toBe(200);

    await proxy.cut();
    for (const response of [
      await list(user),
      await routes.createProject(
        testRequest("/api/projects", { method: "POST", body: { name: "While down" }, cookie: user.cookie }),
        routeContext({}),
      ),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        error: "service_unavailable",
        message: "The database is unavailable right now. Please try again shortly.",
      });
    }

    await proxy.start();
    const back = await list(user);
    expect(back.status).toBe(200);
    const names = ((await back.json()) as { name: string }[]).map((p) => p.name);
    expect(names).toContain(project.name);
    expect(names).not.toContain("While down");
  }, 60_000);

  it("answers 503 within the timeouts while the database stops answering (a partition), and serves again after", async () => {
    const user = await createTestUser();
    await seedProject({ userId: user.id, upTo: "concept" });
    expect((await list(user)).status).toBe(200);

    proxy.blackhole();
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? list(user)
          : routes.createProject(
              testRequest("/api/projects", {
                method: "POST",
                body: { name: "In the partition" },
                cookie: user.cookie,
              }),
              routeContext({}),
            ),
      ),
    );
    const elapsed = Date.now() - started;
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(503));
    for (const response of responses) expect(response.headers.get("retry-after")).toBe("5");
    // Connect (1 s) plus query (1.5 s) bound every request; none waits for the partition to end.
    expect(elapsed).toBeLessThan(8_000);

    proxy.heal();
    let back = await list(user);
    for (let i = 0; i < 20 && back.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = await list(user);
    }
    expect(back.status).toBe(200);
    const names = ((await back.json()) as { name: string }[]).map((p) => p.name);
    expect(names).not.toContain("In the partition");
  }, 60_000);

  it("gives a checked-out client whose connection dies back to the pool: no lost slot, no hang on close", async () => {
    const { Pool } = await import("pg");
    const { guardPool } = await import("@/db/client");
    const pool = guardPool(new Pool({ connectionString: process.env.DATABASE_URL, max: 2 }));
    pool.on("error", () => undefined);
    const client = await pool.connect(); // as drizzle's transaction does, before its BEGIN
    await client.query("select 1");
    expect(pool.totalCount).toBe(1);

    await proxy.cut();
    for (let i = 0; i < 300 && pool.totalCount > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(pool.totalCount).toBe(0); // given back and discarded, though its user never released it
    await expect(client.query("begin")).rejects.toThrow();
    client.release(); // a late release by its user is harmless

    await proxy.start();
    const fresh = await pool.connect();
    expect((await fresh.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    fresh.release();
    await pool.end(); // waits for every checked-out client: it would hang on a leaked one
  }, 60_000);

  it("a generation whose save meets a dead database leaves the project as it was", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const pending = routes.quiz(
      testRequest("/api/quiz", {
        method: "POST",
        body: {
          ...ANSWERS,
          problem: `${ANSWERS.problem} It costs them every single day.`,
          projectId: project.id,
        },
        cookie: user.cookie,
      }),
      routeContext({}),
    );
    for (let i = 0; i < 300 && heldAnswers.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(heldAnswers).toHaveLength(1);

    await proxy.cut(); // the model answers, but the save cannot reach the database
    answer(heldAnswers.shift()!);
    const response = await pending;
    expect(response.status).toBe(503);

    await proxy.start();
    const after = await getProjectById({ id: project.id, userId: user.id });
    expect(after!.quizData).toEqual(project.quizData);
    expect(after!.updatedAt).toEqual(project.updatedAt);
  }, 60_000);
});

if (!postgres) {
  // Stated, not hidden: PGlite runs in-process, so there is no connection to cut.
  it.skip("database faults run against PostgreSQL only (set TEST_DATABASE_URL)", () => undefined);
}
