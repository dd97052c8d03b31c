/**
 * Runs once when the server starts. The literal NEXT_RUNTIME check (Next.js's own variable, not
 * configuration) lets the bundler drop the Node-only start-up code from the edge build.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { openDatabaseAtStartup } = await import("./db/startup");
    await openDatabaseAtStartup();
    const { scheduleDemoAccountExpiry } = await import("./lib/demo-accounts");
    scheduleDemoAccountExpiry();
  }
}
