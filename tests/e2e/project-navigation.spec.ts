import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { screenshot, signInOverHttp } from "./helpers";

/**
 * The project page's navigator: every step and premium section with its state, one details view at a
 * time, deep links by hash, and edit pencils that wait for hover or focus (on a pointer that hovers).
 */

async function seedProject(page: Page): Promise<string> {
  await signInOverHttp(page.request);
  const { answers } = IDEA_FIXTURES[0];
  const quiz = await (await page.request.post("/api/quiz", { data: answers })).json();
  const project = await (
    await page.request.post("/api/projects", { data: { name: "Bakery", quizData: { ...answers, ...quiz } } })
  ).json();
  for (const step of ["/api/brands/generate", "/api/full-business-analysis/generate"]) {
    expect((await page.request.post(step, { data: { projectId: project.id } })).status(), step).toBe(200);
  }
  return project.id as string;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const navLink = (page: Page, name: RegExp) =>
  page.getByRole("navigation", { name: "Project sections" }).getByRole("link", { name });

test("a deep link opens one step's details, and the navigator moves between steps and sections", async ({
  page,
}) => {
  const projectId = await seedProject(page);
  await page.goto(`/project/${projectId}#analysis`);
  await expect(region(page, "Business Analysis")).toBeVisible();
  await expect(region(page, "Brand Naming")).toHaveCount(0);
  await expect(navLink(page, /^Business Analysis \(Done\)$/)).toHaveAttribute("aria-current", "location");
  await expect(navLink(page, /^Prototype Assets \(Needs an upgrade\)$/)).toBeVisible();
  await expect(navLink(page, /^Project Board \(Needs an upgrade\)$/)).toBeVisible();
  await screenshot(page, "project-navigator");

  await navLink(page, /^Brand Naming/).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}#brand$`));
  await expect(region(page, "Brand Naming")).toBeVisible();
  await expect(region(page, "Business Analysis")).toHaveCount(0);

  // A reload keeps the view; a locked section says which plan it needs.
  await page.reload();
  await expect(region(page, "Brand Naming")).toBeVisible();
  await navLink(page, /^Project Board/).click();
  await expect(page.getByText("Project Board is part of the Rocket plan.")).toBeVisible();
  await expect(page).toHaveURL(/#board$/);

  // Edit pencils appear on hover (this browser's pointer hovers), not on every line at once.
  await navLink(page, /^Business Analysis/).click();
  const analysis = region(page, "Business Analysis");
  const pencil = analysis.getByRole("button", { name: "Edit Executive Summary" });
  await expect(pencil).toHaveCSS("opacity", "0");
  await analysis.getByText(/./).first().hover();
  await pencil.hover();
  await expect(pencil).toHaveCSS("opacity", "1");
  await pencil.focus();
  await expect(pencil).toHaveCSS("opacity", "1");
});

test("the project page works at phone width with no serious accessibility violations", async ({ page }) => {
  const projectId = await seedProject(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/project/${projectId}#analysis`);
  await expect(region(page, "Business Analysis")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Project sections" });
  await expect(nav).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, "project-navigator-phone");
  // Judged on the settled page (toasts and buttons fade in over CSS transitions).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .every((animation) => animation.playState !== "running"),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
      ),
  ).toEqual([]);
});
