import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { createAccountUser, setupFakeStripe, stripeEvent, webhookRequest } from "@/tests/helpers/stripe";

const stripe = setupFakeStripe();
setupTestDatabase();

let GET: typeof import("./route").GET;
let createCheckout: typeof import("../../create-checkout-session/route").POST;
let createIntent: typeof import("../../create-payment-intent/route").POST;
let webhook: typeof import("../../webhooks/stripe/route").POST;
beforeAll(async () => {
  ({ POST: webhook } = await import("../../webhooks/stripe/route"));
  ({ GET } = await import("./route"));
  ({ POST: createCheckout } = await import("../../create-checkout-session/route"));
  ({ POST: createIntent } = await import("../../create-payment-intent/route"));
});

const status = async (cookie: string | undefined, sessionId: string) =>
  json<Record<string, unknown>>(
    await GET(testRequest(`/api/payment-status/${sessionId}`, { cookie }), routeContext({ sessionId })),
  );

async function startCheckout(user: TestUser, tier: string): Promise<string> {
  const res = await createCheckout(
    testRequest("/api/create-checkout-session", { method: "POST", cookie: user.cookie, body: { tier } }),
    routeContext({}),
  );
  const body = (await res.json()) as { url: string };
  if (!body.url) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(body)}`);
  return body.url.split("/").pop()!;
}

describe("GET /api/payment-status/{session_id}", () => {
  it("answers 401 when signed out and 400 for an id that is not a Stripe session or intent", async () => {
    expect((await status(undefined, "cs_test_abcdefgh1234")).status).toBe(401);
    const user = await createTestUser();
    for (const bad of ["abc", "cs_", "sess_12345678", "cs_test_../../x"]) {
      const res = await json(
        await GET(
          testRequest(`/api/payment-status/x`, { cookie: user.cookie }),
          routeContext({ sessionId: bad }),
        ),
      );
      expect(res).toEqual({
        status: 400,
        body: { error: "invalid_request", message: "Invalid payment session id." },
      });
    }
  });

  it("reports an unpaid session, then 'paid', and the plan active only once the webhook applied it", async () => {
    const user = await createAccountUser();
    const sessionId = await startCheckout(user, "fuel");
    expect(await status(user.cookie, sessionId)).toEqual({
      status: 200,
      body: { status: "unpaid", tier: "fuel", customerEmail: null, planActive: false },
    });

    const session = stripe.server.completeCheckoutSession(sessionId);
    // Stripe has the money; the user's record does not have the plan yet (the success page says "processing").
    expect(await status(user.cookie, sessionId)).toEqual({
      status: 200,
      body: { status: "paid", tier: "fuel", customerEmail: user.email, planActive: false },
    });
    const delivered = await webhook(webhookRequest(stripeEvent("checkout.session.completed", session)));
    expect(delivered.status).toBe(200);
    expect((await status(user.cookie, sessionId)).body).toEqual({
      status: "paid",
      tier: "fuel",
      customerEmail: user.email,
      planActive: true,
    });
  });

  it("reports a PaymentIntent (the Payment Element's return) the same way", async () => {
    const user = await createAccountUser();
    const res = await createIntent(
      testRequest("/api/create-payment-intent", {
        method: "POST",
        cookie: user.cookie,
        body: { tier: "spark" },
      }),
      routeContext({}),
    );
    const intentId = ((await res.json()) as { clientSecret: string }).clientSecret.split("_secret_")[0];
    expect((await status(user.cookie, intentId)).body).toEqual({
      status: "requires_payment_method",
      tier: "spark",
      customerEmail: user.email,
      planActive: false,
    });
    stripe.server.succeedPaymentIntent(intentId);
    expect((await status(user.cookie, intentId)).body).toEqual({
      status: "paid",
      tier: "spark",
      customerEmail: user.email,
      planActive: false,
    });
  });

  it("says 'refunded' for a refunded payment, although Stripe still calls the session paid", async () => {
    const user = await createAccountUser();
    const sessionId = await startCheckout(user, "fuel");
    stripe.server.completeCheckoutSession(sessionId);
    const db = await getDb();
    await db.update(payments).set({ status: "refunded" }).where(eq(payments.stripeId, sessionId));
    expect((await status(user.cookie, sessionId)).body).toMatchObject({ status: "refunded", tier: "fuel" });
  });

  it("answers 404 for another user's session and for one Stripe does not know", async () => {
    const owner = await createAccountUser();
    const sessionId = await startCheckout(owner, "rocket");
    stripe.server.completeCheckoutSession(sessionId);
    const stranger = await createAccountUser();
    expect(await status(stranger.cookie, sessionId)).toEqual({
      status: 404,
      body: { error: "not_found", message: "Payment session not found." },
    });
    expect((await status(owner.cookie, "cs_test_doesnotexist0000")).status).toBe(404);
  });

  it("maps Stripe being unreachable to 502", async () => {
    const user = await createAccountUser();
    const sessionId = await startCheckout(user, "spark");
    stripe.server.failNext(500, { type: "api_error", message: "down" }, 2);
    expect((await status(user.cookie, sessionId)).status).toBe(502);
  });
});
