import { expect, test } from "@playwright/test";

import { screenshot, signInOverHttp, signInWithDemo } from "./helpers";

const SOME_UUID = "00000000-0000-4000-8000-000000000000";

test.describe("sign-in", () => {
  test("demo sign-in from the gate lands on /quiz @postgres", async ({ page }) => {
    await page.goto("/quiz");
    await expect(page.getByText("Authentication Required", { exact: true })).toBeVisible();
    await screenshot(page, "auth-gate");
    await page.getByRole("button", { name: "Continue with Demo Account" }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole("heading", { name: "Business Concept Quiz" })).toBeVisible();
    await expect(page.getByText("Demo Mode Active", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: /Account menu for Demo Founder/ }).click();
    await expect(page.getByRole("menu").getByText("Demo Founder")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  });

  test("demo sign-in works when the site is opened by its address, not localhost", async ({
    page,
    baseURL,
  }) => {
    const byAddress = baseURL!.replace("localhost", "127.0.0.1");
    await page.goto(`${byAddress}/dashboard`);
    await page.getByRole("button", { name: "Continue with Demo Account" }).click();
    await expect(page).toHaveURL(`${byAddress}/dashboard`);
    await expect(page.getByRole("heading", { name: "Your projects" })).toBeVisible();
    expect((await page.request.get(`${byAddress}/api/projects`)).status()).toBe(200);
  });

  test("sign-out returns home and guards the dashboard again", async ({ page }) => {
    await signInWithDemo(page, "/dashboard");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Signed Out", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    expect((await page.request.get("/api/projects")).status()).toBe(401);
  });

  test("every demo sign-in is a separate account", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await signInOverHttp(first.request);
    const b = await signInOverHttp(second.request);
    expect(a.id).toMatch(/^demo-\d+-[0-9a-f]+$/);
    expect(b.id).toMatch(/^demo-\d+-[0-9a-f]+$/);
    expect(a.id).not.toBe(b.id);
    await first.close();
    await second.close();
  });
});

test.describe("guard", () => {
  for (const path of ["/quiz", "/dashboard", `/project/${SOME_UUID}`, `/quiz/${SOME_UUID}`]) {
    test(`signed out, ${path} shows the auth gate at the same URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue with Demo Account" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Back to home/ })).toBeVisible();
    });
  }

  test("signed in, the gate lets the page through and returns to it after sign-in", async ({ page }) => {
    await signInWithDemo(page, "/dashboard");
    await expect(page.getByRole("heading", { name: "Your projects" })).toBeVisible();
    await expect(page.getByText("No projects yet")).toBeVisible();
    await expect(page.locator("#main").getByTestId("plan-badge")).toHaveText("Free Plan");
    await screenshot(page, "dashboard-empty");
  });
});

test.describe("API", () => {
  for (const [method, path] of [
    ["GET", "/api/projects"],
    ["POST", "/api/projects"],
    ["GET", "/api/me"],
  ] as const) {
    test(`${method} ${path} answers 401 JSON when signed out`, async ({ request }) => {
      const response = await request.fetch(path, {
        method,
        data: method === "POST" ? { name: "x" } : undefined,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(401);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({
        error: "unauthorized",
        message: "Please sign in to access this feature.",
      });
    });
  }

  test("an unknown API path answers 404 JSON, and the real routes beside it still answer", async ({
    request,
  }) => {
    const response = await request.post("/api/projects/x/nothing-here", { data: {} });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: "not_found",
      message: "No API endpoint at /api/projects/x/nothing-here.",
    });
    expect((await request.get("/api/auth/providers")).status()).toBe(200);
    expect((await request.get("/api/ping")).status()).toBe(200);
  });

  test("health reports the configuration", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: "pglite",
      ai: "offline",
      payments: "disabled",
      mail: "disabled",
    });
  });

  test("two users never see each other's projects", async ({ browser }) => {
    const alice = await browser.newContext();
    const bob = await browser.newContext();
    await signInOverHttp(alice.request);
    await signInOverHttp(bob.request);
    const created = await alice.request.post("/api/projects", { data: { name: "Alice's secret idea" } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    expect(await (await bob.request.get("/api/projects")).json()).toEqual([]);
    const bobPage = await bob.newPage();
    await bobPage.goto(`/project/${id}`);
    await expect(bobPage.getByRole("heading", { name: "Project not found" })).toBeVisible();

    const alicePage = await alice.newPage();
    await alicePage.goto(`/project/${id}`);
    await expect(alicePage.getByRole("heading", { name: "Alice's secret idea" })).toBeVisible();
    await alice.close();
    await bob.close();
  });
});

test("unknown pages answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await screenshot(page, "not-found");
});

test("the landing page renders", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Stop Doodling, Start Doing" })).toBeVisible();
  const hero = page.getByRole("region", { name: "Stop Doodling, Start Doing" });
  await expect(hero.getByRole("link", { name: "Start Free" })).toHaveAttribute("href", "/quiz");
  await expect(hero.getByRole("link", { name: "See Plans" })).toHaveAttribute("href", "#pricing");
  await screenshot(page, "landing");
});
