import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

import { BATCH18_CORPUS } from "../fixtures/idea-corpus-batch18";
import { screenshot, seedProjectOverHttp, setTier, signInOverHttp } from "./helpers";
import { E2E_STANDALONE_DIR } from "./stripe-env";

/**
 * Rocket's launch funnel, the whole loop: a founder shapes the page below Rocket (a preview only they
 * can see), upgrades, publishes in two clicks; a visitor in another browser joins the waitlist with the
 * page's plain form; the founder sees the visit and the signup, exports it and deletes it (@cli:
 * PostgreSQL, where the operator CLI sets the plan).
 */

const insoles = BATCH18_CORPUS.find((f) => f.id === "b18-gb-nurse-shift-insoles")!.answers;

function section(page: Page) {
  return page.getByRole("region", { name: "Launch Page" });
}

test("a founder publishes a launch page and a visitor joins its waitlist @cli", async ({ page, browser }) => {
  test.setTimeout(180_000); // generation, page loads and a mockup on two busy cores
  const me = await signInOverHttp(page.request);
  setTier(me.id, "fuel"); // the prototype's mockups need a paid plan; publishing needs Rocket
  const projectId = await seedProjectOverHttp(page.request, {
    answers: insoles,
    brand: {
      name: "Shiftsole",
      tagline: "Twelve hours on your feet, without the ache.",
      domain: "shiftsole.co.uk",
    },
    steps: ["/api/full-business-analysis/generate", "/api/prototype/generate"],
  });
  const slug = `shiftsole-${projectId.slice(0, 6)}`;

  // Below Rocket: the page can be shaped and previewed, not published.
  await page.goto(`/project/${projectId}#launch-page`);
  const lp = section(page);
  await expect(lp.getByLabel("Headline", { exact: true })).toHaveValue(
    "Twelve hours on your feet, without the ache.",
  );
  await expect(lp.getByRole("button", { name: "Publish" })).toBeDisabled();
  await expect(lp.getByRole("link", { name: "Upgrade to publish" })).toBeVisible();
  await lp.getByLabel("Address", { exact: true }).fill(slug);
  await lp.getByLabel("One question for the waitlist (optional)").fill("Which hospital do you work at?");
  await lp.getByRole("button", { name: "Save" }).click();
  await expect(lp.getByRole("link", { name: "Preview" })).toBeVisible();

  // The owner sees the preview; a visitor in another browser sees "not found", at either address.
  await page.goto(`/l/${slug}/preview`);
  await expect(
    page.getByRole("status").filter({ hasText: "Preview: only you can see this page" }),
  ).toBeVisible();
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  expect((await guest.goto(`/l/${slug}`))!.status()).toBe(404);
  expect((await guest.goto(`/l/${slug}/preview`))!.status()).toBe(404);

  // Rocket: publish in two clicks (open the section, press Publish).
  setTier(me.id, "rocket");
  await page.goto(`/project/${projectId}#launch-page`);
  await section(page).getByRole("button", { name: "Publish" }).click();
  await expect(section(page).getByText(`Live at /l/${slug}`)).toBeVisible();

  // The visitor reads the page in the brand's words and joins with the plain HTML form. Publishing had
  // the server ask Next to keep the page (ISR; until a copy exists a visit is rendered per request, and
  // the owner's own requests are never counted). Each visit then comes from the kept copy: the same file
  // for every visitor, with no cookie, its inline scripts allowed by their hashes, and it still runs (the
  // visit beacon counts it).
  await expect
    .poll(async () => (await page.request.get(`/l/${slug}`)).headers()["x-nextjs-cache"], { timeout: 15_000 })
    .toBe("HIT");
  const beacon = () => guest.waitForRequest((r) => r.url().endsWith(`/api/launch/${slug}/visit`));
  const counted = beacon();
  const response = await guest.goto(`/l/${slug}`);
  expect(response!.status()).toBe(200);
  await counted;
  const countedAgain = beacon();
  const again = await guest.goto(`/l/${slug}`);
  await countedAgain;
  const headers = again!.headers();
  expect(headers["x-nextjs-cache"]).toBe("HIT");
  expect(headers["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(headers["set-cookie"]).toBeUndefined();
  const policy = headers["content-security-policy"];
  expect(policy).not.toContain("'strict-dynamic'");
  const html = await again!.text();
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline)
    expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(
    "Twelve hours on your feet, without the ache.",
  );
  await expect(guest.getByText("Shiftsole is the controller of the e-mail address")).toBeVisible();
  await expect(guest.getByRole("banner")).not.toContainText("LaunchForge"); // the founder's brand, not ours
  const head = await guest.locator('meta[name="robots"]').getAttribute("content");
  expect(head).toMatch(/^index/);
  await screenshot(guest, "launch-page-desktop");
  await guest.setViewportSize({ width: 390, height: 844 });
  await screenshot(guest, "launch-page-phone");
  await guest.getByLabel("E-mail", { exact: true }).fill("ward7.nurse@example.com");
  await guest.getByLabel("Which hospital do you work at? (optional)").fill("St Thomas'");
  await guest.getByRole("button", { name: "Join the waitlist" }).last().click();
  await expect(guest.getByText(/You are on the list|Check your inbox/)).toBeVisible();
  await visitor.close();

  // The founder sees the visit and the signup, exports the list and deletes the signup.
  await page.reload();
  const panel = section(page);
  await expect(panel.getByRole("cell", { name: "ward7.nurse@example.com", exact: true })).toBeVisible();
  // One visit: the visitor read the page twice and again after joining, within half an hour (a client counts
  // once per page in 30 minutes); the owner's own are not counted.
  const stat = (label: string) => panel.locator(`dt:text-is("${label}") + dd`);
  await expect(stat("Visits")).toHaveText("1");
  await expect(stat("Signups")).toHaveText("1");
  await expect(stat("Conversion")).toHaveText("100.0%");
  await screenshot(page, "launch-page-panel");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("shiftsole-waitlist.csv");
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain("ward7.nurse@example.com,,St Thomas'");
  // The Analytics page lists the page with the same figures.
  await page.goto("/analytics");
  const pages = page.getByRole("region", { name: "Launch pages" });
  await expect(pages.getByRole("row", { name: new RegExp(`/l/${slug}`) })).toContainText("100.0%");
  await screenshot(page, "launch-page-analytics");
  await page.goto(`/project/${projectId}#launch-page`);
  page.once("dialog", (dialog) => void dialog.accept());
  await panel.getByRole("button", { name: "Delete ward7.nurse@example.com" }).click();
  await expect(panel.getByText("No signups yet.")).toBeVisible();

  // An address nobody published is a 404 that leaves nothing on disk (Next keeps no copy of it).
  expect((await page.request.get("/l/nobody-published-this")).status()).toBe(404);
  // This journey runs on the PostgreSQL server: the standalone build's copy, which keeps its own files.
  const keptFiles = readdirSync(path.join(E2E_STANDALONE_DIR, ".next", "server"), { recursive: true }).map(
    String,
  );
  expect(keptFiles.some((file) => file.includes(slug))).toBe(true);
  expect(keptFiles.some((file) => file.includes("nobody-published-this"))).toBe(false);

  // Taken down, the address is a 404 at once for visitors, not the kept copy; the owner keeps the preview.
  const down = await page.request.delete(`/api/projects/${projectId}/launch-page/publish`);
  expect(down.status()).toBe(200);
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/l/${slug}`)).status()).toBe(404);
  await stranger.close();
  expect((await page.goto(`/l/${slug}/preview`))!.status()).toBe(200);
});
