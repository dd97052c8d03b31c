import type { Instrumentation } from "next";

/** Set by register(): marks a request that failed because the database is unavailable. */
let markIfDatabaseUnavailable: ((error: unknown) => void) | null = null;

/**
 * Runs once when the server starts. The literal NEXT_RUNTIME check (Next.js's own variable, not
 * configuration) lets the bundler drop the Node-only start-up code from the edge build.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const [{ isDatabaseUnavailable }, { markDatabaseUnavailable }] = await Promise.all([
      import("./lib/http"),
      import("./lib/request-context"),
    ]);
    markIfDatabaseUnavailable = (error) => {
      if (isDatabaseUnavailable(error)) markDatabaseUnavailable();
    };
    const { openDatabaseAtStartup } = await import("./db/startup");
    await openDatabaseAtStartup();
    // What is configured wrong or not at all, said once at start (see configurationWarnings).
    const { configurationWarnings } = await import("./core/env");
    for (const warning of configurationWarnings()) console.warn(warning);
    // Demo-account expiry and old rate-limit counters, at start and hourly (lib/maintenance.ts).
    const { scheduleMaintenance } = await import("./lib/maintenance");
    scheduleMaintenance();
  }
}

/**
 * Next reports every error of a server render here, before the error page goes out. A page that failed
 * because the database is unavailable is marked (synchronously, while the request is still open) so
 * that the server answers 503 with Retry-After, like the API.
 */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  markIfDatabaseUnavailable?.(error);
};
