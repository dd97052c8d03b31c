import { randomBytes } from "node:crypto";
import Stripe from "stripe";

import { getDb } from "@/db/client";
import { users, type Tier } from "@/db/schema";
import { sessionCookieFor, type TestUser } from "./auth";
import { testRequest } from "./http";
import { startFakeStripe, stripeEvent, type FakeStripe } from "./stripe-server";

export { stripeEvent };

export const TEST_STRIPE = {
  secretKey: "sk_test_launchforge_jest",
  publishableKey: "pk_test_launchforge_jest",
  webhookSecret: "whsec_launchforge_jest",
} as const;

/**
 * Starts the Stripe-protocol test server and points STRIPE_* at it. Call before setupTestDatabase(), and
 * import route handlers in a later beforeAll: the environment is read once, on first use.
 */
export function setupFakeStripe(): { readonly server: FakeStripe } {
  const ref: { server?: FakeStripe } = {};
  beforeAll(async () => {
    ref.server = await startFakeStripe();
    process.env.STRIPE_SECRET_KEY = TEST_STRIPE.secretKey;
    process.env.STRIPE_PUBLISHABLE_KEY = TEST_STRIPE.publishableKey;
    process.env.STRIPE_WEBHOOK_SECRET = TEST_STRIPE.webhookSecret;
    process.env.STRIPE_API_BASE = ref.server.url;
    const { env } = await import("@/core/env");
    if (env().STRIPE_API_BASE !== ref.server.url) {
      throw new Error(
        "env() was read before setupFakeStripe(): import the route handlers inside beforeAll, after it",
      );
    }
  });
  beforeEach(() => ref.server?.reset());
  afterAll(async () => {
    await ref.server?.close();
  });
  return {
    get server() {
      if (!ref.server) throw new Error("the fake Stripe server is not running yet");
      return ref.server;
    },
  };
}

/** A signed-in user with a real (non-demo) e-mail, as after a Google or GitHub sign-in. */
export async function createAccountUser({ tier = "freemium" }: { tier?: Tier } = {}): Promise<TestUser> {
  const db = await getDb();
  const suffix = randomBytes(5).toString("hex");
  const [row] = await db
    .insert(users)
    .values({
      name: "Ada Founder",
      email: `ada.${suffix}@example.com`,
      isDemo: false,
      subscriptionTier: tier,
      baseTier: tier,
    })
    .returning();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    isDemo: row.isDemo,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    cookie: await sessionCookieFor(row),
  };
}

const signer = new Stripe("sk_test_signer_only");

/** A webhook delivery of `event`, signed with `secret` (the configured one unless forging). */
export function webhookRequest(
  event: object,
  {
    secret = TEST_STRIPE.webhookSecret as string,
    signature,
  }: { secret?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret }) : signature;
  return testRequest("/api/webhooks/stripe", {
    method: "POST",
    body: payload,
    headers: header === null ? {} : { "stripe-signature": header },
  });
}
