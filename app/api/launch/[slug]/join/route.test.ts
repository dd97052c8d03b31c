import { listWaitlistSignups } from "@/db/queries/launch-pages";
import { env } from "@/core/env";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { readableMail, startSmtpServer, type SmtpServer } from "@/tests/helpers/smtp-server";

// With mail configured, a signup is confirmed by a link (double opt-in). SMTP_URL must be set before the
// first env(): the routes are imported after the server starts.
let smtp: SmtpServer;
let routes: {
  page: typeof import("@/app/api/projects/[projectId]/launch-page/route");
  publish: typeof import("@/app/api/projects/[projectId]/launch-page/publish/route");
  join: typeof import("./route");
  confirm: typeof import("../confirm/route");
  unsubscribe: typeof import("../unsubscribe/route");
  public: typeof import("@/lib/launch/public");
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.APP_URL = "http://localhost:3000"; // mail is off without it; the links below use it
  process.env.MAIL_FROM = "LaunchForge <no-reply@launchforge.test>";
  routes = {
    page: await import("@/app/api/projects/[projectId]/launch-page/route"),
    publish: await import("@/app/api/projects/[projectId]/launch-page/publish/route"),
    join: await import("./route"),
    confirm: await import("../confirm/route"),
    unsubscribe: await import("../unsubscribe/route"),
    public: await import("@/lib/launch/public"),
  };
  expect(env().SMTP_URL).toBe(`smtp://127.0.0.1:${smtp.port}`);
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.mode = "accept";
  smtp.received = [];
});

setupTestDatabase();

async function publishedPage(slug: string) {
  const user = await createTestUser({ tier: "rocket" });
  const project = await seedProject({ userId: user.id, upTo: "prototype" });
  const ctx = routeContext({ projectId: project.id });
  const url = `/api/projects/${project.id}/launch-page`;
  const draft = await json<{ settings: unknown; mailConfigured: boolean }>(
    await routes.page.GET(testRequest(url, { cookie: user.cookie }), ctx),
  );
  expect(draft.body.mailConfigured).toBe(true);
  const body = { slug, settings: { ...(draft.body.settings as object), question: "Which city are you in?" } };
  expect(
    (await routes.page.PUT(testRequest(url, { method: "PUT", body, cookie: user.cookie }), ctx)).status,
  ).toBe(200);
  expect(
    (await routes.publish.POST(testRequest(`${url}/publish`, { method: "POST", cookie: user.cookie }), ctx))
      .status,
  ).toBe(200);
  return (await routes.public.visiblePage(slug, null)).page;
}

const joinAs = async (slug: string, body: unknown) =>
  json<{ status: string; message: string }>(
    await routes.join.POST(
      testRequest(`/api/launch/${slug}/join`, { method: "POST", body }),
      routeContext({ slug }),
    ),
  );

/** The links of the last e-mail received. */
const linksOf = () => {
  const mail = readableMail(smtp.received.at(-1)!.data);
  return {
    mail,
    confirm: mail.match(/http:\/\/localhost:3000\/api\/launch\/[a-z0-9-]+\/confirm\?token=\S+/)![0],
    unsubscribe: mail.match(/http:\/\/localhost:3000\/l\/[a-z0-9-]+\/unsubscribe\?token=\S+/)![0],
  };
};

describe("a waitlist with mail configured (double opt-in)", () => {
  it("mails a confirmation link, confirms by it, and lets the visitor leave by the link in the mail", async () => {
    const page = await publishedPage("opt-in-page");
    const res = await joinAs("opt-in-page", { email: "lea@example.com", name: "Lea", answer: "Porto" });
    expect(res).toEqual({
      status: 200,
      body: { status: "pending", message: expect.stringMatching(/inbox/) },
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].rcptTo.join(" ")).toContain("<lea@example.com>");
    const { mail, confirm, unsubscribe } = linksOf();
    expect(mail).toMatch(/^Subject: Confirm your place on the BakeWise waitlist$/m);
    expect(mail).toMatch(/BakeWise is the controller of the e-mail address/);
    let [row] = await listWaitlistSignups(page.id);
    expect(row).toMatchObject({ email: "lea@example.com", answer: "Porto", confirmedAt: null });

    // A wrong token confirms nothing; the mailed one does, and the page says so.
    const badUrl = confirm.replace(/token=\S+/, "token=forged");
    const bad = await routes.confirm.GET(
      testRequest(badUrl.replace("http://localhost:3000", "")),
      routeContext({ slug: "opt-in-page" }),
    );
    expect(bad.headers.get("location")).toMatch(/\/l\/opt-in-page\?confirmed=0#waitlist$/);
    const ok = await routes.confirm.GET(
      testRequest(confirm.replace("http://localhost:3000", "")),
      routeContext({ slug: "opt-in-page" }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toMatch(/\/l\/opt-in-page\?confirmed=1#waitlist$/);
    [row] = await listWaitlistSignups(page.id);
    expect(row.confirmedAt).toBeInstanceOf(Date);

    // Signing up again once confirmed: the same answer, no second row, no new token, no mail to confirm.
    expect((await joinAs("opt-in-page", { email: "LEA@example.com" })).body.status).toBe("pending");
    expect(smtp.received).toHaveLength(1);
    expect(await listWaitlistSignups(page.id)).toHaveLength(1);

    const token = new URL(unsubscribe).searchParams.get("token")!;
    const leave = await routes.unsubscribe.POST(
      testRequest("/api/launch/opt-in-page/unsubscribe", {
        method: "POST",
        body: `token=${encodeURIComponent(token)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      routeContext({ slug: "opt-in-page" }),
    );
    expect(leave.status).toBe(303);
    expect(leave.headers.get("location")).toMatch(/\/l\/opt-in-page\/unsubscribe\?done=1$/);
    expect(await listWaitlistSignups(page.id)).toHaveLength(0);
  });

  it("keeps the signup when the mail server fails, and mails a fresh link when the visitor tries again", async () => {
    const page = await publishedPage("mail-fails-page");
    smtp.mode = "fail";
    expect((await joinAs("mail-fails-page", { email: "sam@example.com" })).body.status).toBe("pending");
    const [row] = await listWaitlistSignups(page.id);
    expect(row.email).toBe("sam@example.com");
    smtp.mode = "accept";
    await joinAs("mail-fails-page", { email: "sam@example.com" });
    const { confirm } = linksOf();
    const ok = await routes.confirm.GET(
      testRequest(confirm.replace("http://localhost:3000", "")),
      routeContext({ slug: "mail-fails-page" }),
    );
    expect(ok.headers.get("location")).toMatch(/confirmed=1/);
  });
});
