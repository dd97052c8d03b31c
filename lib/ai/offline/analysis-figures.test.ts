import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { HOLDOUT_CORPUS } from "@/tests/fixtures/idea-corpus-holdout";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { shownOffline } from "./index";
import { analyzeIdea } from "./profile";
import { HVAC_QUOTES } from "@/tests/fixtures/fresh-ideas";

/** The market sizing asks for the count of those who pay, and sizes nothing without it. */
describe("the market sizing", () => {
  it("asks for a count of those who pay, never a count of the population's ages", () => {
    const nurses = BATCH18_CORPUS.find((f) => f.id === "b18-ke-parent-nurse-visits")!.answers;
    expect(analyzeIdea({ answers: nurses }).payers).toBe("adult children");
    for (const variant of [0, 1, 2, 3]) {
      const text = shownOffline("fullBusinessAnalysis", { answers: nurses, variant }).marketPotential;
      expect(text).toMatch(/^Not sized yet: add your customer count\. The market is adult children in /);
      expect(text).not.toMatch(/people aged \d+|TAM\) (?:of|is)/);
    }
  });

  it("names the payers as the part served first where it counts them", () => {
    const answers = IDEA_FIXTURES[0].answers;
    const payers = analyzeIdea({ answers }).payers;
    for (const variant of [0, 1, 2, 3])
      expect(shownOffline("fullBusinessAnalysis", { answers, variant }).marketPotential).toContain(payers);
  });
});

describe("a refill beside a product bought once", () => {
  it("is said as left out of the forecast, never dropped", () => {
    const insoles = BATCH18_CORPUS.find((f) => f.id === "b18-gb-nurse-shift-insoles")!.answers;
    for (const variant of [0, 1]) {
      const input = { answers: insoles, brandName: "Shiftsole", variant };
      const full = shownOffline("fullBusinessAnalysis", input);
      const short = shownOffline("businessAnalysis", input);
      expect(short.revenueModel).toContain(
        "Not counted: your replacement top covers at £9, which buyers may come back for",
      );
      expect(full.financialProjections).toContain("(your replacement top covers at £9 not counted)");
      expect(JSON.stringify(full)).not.toMatch(/each buyer buys once/);
    }
  });
});

describe("a price by the hour", () => {
  it("is said by the hour, not 'per unit of use'", () => {
    // "€4 por hora or €12 for the whole day" (holdout seville-shaded-ebike-hire).
    const answers = HOLDOUT_CORPUS.find((i) => i.id === "seville-shaded-ebike-hire")!.answers;
    const text = shownOffline("fullBusinessAnalysis", { answers }).financialProjections;
    expect(text).toContain("€4 an hour");
    expect(text).not.toContain("per unit of use");
  });
});

describe("the raise advice", () => {
  it("tells a plan that does not break even what must be true before raising, not to raise", async () => {
    const { BATCH8_CORPUS } = await import("@/tests/fixtures/idea-corpus-batch8");
    const { computeFinancials, figureView } = await import("@/lib/finance/figures");
    const answers = BATCH8_CORPUS[0].answers;
    const proposed = shownOffline("fullBusinessAnalysis", { answers, brandName: "Acme" }).financialModel!;
    // Its team four times dearer than proposed: the plan does not break even within its 36 months.
    const financialModel = {
      ...proposed,
      assumptions: { ...proposed.assumptions, fixedMonthlyCosts: proposed.assumptions.fixedMonthlyCosts * 4 },
    };
    const analysis = shownOffline("fullBusinessAnalysis", { answers, brandName: "Acme", financialModel });
    const view = figureView(computeFinancials(analysis.financialModel!));
    expect(view).toMatchObject({ breaksEven: false, notInvestableYet: true });
    const text = JSON.stringify(analysis);
    expect(text).toContain(
      `Do not raise on this plan yet: as projected it does not break even within 36 months. It would if customers pay ${view.breakEvenPrice}`,
    );
    expect(text).not.toMatch(/Raise [^"]*before (?:launch|month)|Start the [^"]* raise/);
  });
});

describe("where a market count is found", () => {
  it("follows who pays: registers for businesses, the census for people", async () => {
    const { shownOffline } = await import("./index");
    const business = HVAC_QUOTES;
    const consumer = {
      problem: "Parents of toddlers in Leeds cannot find a babysitter at short notice for an evening out.",
      solution: "An app where vetted local students book evening babysitting slots the same day.",
      targetAudience: "Parents of children under five in Leeds.",
      differentiator: "Bubble has few sitters in Leeds and no same-day slots.",
      businessModel: "£14 per booking, paid by the parents.",
    };
    const potential = (answers: typeof business) =>
      shownOffline("fullBusinessAnalysis", { answers, brandName: "Testco" }).marketPotential;
    expect(potential(business)).toContain("business register");
    expect(potential(business)).not.toContain("census");
    expect(potential(consumer)).toContain("the census or the national statistics office");
    expect(potential(consumer)).not.toContain("business register");
  });
});
