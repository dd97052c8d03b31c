import { AsyncLocalStorage } from "node:async_hooks";

/** What scripts/server.mjs keeps per request (see there). */
interface RequestContext {
  databaseUnavailable: boolean;
}

function requests(): AsyncLocalStorage<RequestContext> | undefined {
  return (globalThis as Record<symbol, unknown>)[Symbol.for("launchforge.requests")] as
    AsyncLocalStorage<RequestContext> | undefined;
}

/**
 * Marks the current request as failed for want of the database, so the production server sends its
 * error page with 503 and Retry-After instead of 500. A no-op outside that server (`next dev`, tests).
 */
export function markDatabaseUnavailable(): void {
  const context = requests()?.getStore();
  if (context) context.databaseUnavailable = true;
}
