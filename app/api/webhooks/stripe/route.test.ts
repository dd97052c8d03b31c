import { eq, inArray } from "drizzle-orm";

import { getDb } from "@/db/client";
import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { payments, stripeEvents, users, type Tier } from "@/db/schema";
import { createTestUser, type TestUser, TEST_AUDIT } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { createAccountUser, stripeEvent, setupFakeStripe, webhookRequest } from "@/tests/helpers/stripe";

const stripe = setupFakeStripe();
setupTestDatabase();
const ctx = routeContext({});

let POST: typeof import("./route").POST;
let createCheckout: typeof import("../../create-checkout-session/route").POST;
let createIntent: typeof import("../../create-payment-intent/route").POST;
let me: typeof import("../../me/route").GET;
beforeAll(async () => {
  ({ POST } = await import("./route"));
  ({ POST: createCheckout } = await import("../../create-checkout-session/route"));
  ({ POST: createIntent } = await import("../../create-payment-intent/route"));
  ({ GET: me } = await import("../../me/route"));
});

// --- Helpers: a user starts a payment through our API, then "pays" on the Stripe side ---------------

async function startIntent(user: TestUser, tier: Tier): Promise<string> {
  const res = await json<{ clientSecret: string }>(
    await createIntent(
      testRequest("/api/create-payment-intent", { method: "POST", cookie: user.cookie, body: { tier } }),
      ctx,
    ),
  );
  expect(res.status).toBe(200);
  return res.body.clientSecret.split("_secret_")[0];
}

async function startCheckout(user: TestUser, tier: Tier): Promise<string> {
  const res = await json<{ url: string }>(
    await createCheckout(
      testRequest("/api/create-checkout-session", { method: "POST", cookie: user.cookie, body: { tier } }),
      ctx,
    ),
  );
  expect(res.status).toBe(200);
  return res.body.url.split("/").pop()!;
}

async function deliver(event: object) {
  return json<{
    received?: boolean;
    duplicate?: boolean;
    outcome?: string;
    error?: string;
    message?: string;
  }>(await POST(webhookRequest(event)));
}

const paid = (piId: string) =>
  stripeEvent("payment_intent.succeeded", stripe.server.succeedPaymentIntent(piId));

async function tierOf(userId: string): Promise<Tier> {
  const db = await getDb();
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
  return row.tier;
}

async function paymentsOf(userId: string) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
}

async function eventStored(id: string): Promise<boolean> {
  const db = await getDb();
  return (await db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).length > 0;
}

// --- Signature --------------------------------------------------------------------------------------

describe("POST /api/webhooks/stripe: signature", () => {
  it("applies nothing when the signature is forged, missing or from another secret (400)", async () => {
    const user = await createTestUser();
    const event = paid(await startIntent(user, "rocket"));
    const payload = JSON.stringify(event);

    const forged = await json(await POST(webhookRequest(event, { secret: "whsec_someone_else" })));
    expect(forged).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "Invalid Stripe signature." },
    });

    const garbage = await json(await POST(webhookRequest(event, { signature: "t=1,v1=deadbeef" })));
    expect(garbage.status).toBe(400);

    const missing = await json(await POST(webhookRequest(event, { signature: null })));
    expect(missing).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "Missing Stripe-Signature header." },
    });

    // A genuine signature does not cover a body changed after signing (one more space is enough).
    const genuine = webhookRequest(event).headers.get("stripe-signature")!;
    const tampered = await json(
      await POST(
        testRequest("/api/webhooks/stripe", {
          method: "POST",
          body: payload.replace('"rocket"', '"rocket" '),
          headers: { "stripe-signature": genuine },
        }),
      ),
    );
    expect(tampered.status).toBe(400);

    expect(await tierOf(user.id)).toBe("freemium");
    expect(await eventStored(String(event.id))).toBe(false);
  });

  it("answers 503 when STRIPE_WEBHOOK_SECRET is not set", async () => {
    const saved = { ...process.env };
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      let route!: typeof import("./route");
      jest.isolateModules(() => {
        route = jest.requireActual("./route");
      });
      const res = await json<{ message: string }>(await route.POST(webhookRequest(stripeEvent("ping", {}))));
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/STRIPE_WEBHOOK_SECRET/);
    } finally {
      process.env = saved;
    }
  });
});

// --- Upgrades ---------------------------------------------------------------------------------------

describe("POST /api/webhooks/stripe: payments", () => {
  it("upgrades the user on payment_intent.succeeded, and the new plan shows at once", async () => {
    const user = await createAccountUser();
    const intentId = await startIntent(user, "fuel");
    const res = await deliver(paid(intentId));
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: "upgraded" } });

    expect(await tierOf(user.id)).toBe("fuel");
    const [payment] = await paymentsOf(user.id);
    expect(payment).toMatchObject({
      stripeId: intentId,
      status: "succeeded",
      previousTier: "freemium",
      paymentIntentId: intentId,
    });
    const profile = await json<{ tier: string }>(
      await me(testRequest("/api/me", { cookie: user.cookie }), ctx),
    );
    expect(profile.body.tier).toBe("fuel");
  });

  it("changes nothing when the same event is delivered again", async () => {
    const user = await createTestUser();
    const event = paid(await startIntent(user, "spark"));
    expect((await deliver(event)).body.outcome).toBe("upgraded");
    // The operator resets the plan; a replay of the old event must not grant it again.
    await setUserTierByIdOrEmail({ idOrEmail: user.id, tier: "freemium", audit: TEST_AUDIT });
    const again = await deliver(event);
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("applies a payment once even when two different events report it (Checkout: intent and session)", async () => {
    const user = await createAccountUser();
    const sessionId = await startCheckout(user, "rocket");
    const session = stripe.server.completeCheckoutSession(sessionId);
    const intent = stripe.server.paymentIntents.get(String(session.payment_intent))!;

    // The intent's event arrives first, then the session's.
    expect((await deliver(stripeEvent("payment_intent.succeeded", intent))).body.outcome).toBe("upgraded");
    expect((await deliver(stripeEvent("checkout.session.completed", session))).body.outcome).toBe(
      "already_settled",
    );

    expect(await tierOf(user.id)).toBe("rocket");
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "checkout_session",
      stripeId: sessionId,
      paymentIntentId: intent.id,
      status: "succeeded",
      previousTier: "freemium",
    });
  });

  it("upgrades on checkout.session.completed, and a later failure event changes nothing", async () => {
    const user = await createAccountUser();
    const session = stripe.server.completeCheckoutSession(await startCheckout(user, "spark"));
    expect((await deliver(stripeEvent("checkout.session.completed", session))).body.outcome).toBe("upgraded");
    const intent = stripe.server.paymentIntents.get(String(session.payment_intent))!;
    const failed = await deliver(
      stripeEvent("payment_intent.payment_failed", { ...intent, status: "requires_payment_method" }),
    );
    expect(failed.body.outcome).toBe("already_settled");
    expect(await tierOf(user.id)).toBe("spark");
    expect((await paymentsOf(user.id))[0].status).toBe("succeeded");
  });

  it("records a failed payment without changing the tier, and still upgrades when a retry succeeds", async () => {
    const user = await createTestUser();
    const intentId = await startIntent(user, "fuel");
    const intent = stripe.server.paymentIntents.get(intentId)!;
    expect(
      (
        await deliver(
          stripeEvent("payment_intent.payment_failed", { ...intent, status: "requires_payment_method" }),
        )
      ).body.outcome,
    ).toBe("failed");
    expect(await tierOf(user.id)).toBe("freemium");
    expect((await paymentsOf(user.id))[0].status).toBe("failed");
    expect((await deliver(paid(intentId))).body.outcome).toBe("upgraded");
    expect(await tierOf(user.id)).toBe("fuel");
  });

  it("never lowers a plan: a Spark payment after Rocket keeps Rocket", async () => {
    const user = await createTestUser();
    const rocket = await startIntent(user, "rocket");
    const spark = await startIntent(user, "spark"); // started before the Rocket payment went through
    expect((await deliver(paid(rocket))).body.outcome).toBe("upgraded");
    expect((await deliver(paid(spark))).body.outcome).toBe("no_change");
    expect(await tierOf(user.id)).toBe("rocket");
    const rows = await paymentsOf(user.id);
    expect(rows.find((r) => r.stripeId === spark)).toMatchObject({
      status: "succeeded",
      previousTier: "rocket",
    });
  });

  it("does not upgrade when less than the price was paid", async () => {
    const user = await createTestUser();
    const intentId = await startIntent(user, "rocket");
    const intent = stripe.server.succeedPaymentIntent(intentId);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await deliver(stripeEvent("payment_intent.succeeded", { ...intent, amount_received: 19900 }));
    errors.mockRestore();
    expect(res.body.outcome).toBe("amount_mismatch");
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("recreates a payment we have no row for from the intent's metadata", async () => {
    const user = await createTestUser();
    const intentId = await startIntent(user, "spark");
    const db = await getDb();
    await db.delete(payments).where(eq(payments.stripeId, intentId));
    expect((await deliver(paid(intentId))).body.outcome).toBe("upgraded");
    expect(await paymentsOf(user.id)).toEqual([
      expect.objectContaining({ stripeId: intentId, tier: "spark", amount: 19900, status: "succeeded" }),
    ]);
  });

  it("acknowledges events that are not ours or not handled, storing nothing", async () => {
    const foreign = await deliver(
      stripeEvent("payment_intent.succeeded", {
        id: "pi_test_foreign",
        object: "payment_intent",
        amount: 500,
        amount_received: 500,
        currency: "usd",
        metadata: {},
        status: "succeeded",
      }),
    );
    expect(foreign).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: "not_ours" } });
    const user = await createTestUser();
    const spoofed = await deliver(
      stripeEvent("payment_intent.succeeded", {
        id: "pi_test_spoofed",
        object: "payment_intent",
        amount: 149900,
        amount_received: 149900,
        currency: "usd",
        metadata: { userId: "no-such-user", tier: "rocket" },
        status: "succeeded",
      }),
    );
    expect(spoofed.body.outcome).toBe("not_ours");
    expect(
      (await deliver(stripeEvent("customer.created", { id: "cus_x", object: "customer" }))).body.outcome,
    ).toBe("ignored");
    const db = await getDb();
    const stored = await db
      .select()
      .from(payments)
      .where(inArray(payments.stripeId, ["pi_test_foreign", "pi_test_spoofed"]));
    expect(stored).toEqual([]);
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("upgrades on checkout.session.async_payment_succeeded after a pending completion", async () => {
    const user = await createAccountUser();
    const sessionId = await startCheckout(user, "fuel");
    const session = stripe.server.completeCheckoutSession(sessionId);
    const pending = await deliver(
      stripeEvent("checkout.session.completed", { ...session, payment_status: "unpaid" }),
    );
    expect(pending.body.outcome).toBe("pending");
    expect(await tierOf(user.id)).toBe("freemium");
    expect((await paymentsOf(user.id))[0].status).toBe("processing");
    expect(
      (await deliver(stripeEvent("checkout.session.async_payment_succeeded", session))).body.outcome,
    ).toBe("upgraded");
    expect(await tierOf(user.id)).toBe("fuel");
  });

  it("records an expired Checkout Session, and a late expiry after payment changes nothing", async () => {
    const user = await createAccountUser();
    const expiredId = await startCheckout(user, "spark");
    const expired = stripe.server.checkoutSessions.get(expiredId)!;
    expect(
      (await deliver(stripeEvent("checkout.session.expired", { ...expired, status: "expired" }))).body
        .outcome,
    ).toBe("failed");
    expect((await paymentsOf(user.id))[0].status).toBe("expired");

    const paidSession = stripe.server.completeCheckoutSession(await startCheckout(user, "spark"));
    await deliver(stripeEvent("checkout.session.completed", paidSession));
    expect((await deliver(stripeEvent("checkout.session.expired", paidSession))).body.outcome).toBe(
      "already_settled",
    );
    expect(await tierOf(user.id)).toBe("spark");
  });
});

// --- Refunds ----------------------------------------------------------------------------------------

describe("POST /api/webhooks/stripe: refunds", () => {
  it("takes the tier back to what it was before the refunded payment", async () => {
    const user = await createTestUser();
    const spark = await startIntent(user, "spark");
    await deliver(paid(spark));
    const fuel = await startIntent(user, "fuel");
    await deliver(paid(fuel));
    expect(await tierOf(user.id)).toBe("fuel");

    const refund = await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(fuel)));
    expect(refund.body.outcome).toBe("refunded");
    expect(await tierOf(user.id)).toBe("spark");

    await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(spark)));
    expect(await tierOf(user.id)).toBe("freemium");
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(["refunded", "refunded"]);
  });

  it("leaves a higher plan alone when a lower payment is refunded", async () => {
    const user = await createTestUser();
    const spark = await startIntent(user, "spark");
    await deliver(paid(spark));
    const rocket = await startIntent(user, "rocket");
    await deliver(paid(rocket));
    await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(spark)));
    expect(await tierOf(user.id)).toBe("rocket");
    // Refunding Rocket now: Spark was refunded too, so nothing paid is left.
    await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(rocket)));
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("does not raise a plan when payments settle in another order than they were started", async () => {
    const user = await createTestUser();
    const spark = await startIntent(user, "spark"); // started first
    const rocket = await startIntent(user, "rocket");
    await deliver(paid(rocket)); // paid first: Free → Rocket
    expect((await deliver(paid(spark))).body.outcome).toBe("no_change");

    await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(rocket)));
    expect(await tierOf(user.id)).toBe("spark"); // Spark is still paid for
    await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(spark)));
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("takes the plan back when a dispute is lost, not when it is won", async () => {
    const user = await createTestUser();
    const fuel = await startIntent(user, "fuel");
    await deliver(paid(fuel));
    const dispute = {
      id: "dp_test_1",
      object: "dispute",
      amount: 59900,
      currency: "usd",
      payment_intent: fuel,
    };
    expect(
      (await deliver(stripeEvent("charge.dispute.closed", { ...dispute, status: "won" }))).body.outcome,
    ).toBe("ignored");
    expect(await tierOf(user.id)).toBe("fuel");
    expect(
      (await deliver(stripeEvent("charge.dispute.closed", { ...dispute, status: "lost" }))).body.outcome,
    ).toBe("refunded");
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("a refund before the success event on a plain PaymentIntent: the late success grants nothing", async () => {
    const user = await createTestUser();
    const intentId = await startIntent(user, "rocket");
    const charge = stripe.server.refundPaymentIntent(intentId);
    expect((await deliver(stripeEvent("charge.refunded", charge))).body.outcome).toBe("refunded");
    expect((await deliver(paid(intentId))).body.outcome).toBe("already_settled");
    expect(await tierOf(user.id)).toBe("freemium");
  });

  it("ignores a partial refund", async () => {
    const user = await createTestUser();
    const fuel = await startIntent(user, "fuel");
    await deliver(paid(fuel));
    const charge = stripe.server.refundPaymentIntent(fuel);
    const res = await deliver(
      stripeEvent("charge.refunded", { ...charge, refunded: false, amount_refunded: 1000 }),
    );
    expect(res.body.outcome).toBe("ignored");
    expect(await tierOf(user.id)).toBe("fuel");
  });

  it("a refund that arrives before the success event wins: the late success grants nothing", async () => {
    const user = await createAccountUser();
    const sessionId = await startCheckout(user, "fuel");
    const session = stripe.server.completeCheckoutSession(sessionId);
    const intentId = String(session.payment_intent);

    // Our row does not know the intent yet: the handler looks its metadata up at Stripe.
    const refund = await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(intentId)));
    expect(refund.body.outcome).toBe("refunded");
    expect(
      stripe.server.requests.some((r) => r.method === "GET" && r.path === `/v1/payment_intents/${intentId}`),
    ).toBe(true);

    expect((await deliver(stripeEvent("checkout.session.completed", session))).body.outcome).toBe(
      "already_settled",
    );
    expect((await deliver(paid(intentId))).body.outcome).toBe("already_settled");
    expect(await tierOf(user.id)).toBe("freemium");
    expect(await paymentsOf(user.id)).toEqual([
      expect.objectContaining({ stripeId: sessionId, status: "refunded" }),
    ]);
  });

  it("does not take back a plan the operator raised since the payment", async () => {
    const user = await createTestUser();
    const spark = await startIntent(user, "spark");
    await deliver(paid(spark));
    await setUserTierByIdOrEmail({ idOrEmail: user.id, tier: "rocket", audit: TEST_AUDIT });
    await deliver(stripeEvent("charge.refunded", stripe.server.refundPaymentIntent(spark)));
    expect(await tierOf(user.id)).toBe("rocket");
  });
});
