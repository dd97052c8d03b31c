import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { payments, users } from "@/db/schema";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { createAccountUser, TEST_STRIPE, setupFakeStripe } from "@/tests/helpers/stripe";

const stripe = setupFakeStripe();
setupTestDatabase();
const ctx = routeContext({});

let POST: typeof import("./route").POST;
let createCheckout: typeof import("../create-checkout-session/route").POST;
beforeAll(async () => {
  ({ POST } = await import("./route"));
  ({ POST: createCheckout } = await import("../create-checkout-session/route"));
});

const intentRequest = (cookie: string | undefined, body: unknown) =>
  POST(testRequest("/api/create-payment-intent", { method: "POST", cookie, body }), ctx);

async function storedCustomer(userId: string) {
  const db = await getDb();
  const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return row.id;
}

describe("POST /api/create-payment-intent", () => {
  it("answers 401 when signed out", async () => {
    const res = await json(await intentRequest(undefined, { tier: "fuel" }));
    expect(res).toEqual({ status: 401, body: { error: "unauthorized", message: expect.any(String) } });
    expect(stripe.server.requests).toHaveLength(0);
  });

  it.each([[{}], [{ tier: "freemium" }], [{ tier: "gold" }], [{ tier: 599 }]])(
    "rejects %j with 400",
    async (body) => {
      const user = await createTestUser();
      const res = await json<{ error: string; message: string }>(await intentRequest(user.cookie, body));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: "invalid_request",
        message: expect.stringContaining("spark, fuel or rocket"),
      });
      expect(stripe.server.requests).toHaveLength(0);
    },
  );

  it("creates a PaymentIntent in cents for the session's user, whatever userId the body claims", async () => {
    const user = await createAccountUser();
    const res = await json<Record<string, unknown>>(
      await intentRequest(user.cookie, {
        tier: "fuel",
        userId: "someone-else",
        userEmail: "attacker@example.com",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      amount: 59900,
      tierName: "Fuel",
      publishableKey: TEST_STRIPE.publishableKey,
    });

    const sent = stripe.server.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(sent.authorization).toBe(`Bearer ${TEST_STRIPE.secretKey}`);
    expect(sent.body).toMatchObject({
      amount: "59900",
      currency: "usd",
      customer: await storedCustomer(user.id),
      receipt_email: user.email,
      automatic_payment_methods: { enabled: "true" },
      metadata: { userId: user.id, tier: "fuel", paymentId: expect.any(String) },
    });

    const db = await getDb();
    const [payment] = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({
      id: (sent.body.metadata as { paymentId: string }).paymentId,
      kind: "payment_intent",
      tier: "fuel",
      amount: 59900,
      status: "requires_payment_method",
      stripeId: String(res.body.clientSecret).split("_secret_")[0],
    });
  });

  it("creates the Stripe customer once per user, even when two payments start at the same time", async () => {
    const user = await createAccountUser();
    const [a, b] = await Promise.all([
      intentRequest(user.cookie, { tier: "spark" }),
      intentRequest(user.cookie, { tier: "rocket" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await intentRequest(user.cookie, { tier: "fuel" });

    const customerId = await storedCustomer(user.id);
    expect(customerId).toMatch(/^cus_/);
    const customers = [...stripe.server.customers.values()].filter(
      (c) => (c.metadata as { userId?: string }).userId === user.id,
    );
    expect(customers.map((c) => c.id)).toEqual([customerId]);
    const intents = stripe.server.requests.filter((r) => r.path === "/v1/payment_intents");
    expect(intents.map((r) => r.body.customer)).toEqual([customerId, customerId, customerId]);
    expect(customers[0]).toMatchObject({ email: user.email, name: "Ada Founder" });
  });

  it("replaces a stored customer that Stripe no longer knows", async () => {
    const user = await createAccountUser();
    const db = await getDb();
    await db.update(users).set({ stripeCustomerId: "cus_deleted_in_dashboard" }).where(eq(users.id, user.id));
    const res = await intentRequest(user.cookie, { tier: "spark" });
    expect(res.status).toBe(200);
    const fresh = await storedCustomer(user.id);
    expect(fresh).toMatch(/^cus_test_/);
    expect(stripe.server.customers.has(fresh!)).toBe(true);
  });

  it("sends no receipt to a demo account's placeholder address (test keys allow demo purchases)", async () => {
    const user = await createTestUser();
    expect((await intentRequest(user.cookie, { tier: "spark" })).status).toBe(200);
    const sent = stripe.server.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(sent.body.receipt_email).toBeUndefined();
    const customer = stripe.server.requests.find((r) => r.path === "/v1/customers")!;
    expect(customer.body.email).toBeUndefined();
  });

  it("answers 409 for the plan the user has or one below it, without calling Stripe", async () => {
    const user = await createAccountUser({ tier: "fuel" });
    for (const tier of ["spark", "fuel"]) {
      const res = await json<{ message: string }>(await intentRequest(user.cookie, { tier }));
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/already have the Fuel plan/);
    }
    expect(stripe.server.requests).toHaveLength(0);
    expect((await intentRequest(user.cookie, { tier: "rocket" })).status).toBe(200);
  });

  it("maps Stripe failures to 502 or 503 and stores no payment", async () => {
    const user = await createAccountUser();
    // The SDK retries a 500 once (maxNetworkRetries: 1), so both attempts fail.
    stripe.server.failNext(500, { type: "api_error", message: "Something went wrong on Stripe's end." }, 2);
    const res = await json<{ error: string; message: string }>(
      await intentRequest(user.cookie, { tier: "spark" }),
    );
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("bad_gateway");

    stripe.server.failNext(401, {
      type: "invalid_request_error",
      message: "Invalid API Key provided: sk_test_****",
    });
    const denied = await json<{ message: string }>(await intentRequest(user.cookie, { tier: "spark" }));
    expect(denied.status).toBe(503);
    expect(denied.body.message).toMatch(/misconfigured/);

    const db = await getDb();
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("limits payment attempts per user (429 with Retry-After)", async () => {
    const user = await createAccountUser();
    for (let i = 0; i < 10; i++)
      expect((await intentRequest(user.cookie, { tier: "spark" })).status).toBe(200);
    const res = await intentRequest(user.cookie, { tier: "spark" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 503 'Payments are not configured' without STRIPE_SECRET_KEY", async () => {
    const saved = { ...process.env };
    delete process.env.STRIPE_SECRET_KEY;
    try {
      let route!: typeof import("./route");
      let checkout!: typeof import("../create-checkout-session/route");
      jest.isolateModules(() => {
        route = jest.requireActual("./route");
        checkout = jest.requireActual("../create-checkout-session/route");
      });
      const user = await createTestUser();
      for (const handler of [route.POST, checkout.POST]) {
        const res = await json(
          await handler(
            testRequest("/api/x", { method: "POST", cookie: user.cookie, body: { tier: "fuel" } }),
            ctx,
          ),
        );
        expect(res).toEqual({
          status: 503,
          body: { error: "service_unavailable", message: "Payments are not configured" },
        });
      }
    } finally {
      process.env = saved;
    }
  });

  it("answers 503 with the key but without the webhook secret: no payment whose plan could not be applied", async () => {
    const saved = { ...process.env };
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      let route!: typeof import("./route");
      jest.isolateModules(() => {
        route = jest.requireActual("./route");
      });
      const user = await createAccountUser();
      const res = await json(
        await route.POST(
          testRequest("/api/x", { method: "POST", cookie: user.cookie, body: { tier: "fuel" } }),
          ctx,
        ),
      );
      expect(res).toEqual({
        status: 503,
        body: { error: "service_unavailable", message: "Payments are not configured" },
      });
    } finally {
      process.env = saved;
    }
  });

  it("refuses demo accounts with live keys (403): the plan would end with the demo session", async () => {
    const saved = { ...process.env };
    process.env.STRIPE_SECRET_KEY = "sk_live_launchforge_jest";
    try {
      let route!: typeof import("./route");
      jest.isolateModules(() => {
        route = jest.requireActual("./route");
      });
      const user = await createTestUser();
      const res = await json<{ message: string }>(
        await route.POST(
          testRequest("/api/create-payment-intent", {
            method: "POST",
            cookie: user.cookie,
            body: { tier: "fuel" },
          }),
          ctx,
        ),
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Sign in with Google or GitHub/);
      expect(stripe.server.requests).toHaveLength(0);
    } finally {
      process.env = saved;
    }
  });
});

describe("POST /api/create-checkout-session", () => {
  const checkoutRequest = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    createCheckout(
      testRequest("/api/create-checkout-session", { method: "POST", cookie, body, headers }),
      ctx,
    );

  it("answers 401 signed out and 400 for a bad tier", async () => {
    expect((await checkoutRequest(undefined, { tier: "spark" })).status).toBe(401);
    const user = await createTestUser();
    expect((await checkoutRequest(user.cookie, { tier: "platinum" })).status).toBe(400);
  });

  it("creates a one-time Checkout Session that returns to /payment-success with the session id", async () => {
    const user = await createAccountUser();
    const res = await json<{ url: string }>(await checkoutRequest(user.cookie, { tier: "rocket" }));
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const sent = stripe.server.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(sent.body).toMatchObject({
      mode: "payment",
      customer: await storedCustomer(user.id),
      client_reference_id: user.id,
      success_url: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/pricing",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "149900",
            product_data: { name: "LaunchForge Rocket plan" },
          },
        },
      ],
      metadata: { userId: user.id, tier: "rocket" },
      payment_intent_data: { metadata: { userId: user.id, tier: "rocket" }, receipt_email: user.email },
    });
    const db = await getDb();
    const [payment] = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({
      kind: "checkout_session",
      tier: "rocket",
      amount: 149900,
      status: "unpaid",
    });
    expect(res.body.url.endsWith(payment.stripeId)).toBe(true);
  });

  it("uses APP_URL for the return address when it is set", async () => {
    const saved = { ...process.env };
    process.env.APP_URL = "https://launchforge.example";
    try {
      let route!: typeof import("../create-checkout-session/route");
      jest.isolateModules(() => {
        route = jest.requireActual("../create-checkout-session/route");
      });
      const user = await createAccountUser();
      const res = await route.POST(
        testRequest("/api/create-checkout-session", {
          method: "POST",
          cookie: user.cookie,
          body: { tier: "spark" },
        }),
        ctx,
      );
      expect(res.status).toBe(200);
      const sent = stripe.server.requests.find((r) => r.path === "/v1/checkout/sessions")!;
      expect(sent.body.success_url).toBe(
        "https://launchforge.example/payment-success?session_id={CHECKOUT_SESSION_ID}",
      );
    } finally {
      process.env = saved;
    }
  });
});
