import { getDbHandle } from "./client";
import { DatabaseLockedError } from "./lock";

/**
 * Opens the database and applies migrations before traffic arrives. A PGlite folder held by another
 * process is fatal (two writers would corrupt it); any other failure is logged and retried on the next
 * request, so the server recovers when the database comes back.
 */
export async function openDatabaseAtStartup(): Promise<void> {
  try {
    const { kind } = await getDbHandle();
    console.log(`[db] ready (${kind}), migrations applied`);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`[db] ${error.message}`);
      process.exit(1);
    }
    console.error(
      `[db] could not open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
