import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { recordFailedMail } from "@/db/queries/failed-mails";
import { auditLog, failedMails, supportReplies, supportRequests, users } from "@/db/schema";
import { env } from "@/core/env";
import type { SupportRequestView } from "@/lib/validation/support";
import {
  OPERATOR_ROW_NAMES,
  operatorRows,
  type OperatorFixture,
  type OperatorRow,
  type OperatorRowName,
} from "@/tests/helpers/admin-table";
import { createTestUser, sessionCookieFor, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { readableMail, startSmtpServer, type SmtpServer } from "@/tests/helpers/smtp-server";
import { createAccountUser } from "@/tests/helpers/stripe";

/**
 * The operator console's API against PostgreSQL and the project's SMTP test server: who may call it
 * (everyone but an ADMIN_EMAILS account gets 404), replies that reach the founder's /support page and
 * inbox, a mail server that fails and the retry, and "set plan" with its audit log entry.
 */

const OPERATOR_EMAIL = "ops@launchforge.test";

let smtp: SmtpServer;
let supportRoute: typeof import("@/app/api/support-requests/route");
let rows: Record<OperatorRowName, OperatorRow>;
const STATUS = "PATCH /api/admin/support-requests/[requestId]";
const REPLY = "POST /api/admin/support-requests/[requestId]/replies";
const PLAN = "POST /api/admin/users/[userId]/plan";
const RETRY = "POST /api/admin/failed-mails/[mailId]/retry";
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.CONTACT_TO = "team@launchforge.test";
  process.env.MAIL_FROM = "LaunchForge <no-reply@launchforge.test>";
  process.env.ADMIN_EMAILS = ` Other@launchforge.test, ${OPERATOR_EMAIL.toUpperCase()} `;
  process.env.APP_URL = "https://launchforge.example";
  supportRoute = await import("@/app/api/support-requests/route");
  rows = await operatorRows();
  expect(env().ADMIN_EMAILS).toContain("OPS@");
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.mode = "accept";
  smtp.received = [];
});

setupTestDatabase();

async function operator(): Promise<TestUser> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ name: "Olga Operator", email: OPERATOR_EMAIL, isDemo: false })
    .onConflictDoUpdate({ target: users.email, set: { isDemo: false } })
    .returning();
  return { ...row, cookie: await sessionCookieFor(row) };
}

/** A Rocket founder with a real mailbox and one mentoring request. */
async function founderWithRequest() {
  const founder = await createAccountUser({ tier: "rocket" });
  const res = await supportRoute.POST(
    testRequest("/api/support-requests", {
      method: "POST",
      cookie: founder.cookie,
      body: {
        kind: "mentoring",
        topic: "Pricing review",
        message: "Could we go over my pricing before the launch next month?",
        preferredTimes: "Thursday afternoons, CET",
      },
    }),
    routeContext({}),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { founder, requestId: id };
}

async function fixture(): Promise<OperatorFixture> {
  const { founder, requestId } = await founderWithRequest();
  await recordFailedMail({
    purpose: "support",
    refId: requestId,
    to: "team@launchforge.test",
    subject: "[LaunchForge mentoring] Pricing review",
    text: "kept",
    replyTo: null,
    error: "421 Service not available",
  });
  const db = await getDb();
  const [mail] = await db.select().from(failedMails).where(eq(failedMails.refId, requestId));
  return { requestId, userId: founder.id, mailId: mail.id };
}

const call = (row: OperatorRow, f: OperatorFixture, cookie?: string, headers?: Record<string, string>) => {
  const { path, params, body } = row.request(f);
  return row.handler(testRequest(path, { method: row.method, body, cookie, headers }), routeContext(params));
};

describe.each(OPERATOR_ROW_NAMES)("%s", (name) => {
  it("answers 401 signed out, 404 to a Rocket founder and to a demo account, 403 cross-site", async () => {
    const f = await fixture();
    expect((await call(rows[name], f)).status).toBe(401);
    const rocket = await createAccountUser({ tier: "rocket" });
    const res = await call(rows[name], f, rocket.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not_found", message: "Not found" });
    // A demo account is never an operator, even with a listed address.
    const demo = await createTestUser({ tier: "rocket" });
    const db = await getDb();
    await db.update(users).set({ email: "other@launchforge.test" }).where(eq(users.id, demo.id));
    expect((await call(rows[name], f, demo.cookie)).status).toBe(404);
    await db.update(users).set({ email: null }).where(eq(users.id, demo.id));
    const op = await operator();
    const cross = await call(rows[name], f, op.cookie, {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(cross.status).toBe(403);
  });

  it("answers the operator with the row's status", async () => {
    const f = await fixture();
    expect((await call(rows[name], f, (await operator()).cookie)).status).toBe(rows[name].owner);
  });
});

describe("replies", () => {
  it("reach the founder's /support page and inbox, and set the status", async () => {
    const { founder, requestId } = await founderWithRequest();
    const op = await operator();
    smtp.received = [];
    const res = await json<{ emailed: boolean; status: string }>(
      await rows[REPLY].handler(
        testRequest(`/api/admin/support-requests/${requestId}/replies`, {
          method: "POST",
          cookie: op.cookie,
          body: { body: "Happy to. Pick a time: https://cal.com/launchforge/mentoring", status: "scheduled" },
        }),
        routeContext({ requestId }),
      ),
    );
    expect(res).toEqual({
      status: 201,
      body: expect.objectContaining({ emailed: true, status: "scheduled" }),
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].rcptTo).toEqual([`RCPT TO:<${founder.email}>`]);
    const mail = readableMail(smtp.received[0].data);
    expect(mail).toMatch(/Subject: Re: Pricing review/);
    expect(mail).toContain("https://cal.com/launchforge/mentoring");
    expect(mail).toContain("https://launchforge.example/support");
    expect(mail).toMatch(/Reply-To: "?LaunchForge support"? <team@launchforge.test>/);

    const list = await json<{ requests: SupportRequestView[] }>(
      await supportRoute.GET(
        testRequest("/api/support-requests", { cookie: founder.cookie }),
        routeContext({}),
      ),
    );
    const mine = list.body.requests.find((r) => r.id === requestId)!;
    expect(mine.status).toBe("scheduled");
    expect(mine.replies).toEqual([
      {
        id: expect.any(String),
        body: "Happy to. Pick a time: https://cal.com/launchforge/mentoring",
        createdAt: expect.any(String),
      },
    ]);
    const db = await getDb();
    const [stored] = await db.select().from(supportReplies).where(eq(supportReplies.requestId, requestId));
    expect(stored.author).toBe(OPERATOR_EMAIL);
    expect(stored.emailedAt).toBeInstanceOf(Date);
  });

  it("are kept for Retry when the mail server fails, and shown on /support meanwhile", async () => {
    const { founder, requestId } = await founderWithRequest();
    const op = await operator();
    smtp.received = [];
    smtp.mode = "fail";
    const res = await json<{ emailed: boolean }>(
      await rows[REPLY].handler(
        testRequest(`/api/admin/support-requests/${requestId}/replies`, {
          method: "POST",
          cookie: op.cookie,
          body: { body: "Your pricing looks right; raise the annual plan." },
        }),
        routeContext({ requestId }),
      ),
    );
    expect(res).toEqual({
      status: 201,
      body: expect.objectContaining({ emailed: false, status: "answered" }),
    });
    const db = await getDb();
    const [reply] = await db.select().from(supportReplies).where(eq(supportReplies.requestId, requestId));
    expect(reply.emailedAt).toBeNull();
    const [kept] = await db.select().from(failedMails).where(eq(failedMails.refId, reply.id));
    expect(kept).toMatchObject({ purpose: "support_reply", to: founder.email, sentAt: null, attempts: 1 });
    expect(kept.text).toContain("raise the annual plan");
    expect(kept.error).toMatch(/421|Service not available|Greeting/i);

    // Still failing: 502, one more attempt counted, nothing marked sent.
    const retry = rows[RETRY];
    const again = await call(retry, { requestId, userId: founder.id, mailId: kept.id }, op.cookie);
    expect(again.status).toBe(502);
    smtp.mode = "accept";
    const ok = await call(retry, { requestId, userId: founder.id, mailId: kept.id }, op.cookie);
    expect(ok.status).toBe(200);
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([[`RCPT TO:<${founder.email}>`]]);
    const [after] = await db.select().from(failedMails).where(eq(failedMails.id, kept.id));
    expect(after.attempts).toBe(3);
    expect(after.sentAt).toBeInstanceOf(Date);
    const [marked] = await db.select().from(supportReplies).where(eq(supportReplies.id, reply.id));
    expect(marked.emailedAt).toBeInstanceOf(Date);
    // Sent once is enough: a second retry is refused.
    expect((await call(retry, { requestId, userId: founder.id, mailId: kept.id }, op.cookie)).status).toBe(
      409,
    );
  });

  it("are not e-mailed to a demo account's placeholder address", async () => {
    const demo = await createTestUser({ tier: "rocket" });
    const res = await supportRoute.POST(
      testRequest("/api/support-requests", {
        method: "POST",
        cookie: demo.cookie,
        body: { kind: "support", topic: "Export", message: "The Excel export opens empty for me." },
      }),
      routeContext({}),
    );
    const { id } = (await res.json()) as { id: string };
    smtp.received = [];
    const reply = await json<{ emailed: boolean }>(
      await rows[REPLY].handler(
        testRequest(`/api/admin/support-requests/${id}/replies`, {
          method: "POST",
          cookie: (await operator()).cookie,
          body: { body: "Fixed in today's release." },
        }),
        routeContext({ requestId: id }),
      ),
    );
    expect(reply.body.emailed).toBe(false);
    expect(smtp.received).toHaveLength(0);
  });

  it.each([
    [{}, 400],
    [{ body: "   " }, 400],
    [{ body: "x".repeat(10_001) }, 400],
    [{ body: "ok", status: "lost" }, 400],
    ["not json", 400],
  ])("rejects a bad reply body (case %#) with %i", async (body, status) => {
    const { requestId } = await founderWithRequest();
    const res = await rows[REPLY].handler(
      testRequest(`/api/admin/support-requests/${requestId}/replies`, {
        method: "POST",
        cookie: (await operator()).cookie,
        body,
      }),
      routeContext({ requestId }),
    );
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it("answers 404 for a request that does not exist, and for a malformed id", async () => {
    const op = await operator();
    for (const requestId of ["6f1c1c1e-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await rows[REPLY].handler(
        testRequest(`/api/admin/support-requests/${requestId}/replies`, {
          method: "POST",
          cookie: op.cookie,
          body: { body: "Hello" },
        }),
        routeContext({ requestId }),
      );
      expect(res.status).toBe(404);
      const status = await rows[STATUS].handler(
        testRequest(`/api/admin/support-requests/${requestId}`, {
          method: "PATCH",
          cookie: op.cookie,
          body: { status: "closed" },
        }),
        routeContext({ requestId }),
      );
      expect(status.status).toBe(404);
    }
  });
});

describe("status", () => {
  it("moves a request and the founder sees it", async () => {
    const { founder, requestId } = await founderWithRequest();
    const op = await operator();
    const bad = await call(rows[STATUS], { requestId, userId: "", mailId: "" }, op.cookie);
    expect(bad.status).toBe(200); // the row's own body: scheduled
    for (const [body, expected] of [
      [{ status: "closed" }, 200],
      [{ status: "received" }, 400],
      [{}, 400],
    ] as const) {
      const res = await rows[STATUS].handler(
        testRequest(`/api/admin/support-requests/${requestId}`, { method: "PATCH", cookie: op.cookie, body }),
        routeContext({ requestId }),
      );
      expect(res.status).toBe(expected);
    }
    const db = await getDb();
    const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, requestId));
    expect(row.status).toBe("closed");
    const list = await json<{ requests: SupportRequestView[] }>(
      await supportRoute.GET(
        testRequest("/api/support-requests", { cookie: founder.cookie }),
        routeContext({}),
      ),
    );
    expect(list.body.requests[0].status).toBe("closed");
  });
});

describe("retry without mail", () => {
  it("answers 503 and counts no attempt when SMTP_URL is not set", async () => {
    const f = await fixture();
    const op = await operator();
    const saved = { ...process.env };
    delete process.env.SMTP_URL;
    try {
      let route!: typeof import("@/app/api/admin/failed-mails/[mailId]/retry/route");
      jest.isolateModules(() => {
        route = jest.requireActual("@/app/api/admin/failed-mails/[mailId]/retry/route");
      });
      const res = await json<{ message: string }>(
        await route.POST(
          testRequest(`/api/admin/failed-mails/${f.mailId}/retry`, { method: "POST", cookie: op.cookie }),
          routeContext({ mailId: f.mailId }),
        ),
      );
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/SMTP_URL/);
    } finally {
      process.env = saved;
    }
    const db = await getDb();
    const [kept] = await db.select().from(failedMails).where(eq(failedMails.id, f.mailId));
    expect(kept).toMatchObject({ attempts: 1, sentAt: null });
  });
});

describe("set plan", () => {
  it("changes the plan and writes who, when and why to the audit log", async () => {
    const founder = await createAccountUser({ tier: "spark" });
    const op = await operator();
    const setPlan = (userId: string, body: unknown) =>
      rows[PLAN].handler(
        testRequest(`/api/admin/users/${encodeURIComponent(userId)}/plan`, {
          method: "POST",
          cookie: op.cookie,
          body,
        }),
        routeContext({ userId }),
      );
    const res = await json(
      await setPlan(founder.id, { tier: "rocket", reason: "  Refund dispute settled  " }),
    );
    expect(res).toEqual({ status: 200, body: { id: founder.id, tier: "rocket" } });
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, founder.id));
    expect([user.subscriptionTier, user.baseTier]).toEqual(["rocket", "rocket"]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetUserId, founder.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actor: OPERATOR_EMAIL,
        action: "set_plan",
        details: { from: "spark", to: "rocket" },
        reason: "Refund dispute settled",
        createdAt: expect.any(Date),
      }),
    ]);

    expect((await setPlan(founder.id, { tier: "rocket" })).status).toBe(400);
    expect((await setPlan(founder.id, { tier: "platinum", reason: "why not" })).status).toBe(400);
    expect((await setPlan("no-such-user", { tier: "fuel", reason: "typo" })).status).toBe(404);
    // The console names accounts by id: an e-mail in the path selects nobody.
    expect((await setPlan(founder.email!, { tier: "freemium", reason: "by e-mail" })).status).toBe(404);
    const [still] = await db.select().from(users).where(eq(users.id, founder.id));
    expect(still.subscriptionTier).toBe("rocket");
    expect(await db.select().from(auditLog).where(eq(auditLog.targetUserId, founder.id))).toHaveLength(1);
  });
});
