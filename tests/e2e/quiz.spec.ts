import { expect, test, type Page } from "@playwright/test";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { QUIZ_QUESTIONS } from "../../lib/content/quiz";
import type { QuizField } from "../../lib/validation";
import { fillAnswer, screenshot, signInWithDemo } from "./helpers";

const bakery = IDEA_FIXTURES.find((idea) => idea.id === "bakery-forecasting")!.answers;
const title = (field: QuizField) => QUIZ_QUESTIONS.find((q) => q.field === field)!.title;
const answerBox = (page: Page, field: QuizField) => page.getByRole("textbox", { name: title(field) });

test.describe("quiz", () => {
  test("a founder answers five questions, survives a reload, gets the analysis and saves a project", async ({
    page,
  }) => {
    await signInWithDemo(page, "/quiz");
    await expect(page.getByRole("heading", { name: "Business Concept Quiz" })).toBeVisible();
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "20",
    );

    // Question 1: the counter and the Next gate.
    const next = page.getByRole("button", { name: "Next" });
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expect(next).toBeDisabled();
    await fillAnswer(page, "problem", "Bread waste");
    await expect(page.getByText("11/50 characters", { exact: true })).not.toHaveClass(/text-success/);
    await expect(page.getByText("Please write at least 39 more characters to continue")).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(page.getByRole("button", { name: "Go to question 2" })).toBeDisabled();

    await fillAnswer(page, "problem", bakery.problem);
    await expect(page.getByText(`${bakery.problem.length}/50 characters`, { exact: true })).toHaveClass(
      /text-success/,
    );
    await expect(page.getByText(/Please write at least/)).toHaveCount(0);
    await expect(next).toBeEnabled();
    await screenshot(page, "quiz-question");
    await next.click();

    // Questions 2 and 3, then a reload in the middle of question 3.
    await expect(page.getByText("Question 2 of 5", { exact: true })).toBeVisible();
    await expect(answerBox(page, "solution")).toBeFocused();
    await fillAnswer(page, "solution", bakery.solution);
    await next.click();
    await expect(page.getByText("Question 3 of 5", { exact: true })).toBeVisible();
    await fillAnswer(page, "targetAudience", bakery.targetAudience);

    await page.reload();
    await expect(page.getByText("Question 3 of 5", { exact: true })).toBeVisible();
    await expect(answerBox(page, "targetAudience")).toHaveValue(bakery.targetAudience);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(answerBox(page, "solution")).toHaveValue(bakery.solution);
    await page.getByRole("button", { name: "Go to question 1" }).click();
    await expect(answerBox(page, "problem")).toHaveValue(bakery.problem);
    await page.getByRole("button", { name: "Go to question 3" }).click();
    await next.click();

    // Questions 4 and 5: the last button waits for every answer.
    await expect(page.getByText("Question 4 of 5", { exact: true })).toBeVisible();
    await fillAnswer(page, "differentiator", bakery.differentiator);
    await next.click();
    await expect(page.getByText("Question 5 of 5", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(page.getByRole("button", { name: "Complete All Questions" })).toBeDisabled();
    await fillAnswer(page, "businessModel", bakery.businessModel);

    // The analysis.
    await page.getByRole("button", { name: "Analyze Concept" }).click();
    await expect(page.getByRole("heading", { name: "Refined Concept" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Analysis Complete!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Strengths" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
    expect(
      await page.getByRole("region", { name: "Key Strengths" }).getByRole("listitem").count(),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await page.getByRole("region", { name: "Recommendations" }).getByRole("listitem").count(),
    ).toBeGreaterThanOrEqual(3);
    await screenshot(page, "quiz-result");

    // Save: a new project on the dashboard, and the draft is gone.
    await page.getByRole("button", { name: "Save This Project" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Project Saved!", { exact: true })).toBeVisible();
    // Named after the idea (the brand renames it later), not "Project - <date>".
    const card = page.getByRole("heading", {
      name: "Mobile app that predicts tomorrow's demand",
      exact: true,
    });
    await expect(card).toHaveCount(1);
    expect(await page.evaluate(() => window.localStorage.getItem("launchforge:quiz:new"))).toBeNull();

    const projects = (await (await page.request.get("/api/projects")).json()) as {
      name: string;
      status: string;
    }[];
    expect(projects).toHaveLength(1);
    expect(projects[0].name).toBe("Mobile app that predicts tomorrow's demand");
    expect(projects[0].status).toBe("concept_analysis");
  });

  test("the question card fits a 375 px wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInWithDemo(page, "/quiz");
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    const card = await page.locator('[data-slot="card"]').first().boundingBox();
    expect(card).not.toBeNull();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(375);
    for (const name of ["Go to question 1", "Go to question 5", "Next"]) {
      const box = await page.getByRole("button", { name, exact: true }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
  });
});
