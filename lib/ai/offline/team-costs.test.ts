import { withAssumption } from "@/lib/finance/assumptions";
import { BAKERY_ASSUMPTIONS } from "@/tests/fixtures/finance";

import { shownOffline } from "./index";
import { HVAC_QUOTES } from "@/tests/fixtures/fresh-ideas";

// A Texas HVAC quoting app, an idea no corpus holds.
const answers = HVAC_QUOTES;
const input = { answers, brandName: "Testco" };

describe("the team's costs", () => {
  it("are a default, and every raise or condition built on them says so, until the founder gives theirs", () => {
    const analysis = shownOffline("fullBusinessAnalysis", input);
    const model = analysis.financialModel!;
    expect(model.assumptions.costsAreDefault).toBe(true);
    const pitch = shownOffline("pitch", { ...input, financialModel: model });
    expect(JSON.stringify([analysis, pitch])).toContain("default team costs");

    // On the card: two co-founders, $1,500 a month in all.
    const profile = shownOffline("quizResult", input).profile!;
    const confirmed = { ...profile, team: { who: "two co-founders", monthlyCost: 1500 }, confirmed: true };
    const own = shownOffline("fullBusinessAnalysis", { ...input, profile: confirmed });
    expect(own.financialModel!.assumptions).toMatchObject({
      fixedMonthlyCosts: 1500,
      annualFixedCostGrowth: 0,
    });
    expect(own.financialModel!.assumptions.costsAreDefault).toBeUndefined();
    const ownPitch = shownOffline("pitch", {
      ...input,
      profile: confirmed,
      financialModel: own.financialModel,
    });
    expect(JSON.stringify([own, ownPitch])).not.toMatch(/default team costs|a default until you give/);
  });

  it("become the founder's when they edit them in the forecast", () => {
    const flagged = { ...BAKERY_ASSUMPTIONS, costsAreDefault: true as const };
    expect(withAssumption(flagged, "fixedMonthlyCosts", 2000).costsAreDefault).toBeUndefined();
    expect(withAssumption(flagged, "annualFixedCostGrowth", 0.1).costsAreDefault).toBeUndefined();
    expect(withAssumption(flagged, "cac", 20).costsAreDefault).toBe(true);
  });
});
