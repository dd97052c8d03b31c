import { expect, test, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import path from "node:path";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { safeFileName } from "../../lib/documents/file-name";
import { fillQuiz, screenshot, signInWithDemo } from "./helpers";

/**
 * The founder's whole journey on a fresh account, as a new user would click it: quiz → analysis → save →
 * dashboard → project → brand names → save a brand → full analysis → (Spark via the operator CLI) →
 * prototype → action plan → pitch deck; everything survives a reload; an edit survives a reload;
 * regenerate keeps the previous version restorable. Runs on the PostgreSQL server (@cli), where the
 * operator CLI can run beside it.
 */

const idea = IDEA_FIXTURES.find((f) => f.id === "dog-walking-marketplace")!;

function card(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function generateStep(page: Page, title: string, toast: string) {
  await card(page, title).getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card(page, title).getByLabel("Completed")).toBeVisible();
}

function panel(page: Page, title: string) {
  return page.getByRole("region", { name: title, exact: true });
}

test("a founder goes from quiz to pitch deck @cli", async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithDemo(page, "/quiz");
  await fillQuiz(page, idea.answers);
  await expect(page.getByRole("heading", { name: "Key Strengths" })).toBeVisible();
  await page.getByRole("button", { name: "Save This Project" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Project Saved!", { exact: true })).toBeVisible();

  const projectLink = page.getByRole("link", { name: "Marketplace that matches dog owners", exact: true });
  await projectLink.click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  const projectUrl = page.url();
  await expect(page.getByRole("heading", { name: "Project Progress" })).toBeVisible();
  await expect(page.getByText("1 of 6 steps complete")).toBeVisible();

  // Brand names, then save one: it becomes the project's title.
  await generateStep(page, "Brand Naming", "Brand Names Generated!");
  const brands = panel(page, "Brand Naming");
  const firstName = (await brands
    .getByRole("listitem")
    .getByRole("heading", { level: 3 })
    .first()
    .textContent())!.trim();
  await brands.getByRole("button", { name: "Select This Brand" }).first().click();
  await brands.getByRole("button", { name: "Save This Brand Name" }).click();
  await expect(page.getByText("Brand Name Saved!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
  await expect(brands.getByTestId("selected-brand")).toContainText(firstName);
  await expect(brands.getByRole("link", { name: "Create Logo" })).toHaveAttribute(
    "href",
    `/logo-generator?brand=${encodeURIComponent(firstName)}`,
  );

  await generateStep(page, "Business Analysis", "Business Analysis Complete!");
  await expect(panel(page, "Business Analysis").getByText(/Year 3: \$/)).toBeVisible();

  // Spark steps are locked on the Free plan…
  const lockNotice = page.getByText("Prototype Assets: upgrade to Spark", { exact: true });
  await expect(lockNotice).toBeVisible();
  const me = (await (await page.request.get("/api/me")).json()) as { id: string };
  const cli = spawnSync("npm", ["run", "-s", "user:tier", "--", me.id, "spark"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: ".data-e2e-pg" },
    encoding: "utf8",
  });
  expect(cli.status, cli.stderr).toBe(0);
  // …and unlock with no further action after the upgrade.
  await page.reload();
  await expect(lockNotice).toHaveCount(0);

  await generateStep(page, "Prototype Assets", "Prototype Assets Generated!");
  await expect(
    panel(page, "Prototype Assets")
      .getByText(/^#[0-9A-F]{6}$/)
      .first(),
  ).toBeVisible();
  // The mockups are pictures in the brand, drawn by the server: each loads, and downloads as a PNG.
  const gallery = panel(page, "Prototype Assets").getByTestId("mockup-gallery");
  for (const name of [
    "Landing page (desktop)",
    "Phone screen",
    "Social post / Open Graph card",
    "Mood board",
  ]) {
    const image = gallery.getByRole("img", { name });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 20_000,
      })
      .toBeGreaterThan(300);
  }
  await screenshot(page, "prototype-mockups");
  // Each picture downloads as the PNG a person looks at in e2e-screens/.
  const links = gallery.getByRole("link", { name: "PNG" });
  await expect(links).toHaveCount(4);
  for (const [i, kind] of ["hero", "phone", "social", "moodboard"].entries()) {
    const [png] = await Promise.all([page.waitForEvent("download"), links.nth(i).click()]);
    expect(png.suggestedFilename()).toBe(safeFileName(firstName, `${kind}-mockup.png`));
    await png.saveAs(path.join("e2e-screens", `mockup-${kind}.png`));
  }
  await generateStep(page, "Action Plan", "Action Plan Created!");
  await expect(panel(page, "Action Plan").getByRole("heading", { name: /^Week 9/ })).toBeVisible();
  await generateStep(page, "Pitch Deck", "Pitch Deck Created!");
  await expect(panel(page, "Pitch Deck").getByRole("heading", { name: "Funding Ask" })).toBeVisible();
  await expect(page.getByTestId("project-status")).toHaveText("Completed");
  await screenshot(page, "project-complete");

  // A reload keeps every step.
  await page.reload();
  await expect(page.getByText("6 of 6 steps complete")).toBeVisible();

  // An edit survives a reload.
  await card(page, "Business Analysis").getByRole("button", { name: "View Details" }).click();
  const analysis = panel(page, "Business Analysis");
  await analysis.getByRole("button", { name: "Edit Executive Summary" }).click();
  const mine = "Our own summary: vetted dog walkers with a 30-minute replacement guarantee.";
  await analysis.getByRole("textbox", { name: "Edit Executive Summary" }).fill(mine);
  await analysis.getByRole("button", { name: "Save" }).click();
  // The editor closes only once the server has stored the edit.
  await expect(analysis.getByRole("textbox", { name: "Edit Executive Summary" })).toBeHidden();
  await expect(analysis.getByText(mine)).toBeVisible();
  await page.goto(projectUrl);
  await card(page, "Business Analysis").getByRole("button", { name: "View Details" }).click();
  await expect(panel(page, "Business Analysis").getByText(mine)).toBeVisible();

  // Regenerate asks before replacing the founder's edit; keeping it changes nothing.
  await panel(page, "Business Analysis").getByRole("button", { name: "Regenerate" }).click();
  const ask = page.getByRole("dialog", { name: "Replace your edit?" });
  await expect(ask.getByText("your edit stays in History")).toBeVisible();
  await ask.getByRole("button", { name: "Keep my edit" }).click();
  await expect(ask).toBeHidden();
  await expect(panel(page, "Business Analysis").getByText(mine)).toBeVisible();

  // Regenerating anyway replaces it; the edited version stays in the history and comes back on restore.
  await panel(page, "Business Analysis").getByRole("button", { name: "Regenerate" }).click();
  await ask.getByRole("button", { name: "Regenerate anyway" }).click();
  await expect(page.getByText("Business Analysis Complete!", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel(page, "Business Analysis").getByText(mine)).toHaveCount(0);
  await panel(page, "Business Analysis").getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Before a regeneration").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Restore" }).first().click();
  await expect(page.getByText("Version Restored", { exact: true })).toBeVisible();
  await expect(panel(page, "Business Analysis").getByText(mine)).toBeVisible();
  await page.reload(); // the address keeps #analysis, so the same details come back
  await expect(page).toHaveURL(/#analysis$/);
  await expect(panel(page, "Business Analysis").getByText(mine)).toBeVisible();
});
