import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { BATCH13_CORPUS } from "@/tests/fixtures/idea-corpus-batch13";
import { BATCH14_CORPUS } from "@/tests/fixtures/idea-corpus-batch14";
import { BATCH15_CORPUS } from "@/tests/fixtures/idea-corpus-batch15";
import { BATCH16_CORPUS } from "@/tests/fixtures/idea-corpus-batch16";
import { BATCH20_CORPUS } from "@/tests/fixtures/idea-corpus-batch20";
import { BATCH21_CORPUS } from "@/tests/fixtures/idea-corpus-batch21";
import type { QuizAnswers } from "@/lib/validation";
import { isFood, isPerishable, servedOnTheSpot } from "./goods";
import { shownOffline } from "./index";
import { analyzeIdea } from "./profile";

const ALL = [
  ...GEOGRAPHY_CORPUS,
  ...IDEA_CORPUS,
  ...BATCH13_CORPUS,
  ...BATCH14_CORPUS,
  ...BATCH15_CORPUS,
  ...BATCH16_CORPUS,
  ...BATCH20_CORPUS,
  ...BATCH21_CORPUS,
];
const answersOf = (id: string): QuizAnswers => ALL.find((f) => f.id === id)!.answers;

function planAndPrototype(answers: QuizAnswers) {
  const input = { answers, brandName: "Testco" };
  const plan = shownOffline("actionPlan", input);
  const prototype = shownOffline("prototype", input);
  const quiz = shownOffline("quizResult", input);
  return { plan, prototype, text: JSON.stringify([plan, prototype, quiz.recommendations]) };
}

describe("food is planned as food, not as a gadget", () => {
  it("tells food from the equipment it is made, kept or ordered with", () => {
    const reading = (id: string) => analyzeIdea({ answers: answersOf(id) });
    for (const id of ["b20-ph-night-shift-meals", "b21-ke-nairobi-veg-box", "b7-colombo-fish-box"])
      expect([id, isFood(reading(id)), isPerishable(reading(id))]).toEqual([id, true, true]);
    // Shelf-stable: a sauce keeps; a protein bar "with real fruit" keeps.
    for (const id of ["fermented-chilli-sauce-manchester", "b6-austin-no-sugar-bars"])
      expect([id, isFood(reading(id)), isPerishable(reading(id))]).toEqual([id, true, false]);
    // A home-brew kit (a fermenter), a hive scale that weighs honey, a milk cooler, a table tablet.
    for (const id of [
      "b15-br-homebrew-kit",
      "norway-beehive-scale",
      "b14-ug-solar-milk-cooler",
      "b5-busan-table-order-tablets",
    ])
      expect([id, isFood(reading(id))]).toEqual([id, false]);
    expect(servedOnTheSpot(reading("beach-coffee-tuk-tuk-vague"))).toBe(true);
    expect(servedOnTheSpot(reading("b20-ph-night-shift-meals"))).toBe(false);
  });

  // That nothing eaten gets returns, a setup guide, manufacturers or prototypes is read over the whole
  // corpus by `npm run eval` (eval/checks/writing.ts foodProblems).

  it("cooks, tastes, registers the kitchen and buys ingredients against orders for fresh meals", () => {
    const { plan, prototype } = planAndPrototype(answersOf("b20-ph-night-shift-meals"));
    const titles = plan.actionItems.map((i) => i.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Cook and cost the first menu",
        "Run a tasting with 2 pilot customers",
        "Register the kitchen and check the label rules",
        "Plan ingredients and working capital",
      ]),
    );
    expect(prototype.features).toContain("Labels with ingredients, allergens and a use-by date");
    expect(prototype.features).toContain("Delivery at a set time, packed to arrive fresh");
  });

  it("sources and packs a veg box from growers: no kitchen, no cooking, no ingredient labels", () => {
    // "we buy from farmers in Limuru on Saturday morning": the Nairobi veg box was told to "Cook and cost
    // the first menu" in "a kitchen you are allowed to sell from".
    const answers = answersOf("b21-ke-nairobi-veg-box");
    const { plan, prototype, text } = planAndPrototype(answers);
    expect(plan.actionItems.map((i) => i.title)).toEqual(
      expect.arrayContaining([
        "Source and cost the first boxes",
        "Deliver a trial week to 2 pilot customers",
        "Check the rules for selling fresh produce",
        "Plan buying and working capital",
      ]),
    );
    expect(text).not.toMatch(/\b(?:cook\w*|kitchen|ingredients?|allergens?|portions?|tasting|menu)\b/i);
    expect(prototype.features.join(" ")).toContain("where it was grown");
    // Produce bought to resell keeps a seller's margin, not a subscription app's (it read 75%).
    const margin = shownOffline("fullBusinessAnalysis", { answers }).financialModel!.assumptions.grossMargin;
    expect(margin).toBeLessThanOrEqual(0.65);
  });

  it("defends goods sold once by what surrounds them, not by a customer's history", () => {
    // "What protects it is what accumulates: each customer's history…" was said of a kid trailer sold once.
    const goods = [
      "b16-nl-folding-kid-trailer",
      "b16-pl-warsaw-history-board-game",
      "b16-se-convertible-crib",
      "b16-jp-tokyo-lifting-low-table",
      "b15-ke-clay-cookstove",
      "b15-de-grow-with-me-desk",
      "b14-pt-cork-dog-bed",
    ];
    for (const id of goods) {
      const text = shownOffline("fullBusinessAnalysis", { answers: answersOf(id) }).competitiveLandscape;
      expect([id, text.match(/customer's history|data from every sale/)]).toEqual([id, null]);
    }
  });

  it("trials a coffee cart at its spot: no courier, no pre-orders, allergens on the menu", () => {
    const { plan, prototype, text } = planAndPrototype(answersOf("beach-coffee-tuk-tuk-vague"));
    expect(plan.actionItems.map((i) => i.title)).toEqual(
      expect.arrayContaining(["Secure the spot and the trading permit", "Run two trial days"]),
    );
    expect(text).not.toMatch(/courier|pre-orders?|use-by/i);
    expect(prototype.features.join(" ")).toContain("menu board with prices and allergens");
  });

  it("keeps a device's prototypes and certification step", () => {
    const { plan } = planAndPrototype(answersOf("norway-beehive-scale"));
    expect(plan.actionItems.map((i) => i.title)).toEqual(
      expect.arrayContaining(["Make the first prototypes", "Check certification and safety marking"]),
    );
  });
});

describe("the rules for selling a product that is neither food nor electronics", () => {
  const rule = (id: string) =>
    shownOffline("actionPlan", {
      answers: BATCH16_CORPUS.find((i) => i.id === id)!.answers,
      brandName: "Acme",
    }).actionItems.find((i) => i.title === "Check the rules for selling it")!.description;

  it("names the product with its article and leaves out food and cosmetics rules", () => {
    // "Find out what trailer needs …: labelling, product-safety rules and, for food or cosmetics, registration".
    expect(rule("b16-nl-folding-kid-trailer")).toBe(
      "Find out what the trailer needs before it can be sold where you sell: labelling and product-safety rules; budget the cost before the first batch.",
    );
  });
});
