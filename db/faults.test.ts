import type { ServerResponse } from "node:http";
import { createServer, Socket, type Server } from "node:net";
import type { AddressInfo } from "node:net";

import { getProjectById } from "@/db/queries/projects";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { answerWith, startOpenAiServer, useOpenAiCompatible } from "@/tests/helpers/openai-server";
import { ANSWERS, seedProject } from "@/tests/helpers/projects";

/**
 * Faults against real PostgreSQL (TEST_DATABASE_URL): the app reaches its database through a TCP proxy of
 * ours, which the test cuts and restores. While the database is gone the API answers 503 with Retry-After
 * (never a crash or a 500), a generation whose save fails leaves the project as it was, and once the
 * database is back the same process serves requests again with every row intact. The AI model is a
 * server of ours speaking the OpenAI protocol, so a generation can be held while the database goes away.
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
class CuttableProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        a.pipe(b);
        a.on("error", () => b.destroy());
        a.on("close", () => b.destroy());
        this.sockets.add(a);
        a.on("close", () => this.sockets.delete(a));
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** The database "goes away": open connections drop and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server!;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  async stop(): Promise<void> {
    if (this.server) await this.cut();
  }
}

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

    model = await startOpenAiServer((res) => heldAnswers.push(res));
    await useOpenAiCompatible(model.baseUrl);
    const { env } = await import("@/lib/env");
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
