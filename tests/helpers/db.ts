import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import { closeDb } from "@/db/client";

function postgresAdminUrl(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  return base;
}

/**
 * Gives the test file a fresh, migrated database: a copy of the run's PGlite template in this file's
 * DATA_DIR, or (with TEST_DATABASE_URL) a PostgreSQL database created from the run's template.
 * The application code then opens it through db/client.ts exactly as the server does.
 */
export function setupTestDatabase() {
  const url = process.env.DATABASE_URL;
  const name = url ? new URL(url).pathname.slice(1) : undefined;

  beforeAll(async () => {
    if (name) {
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: postgresAdminUrl() });
      await admin.connect();
      try {
        await admin.query(
          `CREATE DATABASE "${name}" TEMPLATE "${process.env.LAUNCHFORGE_TEST_RUN}_template"`,
        );
      } finally {
        await admin.end();
      }
    } else {
      const template = process.env.LAUNCHFORGE_PGLITE_TEMPLATE;
      if (!template) throw new Error("The PGlite template was not prepared (jest globalSetup)");
      cpSync(template, path.join(process.env.DATA_DIR!, "pglite"), { recursive: true });
    }
  });

  afterAll(async () => {
    await closeDb();
    if (name) {
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: postgresAdminUrl() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
    }
    rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  });
}
