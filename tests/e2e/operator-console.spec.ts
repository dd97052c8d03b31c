import { expect, test } from "@playwright/test";
import { Client } from "pg";

import { screenshot, setTier, signInOverHttp } from "./helpers";
import { E2E_OPERATOR_EMAIL } from "./stripe-env";

/**
 * The operator console on an install without mail (the PostgreSQL server has ADMIN_EMAILS and no SMTP):
 * a Rocket founder's mentoring request reaches /admin, the operator answers with the booking link and sets
 * the status, and the founder reads the answer on /support. Nobody else can open /admin.
 */

/** Turns a signed-in demo account into the operator's own account (as a Google sign-in would create it). */
async function makeOperator(userId: string) {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query("update users set is_demo = false, email = $1, name = 'Olga Operator' where id = $2", [
      E2E_OPERATOR_EMAIL,
      userId,
    ]);
  } finally {
    await db.end();
  }
}

test("a Rocket request reaches the operator console and the reply reaches the founder @cli", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two browsers and six page loads: 57 s of the default 60 s even alone
  const founder = await signInOverHttp(page.request);
  setTier(founder.id, "rocket");
  await page.goto("/support");
  const form = page.getByRole("form", { name: "New request" });
  const topic = `Pricing review ${founder.id.slice(-6)}`;
  await form.getByLabel("Topic *").fill(topic);
  await form.getByLabel("When can you meet? *").fill("Thursday afternoons, CET");
  await form
    .getByLabel("What would you like to work on? *")
    .fill("Two price points for my pilot bakeries: which one should I launch with?");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Request Sent!")).toBeVisible();

  // The founder is no operator: /admin is a plain 404.
  const forbidden = await page.goto("/admin");
  expect(forbidden?.status()).toBe(404);

  const operatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const operatorPage = await operatorContext.newPage();
  await makeOperator((await signInOverHttp(operatorPage.request)).id);
  await operatorPage.goto("/admin");
  await expect(operatorPage.getByRole("heading", { name: "Operator console" })).toBeVisible();
  await expect(operatorPage.getByTestId("operator-warnings")).toContainText("Mail to the team is off");
  const request = operatorPage
    .getByTestId("operator-requests")
    .getByRole("listitem")
    .filter({ hasText: topic });
  await expect(request).toContainText("Priority");
  const badge = (text: string) =>
    request.locator('[data-slot="badge"]').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(badge("New")).toBeVisible();
  await expect(request).toContainText(/waiting \d+ min/);
  await expect(request).toContainText("not e-mailed");
  await request
    .getByLabel("Reply to the founder")
    .fill("Launch with the higher price; we can go over it together.");
  await request.getByRole("button", { name: "Insert booking link" }).click();
  await expect(request.getByLabel("Reply to the founder")).toHaveValue(
    /together\.\n\nPick a time that suits you: https:\/\/cal\.com\/launchforge\/mentoring$/,
  );
  await request.getByRole("button", { name: "Send reply" }).click();
  await expect(operatorPage.getByText("Reply saved")).toBeVisible();
  await expect(badge("Scheduled")).toBeVisible();
  await expect(request).toContainText("shown on /support only");
  await screenshot(operatorPage, "operator-console");
  await operatorPage.setViewportSize({ width: 390, height: 844 });
  await screenshot(operatorPage, "operator-console-phone");
  await operatorPage.setViewportSize({ width: 1280, height: 720 });

  // The founder reads the answer, with the booking link as a link, and the new status.
  await page.goto("/support");
  const mine = page.getByTestId("support-requests").getByRole("listitem").filter({ hasText: topic }).first();
  await expect(mine).toContainText("Scheduled");
  await expect(mine.getByRole("list", { name: "Answers from the team" })).toContainText(
    "Launch with the higher price",
  );
  await expect(mine.getByRole("link", { name: "https://cal.com/launchforge/mentoring" })).toHaveAttribute(
    "href",
    "https://cal.com/launchforge/mentoring",
  );
  await screenshot(page, "support-answered");

  // "Set plan" from the console lands in the audit log, with who and why.
  await operatorPage.goto(`/admin?q=${founder.id}#accounts`);
  const row = operatorPage.getByTestId("operator-accounts").locator(`tr[data-user-id="${founder.id}"]`);
  await expect(row).toContainText("Rocket");
  await row.getByPlaceholder("Reason (for the audit log)").fill("Goodwill after the export bug");
  await row.getByRole("combobox").click();
  await operatorPage.getByRole("option", { name: "Fuel" }).click();
  await row.getByRole("button", { name: "Set plan" }).click();
  await expect(operatorPage.getByText("Plan set")).toBeVisible();
  await expect(operatorPage.getByTestId("operator-audit")).toContainText(`${E2E_OPERATOR_EMAIL} set`);
  await expect(operatorPage.getByTestId("operator-audit")).toContainText("“Goodwill after the export bug”");
  await expect(row).toContainText("Fuel");
  await operatorContext.close();
});
