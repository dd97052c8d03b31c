import { expect, test, type Locator, type Page } from "@playwright/test";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { setTier, signInOverHttp } from "./helpers";

/**
 * Pages that show dates hydrate without a mismatch for a reader outside UTC (the server renders in
 * UTC), and then show the reader's own time. React reports a mismatch as error #418 on the console.
 * Two zones: one behind UTC, one ahead of it by a half hour.
 */

/** Page errors and console errors from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Browsers and Node may space "3:30 PM" differently (U+202F): compare the words. */
const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * A `<time>` shows its own instant formatted in `timeZone` (after hydration; read together, since the
 * live analytics may refresh the time in between). Each read waits 2 s at most, so a page that never
 * shows the time fails saying what it shows instead (CI once timed out here with no clue why), and the
 * whole wait is 20 s: a loaded CI machine may stream the page behind its loading state for a while.
 */
async function expectShownIn(time: Locator, timeZone: string, options: Intl.DateTimeFormatOptions) {
  await expect
    .poll(
      async () => {
        const shown = await time
          .evaluate((el) => [el.getAttribute("datetime"), el.textContent], undefined, { timeout: 2_000 })
          .catch((error: Error) => error);
        if (shown instanceof Error) {
          const main = await time.page().locator("#main").innerText({ timeout: 2_000 }).catch(String);
          return `no time read (${shown.message.split("\n")[0]}); #main shows: ${words(main).slice(0, 300)}`;
        }
        const [iso, text] = shown;
        const expected = new Date(iso ?? "").toLocaleString("en-US", { ...options, timeZone });
        return words(text) === words(expected) ? "as expected" : `"${text}" instead of "${expected}"`;
      },
      { timeout: 20_000 },
    )
    .toBe("as expected");
}

for (const timezoneId of ["America/Los_Angeles", "Asia/Kolkata"]) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`dashboard, analytics and support hydrate without errors and show ${timezoneId} times @cli`, async ({
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
      const main = page.locator("#main");

      expect((await page.goto("/dashboard"))?.status()).toBe(200);
      const card = main.getByRole("listitem").filter({ hasText: "Late-night idea" });
      await expectShownIn(card.locator("time"), timezoneId, {
        month: "short",
        day: "numeric",
        year: "numeric",
      });

      // The server renders the analytics with their times (the page that threw #418).
      expect((await page.goto("/analytics"))?.status()).toBe(200);
      await expectShownIn(main.getByTestId("analytics-updated").locator("time"), timezoneId, {
        timeStyle: "medium",
      });

      expect((await page.goto("/support"))?.status()).toBe(200);
      const request = main.getByTestId("support-requests").getByRole("listitem").first();
      await expect(request).toContainText("Time zones");
      await expectShownIn(request.locator("time"), timezoneId, { dateStyle: "medium", timeStyle: "short" });

      await page.waitForLoadState("networkidle");
      expect(errors.filter((e) => /hydrat|#418|did not match/i.test(e))).toEqual([]);
    });
  });
}
