import { expect, test, type Page } from "@playwright/test";

import { screenshot } from "./helpers";

/**
 * The contact form (spec 2 "Contact", 5 and 8) and the legal pages. The form checks its fields before
 * sending; a valid message is stored by POST /api/contact.
 */

const field = (page: Page, name: "Name" | "Email" | "Message") =>
  page.getByRole("textbox", { name, exact: true });
const subject = (page: Page) => page.getByRole("textbox", { name: /^Subject/ });
const send = (page: Page) => page.getByRole("button", { name: "Send Message" });

/** Opens /contact and waits until the form is hydrated (a click before that would submit natively). */
async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  await expect(async () => {
    await field(page, "Message").fill("x");
    await expect(page.getByText("1/5000")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await field(page, "Message").fill("");
  await expect(page.getByText("0/5000")).toBeVisible();
}

test.describe("contact", () => {
  test("a visitor sends a message and sees the thank-you state", async ({ page }) => {
    await openContact(page);
    // This server has no mail and no operator (ADMIN_EMAILS): nobody would see the message soon, so no
    // reply time is promised.
    await expect(page.getByText("Response time")).toHaveCount(0);
    await expect(page.getByText(/within 24 hours/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "hello@launchforge.app" })).toHaveAttribute(
      "href",
      "mailto:hello@launchforge.app",
    );
    await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
    await screenshot(page, "contact");

    await field(page, "Name").fill("Ada Lovelace");
    await field(page, "Email").fill("ada@example.com");
    await subject(page).fill("Question about the Fuel plan");
    await field(page, "Message").fill("Does the Fuel plan include the Excel financial forecasts?");
    await expect(page.getByText("57/5000")).toBeVisible();

    const response = page.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
    );
    await send(page).click();
    const answered = await response;
    expect(answered.status()).toBe(200);
    const body = (await answered.json()) as { received: boolean; emailed: unknown };
    expect(body.received).toBe(true);
    expect(typeof body.emailed).toBe("boolean"); // false unless the server was started with SMTP_URL

    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you, Ada Lovelace!" })).toBeFocused();
    await expect(page.getByText(/Your message is saved\. Any reply will go to/)).toBeVisible();
    await expect(page.getByText("ada@example.com", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(field(page, "Name")).toHaveValue("");
  });

  test("missing required fields show 'Missing Information' and nothing is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await openContact(page);
    await subject(page).fill("Only a subject");
    await send(page).click();

    await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(page.getByText("Please fill in all required fields.", { exact: true })).toBeVisible();
    for (const name of ["Name", "Email", "Message"] as const) {
      await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByText("This field is required.")).toHaveCount(3);
    await expect(field(page, "Name")).toBeFocused();
    await expect(subject(page)).not.toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
  });

  test("an invalid e-mail address gets an inline error and nothing is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await openContact(page);
    await field(page, "Name").fill("Ada Lovelace");
    await field(page, "Email").fill("ada-at-example");
    await field(page, "Message").fill("A message that is long enough to send.");
    await send(page).click();

    const email = field(page, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    await expect(email).toBeFocused();
    await expect(page.getByText("Missing Information", { exact: true })).toHaveCount(0);
    await screenshot(page, "contact-invalid-email");
    expect(posted).toBe(false);

    // Correcting the address clears the error.
    await email.fill("ada@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the API answers 400 with the field for an invalid body", async ({ request }) => {
    const response = await request.post("/api/contact", {
      data: { name: "Ada", email: "not-an-email", message: "Long enough message." },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe("invalid_request");
    expect(body.message).toContain("email");
  });
});

test.describe("legal pages", () => {
  for (const { path, title, name } of [
    { path: "/privacy", title: "Privacy Policy", name: "privacy" },
    { path: "/terms", title: "Terms of Service", name: "terms" },
  ]) {
    test(`${path} shows the dated ${title} with its table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText("Last updated August 13, 2025", { exact: true })).toBeVisible();
      const main = page.locator("main");
      await expect(main).toContainText(/under 13|at least 13 years old/);
      await expect(main).toContainText("30 days");

      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc).toBeVisible();
      const firstLink = toc.getByRole("link").first();
      const anchor = await firstLink.getAttribute("href");
      expect(anchor).toMatch(/^#[a-z-]+$/);
      await expect(page.locator(anchor!)).toHaveCount(1);
      await screenshot(page, name);

      await toc.getByRole("link", { name: /Contact$/ }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await expect(page.getByRole("heading", { name: /Contact$/, level: 2 })).toBeInViewport();
    });
  }

  test("the terms name the plans, one-time prices and the money-back guarantee", async ({ page }) => {
    await page.goto("/terms");
    const main = page.locator("main");
    for (const text of ["Spark ($199)", "Fuel ($599)", "Rocket ($1,499)", "30-day money-back guarantee"]) {
      await expect(main).toContainText(text);
    }
    await expect(page.getByRole("note")).toContainText("To be completed by the operator");
  });
});
