import type { FinancialAssumptions } from "./assumptions";
import { sanityChecks } from "./checks";
import { computeFinancials } from "./figures";
import { BAKERY_ASSUMPTIONS, BAKERY_MARKET } from "@/tests/fixtures/finance";

const base = BAKERY_ASSUMPTIONS;
const market = BAKERY_MARKET;

const verdicts = (assumptions: Partial<FinancialAssumptions>, m: Partial<typeof market> = {}) =>
  Object.fromEntries(
    sanityChecks(
      computeFinancials({ assumptions: { ...base, ...assumptions }, market: { ...market, ...m } }),
    ).map((c) => [c.id, c]),
  );

describe("sanity checks", () => {
  it("passes a plausible plan, and says why", () => {
    const checks = verdicts({}, { potentialCustomers: 900_000 });
    expect(checks["share-of-sam"].level).toBe("ok");
    expect(checks["ltv-cac"].level).toBe("ok");
    expect(checks["ltv-cac"].verdict).toMatch(/LTV : CAC of 5\.2 is healthy/);
    expect(checks.churn.level).toBe("ok");
  });

  it("warns when the plan wins more of its market than anyone could", () => {
    const checks = verdicts({ monthlyGrowthRate: 0.2, monthlyChurnRate: 0.02 });
    expect(checks["share-of-sam"].level).toBe("warn");
    expect(checks["revenue-vs-som"].level).toBe("warn");
  });

  it("says whose share it is: year-3 customers of a subscription, every buyer of three years of a one-off", () => {
    expect(verdicts({}, { potentialCustomers: 900_000 })["share-of-sam"].verdict).toMatch(
      /^Year-3 customers are [\d.]+% of the serviceable market/,
    );
    // Each buyer of a product bought once buys once, so the share adds up the three years' buyers, and the
    // verdict must not call that sum the year-3 customers (who are only the third year's buyers).
    const once = verdicts({ monthlyChurnRate: 1 }, { potentialCustomers: 900_000 })["share-of-sam"].verdict;
    expect(once).toMatch(/^The [\d,]+ buyers of years 1-3 are [\d.]+% of the serviceable market/);
    expect(once).not.toMatch(/Year-3 customers/i);
  });

  it("warns when the raise is more than a year of the serviceable market, and not when it is less", () => {
    const small = verdicts({}, { potentialCustomers: 500 });
    const large = verdicts({}, { potentialCustomers: 9_000_000 });
    expect(small["raise-vs-sam"].level).toBe("warn");
    expect(small["raise-vs-sam"].verdict).toMatch(/more than a year of the serviceable market/);
    expect(large["raise-vs-sam"].level).toBe("ok");
    // Said as what it compares: the market's year against the money, not "within a year of" the market.
    expect(large["raise-vs-sam"].verdict).toMatch(
      /^A year of the serviceable market \(SAM .+\) is more than the raise the plan needs \(.+\)\.$/,
    );
  });

  it("calls an LTV:CAC above 10 too good to be true, and below 1 a loss", () => {
    expect(verdicts({ monthlyChurnRate: 0.005 })["ltv-cac"].verdict).toMatch(/too good to be true/);
    expect(verdicts({ cac: 2_000 })["ltv-cac"].verdict).toMatch(/costs more to win/);
    expect(verdicts({ cac: 2_000 })["cac-payback"].level).toBe("warn");
  });

  it("flags flat fixed costs under steep growth, and churn outside the usual range", () => {
    const checks = verdicts(
      { monthlyGrowthRate: 0.25, monthlyChurnRate: 0.005, annualFixedCostGrowth: 0 },
      { potentialCustomers: 9_000_000 },
    );
    expect(checks["fixed-costs"].level).toBe("warn");
    expect(checks["fixed-costs"].verdict).toMatch(/of year-3 revenue/);
    expect(verdicts({}, { potentialCustomers: 900_000 })["fixed-costs"].level).toBe("ok");
    expect(checks.churn.level).toBe("warn");
    expect(verdicts({ monthlyChurnRate: 0.3 }).churn.verdict).toMatch(/gone within a year/);
  });

  it("sizes the obtainable market in recurring revenue, leaving one-time device sales out of the comparison", () => {
    const withDevice = verdicts({ upfrontPrice: 499, upfrontMargin: 0.3 }, { potentialCustomers: 900_000 });
    expect(withDevice["revenue-vs-som"].verdict).toMatch(/without one-time device sales/);
  });

  it("states what the cash row is, and warns when it goes below zero", () => {
    const checks = verdicts({ fixedMonthlyCosts: 40_000 });
    expect(checks.cash.verdict).toMatch(/starting cash \(\$25K\) plus cumulative EBITDA/);
    expect(checks.cash.level).toBe("warn");
  });

  it("says what a yearly plan saves, and warns when an edited monthly price leaves it saving nothing or too much", () => {
    expect(verdicts({})["yearly-plan"]).toBeUndefined(); // no yearly plan
    const founder = verdicts({ pricePoint: 590, annualPrice: 5900 })["yearly-plan"];
    expect(founder.level).toBe("ok");
    expect(founder.verdict).toBe(
      "The yearly plan ($5,900) is 10 months of the monthly price ($590): 17% off for paying upfront.",
    );
    const raised = verdicts({ pricePoint: 885, annualPrice: 5900 })["yearly-plan"];
    expect(raised.level).toBe("warn");
    expect(raised.verdict).toMatch(
      /is 6\.7 months of the monthly price \(\$885\), more than three months free/,
    );
    const lowered = verdicts({ pricePoint: 450, annualPrice: 5900 })["yearly-plan"];
    expect(lowered.level).toBe("warn");
    expect(lowered.verdict).toMatch(/13\.1 months .* paying upfront saves nothing/);
    expect(verdicts({ billingModel: "one_time", annualPrice: 5900 })["yearly-plan"]).toBeUndefined();
    // Rounded once: what the verdict says is what its level judges.
    const nine = verdicts({ pricePoint: 100, annualPrice: 896 })["yearly-plan"];
    expect([nine.level, nine.verdict]).toEqual([
      "ok",
      "The yearly plan ($896) is 9 months of the monthly price ($100): 25% off for paying upfront.",
    ]);
  });
});
