import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { contactMessages, failedMails } from "@/db/schema";
import { env } from "@/core/env";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { startSmtpServer, type SmtpServer } from "@/tests/helpers/smtp-server";

setupTestDatabase();

// --- Setup: SMTP_URL must be set before the first env() (importing the route reads it) ----------------

const CONTACT_TO = "team@launchforge.test";
let smtp: SmtpServer;
let POST: typeof import("./route").POST;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.APP_URL ??= "https://launchforge.example"; // mail is off without it
  process.env.CONTACT_TO = CONTACT_TO;
  process.env.MAIL_FROM = "LaunchForge <no-reply@launchforge.test>";
  ({ POST } = await import("./route"));
  expect(env().SMTP_URL).toBe(`smtp://127.0.0.1:${smtp.port}`);
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  smtp.mode = "accept";
  smtp.received = [];
});

// --- Helpers --------------------------------------------------------------------------------------------

const ctx = routeContext({});
let ipCounter = 1;
/** A fresh client address per call, so the per-IP limit only bites where a test means it to. */
const freshIp = () => `198.51.100.${ipCounter++}`;
let emailCounter = 1;
const freshEmail = () => `visitor-${Date.now()}-${emailCounter++}@example.com`;

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Lovelace",
    email: freshEmail(),
    subject: "Question about the Fuel plan",
    message: "Does the Fuel plan include the Excel financial forecasts?",
    ...overrides,
  };
}

function send(body: unknown, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}) {
  return POST(
    testRequest("/api/contact", { method: "POST", body, cookie, headers: { "x-forwarded-for": ip } }),
    ctx,
  );
}

async function storedRows(email: string) {
  const db = await getDb();
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

// --- Tests ----------------------------------------------------------------------------------------------

describe("POST /api/contact", () => {
  it("stores a message from a signed-out visitor, trimmed, and e-mails it", async () => {
    const email = freshEmail();
    const res = await json(
      await send({
        name: "  Ada Lovelace ",
        email: ` ${email} `,
        subject: "  Partnership ",
        message: "  We would love to partner with LaunchForge.  ",
      }),
    );
    expect(res).toEqual({ status: 200, body: { received: true, emailed: true } });

    const [row] = await storedRows(email);
    expect(row).toMatchObject({
      userId: null,
      name: "Ada Lovelace",
      email,
      subject: "Partnership",
      message: "We would love to partner with LaunchForge.",
    });
    expect(row.emailedAt).toBeInstanceOf(Date);
  });

  it("stores a blank subject as none", async () => {
    const body = validBody({ subject: "   " });
    expect((await send(body)).status).toBe(200);
    const [row] = await storedRows(body.email);
    expect(row.subject).toBeNull();
  });

  it("records the signed-in user's id", async () => {
    const user = await createTestUser();
    const body = validBody();
    const res = await json(await send(body, { cookie: user.cookie }));
    expect(res.status).toBe(200);
    const [row] = await storedRows(body.email);
    expect(row.userId).toBe(user.id);
  });

  it.each([
    ["a missing name", { name: undefined }, "name"],
    ["a blank name", { name: "   " }, "name"],
    ["a name over 100 characters", { name: "x".repeat(101) }, "name"],
    ["a missing email", { email: undefined }, "email"],
    ["an invalid email", { email: "not-an-email" }, "email"],
    ["an email over 254 characters", { email: `${"a".repeat(245)}@example.com` }, "email"],
    ["a subject over 150 characters", { subject: "s".repeat(151) }, "subject"],
    ["a missing message", { message: undefined }, "message"],
    ["a message under 10 characters", { message: "Too short" }, "message"],
    ["a message over 5000 characters", { message: "m".repeat(5001) }, "message"],
  ])("rejects %s with 400 naming the field and stores nothing", async (_label, overrides, field) => {
    const body = validBody(overrides);
    const res = await json<{ error: string; message: string }>(await send(body));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.message).toContain(field);
    if (typeof body.email === "string") expect(await storedRows(body.email)).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await POST(
      testRequest("/api/contact", {
        method: "POST",
        body: "name=Ada",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
      }),
      ctx,
    );
    expect(res.status).toBe(415);
  });

  it("allows 5 messages per IP in 10 minutes, then answers 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 1; i <= 5; i++) {
      expect(
        (await send(validBody({ message: `Message number ${i} from one address.` }), { ip })).status,
      ).toBe(200);
    }
    const sixth = validBody();
    const res = await send(sixth, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await res.json()).toEqual({
      error: "rate_limited",
      message: "Too many messages from this address. Please try again in a few minutes.",
    });
    expect(await storedRows(sixth.email)).toHaveLength(0);

    // Another address is not affected.
    expect((await send(validBody())).status).toBe(200);
  });

  it("keeps the message and answers emailed:false when the SMTP server fails", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    smtp.mode = "fail";
    const body = validBody();
    const res = await json(await send(body));
    expect(res).toEqual({ status: 200, body: { received: true, emailed: false } });

    const [row] = await storedRows(body.email);
    expect(row).toMatchObject({ name: "Ada Lovelace", message: body.message, emailedAt: null });
    expect(errors).toHaveBeenCalledWith("[mail] could not send:", expect.any(String));
    errors.mockRestore();
    // Kept for the operator console's Retry, addressed to the team with the sender as reply-to.
    const db = await getDb();
    const [kept] = await db.select().from(failedMails).where(eq(failedMails.refId, row.id));
    expect(kept).toMatchObject({
      purpose: "contact",
      to: CONTACT_TO,
      replyTo: { name: "Ada Lovelace", address: body.email },
      sentAt: null,
    });
  });

  it("sends the message to CONTACT_TO with the sender as reply-to", async () => {
    const body = validBody({ name: "Grace Hopper", subject: "Press enquiry" });
    const res = await json(await send(body));
    expect(res).toEqual({ status: 200, body: { received: true, emailed: true } });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.mailFrom).toMatch(/^MAIL FROM:<no-reply@launchforge\.test>/i);
    expect(mail.rcptTo).toEqual([`RCPT TO:<${CONTACT_TO}>`]);
    const unfolded = mail.data.replace(/\r\n[ \t]+/g, " ");
    expect(unfolded).toMatch(
      new RegExp(`^Reply-To: Grace Hopper <${body.email.replace(/[.]/g, "\\.")}>$`, "m"),
    );
    expect(unfolded).toMatch(/^To: team@launchforge\.test$/m);
    expect(unfolded).toMatch(/^Subject: \[LaunchForge contact\] Press enquiry$/m);
    expect(unfolded).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.data).toContain(body.message);
    expect(mail.data).toContain(`From: Grace Hopper <${body.email}>`);

    const [row] = await storedRows(body.email);
    expect(row.emailedAt).toBeInstanceOf(Date);
    expect(row.emailedAt!.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it("keeps a name or subject from adding mail headers", async () => {
    const body = validBody({ name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nCc: victim@example.com" });
    expect((await send(body)).status).toBe(200);
    const [mail] = smtp.received;
    expect(mail.rcptTo).toEqual([`RCPT TO:<${CONTACT_TO}>`]);
    const headers = mail.data.slice(0, mail.data.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^(Bcc|Cc):/im);
    expect(headers.replace(/\r\n[ \t]+/g, " ")).toMatch(
      /^Subject: \[LaunchForge contact\] Hi Cc: victim@example\.com$/m,
    );
  });

  it("sendMail reports false, without connecting, when SMTP is not configured", async () => {
    const saved = { ...process.env };
    delete process.env.SMTP_URL;
    try {
      let mail!: typeof import("@/lib/mail");
      jest.isolateModules(() => {
        mail = jest.requireActual("@/lib/mail");
      });
      const sent = await mail.sendMail({ to: CONTACT_TO, subject: "Hello", text: "Not sent" });
      expect(sent).toBe(false);
      expect(smtp.received).toHaveLength(0);
    } finally {
      process.env = saved;
    }
  });
});
