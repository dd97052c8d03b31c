/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";

import { Toaster } from "@/components/ui/sonner";
import { WALKTHROUGH_STEPS } from "@/lib/content/walkthrough";
import { STEPS } from "@/lib/steps";
import { installFakeAuthServer, type FakeAuthServer } from "@/tests/helpers/auth-server";
import { WALKTHROUGH_STEP_COUNT, WalkthroughButton } from "./walkthrough-dialog";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));

let server: FakeAuthServer;
beforeEach(() => {
  push.mockClear();
  server = installFakeAuthServer();
});
afterEach(() => server.restore());

const signedIn: Session = {
  user: { id: "demo-1-abc", name: "Demo Founder" },
  expires: "2099-01-01T00:00:00Z",
};

function renderWalkthrough(session: Session | null = signedIn) {
  render(
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <WalkthroughButton />
      <Toaster />
    </SessionProvider>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "See How It Works" }));
  const dialog = await screen.findByRole("dialog", { name: "How LaunchForge Works" });
  await within(dialog).findByText(/^Step \d of 6$/);
  return dialog;
}

/** Checks the visible step number, its title, the percent bar and the highlighted dot. */
function expectStep(n: number) {
  const step = WALKTHROUGH_STEPS[n - 1];
  expect(screen.getByText(`Step ${n} of 6`)).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 3, name: step.title })).toBeInTheDocument();
  const percent = Math.round((n / 6) * 100);
  expect(screen.getByRole("progressbar", { name: "Walkthrough progress" })).toHaveAttribute(
    "aria-valuenow",
    String(percent),
  );
  expect(screen.getByText(`${percent}% complete`)).toBeInTheDocument();
  for (let i = 1; i <= 6; i++) {
    const dot = screen.getByRole("button", { name: `Go to step ${i}` });
    if (i === n) expect(dot).toHaveAttribute("aria-current", "step");
    else expect(dot).not.toHaveAttribute("aria-current");
  }
}

describe("walkthrough content", () => {
  it("has six steps that match the product's steps and durations", () => {
    expect(WALKTHROUGH_STEPS).toHaveLength(WALKTHROUGH_STEP_COUNT);
    expect(WALKTHROUGH_STEPS.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(WALKTHROUGH_STEPS.map((s) => [s.title, s.duration])).toEqual(
      STEPS.map((s) => [s.title, s.duration]),
    );
    for (const step of WALKTHROUGH_STEPS) {
      expect(step.preview.features.length).toBeGreaterThanOrEqual(3);
      expect(step.mockData.input).not.toBe("");
      expect(step.mockData.output).not.toBe("");
    }
  });
});

describe("WalkthroughButton", () => {
  it("opens at step 1 with the badge, details, example and preview; Previous is disabled", async () => {
    const user = renderWalkthrough();
    const dialog = await open(user);
    expectStep(1);
    expect(within(dialog).getByText("Interactive Demo")).toBeInTheDocument();
    expect(within(dialog).getByText("5-10 min")).toBeInTheDocument();
    expect(within(dialog).getByText(WALKTHROUGH_STEPS[0].description)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Key features" })).toBeInTheDocument();
    for (const feature of WALKTHROUGH_STEPS[0].preview.features)
      expect(within(dialog).getByText(feature)).toBeInTheDocument();
    expect(within(dialog).getByText(WALKTHROUGH_STEPS[0].mockData.input)).toBeInTheDocument();
    expect(within(dialog).getByText(WALKTHROUGH_STEPS[0].mockData.output)).toBeInTheDocument();
    expect(
      within(dialog).getByRole("img", { name: `Preview: ${WALKTHROUGH_STEPS[0].preview.title}` }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("moves with Next, Previous and the step dots", async () => {
    const user = renderWalkthrough();
    await open(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expectStep(2);
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expectStep(3);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expectStep(2);
    await user.click(screen.getByRole("button", { name: "Go to step 5" }));
    expectStep(5);
    await user.click(screen.getByRole("button", { name: "Go to step 1" }));
    expectStep(1);
  });

  it("does not wrap around at either end", async () => {
    const user = renderWalkthrough();
    await open(user);
    await user.keyboard("{ArrowLeft}");
    expectStep(1);
    await user.click(screen.getByRole("button", { name: "Go to step 6" }));
    expectStep(6);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start Building Now" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expectStep(6);
    screen.getByRole("dialog").focus();
    await user.keyboard(" ");
    expectStep(6);
    expect(push).not.toHaveBeenCalled();
  });

  it("answers → and Space (next) and ← (previous) only while open", async () => {
    const user = renderWalkthrough();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const dialog = await open(user);
    expect(dialog).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expectStep(2);
    await user.keyboard(" ");
    expectStep(3);
    await user.keyboard("{ArrowLeft}");
    expectStep(2);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "See How It Works" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("restarts at step 1 every time it opens", async () => {
    const user = renderWalkthrough();
    await open(user);
    await user.click(screen.getByRole("button", { name: "Go to step 4" }));
    expectStep(4);
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await open(user);
    expectStep(1);
  });

  it("signed in, 'Start Building Now' closes the walkthrough and starts the quiz", async () => {
    const user = renderWalkthrough(signedIn);
    await open(user);
    await user.click(screen.getByRole("button", { name: "Go to step 6" }));
    await user.click(screen.getByRole("button", { name: "Start Building Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(push).toHaveBeenCalledWith("/quiz");
  });

  it("signed out, 'Start Building Now' asks to sign in and stays put", async () => {
    const user = renderWalkthrough(null);
    await open(user);
    await user.click(screen.getByRole("button", { name: "Go to step 6" }));
    await user.click(screen.getByRole("button", { name: "Start Building Now" }));
    expect(await screen.findByText("Sign in required")).toBeInTheDocument();
    expect(
      await screen.findByRole("dialog", { name: "Sign In Required" }, { timeout: 2_000 }),
    ).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByText("Step 6 of 6")).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
