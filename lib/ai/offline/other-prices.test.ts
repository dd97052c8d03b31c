import type { QuizAnswers } from "@/lib/validation";
import { BATCH12_CORPUS } from "@/tests/fixtures/idea-corpus-batch12";
import { BATCH14_CORPUS } from "@/tests/fixtures/idea-corpus-batch14";
import { BATCH22_CORPUS } from "@/tests/fixtures/idea-corpus-batch22";
import { BATCH4_CORPUS } from "@/tests/fixtures/idea-corpus-batch4";
import { HOLDOUT_CORPUS } from "@/tests/fixtures/idea-corpus-holdout";
import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";

import { shownOffline } from "./index";
import { otherOffers } from "./other-prices";
import { analyzeIdea } from "./profile";

const IDEAS: { id: string; answers: QuizAnswers }[] = [
  ...IDEA_CORPUS,
  ...HOLDOUT_CORPUS,
  ...BATCH4_CORPUS,
  ...BATCH12_CORPUS,
  ...BATCH14_CORPUS,
  ...BATCH22_CORPUS,
];
const answersOf = (id: string) => IDEAS.find((i) => i.id === id)!.answers;
const offers = (id: string) => otherOffers(analyzeIdea({ answers: answersOf(id) }));

describe("the founder's other prices, which the forecast does not count", () => {
  it.each([
    // The day pass, the second tier and the meal plan for two were in no deck.
    ["seville-shaded-ebike-hire", ["€12 for the whole day"]],
    ["b22-pl-ukrainian-sole-trader-books", ["349 zł for up to 50"]],
    ["bengaluru-home-chef", ["₹10,500 a month for two"]],
    ["b4-manchester-end-of-tenancy-cleans", ["£220 per 2-bed", "£45/hr for anything extra (ovens, carpets)"]],
    // Quoted alone, not with the model's own price beside it ("$5.000 CLP por hora o …").
    ["b12-cl-valpo-ebikes", ["$25.000 el día completo"]],
    // The top of a range ("from C$450 to C$1,800") is no offer of its own.
    ["b14-ca-wedding-saris", ["Maybe a styling add-on for C$90"]],
  ])("%s: quoted in the founder's words", (id, expected) => {
    expect(offers(id)).toEqual(expected);
  });

  it.each([
    // A device (the model's upfront price), a deposit, a yearly plan beside the monthly one.
    "farm-soil-sensors-india",
    "guitar-maker",
    "nz-tramping-offline-maps",
    // The model's own price said by the week.
    "baby-food-subscription-australia",
  ])("%s: nothing the model already counts", (id) => {
    expect(offers(id)).toEqual([]);
  });

  it("says them in the analysis and on the pitch's business-model slide", () => {
    const answers = answersOf("seville-shaded-ebike-hire");
    const analysis = shownOffline("fullBusinessAnalysis", { answers, brandName: "Testco" });
    const financialModel = analysis.financialModel;
    const business = shownOffline("businessAnalysis", { answers, brandName: "Testco", financialModel });
    expect(business.revenueModel).toContain(
      "Also in your pricing, which the forecast does not count: “€12 for the whole day”.",
    );
    const pitch = shownOffline("pitch", {
      answers,
      brandName: "Testco",
      financialModel: analysis.financialModel,
    });
    const slide = pitch.fullSlides!.find((s) => s.title === "Business Model")!;
    // The hour the founder prices, not "per use"; then the day pass.
    expect(slide.content.slice(0, 2)).toEqual([
      "Usage-based pricing at €4 an hour",
      "Also: “€12 for the whole day”",
    ]);
    expect(pitch.elevatorPitch).toContain("Customers pay €4 an hour, a usage-based model");
  });
});
