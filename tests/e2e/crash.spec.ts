import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, Socket, type AddressInfo, type Server } from "node:net";
import { rmSync } from "node:fs";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { signInOverHttp, waitForHealth } from "./helpers";

/**
 * The server process dies (SIGKILL: no shutdown hook runs) in the middle of a generation, and starts
 * again on the same data. No project may be left half-written: each step holds either what it held
 * before or the complete new result, with its history and fields to match, and the next generation
 * works. On PostgreSQL the kill lands at the worst moment, between the save's last write and its
 * COMMIT (a TCP proxy of ours holds the COMMIT); on PGlite, whose database lives inside the process, it
 * lands at varied moments while generations are being saved, and the folder must open again intact.
 */

const ANSWERS_A = IDEA_FIXTURES[0].answers;
const ANSWERS_B = IDEA_FIXTURES[1].answers;

interface Project {
  id: string;
  status: string;
  description: string | null;
  quizData: { concept: string; problem: string } | null;
  updatedAt: string;
}

type Playwright = PlaywrightWorkerArgs["playwright"];

/** The production server, started directly (not through scripts/start.mjs) so the kill reaches it. */
function startNext(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "ignore",
  });
}

/** The server on `port`, a demo founder signed in over HTTP, and a new project of theirs. */
async function startWithProject(playwright: Playwright, port: number, env: Record<string, string>) {
  const server = startNext(port, env);
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  try {
    await waitForHealth(port, server);
    await signInOverHttp(api);
    const created = await api.post("/api/projects", { data: { name: "Crash test" } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    return { server, api, id };
  } catch (error) {
    await api.dispose();
    await kill(server);
    throw error;
  }
}

async function kill(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, "exit");
  server.kill("SIGKILL");
  await exited;
}

async function getProject(api: APIRequestContext, id: string): Promise<Project> {
  const response = await api.get(`/api/projects/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Project;
}

async function history(api: APIRequestContext, id: string): Promise<{ data: unknown }[]> {
  const response = await api.get(`/api/projects/${id}/history?step=quizData`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: unknown }[];
}

/**
 * A TCP proxy to PostgreSQL that, once armed, holds the first COMMIT sent after an UPDATE of "projects"
 * on a connection: the transaction has written everything and waits for its commit when the process
 * dies. Everything else passes through untouched.
 */
class CommitHoldingProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private armed = false;
  private onHeld: (() => void) | null = null;
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  async start() {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      let updatedProject = false;
      let holding = false;
      client.on("data", (chunk: Buffer) => {
        if (holding) return; // the rest never reaches PostgreSQL
        const text = chunk.toString("latin1").toLowerCase();
        if (this.armed && text.includes('update "projects"')) updatedProject = true;
        if (this.armed && updatedProject && /\bcommit\b/.test(text)) {
          holding = true;
          this.armed = false;
          this.onHeld?.();
          return;
        }
        upstream.write(chunk);
      });
      upstream.on("data", (chunk: Buffer) => client.write(chunk));
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        a.on("error", () => b.destroy());
        a.on("close", () => b.destroy());
        this.sockets.add(a);
        a.on("close", () => this.sockets.delete(a));
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Resolves when a save's COMMIT is being held. */
  holdNextCommit(): Promise<void> {
    this.armed = true;
    return new Promise((resolve) => (this.onHeld = resolve));
  }

  async stop() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

test("a server killed just before a generation commits leaves the project as it was @postgres-only", async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const databaseUrl = new URL(process.env.E2E_DATABASE_URL!);
  const port = 3104;
  const dataDir = ".data-e2e-crash-pg";
  rmSync(dataDir, { recursive: true, force: true });
  const proxy = new CommitHoldingProxy({
    host: databaseUrl.hostname,
    port: Number(databaseUrl.port || 5432),
  });
  await proxy.start();
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const env = { DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir };

  const started = await startWithProject(playwright, port, env);
  const { api, id } = started;
  let { server } = started;
  try {
    expect((await api.post("/api/quiz", { data: { ...ANSWERS_A, projectId: id } })).status()).toBe(200);
    const before = await getProject(api, id);
    expect(before.quizData?.problem).toBe(ANSWERS_A.problem);
    expect(await history(api, id)).toHaveLength(0);

    // The second analysis: killed with its writes done and its COMMIT on the wire.
    const held = proxy.holdNextCommit();
    const doomed = api
      .post("/api/quiz", { data: { ...ANSWERS_B, projectId: id }, timeout: 60_000 })
      .catch((e) => e);
    await held;
    await kill(server);
    expect(await doomed).toBeInstanceOf(Error); // the connection died with the process

    server = startNext(port, env);
    await waitForHealth(port, server);
    const after = await getProject(api, id); // the same session cookie: same DATA_DIR, same secret
    expect(after).toEqual(before);
    expect(await history(api, id)).toHaveLength(0);

    // The same generation, run again, saves completely, with the earlier analysis in the history.
    const retried = await api.post("/api/quiz", { data: { ...ANSWERS_B, projectId: id } });
    expect(retried.status()).toBe(200);
    const saved = await getProject(api, id);
    expect(saved.quizData?.problem).toBe(ANSWERS_B.problem);
    const versions = await history(api, id);
    expect(versions).toHaveLength(1);
    expect(versions[0].data).toEqual(before.quizData);
  } finally {
    await api.dispose();
    await kill(server);
    await proxy.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a PGlite server killed while saving generations opens again with every project whole", async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const port = 3105;
  const dataDir = ".data-e2e-crash-pglite";
  rmSync(dataDir, { recursive: true, force: true });
  const env = { DATABASE_URL: "", DATA_DIR: dataDir };
  const started = await startWithProject(playwright, port, env);
  const { api, id } = started;
  let { server } = started;
  try {
    // Both analyses once, to know exactly what a complete save of each looks like.
    const complete: Record<string, Project["quizData"]> = {};
    for (const answers of [ANSWERS_A, ANSWERS_B]) {
      expect((await api.post("/api/quiz", { data: { ...answers, projectId: id } })).status()).toBe(200);
      complete[answers.problem] = (await getProject(api, id)).quizData;
    }

    // Kill at varied moments while analyses alternate, as fast as the server saves them.
    for (const delayMs of [40, 90, 160, 250]) {
      let stop = false;
      const load = (async () => {
        for (let i = 0; !stop; i++) {
          const answers = i % 2 ? ANSWERS_A : ANSWERS_B;
          const response = await api
            .post("/api/quiz", { data: { ...answers, projectId: id } })
            .catch(() => null);
          if (!response) return;
        }
      })();
      await new Promise((r) => setTimeout(r, delayMs));
      await kill(server);
      stop = true;
      await load;

      server = startNext(port, env);
      await waitForHealth(port, server);
      const project = await getProject(api, id);
      // One analysis or the other, whole, with the matching description.
      expect([ANSWERS_A.problem, ANSWERS_B.problem]).toContain(project.quizData?.problem);
      expect(project.quizData).toEqual(complete[project.quizData!.problem]);
      expect(project.description).toBe(project.quizData!.concept.split(/(?<=[.!?])\s/)[0]);
      const versions = await history(api, id);
      for (const version of versions) expect(Object.values(complete)).toContainEqual(version.data);
    }

    // And the database still takes writes.
    expect((await api.post("/api/quiz", { data: { ...ANSWERS_A, projectId: id } })).status()).toBe(200);
    expect((await getProject(api, id)).quizData).toEqual(complete[ANSWERS_A.problem]);
  } finally {
    await api.dispose();
    await kill(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
