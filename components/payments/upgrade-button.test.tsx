/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { toast } from "sonner";

import { Toaster } from "@/components/ui/sonner";
import { installFakeAuthServer, type FakeAuthServer } from "@/tests/helpers/auth-server";
import { UpgradeButton } from "./upgrade-button";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

type Reply = { status: number; body: unknown };

/** Our payment endpoints, answered in the browser test; /api/auth/* goes to the fake Auth.js server. */
let payments: {
  intent: Reply;
  checkout: Reply;
  requests: { path: string; body: unknown }[];
  /** When set, answers wait for it. */
  gate?: Promise<void>;
};
let auth: FakeAuthServer;

beforeEach(() => {
  auth = installFakeAuthServer();
  payments = {
    intent: {
      status: 200,
      body: {
        clientSecret: "pi_test_123_secret_abc",
        amount: 59900,
        tierName: "Fuel",
        publishableKey: "pk_test_123",
      },
    },
    checkout: { status: 200, body: {} },
    requests: [],
  };
  const authFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const reply =
      path === "/api/create-payment-intent"
        ? payments.intent
        : path === "/api/create-checkout-session"
          ? payments.checkout
          : null;
    if (!reply) return authFetch(input, init);
    payments.requests.push({ path, body: JSON.parse(String(init?.body ?? "null")) });
    await payments.gate;
    return {
      ok: reply.status < 300,
      status: reply.status,
      statusText: "",
      json: async () => reply.body,
      text: async () => JSON.stringify(reply.body),
    } as Response;
  }) as typeof fetch;
});

const STRIPE_SCRIPT = "script[src^='https://js.stripe.com/']";

afterEach(async () => {
  auth.restore();
  act(() => void toast.dismiss()); // sonner keeps its toasts in module state
  // Fail any load still pending (the loader retries once), so its module state starts afresh next test.
  for (let i = 0; i < 3; i++) {
    document.querySelector(STRIPE_SCRIPT)?.dispatchEvent(new Event("error"));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  document.querySelectorAll(STRIPE_SCRIPT).forEach((script) => script.remove());
});

const signedIn: Session = {
  user: { id: "demo-1-abc", name: "Demo Founder" },
  expires: "2099-01-01T00:00:00Z",
};

function renderButton(session: Session | null, payments?: "elements" | "checkout" | "off") {
  render(
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <UpgradeButton tier="fuel" popular payments={payments} />
      <Toaster />
    </SessionProvider>,
  );
}

/** The Stripe.js tag the dialog adds; jsdom does not fetch it, so the test says how loading went. */
async function stripeScript(other?: Element): Promise<HTMLScriptElement> {
  let script: HTMLScriptElement | null = null;
  await waitFor(() => {
    script = document.querySelector<HTMLScriptElement>(STRIPE_SCRIPT);
    expect(script).not.toBeNull();
    expect(script).not.toBe(other);
  });
  return script!;
}

/** js.stripe.com is unreachable: the first tag fails, the loader's own retry fails too. */
async function failStripeLoad() {
  const first = await stripeScript();
  first.dispatchEvent(new Event("error"));
  (await stripeScript(first)).dispatchEvent(new Event("error"));
}

describe("UpgradeButton and the payment dialog", () => {
  it("signed in: creates a PaymentIntent for the tier, shows the amount in dollars, and loads Stripe.js only now", async () => {
    renderButton(signedIn);
    expect(document.querySelector(STRIPE_SCRIPT)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));

    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Fuel" });
    expect(within(dialog).getByText(/\$599\.00 one-time payment/)).toBeInTheDocument();
    expect(payments.requests).toEqual([{ path: "/api/create-payment-intent", body: { tier: "fuel" } }]);
    expect((await stripeScript()).src).toMatch(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/);
    expect(within(dialog).getByText("Loading the secure payment form…")).toBeInTheDocument();
  });

  it("says 'Payment form could not load' when Stripe.js fails, and can try again or cancel", async () => {
    renderButton(signedIn);
    const trigger = screen.getByRole("button", { name: "Upgrade Now" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Fuel" });

    await failStripeLoad();
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Payment form could not load");
    expect(alert).toHaveTextContent("You have not been charged.");

    // Try again loads afresh (the loader forgets a failed attempt).
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(within(dialog).getByText("Loading the secure payment form…")).toBeInTheDocument();
    await failStripeLoad();
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    // One intent for the one opening: retrying Stripe.js does not create another payment.
    expect(payments.requests).toHaveLength(1);
  });

  it("shows 'Payment Setup Failed' with the server's message and closes when the intent cannot be created", async () => {
    payments.intent = {
      status: 503,
      body: { error: "service_unavailable", message: "Payments are not configured" },
    };
    renderButton(signedIn);
    await userEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));
    expect(await screen.findByText("Payment Setup Failed")).toBeInTheDocument();
    expect(screen.getByText("Payments are not configured")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("without a publishable key, goes to Stripe Checkout, and reports 'No checkout URL received'", async () => {
    payments.intent = {
      status: 200,
      body: { clientSecret: "pi_test_1_secret_x", amount: 59900, tierName: "Fuel", publishableKey: null },
    };
    renderButton(signedIn);
    await userEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));
    expect(await screen.findByText("Checkout Failed")).toBeInTheDocument();
    expect(screen.getByText("No checkout URL received")).toBeInTheDocument();
    expect(payments.requests.map((r) => r.path)).toEqual([
      "/api/create-payment-intent",
      "/api/create-checkout-session",
    ]);
    expect(payments.requests[1].body).toEqual({ tier: "fuel" });
  });

  it("keeps one PaymentIntent across openings, and ignores the answer to an opening already closed", async () => {
    let release!: () => void;
    payments.gate = new Promise((resolve) => (release = resolve));
    renderButton(signedIn);
    const trigger = screen.getByRole("button", { name: "Upgrade Now" });
    await userEvent.click(trigger);
    expect(await screen.findByText("Preparing payment…")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The late answer neither reopened anything nor started loading Stripe.js.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector(STRIPE_SCRIPT)).toBeNull();

    payments.gate = undefined;
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Upgrade to Fuel" });
    await failStripeLoad();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Upgrade to Fuel" });
    // Two requests: the abandoned first opening's and the second's, which the third opening reuses.
    expect(payments.requests).toHaveLength(2);
  });

  it("goes straight to Stripe Checkout where the installation has no card form", async () => {
    payments.checkout = {
      status: 502,
      body: { error: "bad_gateway", message: "Could not reach the payment provider. Please try again." },
    };
    renderButton(signedIn, "checkout");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));
    expect(await screen.findByText("Checkout Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not reach the payment provider. Please try again.")).toBeInTheDocument();
    expect(payments.requests.map((r) => r.path)).toEqual(["/api/create-checkout-session"]);
  });

  it("explains instead of opening anything when this installation has no payments", async () => {
    renderButton(signedIn, "off");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));
    expect(await screen.findByText("Upgrades Unavailable")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(payments.requests).toHaveLength(0);
  });

  describe("signed out", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("shows 'Sign In Required', opens sign-in after 500 ms, then the payment dialog 100 ms after signing in", async () => {
      renderButton(null);
      const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await u.click(screen.getByRole("button", { name: "Sign In to Upgrade" }));
      expect(await screen.findByText("Sign In Required")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(499));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await u.click(await screen.findByRole("button", { name: "Continue with Demo Account" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(payments.requests).toHaveLength(0);

      act(() => jest.advanceTimersByTime(100));
      expect(await screen.findByRole("dialog", { name: /Upgrade/ })).toBeInTheDocument();
      await waitFor(() =>
        expect(payments.requests).toEqual([{ path: "/api/create-payment-intent", body: { tier: "fuel" } }]),
      );
      expect(refresh).toHaveBeenCalled();
    });
  });
});
