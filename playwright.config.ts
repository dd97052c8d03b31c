import { defineConfig } from "@playwright/test";

import path from "node:path";

import {
  E2E_OPERATOR_EMAIL,
  E2E_SCAN_OPERATORS,
  E2E_STANDALONE_DIR,
  E2E_STRIPE,
  FAKE_STRIPE_PORT,
} from "./tests/e2e/stripe-env";

/**
 * Browser journeys against the production server (`node scripts/start.mjs`, built beforehand by
 * `npm run test:e2e`), driven in Debian's Chromium. Two servers: the default install (PGlite in a fresh
 * data folder) and, when E2E_DATABASE_URL is set, PostgreSQL — where the operator CLI can run beside the
 * server, so journeys tagged @cli run there. The PostgreSQL server also takes payments, through a
 * Stripe-protocol test server of ours (journeys tagged @postgres); the PGlite one, like a fresh install,
 * has no payment provider (@payments journeys run on PostgreSQL only). Journeys tagged @postgres run on
 * both servers; @postgres-only ones, like @cli, on PostgreSQL alone.
 * The PostgreSQL server is the standalone build, copied outside the repository and started as the
 * Dockerfile's image starts it (scripts/run-standalone.mjs); the PGlite one is `npm start`.
 */

const PGLITE_PORT = 3100;
const POSTGRES_PORT = 3101;

const postgresUrl = process.env.E2E_DATABASE_URL;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

/** Each run starts from an empty data folder (PGlite database and generated secret). */
const server = (
  port: number,
  env: Record<string, string> & { DATA_DIR: string },
  start = "node scripts/start.mjs",
) => ({
  command: `node -e "require('fs').rmSync('${env.DATA_DIR}',{recursive:true,force:true})" && ${start}`,
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "pipe" as const,
  env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", DOMAIN_LOOKUP_TIMEOUT_MS: "500", ...env },
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 60_000,
  // Two journeys share two cores with the server; a page's first render after a busy start has
  // taken more than 10 s in CI (the project page, twice), so a wait allows 20 s before it fails.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: { ...chromium, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    {
      name: "pglite",
      grepInvert: /@cli|@payments|@postgres-only/,
      use: { baseURL: `http://localhost:${PGLITE_PORT}` },
    },
    ...(postgresUrl
      ? [
          {
            name: "postgres",
            grep: /@cli|@postgres|@payments/, // @postgres-only matches @postgres
            use: { baseURL: `http://localhost:${POSTGRES_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    server(PGLITE_PORT, { DATA_DIR: ".data-e2e" }),
    ...(postgresUrl
      ? [
          {
            command: `npx tsx tests/helpers/stripe-server-cli.ts ${FAKE_STRIPE_PORT}`,
            url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/__control/health`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
          server(
            POSTGRES_PORT,
            {
              // Absolute: the server runs from its copy, and the journeys' CLI runs here on the same folder.
              DATA_DIR: path.resolve(".data-e2e-pg"),
              DATABASE_URL: postgresUrl,
              ...E2E_STRIPE,
              // The operator console (tests/e2e/operator-console.spec.ts); no SMTP: an install without mail.
              ADMIN_EMAILS: [E2E_OPERATOR_EMAIL, E2E_SCAN_OPERATORS.real, E2E_SCAN_OPERATORS.demo].join(","),
              SCHEDULING_URL: "https://cal.com/launchforge/mentoring",
            },
            `node scripts/run-standalone.mjs ${E2E_STANDALONE_DIR}`,
          ),
        ]
      : []),
  ],
});
