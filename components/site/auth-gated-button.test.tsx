/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";

import { Toaster } from "@/components/ui/sonner";
import { installFakeAuthServer, type FakeAuthServer } from "@/tests/helpers/auth-server";
import { AuthGatedButton } from "./auth-gated-button";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

let server: FakeAuthServer;
beforeEach(() => {
  jest.useFakeTimers();
  server = installFakeAuthServer();
});
afterEach(() => {
  server.restore();
  jest.useRealTimers();
});

const signedIn: Session = {
  user: { id: "demo-1-abc", name: "Demo Founder" },
  expires: "2099-01-01T00:00:00Z",
};

function renderButton(session: Session | null | undefined, onAction = jest.fn()) {
  render(
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <AuthGatedButton onAction={onAction}>Start Building Now</AuthGatedButton>
      <Toaster />
    </SessionProvider>,
  );
  return onAction;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe("AuthGatedButton", () => {
  it("runs the action at once when signed in", async () => {
    const onAction = renderButton(signedIn);
    await user().click(screen.getByRole("button", { name: "Start Building Now" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Sign in required")).not.toBeInTheDocument();
  });

  it("is disabled while the session is loading", () => {
    globalThis.fetch = (() => new Promise(() => {})) as typeof fetch; // the session never arrives
    renderButton(undefined);
    expect(screen.getByRole("button", { name: "Start Building Now" })).toBeDisabled();
  });

  it("signed out: toasts, opens the sign-in dialog after 500 ms, and runs the action 100 ms after sign-in", async () => {
    const onAction = renderButton(null);
    const u = user();
    await u.click(screen.getByRole("button", { name: "Start Building Now" }));
    expect(await screen.findByText("Sign in required")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole("dialog", { name: "Sign In Required" })).toBeInTheDocument();
    expect(screen.getByText("Please sign in to access this feature.", { selector: "p" })).toBeInTheDocument();

    await u.click(await screen.findByRole("button", { name: "Continue with Demo Account" }));
    expect(await screen.findByText("Demo Mode Active")).toBeInTheDocument();
    expect(server.calls).toEqual(
      expect.arrayContaining(["GET /api/auth/csrf", "POST /api/auth/callback/demo", "GET /api/auth/session"]),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalled();
  });

  it("keeps the dialog open and says so when sign-in fails", async () => {
    server.restore();
    server = installFakeAuthServer({ demoSucceeds: false });
    const onAction = renderButton(null);
    const u = user();
    await u.click(screen.getByRole("button", { name: "Start Building Now" }));
    act(() => jest.advanceTimersByTime(500));
    await u.click(await screen.findByRole("button", { name: "Continue with Demo Account" }));
    expect(await screen.findByText("Sign In Failed")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Sign In Required" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(onAction).not.toHaveBeenCalled();
  });
});
