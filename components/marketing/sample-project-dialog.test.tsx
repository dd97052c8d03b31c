/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";

import { Toaster } from "@/components/ui/sonner";
import { SAMPLE_PROJECT } from "@/lib/content/sample-project";
import { installFakeAuthServer, type FakeAuthServer } from "@/tests/helpers/auth-server";
import { SampleProjectButton } from "./sample-project-dialog";

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
const TITLE = `Sample Project: ${SAMPLE_PROJECT.name}`;

async function openSample(session: Session | null = signedIn) {
  render(
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <SampleProjectButton />
      <Toaster />
    </SessionProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "View Sample Project" }));
  const dialog = await screen.findByRole("dialog", { name: TITLE });
  return { user, dialog };
}

/** Selects a tab and returns its panel. */
async function showTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  const tab = screen.getByRole("tab", { name });
  await user.click(tab);
  expect(tab).toHaveAttribute("aria-selected", "true");
  return screen.getByRole("tabpanel", { name });
}

describe("SampleProjectButton", () => {
  it("opens on the Concept tab with the title, the three badges and six tabs", async () => {
    const { dialog } = await openSample();
    for (const badge of ["Complete Example", "6 Steps", "Ready to Pitch"])
      expect(within(dialog).getByText(badge)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Concept", "Brand", "Analysis", "Assets", "Action Plan", "Pitch"]);
    expect(within(dialog).getByRole("tab", { name: "Concept" })).toHaveAttribute("aria-selected", "true");
    const panel = within(dialog).getByRole("tabpanel", { name: "Concept" });
    for (const heading of [
      "Problem Statement",
      "Solution",
      "Target Audience",
      "Differentiator",
      "Business Model",
    ]) {
      expect(within(panel).getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(within(panel).getByText(SAMPLE_PROJECT.concept.problem)).toBeInTheDocument();
    expect(within(panel).getByText(/\$29.*\$79.*\$199/)).toBeInTheDocument();
  });

  it("Brand: the selected brand with its colours and five alternatives marked Available or Taken", async () => {
    const { user } = await openSample();
    const panel = await showTab(user, "Brand");
    const brand = SAMPLE_PROJECT.selectedBrand;
    expect(within(panel).getByRole("heading", { name: brand.name })).toBeInTheDocument();
    for (const text of [brand.domain, `“${brand.tagline}”`, brand.style, brand.logoConcept]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    for (const hex of Object.values(brand.colors)) expect(within(panel).getByText(hex)).toBeInTheDocument();
    for (const label of ["Primary", "Secondary", "Accent"])
      expect(within(panel).getByText(label)).toBeInTheDocument();

    const alternatives = within(within(panel).getByRole("list", { name: "Alternative names" })).getAllByRole(
      "listitem",
    );
    expect(alternatives).toHaveLength(5);
    SAMPLE_PROJECT.brands.forEach((b, i) => {
      expect(alternatives[i]).toHaveTextContent(b.name);
      expect(alternatives[i]).toHaveTextContent(`${b.domain} · ${b.style}`);
      expect(alternatives[i]).toHaveTextContent(b.available ? "Available" : "Taken");
    });
    expect(within(panel).getAllByText("Available").length).toBeGreaterThan(0);
    expect(within(panel).getAllByText("Taken").length).toBeGreaterThan(0);
  });

  it("Analysis: four stat cards, the narrative and the 3-year projection", async () => {
    const { user } = await openSample();
    const panel = await showTab(user, "Analysis");
    const cards = within(within(panel).getByRole("list", { name: "Key numbers" })).getAllByRole("listitem");
    expect(cards.map((c) => c.textContent)).toEqual([
      `${SAMPLE_PROJECT.analysis.marketSize}Market Size`,
      `${SAMPLE_PROJECT.analysis.targetAgencies}Target Agencies`,
      `${SAMPLE_PROJECT.analysis.grossMargin}Gross Margin`,
      `${SAMPLE_PROJECT.analysis.fundingAsk}Funding Ask`,
    ]);
    for (const heading of [
      "Executive Summary",
      "Market Opportunity",
      "Competitive Advantage",
      "3-Year Projection",
    ]) {
      expect(within(panel).getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    const rows = within(within(panel).getByRole("table")).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("YearRevenueCustomersChurn");
    expect(rows).toHaveLength(4);
    SAMPLE_PROJECT.businessPlan.projections.forEach((p, i) => {
      expect(rows[i + 1]).toHaveTextContent(`Year ${p.year}${p.revenue}${p.customers}${p.churn}`);
    });
  });

  it("Assets: logo variations, the palette with hex codes, typography and mockups", async () => {
    const { user } = await openSample();
    const panel = await showTab(user, "Assets");
    const assets = SAMPLE_PROJECT.prototypeAssets;
    for (const logo of assets.logoVariations) expect(within(panel).getByText(logo.name)).toBeInTheDocument();
    for (const colour of assets.palette) {
      expect(within(panel).getByText(colour.hex)).toBeInTheDocument();
      expect(within(panel).getByText(colour.name)).toBeInTheDocument();
    }
    for (const type of assets.typography) expect(within(panel).getByText(type.family)).toBeInTheDocument();
    for (const mockup of assets.mockups) expect(within(panel).getByText(mockup)).toBeInTheDocument();
  });

  it("Action Plan: five task groups from weeks 1-2 to weeks 13-16", async () => {
    const { user } = await openSample();
    const panel = await showTab(user, "Action Plan");
    const groups = within(panel).getAllByRole("heading", { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual([
      "Weeks 1-2: Validate the problem",
      "Weeks 3-4: Design the core experience",
      "Weeks 5-8: Build the MVP",
      "Weeks 9-12: Private beta",
      "Weeks 13-16: Public launch",
    ]);
    for (const task of SAMPLE_PROJECT.actionPlan.weeks13_16.tasks)
      expect(within(panel).getByText(task)).toBeInTheDocument();
  });

  it("Pitch: ten numbered slides with 2-3 points each", async () => {
    const { user } = await openSample();
    const panel = await showTab(user, "Pitch");
    const titles = [
      "Problem",
      "Solution",
      "Market Size",
      "Business Model",
      "Traction",
      "Competition",
      "Financial Projections",
      "Team",
      "Funding Ask",
      "Vision",
    ];
    expect(
      within(panel)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(titles.map((t, i) => `Slide ${i + 1}: ${t}`));
    for (const slide of SAMPLE_PROJECT.pitchDeck.slides) {
      expect(slide.points.length).toBeGreaterThanOrEqual(2);
      expect(slide.points.length).toBeLessThanOrEqual(3);
      for (const point of slide.points) expect(within(panel).getByText(point)).toBeInTheDocument();
    }
  });

  it("moves between tabs with the arrow keys and starts again on Concept when reopened", async () => {
    const { user } = await openSample();
    screen.getByRole("tab", { name: "Concept" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Brand" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Brand" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "View Sample Project" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "View Sample Project" }));
    expect(await screen.findByRole("tab", { name: "Concept" })).toHaveAttribute("aria-selected", "true");
  });

  it("footer: signed in, 'Start Building Now' closes the viewer and starts the quiz", async () => {
    const { user, dialog } = await openSample(signedIn);
    expect(within(dialog).getByText("Ready to build your own project like this?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Start Building Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(push).toHaveBeenCalledWith("/quiz");
  });

  it("footer: signed out, 'Start Building Now' asks to sign in first", async () => {
    const { user, dialog } = await openSample(null);
    await user.click(within(dialog).getByRole("button", { name: "Start Building Now" }));
    expect(await screen.findByText("Sign in required")).toBeInTheDocument();
    expect(
      await screen.findByRole("dialog", { name: "Sign In Required" }, { timeout: 2_000 }),
    ).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
