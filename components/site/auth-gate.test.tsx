/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SessionProvider } from "next-auth/react";

import { Toaster } from "@/components/ui/sonner";
import { AuthGate } from "./auth-gate";
import { initials } from "./user-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/dashboard" }));

function renderGate(props: Partial<React.ComponentProps<typeof AuthGate>> = {}) {
  render(
    <SessionProvider session={null}>
      <AuthGate oauth={[]} demo {...props} />
      <Toaster />
    </SessionProvider>,
  );
}

describe("AuthGate", () => {
  it("offers each configured provider, the demo account and a way home, and announces itself", async () => {
    renderGate({ oauth: [{ id: "github", name: "GitHub" }] });
    expect(screen.getByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with GitHub" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Demo Account" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to home/ })).toHaveAttribute("href", "/");
    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
  });

  it("stays quiet when opened directly and explains when no sign-in method is configured", () => {
    renderGate({ demo: false, announce: false });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText(/Sign-in is not configured on this installation/)).toBeInTheDocument();
    expect(screen.queryByText("Authentication Required")).not.toBeInTheDocument();
  });
});

describe("initials", () => {
  it.each([
    ["Demo Founder", "DF"],
    ["ada", "A"],
    ["  Grace  Brewster Hopper ", "GH"],
    [null, "?"],
  ])("%j -> %s", (name, expected) => expect(initials(name)).toBe(expected));
});
