import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every key is optional: a missing optional key switches its feature
 * off with a clear message, never a crash. Parsed lazily on first use, so a test (or a CLI) can set the
 * environment before anything reads it.
 */

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const boolString = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

/** A positive whole number; unset or empty means the default. */
const positiveInt = (fallback: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().default(fallback));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),

  // Database
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalString,
  DATABASE_DRIVER: z.enum(["auto", "pg", "neon"]).default("auto"),
  /** How long to wait for a database connection before answering 503 (milliseconds). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How long one query may take, on the client and as the server's statement_timeout (milliseconds). */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** Neon driver only: a WebSocket proxy for a non-Neon Postgres (local development and tests). */
  NEON_WS_PROXY: optionalString,

  // Sign-in
  AUTH_SECRET: optionalString,
  AUTH_DEMO: boolString(true),
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  AUTH_GITHUB_ID: optionalString,
  AUTH_GITHUB_SECRET: optionalString,
  /** Test-only OIDC provider (a local issuer), enabled when all three are set. */
  AUTH_OIDC_ISSUER: optionalString,
  AUTH_OIDC_ID: optionalString,
  AUTH_OIDC_SECRET: optionalString,

  // AI
  AI_PROVIDER: z.enum(["openai", "openai-compatible", "offline"]).optional(),
  OPENAI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Generations one user may start per hour (counted in the database, across instances). */
  GENERATION_LIMIT_PER_HOUR: positiveInt(100),
  /** Generations one client address may start per hour, whoever is signed in (demo sign-ins are free). */
  GENERATION_LIMIT_PER_HOUR_PER_IP: positiveInt(1000),
  /** Demo accounts the whole site may create per hour, whatever addresses they come from. */
  DEMO_ACCOUNTS_PER_HOUR: positiveInt(2000),
  /** Exports (PDF, PowerPoint, Excel, calendar, logo kit) one user may have rendering at once on one instance. */
  EXPORT_CONCURRENCY: positiveInt(2),
  /**
   * Threads that draw PDFs, PowerPoints and PNGs off the request thread (lib/render-pool.ts); unset, one
   * per core up to 4 (none in development, where the sources change under a running server). 0 draws on
   * the request thread (a host that cannot start worker threads).
   */
  RENDER_THREADS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(0).max(64).optional(),
  ),
  /** Renderings the whole instance keeps waiting for a thread; past that a download answers 429. */
  RENDER_QUEUE: positiveInt(8),
  /** Generations one user may have running at once on one instance. */
  GENERATION_CONCURRENCY: positiveInt(3),

  // Payments
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_API_BASE: optionalString,

  // Domain checks
  /** Per-lookup timeout for RDAP and DNS, in milliseconds (default 3000). */
  DOMAIN_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** Send every RDAP query to this base URL instead of the IANA bootstrap's (a private mirror, or tests). */
  RDAP_BASE_URL: optionalString,
  /** DNS servers for the fallback lookups, comma-separated host:port (default: the system's). */
  DNS_SERVERS: optionalString,
  /** Set to false to skip network lookups entirely (every extension reports unknown). */
  DOMAIN_CHECKS: boolString(true),

  // E-mail (contact form, mentoring requests)
  /** SMTP server for outgoing mail, e.g. smtp://user:pass@smtp.example.com:587 (messages are kept in the database either way). */
  SMTP_URL: optionalString,
  /** Where contact messages go, and the sender address. */
  CONTACT_TO: optionalString,
  MAIL_FROM: optionalString,

  // Operating
  /** Accounts (comma-separated e-mail addresses) that may open the operator console at /admin. */
  ADMIN_EMAILS: optionalString,
  /**
   * The bearer token of GET /api/cron/maintenance, for hosts that run scheduled jobs by calling a URL
   * (vercel.json). Unset, the route answers 404; `npm start` runs the same jobs on a timer either way.
   */
  CRON_SECRET: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().min(16, { error: "CRON_SECRET must be at least 16 characters" }).optional(),
  ),
  /** A booking link the console can insert into replies, e.g. https://cal.com/your-team/mentoring. */
  SCHEDULING_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.url({ protocol: /^https?$/, error: "SCHEDULING_URL must be an http(s) URL" }).optional(),
  ),

  // Site
  APP_URL: optionalString,
  /**
   * Proxies of ours in front of the app that append the client's address to X-Forwarded-For: 0 (default,
   * the app faces clients: use the socket's address), 1 (nginx, a load balancer), 2 (a CDN, then nginx).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Auth.js's own base URL (it reads it too); NEXTAUTH_URL is its older name. */
  AUTH_URL: optionalString,
  NEXTAUTH_URL: optionalString,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    // A key left empty (`AI_PROVIDER=` in a .env copied from .env.example) is a key not set.
    const set = Object.fromEntries(
      Object.entries(process.env).filter(([, value]) => value === undefined || value.trim() !== ""),
    );
    const parsed = envSchema.safeParse(set);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment configuration: ${details}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** The base URL Auth.js is configured with, if any. */
export function configuredAuthUrl(): string | undefined {
  return env().AUTH_URL ?? env().NEXTAUTH_URL;
}

/** Absolute path of the data folder (PGlite database, generated secrets). */
export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

export type AiProviderName = "openai" | "openai-compatible" | "offline";

export function aiProvider(): AiProviderName {
  const e = env();
  if (e.AI_PROVIDER) return e.AI_PROVIDER;
  return e.OPENAI_API_KEY ? "openai" : "offline";
}

export function paymentsEnabled(): boolean {
  // Both or neither: with the key alone Stripe would take the money and no webhook could raise the plan.
  return Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_WEBHOOK_SECRET);
}

export const WEBHOOK_SECRET_MISSING =
  "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET, so payments stay off: Stripe would take the money and no webhook could raise the plan. Set STRIPE_WEBHOOK_SECRET (the signing secret of the endpoint /api/webhooks/stripe).";

/** Why payments are off although they were meant to be on, or null. */
export function paymentsProblem(): string | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  return STRIPE_SECRET_KEY && !STRIPE_WEBHOOK_SECRET ? WEBHOOK_SECRET_MISSING : null;
}

/** The operators' addresses, lower-cased (ADMIN_EMAILS). */
export function adminEmails(): string[] {
  return (env().ADMIN_EMAILS ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e.includes("@"));
}

export const MAIL_NEEDS_APP_URL =
  "SMTP_URL is set without APP_URL, so no e-mail is sent: the links in e-mails (a waitlist's confirm and leave links, /support) would follow whatever host each request names. Set APP_URL to the site's public address.";

/**
 * The SMTP server mail goes through, or undefined when mail is off: SMTP_URL unset, or set without APP_URL
 * (MAIL_NEEDS_APP_URL). Every sender asks here, never SMTP_URL itself.
 */
export function smtpUrl(): string | undefined {
  const { SMTP_URL, APP_URL } = env();
  return SMTP_URL && APP_URL ? SMTP_URL : undefined;
}

/** Why mail is off although it was meant to be on, or null. */
export function mailProblem(): string | null {
  const { SMTP_URL, APP_URL } = env();
  return SMTP_URL && !APP_URL ? MAIL_NEEDS_APP_URL : null;
}

/** Whether the team's inbox receives contact messages and support requests (mail on and a recipient). */
export function teamMailConfigured(): boolean {
  const { CONTACT_TO, MAIL_FROM } = env();
  return Boolean(smtpUrl() && (CONTACT_TO ?? MAIL_FROM));
}

/**
 * Whether a person will see a stored request: the team's inbox, or the operator console. Without either the
 * UI promises no reply time.
 */
export function supportIsStaffed(): boolean {
  return teamMailConfigured() || adminEmails().length > 0;
}

/**
 * What the operator should know at start, a line each: payments half-configured, and mail that cannot be
 * sent (contact messages and support requests are then stored but reach nobody's inbox).
 */
export function configurationWarnings(): string[] {
  const { SMTP_URL, CONTACT_TO } = env();
  const warnings: string[] = [];
  const payments = paymentsProblem();
  if (payments) warnings.push(`[payments] ${payments}`);
  if (mailProblem()) warnings.push(`[mail] ${mailProblem()}`);
  else if (!SMTP_URL)
    warnings.push(
      "[mail] SMTP_URL is not set: contact messages, support requests and waitlist signups are stored, but no e-mail is sent.",
    );
  else if (!CONTACT_TO)
    warnings.push(
      "[mail] CONTACT_TO is not set: contact messages and support requests are stored but e-mailed to nobody.",
    );
  if (adminEmails().length === 0)
    warnings.push(
      "[admin] ADMIN_EMAILS is not set: nobody can open the operator console at /admin (support requests, payments, plans).",
    );
  return warnings;
}

/** Render threads (RENDER_THREADS): as set, else one per core up to 4, and none in development. */
export function renderThreads(): number {
  const { RENDER_THREADS, NODE_ENV } = env();
  if (RENDER_THREADS !== undefined) return RENDER_THREADS;
  return NODE_ENV === "development" ? 0 : Math.min(availableParallelism(), 4);
}

/** How upgrades are paid here: the card form (publishable key set), Stripe Checkout only, or not at all. */
export function paymentMode(): "elements" | "checkout" | "off" {
  if (!paymentsEnabled()) return "off";
  return env().STRIPE_PUBLISHABLE_KEY ? "elements" : "checkout";
}

let warnedSecret = false;
/** The generated secret by file: read once, not on every session lookup. */
const generatedSecrets = new Map<string, string>();

/**
 * AUTH_SECRET, or a secret generated once and kept in DATA_DIR so that restarts keep sessions.
 * Production deployments must set AUTH_SECRET (several instances must share it).
 */
export function authSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  const file = path.join(dataDir(), "auth-secret");
  const known = generatedSecrets.get(file);
  if (known) return known;
  try {
    const secret = readFileSync(file, "utf8").trim();
    generatedSecrets.set(file, secret);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir(), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (e.NODE_ENV === "production" && !warnedSecret) {
    warnedSecret = true;
    console.warn(
      `[auth] AUTH_SECRET is not set; using the generated secret in ${file}. Set AUTH_SECRET in production.`,
    );
  }
  const secret = readFileSync(file, "utf8").trim();
  generatedSecrets.set(file, secret);
  return secret;
}

/**
 * The prerendered pages' script hashes the build compiled in (scripts/build-if-needed.mjs, next.config.ts
 * `env`): a literal in a build made by `npm run build`, unset in development, tests and plain `next build`.
 * Read as `process.env.NAME` so that the bundler can put the literal in its place.
 */
export function compiledPrerenderedCsp(): string | undefined {
  return process.env.LAUNCHFORGE_PRERENDERED_CSP || undefined;
}
