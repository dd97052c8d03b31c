import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { failedMails } from "@/db/schema";
import { env } from "@/core/env";
import type { SupportRequestView } from "@/lib/validation/support";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { readableMail, startSmtpServer, type SmtpServer } from "@/tests/helpers/smtp-server";

// SMTP_URL must be set before the first env(): the route is imported after the server starts.
let smtp: SmtpServer;
let GET: typeof import("./route").GET;
let POST: typeof import("./route").POST;
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.APP_URL ??= "https://launchforge.example"; // mail is off without it
  process.env.CONTACT_TO = "team@launchforge.test";
  process.env.MAIL_FROM = "LaunchForge <no-reply@launchforge.test>";
  ({ GET, POST } = await import("./route"));
  expect(env().SMTP_URL).toBe(`smtp://127.0.0.1:${smtp.port}`);
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.mode = "accept";
  smtp.received = [];
});

setupTestDatabase();
const ctx = routeContext({});

const mentoring = {
  kind: "mentoring",
  topic: "Pricing for bakeries",
  message: "I would like to test two price points with my first pilots and need a second opinion.",
  preferredTimes: "Tuesday or Thursday afternoon, CET",
};

const send = async (body: unknown, cookie?: string) =>
  json<SupportRequestView & { error?: string; message?: string }>(
    await POST(testRequest("/api/support-requests", { method: "POST", body, cookie }), ctx),
  );

describe("/api/support-requests", () => {
  it("answers 401 signed out and 403 below Rocket", async () => {
    expect((await send(mentoring)).status).toBe(401);
    const fuel = await createTestUser({ tier: "fuel" });
    const res = await send(mentoring, fuel.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Rocket plan/);
    expect((await GET(testRequest("/api/support-requests", { cookie: fuel.cookie }), ctx)).status).toBe(403);
    expect(smtp.received).toHaveLength(0);
  });

  it.each([
    [{ ...mentoring, topic: "" }, "topic"],
    [{ ...mentoring, message: "Help?" }, "message"],
    [{ ...mentoring, preferredTimes: "" }, "preferredTimes"],
    [{ ...mentoring, kind: "coffee" }, "kind"],
    [{ ...mentoring, projectId: "nope" }, "projectId"],
  ])("rejects %j with 400 naming the field", async (body, field) => {
    const user = await createTestUser({ tier: "rocket" });
    const res = await send(body, user.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });

  it("stores a mentoring request flagged priority, e-mails it, and lists it with its status", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const res = await send({ ...mentoring, projectId: project.id }, user.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: "mentoring",
      priority: true,
      status: "new",
      projectName: project.name,
    });

    expect(smtp.received).toHaveLength(1);
    const mail = readableMail(smtp.received[0].data);
    expect(mail).toMatch(/^Subject: \[PRIORITY\] \[LaunchForge mentoring\] Pricing for bakeries$/m);
    expect(mail).toContain("Preferred times: Tuesday or Thursday afternoon, CET");
    expect(mail).toContain(`Reference: ${res.body.id}`);

    const support = await send(
      {
        kind: "support",
        topic: "Export question",
        message: "The PowerPoint opens with a warning on my laptop.",
      },
      user.cookie,
    );
    expect(support.status).toBe(201);
    const list = await json<{ requests: SupportRequestView[] }>(
      await GET(testRequest("/api/support-requests", { cookie: user.cookie }), ctx),
    );
    expect(list.body.requests.map((r) => r.topic)).toEqual(["Export question", "Pricing for bakeries"]);

    const other = await createTestUser({ tier: "rocket" });
    const theirs = await json<{ requests: SupportRequestView[] }>(
      await GET(testRequest("/api/support-requests", { cookie: other.cookie }), ctx),
    );
    expect(theirs.body.requests).toEqual([]);
  });

  it("keeps the request when mail fails, and answers 404 for another user's project", async () => {
    const user = await createTestUser({ tier: "rocket" });
    smtp.mode = "fail";
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await send(mentoring, user.cookie);
    errors.mockRestore();
    expect(res.status).toBe(201);
    const list = await json<{ requests: SupportRequestView[] }>(
      await GET(testRequest("/api/support-requests", { cookie: user.cookie }), ctx),
    );
    expect(list.body.requests).toHaveLength(1);
    // The e-mail the server refused is kept whole for the operator console's Retry.
    const db = await getDb();
    const kept = await db.select().from(failedMails).where(eq(failedMails.refId, res.body.id));
    expect(kept).toEqual([
      expect.objectContaining({ purpose: "support", to: "team@launchforge.test", sentAt: null }),
    ]);
    expect(kept[0].text).toContain(mentoring.message);

    const owner = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: owner.id, upTo: "concept" });
    expect((await send({ ...mentoring, projectId: project.id }, user.cookie)).status).toBe(404);
  });
});
