import { closeDb } from "@/db/client";
import { setupTestDatabase } from "@/tests/helpers/db";

setupTestDatabase();

/** Calls GET on a fresh copy of the route (and its database client) configured with `vars`. */
async function getWith(vars: Record<string, string>): Promise<Response> {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    let mod!: typeof import("./route");
    jest.isolateModules(() => {
      mod = jest.requireActual("./route");
    });
    return await mod.GET();
  } finally {
    process.env = saved;
  }
}

describe("GET /api/health", () => {
  it("reports the database, AI provider and payment mode", async () => {
    const { GET } = await import("./route");
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      ai: "offline",
      payments: "disabled",
      mail: "disabled",
    });
  });

  it("reports 'degraded' with the reason when the Stripe key is set without the webhook secret", async () => {
    const response = await getWith({ STRIPE_SECRET_KEY: "sk_test_launchforge", STRIPE_WEBHOOK_SECRET: "" });
    expect(response.status).toBe(200); // the instance serves; it only cannot take payments
    expect(await response.json()).toEqual({
      status: "degraded",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      ai: "offline",
      payments: "disabled",
      mail: "disabled",
      message: expect.stringMatching(/without STRIPE_WEBHOOK_SECRET, so payments stay off/),
    });
  });

  it("reports 'degraded' with the reason when SMTP_URL is set without APP_URL (no mail is sent)", async () => {
    const response = await getWith({ SMTP_URL: "smtp://127.0.0.1:2525", APP_URL: "" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      mail: "disabled",
      message: expect.stringMatching(/SMTP_URL is set without APP_URL, so no e-mail is sent/),
    });
    const configured = await getWith({
      SMTP_URL: "smtp://127.0.0.1:2525",
      APP_URL: "https://launchforge.example",
    });
    expect(await configured.json()).toMatchObject({ status: "ok", mail: "smtp" });
  });

  it("answers 503 'degraded' when the database cannot be reached", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    await closeDb(); // the process-wide handle is shared; the next open must use the dead URL
    const response = await getWith({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      status: "degraded",
      database: "postgres",
      ai: "offline",
      payments: "disabled",
      mail: "disabled",
      message: "The database is unavailable.",
    });
    spy.mockRestore();
  });
});
