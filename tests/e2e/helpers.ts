import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { QUIZ_QUESTIONS } from "../../lib/content/quiz";
import { QUIZ_CLIENT_MINIMUMS, QUIZ_FIELDS, type QuizAnswers, type QuizField } from "../../lib/validation";

/** Signs in through the auth gate of a guarded page, as a visitor would. */
export async function signInWithDemo(page: Page, guardedPath = "/quiz") {
  await page.goto(guardedPath);
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
  await page.getByRole("button", { name: "Continue with Demo Account" }).click();
  await expect(page).toHaveURL(new RegExp(`${guardedPath.replace(/[/]/g, "\\/")}$`));
  // The account menu waits for the session, fetched once the page has hydrated: on two busy cores (two
  // journeys, their browsers and the server) that can take longer than an assertion's default wait.
  await expect(page.getByRole("button", { name: /Account menu for Demo Founder/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Signs a request context (or a page's) in over HTTP: CSRF token, then the demo callback. */
export async function signInOverHttp(request: APIRequestContext): Promise<{ id: string }> {
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await request.post("/api/auth/callback/demo", {
    form: { csrfToken, callbackUrl: "/quiz" },
    maxRedirects: 0,
  });
  expect(callback.status()).toBe(302);
  const me = await request.get("/api/me");
  expect(me.status()).toBe(200);
  return (await me.json()) as { id: string };
}

/** Saves a full-page screenshot under e2e-screens/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  const dir = "e2e-screens"; // outside test-results/, which Playwright empties at the start of each run
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Types a quiz answer and waits for the live counter to count it, retrying the fill in case it raced the
 * hydration of the page (a value typed before React is attached would not reach the quiz state).
 */
export async function fillAnswer(page: Page, field: QuizField, text: string) {
  const title = QUIZ_QUESTIONS.find((q) => q.field === field)!.title;
  const counter = page.getByText(`${text.trim().length}/${QUIZ_CLIENT_MINIMUMS[field]} characters`, {
    exact: true,
  });
  await expect(async () => {
    await page.getByRole("textbox", { name: title }).fill(text);
    await expect(counter).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Answers all five questions and runs the analysis; ends on the result screen. */
export async function fillQuiz(page: Page, answers: QuizAnswers) {
  for (const [i, field] of QUIZ_FIELDS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 5`, { exact: true })).toBeVisible();
    await fillAnswer(page, field, answers[field]);
    if (i < 4) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Analyze Concept" }).click();
  await expect(page.getByRole("heading", { name: "Refined Concept" })).toBeVisible();
}

/**
 * Opens a dialog with `press`, retrying while the page hydrates (an early click reaches no handler) but
 * never pressing again once the dialog is up (it covers the trigger), and waits for the lazily loaded
 * body to show `ready`.
 */
export async function openDialog(dialog: Locator, press: () => Promise<void>, ready: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await press();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(ready).toBeVisible();
}

/** Opens the landing page's "See How It Works" walkthrough on its first step. */
export async function openWalkthrough(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "How LaunchForge Works" });
  await openDialog(
    dialog,
    () => page.getByRole("button", { name: "See How It Works" }).click(),
    dialog.getByText("Step 1 of 6", { exact: true }),
  );
  return dialog;
}

/** Sets a user's plan with the operator CLI, on the PostgreSQL server of the e2e run (@cli tests only). */
export function setTier(userId: string, tier: string) {
  const cli = spawnSync("npm", ["run", "-s", "user:tier", "--", userId, tier], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: ".data-e2e-pg" },
    encoding: "utf8",
  });
  expect(cli.status, cli.stderr).toBe(0);
}

/** Waits until a server this test started answers /api/health (up to a minute); fails early if it exits. */
export async function waitForHealth(port: number, server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy");
}

/**
 * A project made over HTTP as a founder would: the quiz for `answers`, the brand names, a chosen brand
 * (which also names the project), then each generation step in `steps` (each must answer 200).
 */
export async function seedProjectOverHttp(
  request: APIRequestContext,
  {
    answers,
    brand,
    steps,
  }: {
    answers: QuizAnswers;
    brand: { name: string; tagline: string; domain: string };
    steps: readonly string[];
  },
): Promise<string> {
  const quiz = await (await request.post("/api/quiz", { data: answers })).json();
  const project = await (
    await request.post("/api/projects", {
      data: {
        name: `Project - ${brand.name}`,
        status: "concept_analysis",
        quizData: { ...answers, ...quiz },
      },
    })
  ).json();
  const ok = async (url: string) =>
    expect((await request.post(url, { data: { projectId: project.id } })).status(), url).toBe(200);
  await ok("/api/brands/generate");
  const saved = await request.put(`/api/projects/${project.id}`, {
    data: {
      name: brand.name,
      selectedBrand: { ...brand, rationale: "", isCustom: true, available: null },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const step of steps) await ok(step);
  return project.id;
}
