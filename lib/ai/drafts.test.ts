import { filledArtifact, viewOf } from "@/lib/artifacts/figures";
import { ARTIFACT_SCHEMAS, type FinancialModel } from "@/lib/artifacts/schemas";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { scripted } from "@/tests/helpers/mock-model";
import { generateArtifact } from "./generate";
import { shownOffline } from "./offline";

/**
 * A short analysis or business plan asked of a language model before the project has a model (no full
 * analysis yet) is stored with references to the figures it states, and with the model they came from:
 * shown, they are filled from it, never left as ⟦…⟧; once the project has a model, they follow that one.
 */

// A founder who counted their market: its figures are stated (one who did not is "not sized yet").
const bakery = {
  ...IDEA_FIXTURES[0],
  answers: {
    ...IDEA_FIXTURES[0].answers,
    targetAudience: `${IDEA_FIXTURES[0].answers.targetAudience.replace(/\.$/, "")}; there are about 20,000 independent bakeries.`,
  },
};
const proposed = shownOffline("fullBusinessAnalysis", { answers: bakery.answers }).financialModel!;
// A market narrowed at launch, so that TAM and SAM are two figures.
const model: FinancialModel = { ...proposed, market: { ...proposed.market, serviceableShare: 0.4 } };
const view = viewOf(model)!;

describe("analyses written by a model before the full analysis", () => {
  it("the short analysis keeps the model its figures came from, and follows a later one", async () => {
    const written = {
      marketSize: `A serviceable market of ${view.sam}, within a total of ${view.tam}.`,
      targetMarket: "Independent bakeries with one to three shops.",
      revenueModel: `A subscription at ${view.price} a month.`,
      competitiveAdvantage: "Built for bakeries, not restaurants.",
      swot: {
        strengths: ["Focus", "Price"],
        weaknesses: ["Small team", "No brand"],
        opportunities: ["Waste rules", "Digital tills"],
        threats: ["POS suites", "Habit"],
      },
      risks: ["Slow sales cycles", "Seasonal demand"],
    };
    const ai = scripted([JSON.stringify(model), JSON.stringify(written)]);
    const result = await generateArtifact(
      "businessAnalysis",
      { answers: bakery.answers, brandName: "BakeWise" },
      { model: ai },
    );
    expect(ai.doGenerateCalls).toHaveLength(2); // the assumptions, then the text
    expect(result.financialModel).toEqual(model);
    expect(result.marketSize).toContain("⟦tam⟧");
    expect(ARTIFACT_SCHEMAS.businessAnalysis.parse(result)).toEqual(result);

    const shown = filledArtifact(result, null);
    expect(JSON.stringify(shown)).not.toContain("⟦");
    expect(shown).toEqual({ ...written, financialModel: model });

    const later = viewOf({ ...model, assumptions: { ...model.assumptions, pricePoint: 123 } })!;
    expect(later.tam).not.toBe(view.tam);
    expect(filledArtifact(result, later).marketSize).toBe(
      `A serviceable market of ${later.sam}, within a total of ${later.tam}.`,
    );
  });

  it("so does the business plan", async () => {
    const written = {
      executiveSummary: "BakeWise forecasts what each bakery will sell tomorrow.",
      marketAnalysis: `A total market of ${view.tam}.`,
      competitiveAnalysis: "Spreadsheets and POS suites.",
      marketingStrategy: "Trade fairs, then referrals.",
    };
    const ai = scripted([JSON.stringify(model), JSON.stringify(written)]);
    const result = await generateArtifact("businessPlan", { answers: bakery.answers }, { model: ai });
    expect(result.financialModel).toEqual(model);
    expect(filledArtifact(result, null)).toEqual({ ...written, financialModel: model });
    const later = viewOf({ ...model, assumptions: { ...model.assumptions, pricePoint: 123 } })!;
    expect(filledArtifact(result, later).marketAnalysis).toBe(`A total market of ${later.tam}.`);
  });
});
