import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import Stripe from "stripe";

import { screenshot, signInOverHttp, signInWithDemo } from "./helpers";
import { E2E_STRIPE, FAKE_STRIPE_URL } from "./stripe-env";

/**
 * Payments in the browser, on the PostgreSQL server (which takes payments through our Stripe-protocol
 * test server; @payments). Stripe.js cannot load here (no internet), which the dialog must say plainly.
 * The customer "paying" is played by the test server's control API plus a signed webhook delivery.
 */

const signer = new Stripe("sk_test_signer_only");

/** Delivers `type` for `object` to our webhook, signed like Stripe signs it. */
async function deliverWebhook(request: APIRequestContext, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE.STRIPE_WEBHOOK_SECRET,
  });
  const res = await request.post("/api/webhooks/stripe", {
    data: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { outcome: string };
}

async function control(request: APIRequestContext, path: string) {
  const res = await request.post(`${FAKE_STRIPE_URL}/__control/${path}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** js.stripe.com is out of reach here anyway; aborting it makes the failure immediate and certain. */
async function blockStripeJs(page: Page) {
  await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
}

test.describe("payments @payments", () => {
  test("the payment dialog says when the card form cannot load; a paid upgrade unlocks the plan at once", async ({
    page,
  }) => {
    test.setTimeout(120_000); // seven page loads, two dialogs and two webhooks: 66 s in CI on two busy cores
    await blockStripeJs(page);
    await signInWithDemo(page, "/dashboard");
    await expect(page.locator("#main").getByTestId("plan-badge")).toHaveText("Free Plan");

    await page.goto("/pricing");
    const intentResponse = page.waitForResponse((r) => r.url().endsWith("/api/create-payment-intent"));
    await page.getByRole("button", { name: "Upgrade Now" }).nth(1).click(); // Fuel
    const intent = (await (await intentResponse).json()) as {
      clientSecret: string;
      amount: number;
      tierName: string;
    };
    expect(intent).toMatchObject({ amount: 59900, tierName: "Fuel" });

    const dialog = page.getByRole("dialog", { name: "Upgrade to Fuel" });
    await expect(dialog.getByText("$599.00 one-time payment", { exact: false })).toBeVisible();
    await expect(dialog.getByRole("alert")).toContainText("Payment form could not load");
    await screenshot(page, "payment-dialog-unavailable");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Upgrade Now" }).nth(1)).toBeFocused();

    // The customer pays (on Stripe's side), and Stripe tells our webhook.
    const intentId = intent.clientSecret.split("_secret_")[0];
    const paid = await control(page.request, `payment_intents/${intentId}/succeed`);
    expect((await deliverWebhook(page.request, "payment_intent.succeeded", paid)).outcome).toBe("upgraded");

    await page.goto("/dashboard");
    await expect(page.locator("#main").getByTestId("plan-badge")).toHaveText("Fuel Plan");
    await page.goto("/pricing");
    await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Included in your plan" })).toHaveCount(2); // Free and Spark
    await expect(page.getByRole("button", { name: "Upgrade Now" })).toHaveCount(1); // Rocket only

    // Fuel to Rocket costs the difference ($1,499 - $599), and says so.
    const upgradeResponse = page.waitForResponse((r) => r.url().endsWith("/api/create-payment-intent"));
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    expect(await (await upgradeResponse).json()).toMatchObject({ amount: 90000, tierName: "Rocket" });
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Rocket" });
    await expect(upgrade.getByText("$900.00 one-time payment", { exact: false })).toBeVisible();
    await upgrade.getByRole("button", { name: "Cancel" }).click();

    // The billing page lists the payment with Stripe's receipt.
    await page.goto("/billing");
    const rows = page.getByTestId("billing-payments");
    await expect(rows.getByRole("row")).toHaveCount(2); // the header and the Fuel payment
    await expect(rows).toContainText("Fuel");
    await expect(rows).toContainText("$599.00");
    await expect(rows).toContainText("Paid");
    const receipt = await rows.getByRole("link", { name: "Receipt" }).getAttribute("href");
    const toStripe = await page.request.get(receipt!, { maxRedirects: 0 });
    expect(toStripe.status()).toBe(303);
    expect(toStripe.headers().location).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\//);
    await screenshot(page, "billing");

    // A full refund takes the plan back.
    const charge = await control(page.request, `payment_intents/${intentId}/refund`);
    expect((await deliverWebhook(page.request, "charge.refunded", charge)).outcome).toBe("refunded");
    await page.goto("/dashboard");
    await expect(page.locator("#main").getByTestId("plan-badge")).toHaveText("Free Plan");
    await page.goto("/billing");
    await expect(page.getByTestId("billing-payments")).toContainText("Refunded");
  });

  test("the payment-success page: invalid, verifying, failed and success", async ({ page }) => {
    await signInWithDemo(page, "/dashboard");

    await page.goto("/payment-success");
    await expect(page.getByRole("heading", { name: "Invalid Payment Session" })).toBeVisible();

    // A Checkout Session of this user, paid on Stripe's hosted page.
    const checkout = await page.request.post("/api/create-checkout-session", { data: { tier: "rocket" } });
    expect(checkout.status()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const sessionId = url.split("/").pop()!;
    const session = await control(page.request, `checkout_sessions/${sessionId}/complete`);

    // Verifying: held until the test lets the status through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/payment-status/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/payment-success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "Verifying your payment…" })).toBeVisible();
    await screenshot(page, "payment-verifying");
    release();
    // Stripe has the money, the webhook has not come yet: the account does not have the plan.
    await expect(
      page.getByRole("heading", { name: "Payment received: activating your plan…" }),
    ).toBeVisible();
    await screenshot(page, "payment-activating");
    expect((await deliverWebhook(page.request, "checkout.session.completed", session)).outcome).toBe(
      "upgraded",
    );
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("Rocket", { exact: true })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unlocked with Rocket" })).toBeVisible();
    await screenshot(page, "payment-success");
    await page.unroute("**/api/payment-status/**");

    // Failed: a session Stripe does not know (or another user's) is not confirmed.
    await page.goto("/payment-success?session_id=cs_test_doesnotexist0000000");
    await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible();
    await expect(page.getByText(/contact support/)).toBeVisible();
  });
});

test("without a payment provider, the plans say upgrades are unavailable here", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "pglite", "the PGlite server is the install without Stripe");
  const health = (await (await page.request.get("/api/health")).json()) as { payments: string };
  expect(health.payments).toBe("disabled");
  await signInOverHttp(page.request);
  await page.goto("/pricing");
  await expect(page.getByRole("note")).toContainText("Upgrades are not available on this installation");
  const res = await page.request.post("/api/create-payment-intent", { data: { tier: "fuel" } });
  expect(res.status()).toBe(503);
  expect(await res.json()).toEqual({ error: "service_unavailable", message: "Payments are not configured" });
});
