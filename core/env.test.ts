import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Each case loads core/env afresh, so its lazily parsed, cached environment starts empty. */
function loadEnv(vars: Record<string, string | undefined>): typeof import("./env") {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let mod!: typeof import("./env");
    jest.isolateModules(() => {
      mod = jest.requireActual("./env");
    });
    mod.env(); // parse now, while the variables are set
    return mod;
  } finally {
    process.env = saved;
  }
}

describe("env", () => {
  it("chooses the AI provider: explicit, else openai with a key, else offline", () => {
    expect(loadEnv({ AI_PROVIDER: undefined, OPENAI_API_KEY: undefined }).aiProvider()).toBe("offline");
    expect(loadEnv({ AI_PROVIDER: undefined, OPENAI_API_KEY: "sk-test" }).aiProvider()).toBe("openai");
    expect(loadEnv({ AI_PROVIDER: "openai-compatible", OPENAI_API_KEY: "sk-test" }).aiProvider()).toBe(
      "openai-compatible",
    );
  });

  it("treats blank values as unset and parses booleans and numbers", () => {
    const { env, paymentsEnabled } = loadEnv({
      STRIPE_SECRET_KEY: "  ",
      AUTH_DEMO: "false",
      AI_TIMEOUT_MS: "1500",
    });
    expect(paymentsEnabled()).toBe(false);
    expect(env().AUTH_DEMO).toBe(false);
    expect(env().AI_TIMEOUT_MS).toBe(1500);
  });

  it("reads .env.example copied as it is: every empty key is a key not set", () => {
    const example = readFileSync(path.join(process.cwd(), ".env.example"), "utf8");
    const vars = Object.fromEntries(
      example
        .split("\n")
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(vars).length).toBeGreaterThan(20);
    const { env, aiProvider } = loadEnv(vars);
    expect(aiProvider()).toBe("offline");
    expect(env().DATABASE_URL).toBeUndefined();
    expect(env().DATA_DIR).toBe(".data");
  });

  it("turns payments on only with the secret key and the webhook secret, and says why when half is set", () => {
    const both = loadEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect([both.paymentsEnabled(), both.paymentsProblem()]).toEqual([true, null]);
    const keyOnly = loadEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: undefined });
    expect(keyOnly.paymentsEnabled()).toBe(false);
    expect(keyOnly.paymentsProblem()).toMatch(/without STRIPE_WEBHOOK_SECRET, so payments stay off/);
    const none = loadEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    expect([none.paymentsEnabled(), none.paymentsProblem()]).toEqual([false, null]);
  });

  it("warns at start about half-configured payments and about mail that reaches nobody", () => {
    const warnings = loadEnv({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: undefined,
      SMTP_URL: undefined,
      ADMIN_EMAILS: undefined,
    }).configurationWarnings();
    expect(warnings).toEqual([
      expect.stringMatching(/^\[payments\] STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/),
      expect.stringMatching(/^\[mail\] SMTP_URL is not set/),
      expect.stringMatching(/^\[admin\] ADMIN_EMAILS is not set/),
    ]);
    expect(
      loadEnv({
        SMTP_URL: "smtp://127.0.0.1:2525",
        APP_URL: "https://launchforge.example",
        CONTACT_TO: undefined,
        ADMIN_EMAILS: "ops@example.com",
      }).configurationWarnings(),
    ).toEqual([expect.stringMatching(/^\[mail\] CONTACT_TO is not set/)]);
    expect(
      loadEnv({
        STRIPE_SECRET_KEY: undefined,
        SMTP_URL: "smtp://127.0.0.1:2525",
        APP_URL: "https://launchforge.example",
        CONTACT_TO: "team@example.com",
        ADMIN_EMAILS: "ops@example.com",
      }).configurationWarnings(),
    ).toEqual([]);
  });

  it("sends no mail without APP_URL, and says so at start", () => {
    // Without APP_URL, links in e-mails would follow the host a request names (X-Forwarded-Host or Host).
    const unsafe = loadEnv({
      SMTP_URL: "smtp://127.0.0.1:2525",
      APP_URL: undefined,
      CONTACT_TO: "team@example.com",
      ADMIN_EMAILS: "ops@example.com",
    });
    expect([unsafe.smtpUrl(), unsafe.teamMailConfigured()]).toEqual([undefined, false]);
    expect(unsafe.mailProblem()).toMatch(/SMTP_URL is set without APP_URL, so no e-mail is sent/);
    expect(unsafe.configurationWarnings()).toEqual([
      expect.stringMatching(/^\[mail\] SMTP_URL is set without APP_URL/),
    ]);
    const safe = loadEnv({ SMTP_URL: "smtp://127.0.0.1:2525", APP_URL: "https://launchforge.example" });
    expect([safe.smtpUrl(), safe.mailProblem()]).toEqual(["smtp://127.0.0.1:2525", null]);
  });

  it("reads the operators' addresses and says whether anyone will see a support request", () => {
    const ops = loadEnv({
      ADMIN_EMAILS: " Ops@Example.com, ,second@example.com,nonsense ",
      SMTP_URL: undefined,
    });
    expect(ops.adminEmails()).toEqual(["ops@example.com", "second@example.com"]);
    expect([ops.teamMailConfigured(), ops.supportIsStaffed()]).toEqual([false, true]);
    const nobody = loadEnv({ ADMIN_EMAILS: undefined, SMTP_URL: undefined });
    expect([nobody.adminEmails(), nobody.supportIsStaffed()]).toEqual([[], false]);
    const mail = loadEnv({
      ADMIN_EMAILS: "",
      SMTP_URL: "smtp://127.0.0.1:2525",
      APP_URL: "https://launchforge.example",
      CONTACT_TO: "team@example.com",
    });
    expect([mail.teamMailConfigured(), mail.supportIsStaffed()]).toEqual([true, true]);
    expect(() => loadEnv({ SCHEDULING_URL: "javascript:alert(1)" })).toThrow(/SCHEDULING_URL/);
    expect(loadEnv({ SCHEDULING_URL: "https://cal.com/team/mentoring" }).env().SCHEDULING_URL).toBe(
      "https://cal.com/team/mentoring",
    );
  });

  it("reads the generation limits, with defaults when unset or blank", () => {
    expect(loadEnv({ GENERATION_LIMIT_PER_HOUR: undefined, GENERATION_CONCURRENCY: "" }).env()).toMatchObject(
      {
        GENERATION_LIMIT_PER_HOUR: 100,
        GENERATION_CONCURRENCY: 3,
      },
    );
    expect(loadEnv({ GENERATION_LIMIT_PER_HOUR: "5000", GENERATION_CONCURRENCY: "20" }).env()).toMatchObject({
      GENERATION_LIMIT_PER_HOUR: 5000,
      GENERATION_CONCURRENCY: 20,
    });
    expect(() => loadEnv({ GENERATION_CONCURRENCY: "0" })).toThrow(/GENERATION_CONCURRENCY/);
  });

  it("fails with the key's name on an invalid value", () => {
    expect(() => loadEnv({ AI_PROVIDER: "skynet" })).toThrow(
      /Invalid environment configuration: AI_PROVIDER/,
    );
  });

  it("generates AUTH_SECRET once in DATA_DIR and reuses it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "launchforge-env-"));
    try {
      const first = loadEnv({ AUTH_SECRET: undefined, DATA_DIR: dir }).authSecret();
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
      expect(loadEnv({ AUTH_SECRET: undefined, DATA_DIR: dir }).authSecret()).toBe(first);
      expect(loadEnv({ AUTH_SECRET: "set-by-operator", DATA_DIR: dir }).authSecret()).toBe("set-by-operator");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(existsSync(dir)).toBe(false);
  });
});
