import { expect, test } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";

import { signInOverHttp, signInWithDemo } from "./helpers";

function runCli(args: string[], env: Record<string, string | undefined>) {
  return spawnSync("npm", ["run", "-s", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });
}

test("npm run user:tier changes the tier the app shows @cli", async ({ page }) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  expect(databaseUrl, "the @cli journeys run against PostgreSQL (E2E_DATABASE_URL)").toBeTruthy();
  await signInWithDemo(page, "/dashboard");
  await expect(page.locator("#main").getByTestId("plan-badge")).toHaveText("Free Plan");
  const me = (await (await page.request.get("/api/me")).json()) as { id: string; tier: string };
  expect(me.tier).toBe("freemium");

  const result = runCli(["user:tier", "--", me.id, "spark"], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: ".data-e2e-pg",
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  expect(result.stdout).toContain("is now on the spark plan");

  await page.reload();
  await expect(page.locator("#main").getByTestId("plan-badge")).toHaveText("Spark Plan");
  expect(((await (await page.request.get("/api/me")).json()) as { tier: string }).tier).toBe("spark");

  const unknown = runCli(["user:tier", "--", "nobody@example.com", "fuel"], { DATABASE_URL: databaseUrl });
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('No user with id or e-mail "nobody@example.com"');
  const invalid = runCli(["user:tier", "--", me.id, "platinum"], { DATABASE_URL: databaseUrl });
  expect(invalid.status).toBe(2);
  expect(invalid.stderr).toContain("Usage: npm run user:tier");
});

const RESTART_PORT = 3102;
const RESTART_DIR = ".data-e2e-restart";

function startServer(port = RESTART_PORT, dir = RESTART_DIR, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, DATABASE_URL: "", ...env },
    stdio: "ignore",
  });
}

async function waitForHealth(port = RESTART_PORT) {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become healthy");
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await once(server, "exit");
}

test("a restart keeps the session and the data; the PGlite folder is locked while in use", async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  rmSync(RESTART_DIR, { recursive: true, force: true });
  let server = startServer();
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${RESTART_PORT}` });
  try {
    await waitForHealth();
    const me = await signInOverHttp(api);
    const created = await api.post("/api/projects", { data: { name: "Survives restarts" } });
    expect(created.status()).toBe(201);

    // A second process on the same folder gets a clear error, not a corrupted database.
    const cli = runCli(["user:tier", "--", me.id, "spark"], { DATA_DIR: RESTART_DIR, DATABASE_URL: "" });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(
      /the database in \.data-e2e-restart is in use by process \d+; stop it or use DATABASE_URL/,
    );

    await stopServer(server);
    server = startServer();
    await waitForHealth();

    const again = (await (await api.get("/api/me")).json()) as { id: string };
    expect(again.id).toBe(me.id);
    const list = (await (await api.get("/api/projects")).json()) as { name: string }[];
    expect(list.map((p) => p.name)).toEqual(["Survives restarts"]);
  } finally {
    await api.dispose();
    await stopServer(server);
    rmSync(RESTART_DIR, { recursive: true, force: true });
  }
});

test("per-address limits count the socket's address: a forged X-Forwarded-For changes nothing", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const port = 3103;
  const dir = ".data-e2e-forged";
  rmSync(dir, { recursive: true, force: true });
  // The default TRUST_PROXY_HOPS=0: the app faces its clients directly.
  const server = startServer(port, dir, { TRUST_PROXY_HOPS: "0" });
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  try {
    await waitForHealth(port);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await api.post("/api/contact", {
        data: { name: "Ada", email: "ada@example.com", subject: "Hi", message: `Message number ${i} here.` },
        headers: { "x-forwarded-for": `198.51.100.${i + 1}`, "x-launchforge-peer": `203.0.113.${i + 1}` },
      });
      statuses.push(response.status());
    }
    // Five messages per address in 10 minutes: every one came from this machine, whatever it claimed.
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
  } finally {
    await api.dispose();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
