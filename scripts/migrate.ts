/**
 * `npm run db:migrate`: applies db/migrations to the database the environment points at
 * (DATABASE_URL, or the PGlite folder in DATA_DIR). The server also does this at start-up.
 */
import { loadEnvConfig } from "@next/env";

import { closeDb, getDbHandle } from "@/db/client";

// The same .env files the server reads (Next.js loads them for `npm start`), before anything reads the
// environment (core/env.ts parses it on first use).
loadEnvConfig(process.cwd());

async function main() {
  const { kind } = await getDbHandle();
  console.log(`Migrations applied (${kind}).`);
}

main()
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDb().catch(() => {});
    process.exit(1);
  });
