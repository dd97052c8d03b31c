/**
 * Runs in every test file before any import. Each file gets its own data folder and, with
 * TEST_DATABASE_URL, its own PostgreSQL database name (created from the run's template on first use by
 * tests/helpers/db.ts). A developer's DATABASE_URL is never touched by tests.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.AUTH_SECRET = "jest-auth-secret-not-for-production-0123456789";
process.env.AI_PROVIDER = "offline";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "launchforge-jest-"));
process.env.NEXT_TELEMETRY_DISABLED = "1";
// Route tests call handlers directly (no socket): they name the client with X-Forwarded-For, as one
// trusted proxy in front would.
process.env.TRUST_PROXY_HOPS = "1";
for (const key of [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "OPENAI_API_KEY",
  "AUTH_GOOGLE_ID",
  "AUTH_GITHUB_ID",
]) {
  delete process.env[key];
}

const base = process.env.TEST_DATABASE_URL;
if (base) {
  const url = new URL(base);
  url.pathname = `/${process.env.LAUNCHFORGE_TEST_RUN}_f_${randomBytes(4).toString("hex")}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}
