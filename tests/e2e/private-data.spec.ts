import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";

import { signInOverHttp } from "./helpers";
import { E2E_SCAN_OPERATORS } from "./stripe-env";

/**
 * No route leaks what it should not: secrets planted in the database (a contact message, a support request
 * and its founder's e-mail, an audit reason, a failed e-mail) must not appear in any route under app/,
 * whether read as HTML or as the React payload (`RSC: 1`), by a signed-out visitor, by a founder, or by a
 * demo account whose address is in ADMIN_EMAILS. The operator's own view of /admin shows every one of them,
 * so the scan can see them where they are. The routes are read from the file tree, so a new page is
 * scanned without anyone adding it here.
 */

const APP = path.join(process.cwd(), "app");

/** The console's account search, for the victim's domain (the search itself must not name a secret). */
const SEARCH = "?q=victim.test";

/** Every page and route file under app/, as a URL path pattern ("/project/[projectId]"). */
function routes(dir = APP, prefix = ""): { path: string; api: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
      return routes(path.join(dir, entry.name), prefix + segment);
    }
    if (!/^(page|route)\.tsx?$/.test(entry.name)) return [];
    return [{ path: prefix || "/", api: prefix.startsWith("/api") }];
  });
}

async function plant(victimId: string, secret: (label: string) => string) {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query("update users set email = $1, name = $2 where id = $3", [
      secret("email") + "@victim.test",
      secret("name"),
      victimId,
    ]);
    await db.query(
      "insert into contact_messages (user_id, name, email, subject, message) values ($1, $2, $3, $4, $5)",
      [victimId, secret("contact-name"), "contact@victim.test", "Hello", secret("contact-message")],
    );
    await db.query(
      "insert into support_requests (user_id, kind, topic, message, priority) values ($1, 'mentoring', $2, $3, true)",
      [victimId, secret("support-topic"), secret("support-message")],
    );
    await db.query(
      "insert into audit_log (actor, action, target_user_id, details, reason) values ('ops', 'set_plan', $1, $2, $3)",
      [victimId, JSON.stringify({ from: "freemium", to: "spark" }), secret("audit-reason")],
    );
    await db.query(
      "insert into failed_mails (purpose, \"to\", subject, text, error) values ('contact', $1, $2, 'body', 'refused')",
      ["mail@victim.test", secret("failed-mail")],
    );
  } finally {
    await db.end();
  }
}

async function setAccount(id: string, values: { email: string; isDemo: boolean }) {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    // A rerun on the same database: the address moves to this run's account.
    await db.query("update users set email = null where email = $1", [values.email]);
    await db.query("update users set email = $1, is_demo = $2 where id = $3", [
      values.email,
      values.isDemo,
      id,
    ]);
  } finally {
    await db.end();
  }
}

test("no route shows another account's or the console's data @postgres-only", async ({ playwright }) => {
  test.setTimeout(240_000);
  const baseURL = test.info().project.use.baseURL!;
  const context = () => playwright.request.newContext({ baseURL });
  const run = randomBytes(4).toString("hex");
  const secret = (label: string) => `secret-${label}-${run}`;
  const secrets = [
    "email",
    "name",
    "contact-name",
    "contact-message",
    "support-topic",
    "support-message",
    "audit-reason",
    "failed-mail",
  ].map(secret);

  const victim = await context();
  const victimId = (await signInOverHttp(victim)).id;
  await plant(victimId, secret);

  const signedOut = await context();
  const founder = await context();
  await signInOverHttp(founder);
  const project = await (
    await founder.post("/api/projects", { data: { name: "Scan", status: "concept_analysis" } })
  ).json();
  const demoOperator = await context();
  const demoOperatorId = (await signInOverHttp(demoOperator)).id;
  await setAccount(demoOperatorId, { email: E2E_SCAN_OPERATORS.demo, isDemo: true });
  const operator = await context();
  const operatorId = (await signInOverHttp(operator)).id;
  await setAccount(operatorId, { email: E2E_SCAN_OPERATORS.real, isDemo: false });

  const values: Record<string, string> = {
    projectId: project.id,
    slug: "no-such-launch-page",
    payments: "on",
    reply: "sent",
    mailId: "00000000-0000-4000-8000-000000000000",
    requestId: "00000000-0000-4000-8000-000000000000",
    userId: victimId,
  };
  const urls = routes().map(({ path: pattern }) =>
    pattern.replace(/\[\.\.\.(\w+)\]/g, "x").replace(/\[(\w+)\]/g, (_, name: string) => values[name] ?? "x"),
  );
  expect(urls).toContain("/admin");
  expect(urls).toContain("/support");

  const leaks: string[] = [];
  const scan = async (who: string, request: APIRequestContext) => {
    for (const url of urls) {
      for (const [kind, headers] of [
        ["HTML", {}],
        ["RSC", { RSC: "1" }],
      ] as const) {
        const response = await request.get(`${url}${url === "/admin" ? SEARCH : ""}`, {
          headers,
          maxRedirects: 0,
        });
        const body = await response.text();
        for (const s of secrets)
          if (body.includes(s)) leaks.push(`${who} ${kind} ${url} (${response.status()}): ${s}`);
      }
    }
  };
  await scan("signed out", signedOut);
  await scan("founder", founder);
  await scan("demo account with an operator's address", demoOperator);
  expect(leaks).toEqual([]);

  // The scan would see the secrets where they are: the operator's own console shows every one.
  const consoleHtml = await (await operator.get(`/admin${SEARCH}`)).text();
  for (const s of secrets) expect(consoleHtml, `the operator's console shows ${s}`).toContain(s);
});
