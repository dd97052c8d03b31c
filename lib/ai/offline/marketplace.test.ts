import { BATCH14_CORPUS } from "@/tests/fixtures/idea-corpus-batch14";
import { BATCH17_CORPUS } from "@/tests/fixtures/idea-corpus-batch17";
import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import type { QuizAnswers } from "@/lib/validation";
import { SELLER_ORDERS_PER_MONTH, proposeFinancialModel } from "./financials";
import { generateOffline, shownOffline } from "./index";
import { orderWord, sellerPays } from "./marketplace";
import { analyzeIdea } from "./profile";

const answersOf = (id: string): QuizAnswers =>
  [...GEOGRAPHY_CORPUS, ...BATCH14_CORPUS, ...BATCH17_CORPUS].find((f) => f.id === id)!.answers;

const ferry = answersOf("b14-cl-ferry-tickets");

describe("a marketplace whose sellers pay the cut", () => {
  it("is told from one whose buyers pay a fee on top or whose sellers keep the fare", () => {
    expect(sellerPays(analyzeIdea({ answers: ferry }))).toBe(true);
    expect(sellerPays(analyzeIdea({ answers: answersOf("wedding-marketplace-australia") }))).toBe(true);
    const onTop = {
      ...ferry,
      businessModel: "The shop pays a 15% fee on top of the wage for each shift filled. Free for workers.",
    };
    expect(sellerPays(analyzeIdea({ answers: onTop }))).toBe(false);
    const buyerPays = {
      ...ferry,
      businessModel: "Passengers pay CLP 40,000 per ticket and we keep 6%; operators get the rest.",
    };
    expect(sellerPays(analyzeIdea({ answers: buyerPays }))).toBe(false);
  });

  it("counts each seller's orders a month as an assumption it states, not a buyer's 1.5", () => {
    const p = analyzeIdea({ answers: ferry });
    expect(orderWord(p)).toBe("ticket");
    expect(proposeFinancialModel(p).assumptions.purchasesPerCustomerPerMonth).toBe(SELLER_ORDERS_PER_MONTH);
    const analysis = shownOffline("businessAnalysis", { answers: ferry, brandName: "Ferrio" });
    expect(analysis.revenueModel).toContain(
      `The marketplace keeps 6% of each ticket ferry operators sell through it`,
    );
    expect(analysis.revenueModel).toContain(
      `assumed to sell about ${SELLER_ORDERS_PER_MONTH} tickets a month through Ferrio`,
    );
    expect(analysis.revenueModel).not.toMatch(/orders per active customer/);
  });
});

describe("who pays, when it is not the audience the answers lead with", () => {
  it("asks the mechanics who pay for the price, and the car owners who use it about the problem", () => {
    const answers = answersOf("b17-lagos-mechanic-directory");
    const p = analyzeIdea({ answers });
    expect([p.audienceShort, p.payers]).toEqual(["car owners", "mechanics"]);
    const quiz = generateOffline("quizResult", { answers });
    expect(quiz.recommendations[0]).toMatch(
      /^Interview 10 to 15 car owners .* what it cost them; then ask 5 mechanics whether they would pay ₦7,500 a month/,
    );
    expect(quiz.strengths.join(" ")).not.toMatch(/first customer, car owners/);
    const analysis = shownOffline("fullBusinessAnalysis", { answers, brandName: "Fixa" });
    expect(analysis.marketPotential).toContain("The market is mechanics in Lagos");
    expect(analysis.strategicRecommendations.join(" ")).not.toMatch(
      /pilots? (?:customers )?among car owners/,
    );
  });

  it("keeps the audience as the payer when its first group names them", () => {
    const p = analyzeIdea({
      answers: {
        ...ferry,
        targetAudience: "volunteer fire depts and rural EMS squads, Midwest first",
        businessModel: "Departments pay $99 a month.",
      },
    });
    expect(p.payers).toBe(p.audienceShort);
  });

  it("names the parents who pay beside the students the audience leads with", () => {
    const p = analyzeIdea({
      answers: {
        problem: "Village students preparing for exams cannot afford coaching centres.",
        solution: "Lessons by SMS and voice call in Bangla.",
        targetAudience: "class 9 and 10 students in rural districts like Rangpur, the parents pay.",
        differentiator: "",
        businessModel: "৳199 a month.",
      },
    });
    expect(p.payers).toBe("parents");
  });
});

describe("the side a marketplace's plan brings in first", () => {
  it("brings in the dog owners who book, not 'the first 10 dog owners who will list'", async () => {
    const { BATCH16_CORPUS } = await import("@/tests/fixtures/idea-corpus-batch16");
    const answers = BATCH16_CORPUS.find((i) => i.id === "b16-ar-ba-dog-grooming-marketplace")!.answers;
    const plan = shownOffline("actionPlan", { answers, brandName: "Novio" });
    const text = plan.actionItems.map((i) => `${i.title}: ${i.description}`).join("\n");
    expect(text).toContain(
      "Bring in the first dog owners: The grooming salons pay only when dog owners come",
    );
    expect(text).not.toMatch(/dog owners who will list/);
  });
});
