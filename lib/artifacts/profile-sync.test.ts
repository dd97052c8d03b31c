import { shownOffline } from "@/lib/ai/offline";
import { withAssumption } from "@/lib/finance/assumptions";

import { quizFollowingForecast } from "./profile-sync";
import { HVAC_QUOTES } from "@/tests/fixtures/fresh-ideas";

// A Texas HVAC quoting app at $99 a month, its card as the quiz read it.
const answers = HVAC_QUOTES;
const input = { answers, brandName: "Testco" };
const profile = { ...shownOffline("quizResult", input).profile!, confirmed: true };
const quiz = { ...answers, profile };
const model = shownOffline("fullBusinessAnalysis", input).financialModel!;

describe("the card follows the forecast", () => {
  it("takes the price set in the forecast where the card's main price was the model's", () => {
    expect(profile.prices[0]).toEqual({ amount: 99, period: "month" });
    const after = { ...model, assumptions: withAssumption(model.assumptions, "pricePoint", 129) };
    expect(quizFollowingForecast(quiz, model, after)?.profile?.prices[0]).toEqual({
      amount: 129,
      period: "month",
    });
  });

  it("leaves a price on another basis alone", () => {
    const weekly = { ...quiz, profile: { ...profile, prices: [{ amount: 25, period: "week" as const }] } };
    const after = { ...model, assumptions: withAssumption(model.assumptions, "pricePoint", 129) };
    expect(quizFollowingForecast(weekly, model, after)).toBeNull();
  });

  it("takes the count with its source, and the team's costs once the founder sets them", () => {
    const counted = {
      ...model,
      market: { ...model.market, potentialCustomers: 9000, countSource: "TDLR licences" },
    };
    expect(quizFollowingForecast(quiz, model, counted)?.profile?.customerCount).toEqual({
      count: 9000,
      source: "TDLR licences",
    });
    expect(model.assumptions.costsAreDefault).toBe(true);
    const costs = { ...model, assumptions: withAssumption(model.assumptions, "fixedMonthlyCosts", 2500) };
    expect(quizFollowingForecast(quiz, model, costs)?.profile?.team).toEqual({ who: "", monthlyCost: 2500 });
  });

  it("changes nothing for an edit the card does not show", () => {
    const churn = { ...model, assumptions: withAssumption(model.assumptions, "monthlyChurnRate", 0.01) };
    expect(quizFollowingForecast(quiz, model, churn)).toBeNull();
  });
});
