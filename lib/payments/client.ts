import { apiJson } from "@/lib/api-client";
import { isTier, type Tier } from "@/lib/plans";
import type { CreateCheckoutSessionResponse } from "@/lib/validation/payments";

/**
 * Browser-side payment helpers, shared by the payment dialog and the plans grid. No Stripe code here:
 * Stripe.js loads in the dialog, on demand.
 */

/** 59900 → "$599.00" (amounts travel in cents, spec 9). */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** Sends the browser to Stripe's hosted Checkout page for `tier`. */
export async function startCheckout(
  tier: Tier,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const { url } = await apiJson<Partial<CreateCheckoutSessionResponse>>(
    "POST",
    "/api/create-checkout-session",
    { tier },
  );
  if (!url) throw new Error("No checkout URL received");
  navigate(url);
}

/**
 * Waits until the signed-in user's plan satisfies `done` (the webhook has landed), polling /api/me.
 * Resolves with the plan, or with null after `timeoutMs`; never rejects.
 */
export async function waitForTier(
  done: (tier: Tier) => boolean,
  { timeoutMs = 10_000, intervalMs = 1_000 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<Tier | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const me = await apiJson<{ tier?: unknown }>("GET", "/api/me");
      if (isTier(me.tier) && done(me.tier)) return me.tier;
    } catch {
      // keep waiting: a blip must not turn a successful payment into an error
    }
    if (Date.now() + intervalMs > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
