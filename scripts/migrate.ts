/**
 * `npm run db:migrate`: applies db/migrations to the database the environment points at
 * (DATABASE_URL, or the PGlite folder in DATA_DIR). The server also does this at start-up.
 */
import { closeDb, getDbHandle } from "@/db/client";

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
