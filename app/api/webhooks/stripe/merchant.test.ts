import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { payments, users, type Tier } from "@/db/schema";
import { createTestUser, TEST_AUDIT, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { createAccountUser, setupFakeStripe, stripeEvent, webhookRequest } from "@/tests/helpers/stripe";

/**
 * Payments a merchant can trust, against the project's Stripe-protocol server: an upgrade costs the
 * difference, a second tab reuses the payment already started, nothing is charged while a payment clears
 * or for a plan already owned, Checkout asks for an invoice, receipts are reachable from the billing page,
 * and mismatches and duplicate payments are recorded for the operator.
 */

const stripe = setupFakeStripe();
setupTestDatabase();
const ctx = routeContext({});

let webhook: typeof import("./route").POST;
let createIntent: typeof import("../../create-payment-intent/route").POST;
let createCheckout: typeof import("../../create-checkout-session/route").POST;
let receipt: typeof import("../../payments/[paymentId]/receipt/route").GET;
beforeAll(async () => {
  ({ POST: webhook } = await import("./route"));
  ({ POST: createIntent } = await import("../../create-payment-intent/route"));
  ({ POST: createCheckout } = await import("../../create-checkout-session/route"));
  ({ GET: receipt } = await import("../../payments/[paymentId]/receipt/route"));
});

const intentFor = async (user: TestUser, tier: Tier) =>
  json<{ clientSecret: string; amount: number; message?: string }>(
    await createIntent(
      testRequest("/api/create-payment-intent", { method: "POST", cookie: user.cookie, body: { tier } }),
      ctx,
    ),
  );

const checkoutFor = async (user: TestUser, tier: Tier) =>
  json<{ url: string; message?: string }>(
    await createCheckout(
      testRequest("/api/create-checkout-session", { method: "POST", cookie: user.cookie, body: { tier } }),
      ctx,
    ),
  );

const intentId = (clientSecret: string) => clientSecret.split("_secret_")[0];

async function deliver(type: string, object: Record<string, unknown>) {
  const res = await webhook(webhookRequest(stripeEvent(type, object)));
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

async function pay(user: TestUser, tier: Tier) {
  const started = await intentFor(user, tier);
  expect(started.status).toBe(200);
  const id = intentId(started.body.clientSecret);
  expect(await deliver("payment_intent.succeeded", stripe.server.succeedPaymentIntent(id))).toBe("upgraded");
  return { id, amount: started.body.amount };
}

async function paymentsOf(userId: string) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
}

async function tierOf(userId: string): Promise<Tier> {
  const db = await getDb();
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
  return row.tier;
}

const stripeCalls = (method: string, path: string) =>
  stripe.server.requests.filter((r) => r.method === method && r.path === path);

describe("an upgrade from a paid plan", () => {
  it("charges the difference with the card form, and the webhook applies it", async () => {
    const user = await createAccountUser();
    expect((await pay(user, "spark")).amount).toBe(19_900);
    const upgrade = await intentFor(user, "rocket");
    expect(upgrade.body.amount).toBe(149_900 - 19_900);
    const id = intentId(upgrade.body.clientSecret);
    const created = stripeCalls("POST", "/v1/payment_intents").at(-1)!;
    expect(created.body).toMatchObject({
      amount: "130000",
      description: expect.stringMatching(/Rocket plan \(one-time upgrade/),
      receipt_email: user.email,
      metadata: { tier: "rocket", amount: "130000" },
    });
    expect(await deliver("payment_intent.succeeded", stripe.server.succeedPaymentIntent(id))).toBe(
      "upgraded",
    );
    expect(await tierOf(user.id)).toBe("rocket");
    expect((await paymentsOf(user.id)).map((p) => [p.tier, p.amount, p.status, p.problem])).toEqual([
      ["spark", 19_900, "succeeded", null],
      ["rocket", 130_000, "succeeded", null],
    ]);
  });

  it("charges the difference in Checkout too, with an invoice and a receipt", async () => {
    const user = await createAccountUser();
    await pay(user, "fuel");
    const started = await checkoutFor(user, "rocket");
    expect(started.status).toBe(200);
    const created = stripeCalls("POST", "/v1/checkout/sessions").at(-1)!;
    expect(created.body).toMatchObject({
      line_items: [{ price_data: { unit_amount: "90000" } }],
      invoice_creation: { enabled: "true" },
      payment_intent_data: { receipt_email: user.email },
    });
    const session = stripe.server.completeCheckoutSession(started.body.url.split("/").pop()!);
    expect(await deliver("checkout.session.completed", session)).toBe("upgraded");
    expect(await tierOf(user.id)).toBe("rocket");
  });

  it("keeps the difference as the expected amount when our row is recreated from Stripe's metadata", async () => {
    const user = await createAccountUser();
    await pay(user, "spark");
    const id = intentId((await intentFor(user, "fuel")).body.clientSecret);
    const db = await getDb();
    await db.delete(payments).where(eq(payments.stripeId, id));
    expect(await deliver("payment_intent.succeeded", stripe.server.succeedPaymentIntent(id))).toBe(
      "upgraded",
    );
    expect((await paymentsOf(user.id)).at(-1)).toMatchObject({
      tier: "fuel",
      amount: 40_000,
      status: "succeeded",
    });
  });

  it("after a refund, costs the full price again", async () => {
    const user = await createAccountUser();
    const spark = await pay(user, "spark");
    expect(await deliver("charge.refunded", stripe.server.refundPaymentIntent(spark.id))).toBe("refunded");
    expect((await intentFor(user, "fuel")).body.amount).toBe(59_900);
  });
});

describe("a second payment", () => {
  it("is not started in a second tab: both tabs get the same PaymentIntent, paid at most once", async () => {
    const user = await createAccountUser();
    const first = await intentFor(user, "fuel");
    const second = await intentFor(user, "fuel");
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(stripeCalls("POST", "/v1/payment_intents")).toHaveLength(1);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    // Another plan is another payment.
    expect((await intentFor(user, "rocket")).body.clientSecret).not.toBe(first.body.clientSecret);
  });

  it("is not started in a second tab with Checkout either: the open session is reused", async () => {
    const user = await createAccountUser();
    const first = await checkoutFor(user, "spark");
    const second = await checkoutFor(user, "spark");
    expect(second.body.url).toBe(first.body.url);
    expect(stripeCalls("POST", "/v1/checkout/sessions")).toHaveLength(1);
    // Once completed, the session is not open any more, and the plan is owned: 409 before any charge.
    const session = stripe.server.completeCheckoutSession(first.body.url.split("/").pop()!);
    await deliver("checkout.session.completed", session);
    const again = await checkoutFor(user, "spark");
    expect(again.status).toBe(409);
    expect(stripeCalls("POST", "/v1/checkout/sessions")).toHaveLength(1);
  });

  it("is refused before charging for a plan already owned", async () => {
    const user = await createAccountUser({ tier: "fuel" });
    stripe.server.reset();
    for (const tier of ["spark", "fuel"] as const) {
      const res = await intentFor(user, tier);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/already have the Fuel plan/);
    }
    expect(stripeCalls("POST", "/v1/payment_intents")).toHaveLength(0);
  });

  it("is refused while a payment is still clearing", async () => {
    const user = await createAccountUser();
    const started = await checkoutFor(user, "spark");
    const sessionId = started.body.url.split("/").pop()!;
    const session = { ...stripe.server.completeCheckoutSession(sessionId), payment_status: "unpaid" };
    expect(await deliver("checkout.session.completed", session)).toBe("pending");
    const res = await intentFor(user, "rocket");
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Spark plan is still being processed/);
  });

  it("that goes through anyway (a plan granted meanwhile) is flagged for a refund", async () => {
    const user = await createAccountUser();
    const id = intentId((await intentFor(user, "spark")).body.clientSecret);
    await setUserTierByIdOrEmail({ idOrEmail: user.id, tier: "rocket", audit: TEST_AUDIT });
    expect(await deliver("payment_intent.succeeded", stripe.server.succeedPaymentIntent(id))).toBe(
      "no_change",
    );
    expect((await paymentsOf(user.id))[0]).toMatchObject({
      status: "succeeded",
      problem: "Paid for spark while the account already had rocket: refund this payment.",
    });
  });
});

it("records an amount that does not match the price for the operator", async () => {
  const user = await createAccountUser();
  const id = intentId((await intentFor(user, "fuel")).body.clientSecret);
  const intent = stripe.server.succeedPaymentIntent(id);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  expect(await deliver("payment_intent.succeeded", { ...intent, amount_received: 100 })).toBe(
    "amount_mismatch",
  );
  errors.mockRestore();
  expect((await paymentsOf(user.id))[0]).toMatchObject({
    status: "amount_mismatch",
    problem: expect.stringMatching(/^Paid 1\.00 USD, expected 599\.00 USD: the plan was not changed/),
  });
  expect(await tierOf(user.id)).toBe("freemium");
});

describe("GET /api/payments/{id}/receipt", () => {
  const get = (user: TestUser | null, paymentId: string) =>
    receipt(
      testRequest(`/api/payments/${paymentId}/receipt`, { cookie: user?.cookie }),
      routeContext({ paymentId }),
    );

  it("sends the owner to Stripe's receipt, and nobody else", async () => {
    const user = await createAccountUser();
    await pay(user, "spark");
    const [payment] = await paymentsOf(user.id);
    const res = await get(user, payment.id);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\/payment\//);

    expect((await get(null, payment.id)).status).toBe(401);
    const stranger = await createTestUser();
    expect((await get(stranger, payment.id)).status).toBe(404);
    expect((await get(user, "not-a-uuid")).status).toBe(404);
  });

  it("has no receipt for a payment that was never paid", async () => {
    const user = await createAccountUser();
    await intentFor(user, "spark");
    const [payment] = await paymentsOf(user.id);
    const res = await json(await get(user, payment.id));
    expect(res).toEqual({ status: 404, body: { error: "not_found", message: "Receipt not found." } });
  });
});
