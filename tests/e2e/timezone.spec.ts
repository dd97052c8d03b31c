import { expect, test, type Page } from "@playwright/test";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { setTier, signInOverHttp } from "./helpers";

/**
 * Pages that show dates hydrate without a mismatch for a reader outside UTC (the server renders in
 * UTC), and then show the reader's own time. React reports a mismatch as error #418 on the console.
 */
test.use({ timezoneId: "America/Los_Angeles" });

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("dashboard, analytics and support render dates in the reader's zone without hydration errors @cli", async ({
  page,
}) => {
  const me = await signInOverHttp(page.request);
  setTier(me.id, "rocket");
  const { answers } = IDEA_FIXTURES[0];
  const created = await page.request.post("/api/projects", {
    data: { name: "Late-night idea", quizData: answers },
  });
  expect(created.status()).toBe(201);
  const support = await page.request.post("/api/support-requests", {
    data: { kind: "support", topic: "Time zones", message: "When will my request be answered?" },
  });
  expect(support.status()).toBe(201);
  const errors = collectErrors(page);

  for (const path of ["/dashboard", "/analytics", "/support"]) {
    await page.goto(path);
    await expect(page.locator("main time").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(errors.filter((e) => /hydrat|#418|did not match/i.test(e))).toEqual([]);

  // The support request's time is the reader's (Pacific), not the server's UTC.
  const shown = await page.locator("main time").first().textContent();
  const iso = await page.locator("main time").first().getAttribute("datetime");
  const pacific = new Date(iso!).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Los_Angeles",
  });
  expect(shown).toBe(pacific);
});
