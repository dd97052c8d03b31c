import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { openWalkthrough, waitForHealth } from "./helpers";

/**
 * A Vercel-style host serves the prerendered pages from a CDN and runs the proxy as a function with no
 * HTML file beside it. Here: a copy of the standalone build with every prerendered page's HTML deleted
 * answers with the headers (its proxy has only the hashes compiled in at build time), and the browser gets
 * the page as the build wrote it, as a CDN would serve it. The landing page must still hydrate under the
 * strict policy: no script refused, and its walkthrough opens.
 */

const PORT = 3103;
const DIR = path.join(tmpdir(), "launchforge-e2e-no-html");
const BUILT_PAGES = path.join(".next", "server", "app");

let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DIR, { recursive: true, force: true });
  cpSync(path.join(".next", "standalone"), DIR, { recursive: true });
  const pages = path.join(DIR, BUILT_PAGES);
  const html = readdirSync(pages, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"));
  expect(html).toContain("index.html");
  for (const file of html) rmSync(path.join(pages, file));
  server = spawn(process.execPath, [path.join(DIR, "scripts", "server.mjs")], {
    cwd: DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: path.join(DIR, ".data"),
    },
    stdio: "ignore",
  });
  await waitForHealth(PORT, server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  rmSync(DIR, { recursive: true, force: true });
});

test("the landing page hydrates under the policy of a proxy that has no HTML file", async ({ page }) => {
  const origin = `http://localhost:${PORT}`;
  // The proxy's answer for / with no prerendered file anywhere near it.
  const response = await fetch(`${origin}/`);
  const policy = response.headers.get("content-security-policy") ?? "";
  const scripts = /script-src [^;]+/.exec(policy)?.[0] ?? "";
  expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);

  // The browser gets the build's own page (what a CDN serves) under that policy.
  const built = readFileSync(path.join(BUILT_PAGES, "index.html"), "utf8");
  await page.route(`${origin}/`, (route) =>
    route.fulfill({
      status: 200,
      body: built,
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": policy },
    }),
  );
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${origin}/`);
  const dialog = await openWalkthrough(page);
  await expect(dialog).toBeVisible();
  expect(refused).toEqual([]);
});
