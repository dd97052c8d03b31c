/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";

import { createQueryClient } from "@/lib/query-client";
import { PaymentStatus } from "./payment-status";

/**
 * The payment return page trusts the user's own record, not the card: "paid" with the plan not yet on the
 * account is "activating" (asked again), and after the last ask it says the plan is late and links support.
 */

let answers: Record<string, unknown>[];
let asked: number;
const realFetch = globalThis.fetch;

beforeEach(() => {
  asked = 0;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (!path.startsWith("/api/payment-status/")) throw new Error(`unexpected fetch ${path}`);
    const body = answers[Math.min(asked, answers.length - 1)];
    asked++;
    return {
      ok: true,
      status: 200,
      statusText: "",
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const paid = (planActive: boolean) => ({
  status: "paid",
  tier: "rocket",
  customerEmail: "ada@example.com",
  planActive,
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentStatus sessionId="cs_test_123" poll={{ everyMs: 20, times: 4 }} />
    </QueryClientProvider>,
  );
}

it("shows 'activating' until the account has the plan, then the success page", async () => {
  answers = [paid(false), paid(false), paid(true)];
  renderPage();
  expect(
    await screen.findByRole("heading", { name: "Payment received: activating your plan…" }),
  ).toBeTruthy();
  expect(await screen.findByRole("heading", { name: "Payment Successful!" })).toBeTruthy();
  expect(screen.getByText("Active")).toBeTruthy();
  expect(asked).toBe(3);
});

it("says the plan is late, that nothing is lost, and links support when it never arrives", async () => {
  answers = [paid(false)];
  renderPage();
  expect(
    await screen.findByRole("heading", { name: "Your plan is taking longer than usual" }, { timeout: 3000 }),
  ).toBeTruthy();
  expect(screen.getByRole("link", { name: "contact support" }).getAttribute("href")).toBe("/contact");
  expect(screen.queryByText("Active")).toBeNull();
  const after = asked;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toBe(after); // it stops asking
});

it("never shows success for a payment Stripe has not confirmed", async () => {
  answers = [{ status: "unpaid", tier: "rocket", customerEmail: null, planActive: false }];
  renderPage();
  expect(await screen.findByRole("heading", { name: "Payment Verification Failed" })).toBeTruthy();
});
