/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";

import { PlansGrid } from "./plans-grid";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

/**
 * The plans grid on prerendered pages (/pricing, the landing) is the same HTML for everyone; the signed-in
 * visitor's plan is read from /api/me in the browser, and only then are the buttons marked.
 */

let meReads: number;
let tier: string;
const realFetch = globalThis.fetch;

beforeEach(() => {
  meReads = 0;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const body = path === "/api/me" ? (meReads++, { id: "u1", tier }) : {};
    return {
      ok: true,
      status: 200,
      statusText: "",
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const signedIn: Session = { user: { id: "u1", name: "Ada" }, expires: "2999-01-01T00:00:00.000Z" } as Session;
const labels = () => screen.getAllByRole("button").map((b) => b.textContent?.trim() ?? "");

describe("PlansGrid buttons", () => {
  it("signed out: Start Free and Sign In to Upgrade, without asking for a plan", async () => {
    render(
      <SessionProvider session={null} refetchOnWindowFocus={false}>
        <PlansGrid />
      </SessionProvider>,
    );
    expect(screen.getByRole("link", { name: "Start Free" })).toBeTruthy();
    await waitFor(() => expect(labels()).toEqual(Array(3).fill("Sign In to Upgrade")));
    expect(meReads).toBe(0);
  });

  it("signed in: marks the plan read from /api/me, with one read for the four cards", async () => {
    tier = "fuel";
    render(
      <SessionProvider session={signedIn} refetchOnWindowFocus={false}>
        <PlansGrid />
      </SessionProvider>,
    );
    await waitFor(() =>
      expect(labels()).toEqual([
        "Included in your plan",
        "Included in your plan",
        "Current Plan",
        "Upgrade Now",
      ]),
    );
    expect(meReads).toBe(1);
  });

  it("uses the plan the server rendered (the dashboard) without asking", async () => {
    render(
      <SessionProvider session={signedIn} refetchOnWindowFocus={false}>
        <PlansGrid currentTier="freemium" />
      </SessionProvider>,
    );
    expect(labels()).toEqual(["Current Plan", "Upgrade Now", "Upgrade Now", "Upgrade Now"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(meReads).toBe(0);
  });
});
