import { tmpdir } from "node:os";
import path from "node:path";

/** The settings of the PostgreSQL e2e server, shared by playwright.config.ts and the journeys. */

/** Where that server's copy of the standalone build runs (scripts/run-standalone.mjs): outside the repository. */
export const E2E_STANDALONE_DIR = path.join(tmpdir(), "launchforge-e2e-standalone");

export const FAKE_STRIPE_PORT = 3199;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const E2E_STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_launchforge_e2e",
  STRIPE_PUBLISHABLE_KEY: "pk_test_launchforge_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_launchforge_e2e",
  STRIPE_API_BASE: FAKE_STRIPE_URL,
};

/** The operator (ADMIN_EMAILS) of the PostgreSQL e2e server. */
export const E2E_OPERATOR_EMAIL = "ops@launchforge.test";

/**
 * Two more listed addresses, for tests/e2e/private-data.spec.ts: a real operator account, and a demo
 * account given a listed address (which must still see nothing).
 */
export const E2E_SCAN_OPERATORS = { real: "scan-ops@launchforge.test", demo: "scan-demo@launchforge.test" };
