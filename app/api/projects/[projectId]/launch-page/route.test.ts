import { launchPagesForUser, listWaitlistSignups, recordLaunchPageVisit } from "@/db/queries/launch-pages";
import { visiblePage } from "@/lib/launch/public";
import type { LaunchPageView, WaitlistSignupView } from "@/lib/launch/schemas";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import JSZip from "jszip";

import { POST as pitchPptx } from "@/app/api/pitch/download/pptx/route";
import * as join from "../../../launch/[slug]/join/route";
import * as mockup from "../../../launch/[slug]/mockups/[kind]/route";
import * as publish from "./publish/route";
import * as page from "./route";
import * as signups from "./signups/route";
import * as signup from "./signups/[signupId]/route";

// Without SMTP_URL: signups are stored unconfirmed and the answer says the visitor is on the list.
setupTestDatabase();

type Body = LaunchPageView & { error?: string; message?: string };
const path = (id: string, rest = "") => `/api/projects/${id}/launch-page${rest}`;

const get = async (user: TestUser, id: string) =>
  json<Body>(await page.GET(testRequest(path(id), { cookie: user.cookie }), routeContext({ projectId: id })));
const put = async (user: TestUser, id: string, body: unknown) =>
  json<Body>(
    await page.PUT(
      testRequest(path(id), { method: "PUT", body, cookie: user.cookie }),
      routeContext({ projectId: id }),
    ),
  );
const setPublished = async (user: TestUser, id: string, on: boolean) =>
  json<Body>(
    await publish[on ? "POST" : "DELETE"](
      testRequest(path(id, "/publish"), { method: on ? "POST" : "DELETE", cookie: user.cookie }),
      routeContext({ projectId: id }),
    ),
  );
const joinJson = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
  join.POST(
    testRequest(`/api/launch/${slug}/join`, { method: "POST", body, headers }),
    routeContext({ slug }),
  );

/** A Rocket founder's project with the whole package, and its page saved under `slug`. */
async function savedPage(slug: string, tier: "rocket" | "freemium" = "rocket") {
  const user = await createTestUser({ tier });
  const project = await seedProject({ userId: user.id, upTo: "prototype" });
  const draft = await get(user, project.id);
  const saved = await put(user, project.id, { slug, settings: draft.body.settings });
  expect(saved.status).toBe(200);
  return { user, project, settings: draft.body.settings };
}

describe("the founder's launch page", () => {
  it("answers 401 signed out and 404 for another account's project", async () => {
    const owner = await createTestUser();
    const project = await seedProject({ userId: owner.id, upTo: "concept" });
    const res = await page.GET(testRequest(path(project.id)), routeContext({ projectId: project.id }));
    expect(res.status).toBe(401);
    const other = await createTestUser({ tier: "rocket" });
    expect((await get(other, project.id)).status).toBe(404);
    expect((await put(other, project.id, { slug: "stolen-page", settings: {} })).status).toBe(400);
  });

  it("proposes an address and settings from the project before it is saved", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "branding" });
    const { status, body } = await get(user, project.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: "bakewise", draft: true, published: false, mailConfigured: false });
    expect(body.settings.cta).toBe("Join the waitlist");
    expect(body.settings.headline.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["admin", "reserved"],
    ["ab", "at least 3"],
    ["Bad Slug!", "lower-case"],
    ["-edge-", "lower-case"],
    ["double--hyphen", "lower-case"],
  ])("refuses the address %j with 400 naming why", async (slug, why) => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const { settings } = (await get(user, project.id)).body;
    const res = await put(user, project.id, { slug, settings });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(why);
  });

  it("refuses settings without a headline, and an address another page has with 409", async () => {
    const { settings } = await savedPage("taken-address");
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    expect(
      (await put(user, project.id, { slug: "free-address", settings: { ...settings, headline: "" } })).status,
    ).toBe(400);
    const taken = await put(user, project.id, { slug: "Taken-Address", settings });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/taken/);
  });

  it("publishes on Rocket only; below it the page stays a preview its owner alone can see", async () => {
    const { user, project } = await savedPage("spark-preview", "freemium");
    const denied = await setPublished(user, project.id, true);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/Rocket plan/);
    await expect(visiblePage("spark-preview", null)).rejects.toMatchObject({ status: 404 });
    await expect(visiblePage("spark-preview", user.id)).resolves.toMatchObject({
      page: { slug: "spark-preview" },
    });
    const res = await joinJson("spark-preview", { email: "early@example.com" });
    expect(res.status).toBe(404);
  });

  it("publishes, takes signups once per address, and unpublishes back to a 404 for visitors", async () => {
    const { user, project } = await savedPage("bakewise-live");
    const live = await setPublished(user, project.id, true);
    expect(live.status).toBe(200);
    expect(live.body.published).toBe(true);
    await expect(visiblePage("bakewise-live", null)).resolves.toBeTruthy();

    const first = await json<{ status: string; message: string }>(
      await joinJson("bakewise-live", { email: "Early@Example.com ", name: "Ana" }),
    );
    expect(first).toEqual({
      status: 200,
      body: { status: "joined", message: expect.stringMatching(/on the list/) },
    });
    // The same address again (any case) and a filled honeypot get the same answer; neither adds a row.
    const again = await json(await joinJson("bakewise-live", { email: "early@example.com" }));
    const bot = await json(
      await joinJson("bakewise-live", { email: "bot@example.com", website: "http://spam" }),
    );
    expect(again).toEqual(first);
    expect(bot).toEqual(first);
    const { page: stored } = await visiblePage("bakewise-live", null);
    const rows = await listWaitlistSignups(stored.id);
    expect(rows.map((r) => [r.email, r.name, r.confirmedAt])).toEqual([["early@example.com", "Ana", null]]);

    const down = await setPublished(user, project.id, false);
    expect(down.body.published).toBe(false);
    await expect(visiblePage("bakewise-live", null)).rejects.toMatchObject({ status: 404 });
    expect((await joinJson("bakewise-live", { email: "late@example.com" })).status).toBe(404);
    // The waitlist outlives the unpublishing.
    expect((await get(user, project.id)).body.stats.signups).toBe(1);
  });

  it.each([
    [{ email: "not-an-address" }, 400, /valid e-mail/],
    [{ email: "a@example.com", name: "x".repeat(81) }, 400, /name/],
    [{ email: "a@example.com", answer: "\u0000" }, 400, /./],
    ["{not json", 400, /valid JSON/],
    [{ email: "a@example.com", name: "x".repeat(5000) }, 413, /too large/],
  ])("refuses a bad signup (case %#)", async (body, status, message) => {
    const { user, project } = await savedPage(`refuse-${Math.random().toString(36).slice(2, 8)}`);
    const slug = (await get(user, project.id)).body.slug;
    await setPublished(user, project.id, true);
    const res = await json<{ message: string }>(await joinJson(slug, body));
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it("answers a plain HTML form with a redirect back to the page, and refuses another site's form", async () => {
    const { user, project } = await savedPage("form-page");
    await setPublished(user, project.id, true);
    const form = (body: string, headers: Record<string, string> = {}) =>
      joinJson("form-page", body, { "content-type": "application/x-www-form-urlencoded", ...headers });
    const ok = await form("email=form%40example.com&name=Bo&website=");
    expect(ok.status).toBe(303);
    expect(new URL(ok.headers.get("location")!).pathname + new URL(ok.headers.get("location")!).search).toBe(
      "/l/form-page?joined=joined",
    );
    const bad = await form("email=nope");
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toMatch(/\/l\/form-page\?error=invalid#waitlist$/);
    const cross = await form("email=x%40example.com", { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });

  it("limits one address to three signups an hour", async () => {
    const { user, project } = await savedPage("limited-page");
    await setPublished(user, project.id, true);
    for (let i = 0; i < 3; i++)
      expect((await joinJson("limited-page", { email: "same@example.com" })).status).toBe(200);
    const fourth = await joinJson("limited-page", { email: "same@example.com" });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("lists, exports (formulas defused) and deletes signups for the owner only", async () => {
    const { user, project } = await savedPage("export-page");
    await setPublished(user, project.id, true);
    await joinJson("export-page", { email: "one@example.com", name: '=HYPERLINK("http://x")' });
    await joinJson("export-page", { email: "two@example.com" });
    const ctx = routeContext({ projectId: project.id });
    const list = await json<{ signups: WaitlistSignupView[] }>(
      await signups.GET(testRequest(path(project.id, "/signups"), { cookie: user.cookie }), ctx),
    );
    expect(list.body.signups.map((s) => s.email)).toEqual(["two@example.com", "one@example.com"]);

    const csv = await signups.GET(
      testRequest(path(project.id, "/signups?format=csv"), { cookie: user.cookie }),
      ctx,
    );
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="bakewise-waitlist.csv"');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads the addresses and names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text).toMatch(/^email,name,answer,confirmed,signed_up_at\n/);
    expect(text).toContain(`one@example.com,"'=HYPERLINK(""http://x"")",,no,`);

    const other = await createTestUser({ tier: "rocket" });
    const id = list.body.signups[0].id;
    const del = (cookie: string) =>
      signup.DELETE(
        testRequest(path(project.id, `/signups/${id}`), { method: "DELETE", cookie }),
        routeContext({ projectId: project.id, signupId: id }),
      );
    expect((await del(other.cookie)).status).toBe(404);
    expect((await del(user.cookie)).status).toBe(204);
    expect((await del(user.cookie)).status).toBe(404);
    expect((await get(user, project.id)).body.stats).toMatchObject({ signups: 1, confirmed: 0 });

    // Visits add up per day; conversion is signups per visit, here and on the Analytics page.
    const { page: stored } = await visiblePage("export-page", null);
    await Promise.all([1, 2, 3, 4].map(() => recordLaunchPageVisit(stored.id)));
    const stats = (await get(user, project.id)).body.stats;
    expect(stats).toMatchObject({ visits: 4, signups: 1, conversion: 0.25 });
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), visits: 4, signups: 1 });
    expect(await launchPagesForUser(user.id)).toEqual([
      expect.objectContaining({ slug: "export-page", visits: 4, signups: 1, confirmed: 0 }),
    ]);
  });

  it("draws a published page's mockup for anyone, and none once it is taken down", async () => {
    const { user, project } = await savedPage("mockup-page");
    const picture = () =>
      mockup.GET(
        testRequest("/api/launch/mockup-page/mockups/hero"),
        routeContext({ slug: "mockup-page", kind: "hero" }),
      );
    expect((await picture()).status).toBe(404);
    await setPublished(user, project.id, true);
    const res = await picture();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });

  it("cites the waitlist's real count on the Traction slide of the pitch download", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const { settings } = (await get(user, project.id)).body;
    await put(user, project.id, { slug: "traction-page", settings });
    await setPublished(user, project.id, true);
    for (const email of ["a@example.com", "b@example.com", "c@example.com"])
      expect((await joinJson("traction-page", { email })).status).toBe(200);
    const res = await pitchPptx(
      testRequest("/api/pitch/download/pptx", {
        method: "POST",
        body: { projectId: project.id },
        cookie: user.cookie,
      }),
      routeContext({}),
    );
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .map((name) => zip.file(name)!.async("string")),
    );
    const text = slides.join(" ");
    expect(text).toContain("Waitlist: 3 people signed up on the launch page");
    expect(text).not.toContain("Waitlist from the landing page");
  });
});
