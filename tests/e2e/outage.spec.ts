import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";

import { CuttableProxy } from "../helpers/tcp-proxy";
import { signInOverHttp, waitForHealth } from "./helpers";

/**
 * The database stops answering (a partition: connections accepted, nothing ever comes back) under the
 * production server (scripts/server.mjs). Pages and the API both answer quickly with 503 and Retry-After
 * (never a 500, never a hang), the page with its readable message; once the partition heals the same
 * process serves the founder again.
 */

test("a silent database gives pages and the API a quick 503, and the server recovers @postgres-only", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const databaseUrl = new URL(process.env.E2E_DATABASE_URL!);
  const port = 3105;
  const dataDir = ".data-e2e-outage";
  rmSync(dataDir, { recursive: true, force: true });
  const proxy = new CuttableProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);

  const server = spawn(process.execPath, ["scripts/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: "1000",
      DATABASE_QUERY_TIMEOUT_MS: "1500",
    },
    stdio: "ignore",
  });
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  const page = await context.newPage();
  const api = context.request; // shares the browser's cookies
  try {
    await waitForHealth(port, server);
    await signInOverHttp(api);
    expect((await api.get("/dashboard")).status()).toBe(200);

    proxy.blackhole();
    for (const path of ["/dashboard", "/api/projects"]) {
      const started = Date.now();
      const response = await api.get(path, { timeout: 30_000 });
      expect(response.status(), path).toBe(503);
      expect(response.headers()["retry-after"], path).toBe("5");
      expect(Date.now() - started, path).toBeLessThan(10_000);
    }
    const shown = await page.goto("/dashboard");
    expect(shown?.status()).toBe(503);
    await expect(page.getByText("We could not load this page")).toBeVisible();

    proxy.heal();
    await expect.poll(async () => (await api.get("/dashboard")).status(), { timeout: 30_000 }).toBe(200);
  } finally {
    await context.close();
    if (server.exitCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGKILL");
      await exited;
    }
    await proxy.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
