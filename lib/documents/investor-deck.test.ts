import { shownOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { PITCH_SLIDE_TITLES, type FinancialModel } from "@/lib/artifacts/schemas";
import { formatPercent, formatPrice, formatUsd } from "@/lib/finance/format";
import { cacPaybackMonths, sanityChecks } from "@/lib/finance/checks";
import { computeFinancials } from "@/lib/finance/figures";
import { fundingAsk, project } from "@/lib/finance/model";
import { cleanLine } from "./pptx-text";
import {
  assumptionValue,
  EXTENDED_SLIDE_TITLES,
  investorDeck,
  raiseLine,
  sentences,
  type InvestorDeckInput,
} from "./investor-deck";

const fixture = IDEA_FIXTURES.find((f) => f.id === "bakery-forecasting")!;
const base = { answers: fixture.answers, brandName: "Breadwise" };
const analysis = shownOffline("fullBusinessAnalysis", base);
const model = analysis.financialModel!;
const later = { ...base, financialModel: model };
const input: InvestorDeckInput = {
  pitch: shownOffline("pitch", later),
  model,
  analysis,
  actionPlan: shownOffline("actionPlan", later),
  marketingPlan: shownOffline("marketingPlan", later),
  forecastNotes: ["Price set from three bakery interviews.", "Churn from a comparable tool."],
};

const byTitle = (deck: ReturnType<typeof investorDeck>, title: string) =>
  deck.slides.find((s) => s.title === title)!;
const cell = (rows: string[][], label: string) => rows.find((r) => r[0] === label)?.[1];

/** A model whose numbers are easy to work out by hand. */
const simple: FinancialModel = {
  assumptions: {
    billingModel: "subscription",
    pricePoint: 50,
    purchasesPerCustomerPerMonth: 1,
    revenueShare: 1,
    payingShare: 1,
    startingCustomers: 0,
    newCustomersFirstMonth: 10,
    monthlyGrowthRate: 0.05,
    monthlyChurnRate: 0.04,
    cac: 120,
    grossMargin: 0.8,
    fixedMonthlyCosts: 10_000,
    annualFixedCostGrowth: 0.2,
    startingCash: 50_000,
  },
  market: {
    customerUnit: "independent bakeries",
    geography: "United States",
    potentialCustomers: 20_000,
    serviceableShare: 0.3,
    obtainableShare: 0.1,
  },
};

describe("investorDeck", () => {
  const deck = investorDeck(input);

  it("has the ten core slides in the spec's order, then the five extended slides", () => {
    expect(deck.slides.map((s) => s.title)).toEqual([...PITCH_SLIDE_TITLES, ...EXTENDED_SLIDE_TITLES]);
    expect(deck.slides.slice(0, 10).every((s) => s.section === "core")).toBe(true);
    expect(deck.slides.at(-1)!.section).toBe("appendix");
    // The core slides carry the pitch's own content, a negative figure bound to its sign.
    deck.slides
      .slice(0, 10)
      .forEach((slide, i) =>
        expect(slide.bullets).toEqual(input.pitch.fullSlides![i].content.map(cleanLine)),
      );
    expect(deck.slides.flatMap((s) => s.bullets).some((b) => b.includes("\u2212$"))).toBe(true);
  });

  it("computes unit economics from lib/finance, the same numbers the forecast and Excel show", () => {
    const simpleDeck = investorDeck({ ...input, model: simple });
    const rows = byTitle(simpleDeck, "Unit Economics").tables[0].rows;
    // By hand: ARPU $50, gross profit $40 a month, lifetime 25 months, LTV $1,000, LTV:CAC 8.3, payback 3 months.
    expect(cell(rows, "Revenue per customer per month (ARPU)")).toBe("$50");
    expect(cell(rows, "Gross profit per customer per month")).toBe("$40");
    expect(cell(rows, "Average customer lifetime")).toBe("25.0 months");
    expect(cell(rows, "Lifetime value (LTV, gross profit)")).toBe("$1,000");
    expect(cell(rows, "LTV : CAC")).toBe("8.3 : 1");
    expect(cell(rows, "CAC payback")).toBe("3.0 months");
    expect(byTitle(simpleDeck, "Unit Economics").bullets[0]).toMatch(/above the 3 : 1 investors look for/);

    const real = project(model.assumptions);
    const realRows = byTitle(deck, "Unit Economics").tables[0].rows;
    expect(cell(realRows, "Lifetime value (LTV, gross profit)")).toBe(formatPrice(real.ltv));
    expect(cell(realRows, "Gross margin")).toBe(formatPercent(model.assumptions.grossMargin));
  });

  it("judges weak unit economics honestly", () => {
    const weak = investorDeck({
      ...input,
      model: { ...simple, assumptions: { ...simple.assumptions, cac: 2_000 } },
    });
    expect(byTitle(weak, "Unit Economics").bullets[0]).toMatch(/returns less than it costs to win/);
    const losing = investorDeck({
      ...input,
      model: { ...simple, assumptions: { ...simple.assumptions, grossMargin: -0.1 } },
    });
    expect(cell(byTitle(losing, "Unit Economics").tables[0].rows, "CAC payback")).toMatch(/^Never/);
  });

  it("asks for the raise lib/finance computes and splits it into uses that add up", () => {
    const funds = byTitle(deck, "Use of Funds");
    const ask = fundingAsk(project(model.assumptions));
    expect(funds.visual).toBe("funds");
    expect(funds.bullets[0]).toContain(`Raising ${formatUsd(ask.amount)}`);
    const rows = funds.tables[0].rows;
    expect(rows.at(-1)).toEqual(["Total", "100%", formatUsd(ask.amount)]);
    expect(rows.slice(0, -1).map((r) => r[0])).toEqual(ask.useOfFunds.map((u) => u.label));
    expect(deck.numbers!.funding.useOfFunds.reduce((sum, u) => sum + u.amount, 0)).toBeCloseTo(ask.amount);
    // How long the raise lasts is read from the model's cash line, not from today's fixed costs alone.
    const projection = project(model.assumptions);
    const out = projection.months.findIndex((m) => m.cash + ask.amount < 0) + 1;
    expect(funds.keyPoints[0]).toBe(
      out > 0
        ? `At the model's spending, the raise runs out in month ${out}.`
        : `At the model's spending, the raise lasts the 36 months, with at least ${formatUsd(projection.minimumCash + ask.amount)} left.`,
    );
    expect(funds.keyPoints.join(" ")).not.toContain("fixed costs alone");
    // The split is the model's own spending, and the slide says how it was made.
    expect(funds.bullets).toContain(
      `Split as the model spends until its loss is deepest (month ${ask.deepestLossMonth}): the cost of each sale, winning customers, and the team and overheads; the rest is reserve.`,
    );
  });

  it("says a fleet hired out is a cost of each hire in the model, not a purchase the raise covers", () => {
    // The Seville e-bike hire: 45% of the raise went to a fleet the model never bought.
    const hire = {
      ...simple,
      assumptions: {
        ...simple.assumptions,
        billingModel: "usage" as const,
        deliveredBy: "equipment" as const,
      },
    };
    const bullets = byTitle(investorDeck({ ...input, model: hire }), "Use of Funds").bullets;
    expect(bullets.join(" ")).toMatch(/Fleet running costs and upkeep: \d+%/);
    expect(bullets).toContain(
      `The model counts the fleet as a cost of each hire (${Math.round((1 - hire.assumptions.grossMargin) * 100)}% of revenue: lease and upkeep), not as a purchase: buying it outright needs capital beyond this raise.`,
    );
    expect(byTitle(deck, "Use of Funds").bullets.join(" ")).not.toContain("fleet");
  });

  it("does not say it is raising where the pitch says the plan would need more than a year of its market", () => {
    // The Buenos Aires grooming deck: "Raising ARS 100M" on the cover, "Not raising yet" on its slide.
    const narrow = { ...simple, market: { ...simple.market, potentialCustomers: 200 } };
    const small = investorDeck({ ...input, model: narrow });
    const ask = formatUsd(small.numbers!.funding.amount);
    expect(small.numbers!.funding.amount).toBeGreaterThan(small.numbers!.market.sam!);
    expect(raiseLine(small.numbers!)).toBe(`Not raising yet (the plan would need ${ask})`);
    expect(byTitle(small, "Use of Funds").bullets[0]).toMatch(
      /^Not raising yet \(the plan would need .+\): .+, more than a year of the serviceable market \(SAM .+\)\.$/,
    );
    // (The offline model's team costs are a default, said beside the raise until the founder gives theirs.)
    expect(raiseLine(deck.numbers!)).toBe(
      `Raising ${formatUsd(deck.numbers!.funding.amount)} (on default team costs until you give yours)`,
    );
    expect(raiseLine({ ...deck.numbers!, defaultCosts: false })).toBe(
      `Raising ${formatUsd(deck.numbers!.funding.amount)}`,
    );
  });

  it("does not say it is raising for a plan that does not break even within its 36 months", () => {
    const heavy = {
      ...simple,
      assumptions: { ...simple.assumptions, fixedMonthlyCosts: simple.assumptions.fixedMonthlyCosts * 40 },
      market: { ...simple.market, potentialCustomers: 1e9 },
    };
    const unprofitable = investorDeck({ ...input, model: heavy });
    expect(unprofitable.numbers!.projection.breakEvenMonth).toBeNull();
    expect(unprofitable.numbers!.funding.amount).toBeLessThanOrEqual(unprofitable.numbers!.market.sam!);
    const ask = formatUsd(unprofitable.numbers!.funding.amount);
    expect(raiseLine(unprofitable.numbers!)).toBe(
      `Not raising on this plan (it does not break even within 36 months; it would need ${ask})`,
    );
  });

  it("builds go-to-market from the marketing plan, else from the analysis", () => {
    const gtm = byTitle(deck, "Go-to-Market");
    // The founder's own channels first, as the analysis says them; then the social posting plan.
    expect(gtm.bullets[0]).toContain(sentences(analysis.marketingStrategy, 1)[0]);
    expect(gtm.bullets[0].split(/\s+/).length).toBeGreaterThanOrEqual(8);
    for (const channel of input.marketingPlan!.socialPlan.slice(0, 3)) {
      expect(gtm.bullets.some((b) => b.startsWith(channel.channel))).toBe(true);
    }
    expect(gtm.bullets.join(" ")).toContain(`${input.marketingPlan!.seoKeywords.length} keywords`);
    expect(gtm.keyPoints.join(" ")).toContain("Launch:");

    const withoutPlan = byTitle(investorDeck({ ...input, marketingPlan: null }), "Go-to-Market");
    expect(withoutPlan.bullets).toEqual(sentences(analysis.marketingStrategy, 4));
    expect(withoutPlan.keyPoints.join(" ")).toContain("The Marketing Plan (Fuel) adds");
  });

  it("lays the roadmap out in three 60-day phases from the action plan, then the yearly targets", () => {
    const rows = byTitle(deck, "Roadmap").tables[0].rows;
    expect(rows.map((r) => r[1])).toEqual([
      "Weeks 1-3",
      "Weeks 4-6",
      "Weeks 7-9",
      "Months 1-12",
      "Months 13-24",
      "Months 25-36",
    ]);
    const phase3 = input
      .actionPlan!.actionItems.filter((i) => i.week >= 7 && i.priority === "high")
      .map((i) => i.title);
    expect(phase3.length).toBeGreaterThan(0);
    expect(rows[2][2]).toContain(phase3[0]);
    const years = project(model.assumptions).years;
    expect(rows[5][2]).toContain(formatUsd(years[2].revenue));
  });

  it("lists every assumption in the appendix, with the forecast's notes and the market method", () => {
    const appendix = byTitle(deck, "Appendix: Assumptions");
    expect(appendix.tables).toHaveLength(2);
    expect(appendix.tables[0].rows).toHaveLength(15);
    // What the raise is spent on follows from what delivers each sale, so the deck says it.
    expect(appendix.tables[0].rows[1]).toEqual(["What delivers each sale", "Software"]);
    expect(appendix.tables[1].rows).toHaveLength(5);
    expect(appendix.bullets.slice(0, 2)).toEqual(input.forecastNotes);
    // The bakery's founder gave no count: the market method with its blank, no TAM.
    expect(appendix.bullets.at(-1)).toMatch(/^Market: not sized yet\. Add how many .+ there are in /);
    const counted = investorDeck({
      ...input,
      model: {
        ...model,
        market: { ...model.market, potentialCustomers: 20_000, countSource: "a trade body" },
      },
    });
    expect(byTitle(counted, "Appendix: Assumptions").bullets.at(-1)).toMatch(/^Market: TAM \$/);
    expect(cell(byTitle(counted, "Appendix: Assumptions").tables[1].rows, "Source of the count")).toBe(
      "A trade body",
    );

    expect(assumptionValue(simple, "pricePoint")).toBe("$50");
    expect(assumptionValue(simple, "monthlyChurnRate")).toBe("4% per month");
    expect(assumptionValue(simple, "fixedMonthlyCosts")).toBe("$10,000 per month");
    expect(assumptionValue(simple, "cac")).toBe("$120 per customer");
    expect(assumptionValue(simple, "potentialCustomers")).toBe("20,000 customers");
    expect(assumptionValue(simple, "billingModel")).toBe("Subscription");
    expect(assumptionValue(simple, "geography")).toBe("United States");
  });

  it("still makes every slide without a model, an action plan or a marketing plan, and says what is missing", () => {
    const bare = investorDeck({ pitch: input.pitch, model: null });
    expect(bare.numbers).toBeNull();
    expect(bare.slides.map((s) => s.title)).toEqual([...PITCH_SLIDE_TITLES, ...EXTENDED_SLIDE_TITLES]);
    expect(bare.slides.every((s) => s.visual === null)).toBe(true);
    expect(byTitle(bare, "Use of Funds").bullets).toEqual(input.pitch.fullSlides![8].content);
    expect(byTitle(bare, "Unit Economics").bullets[0]).toMatch(/Generate the full business analysis/);
    expect(byTitle(bare, "Roadmap").bullets[0]).toMatch(/Generate the 60-day action plan/);
    expect(byTitle(bare, "Roadmap").tables).toHaveLength(0);
  });

  it("treats a model that no longer parses as no model", () => {
    const broken = { ...simple, assumptions: { ...simple.assumptions, pricePoint: -1 } };
    expect(investorDeck({ ...input, model: broken }).numbers).toBeNull();
  });

  it("says a thing bought once per purchase, with no churn or customer lifetime", () => {
    const once = { ...simple, assumptions: { ...simple.assumptions, monthlyChurnRate: 1, cac: 25 } };
    const slide = byTitle(investorDeck({ ...input, model: once }), "Unit Economics");
    const rows = slide.tables[0].rows;
    // By hand: $50 a purchase at 80% margin is $40 of gross profit, the LTV; $40 against $25 is 1.6 : 1.
    expect(cell(rows, "Revenue per purchase")).toBe("$50");
    expect(cell(rows, "Gross profit per purchase")).toBe("$40");
    expect(cell(rows, "Lifetime value (LTV, gross profit)")).toBe("$40");
    expect(cell(rows, "LTV : CAC")).toBe("1.6 : 1");
    expect(rows.map((r) => r[0])).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/churn|customer lifetime|per month/i)]),
    );
    expect([...slide.bullets, ...slide.keyPoints].join(" ")).not.toMatch(/churn|per month/i);
    expect(slide.bullets[0]).toMatch(/lower CAC or a higher margin closes the gap/);
  });

  it("CAC payback is zero without acquisition cost and null without gross profit", () => {
    expect(cacPaybackMonths(project({ ...simple.assumptions, cac: 0 }))).toBe(0);
    expect(cacPaybackMonths(project({ ...simple.assumptions, grossMargin: 0 }))).toBeNull();
  });

  it("says the CAC payback and the LTV : CAC verdict as the sanity checks do", () => {
    const payback = (model: FinancialModel) => {
      const deck = investorDeck({ ...input, model });
      const row = byTitle(deck, "Unit Economics").tables[0].rows.find((r) => r[0] === "CAC payback")![1];
      const check = sanityChecks(computeFinancials(model)).find((c) => c.id === "cac-payback")!.verdict;
      return { row, check };
    };
    // One rounding in both ("3.3 months", not "4 months" in the analysis and "3.3 months" in the deck).
    const monthly = payback(simple);
    expect(monthly.check).toContain(monthly.row.toLowerCase());
    // A thing bought once pays back on its purchase, not in "0.2 months".
    const once = { ...simple, assumptions: { ...simple.assumptions, monthlyChurnRate: 1, cac: 1 } };
    expect(payback(once).row).toBe("On the first purchase");
    expect(payback(once).check).toBe("A buyer's one purchase pays back their acquisition cost.");
    const dear = { ...once, assumptions: { ...once.assumptions, cac: 10_000 } };
    expect(payback(dear).row).toMatch(/^Never: one purchase covers \d+% of it$/);
    // Too good to be true in the analysis is too good to be true on the slide.
    const cheap = { ...simple, assumptions: { ...simple.assumptions, cac: 1 } };
    expect(byTitle(investorDeck({ ...input, model: cheap }), "Unit Economics").bullets[0]).toMatch(
      /too good to be true/,
    );
  });
});

describe("sentences", () => {
  it("keeps whole sentences and decimals inside them", () => {
    expect(sentences("Bakeries waste 2.5% of bread. We fix it! Really? Yes.", 2)).toEqual([
      "Bakeries waste 2.5% of bread.",
      "We fix it!",
    ]);
    expect(sentences("No full stop here", 2)).toEqual(["No full stop here"]);
    expect(sentences(undefined, 2)).toEqual([]);
  });
});
