import { expect, test } from "@playwright/test";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { screenshot, signInOverHttp } from "./helpers";

test("the dashboard lists projects, shows the Free plan limit before it is hit, and deletes with confirmation", async ({
  page,
}) => {
  await signInOverHttp(page.request);
  for (const [i, fixture] of IDEA_FIXTURES.slice(0, 3).entries()) {
    const created = await page.request.post("/api/projects", {
      data: {
        name: `Idea ${i + 1}`,
        description: fixture.answers.solution,
        status: "concept_analysis",
        quizData: fixture.answers,
      },
    });
    expect(created.status()).toBe(201);
  }
  const fourth = await page.request.post("/api/projects", { data: { name: "One too many" } });
  expect(fourth.status()).toBe(403);
  expect((await fourth.json()).message).toMatch(/up to 3 projects/);

  // At the limit the quiz says so before the first question, not after the work.
  await page.goto("/quiz");
  await expect(
    page.getByRole("heading", { name: "You have used all 3 projects of the Free plan" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Open or delete a project" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expect(page.getByRole("link", { name: "Upgrade to Spark" })).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(page.locator("#main").getByTestId("project-usage")).toHaveText("3 of 3 projects used");
  // Achievements are earned on the dashboard itself (no project page opened yet), in one toast.
  await expect(page.locator("#main").getByText(/^Achievements: 2 of \d+/)).toBeVisible();
  await expect(page.getByText("2 Achievements Unlocked", { exact: true })).toBeVisible();
  await expect(page.getByText(/First Spark, Serial Founder\. \+\d+ points/)).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(page.getByText("You have reached the Free plan's 3 projects.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start New Project" })).toHaveCount(0);
  const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Status: Concept analysis");
  await expect(cards.first()).toContainText(/Created: \w{3} \d{1,2}, \d{4}/);
  await screenshot(page, "dashboard");

  // Dismissing the confirmation deletes nothing.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("button", { name: "Delete Idea 1" }).click();
  await expect(cards).toHaveCount(3);

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain('Delete "Idea 1"?');
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete Idea 1" }).click();
  await expect(page.getByText("Project Deleted", { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(page.locator("#main").getByTestId("project-usage")).toHaveText("2 of 3 projects used");
  await expect(page.getByRole("link", { name: "Start New Project" })).toBeVisible();

  await page.getByRole("link", { name: "Idea 2", exact: true }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Idea 2" })).toBeVisible();
});
