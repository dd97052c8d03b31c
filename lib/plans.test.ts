import { getPlan, hasTier, isTier, PLANS, priceInCents, projectLimitMessage, TIERS, tierName } from "./plans";

describe("plans", () => {
  it("orders tiers freemium < spark < fuel < rocket", () => {
    expect(TIERS).toEqual(["freemium", "spark", "fuel", "rocket"]);
    expect(hasTier("spark", "freemium")).toBe(true);
    expect(hasTier("spark", "spark")).toBe(true);
    expect(hasTier("spark", "fuel")).toBe(false);
    expect(hasTier("rocket", "fuel")).toBe(true);
    expect(hasTier("freemium", "spark")).toBe(false);
  });

  it("prices the plans at 0/199/599/1499 USD, in cents for Stripe", () => {
    expect(PLANS.map((p) => [p.tier, p.price])).toEqual([
      ["freemium", 0],
      ["spark", 199],
      ["fuel", 599],
      ["rocket", 1499],
    ]);
    expect(priceInCents("fuel")).toBe(59_900);
  });

  it("names the plans and marks Fuel as most popular", () => {
    expect(TIERS.map(tierName)).toEqual(["Free", "Spark", "Fuel", "Rocket"]);
    expect(PLANS.filter((p) => p.isPopular).map((p) => p.tier)).toEqual(["fuel"]);
  });

  it("limits only the Free plan to 3 projects", () => {
    expect(getPlan("freemium").projectLimit).toBe(3);
    expect(getPlan("spark").projectLimit).toBeNull();
    expect(projectLimitMessage(3)).toBe(
      "The Free plan includes up to 3 projects. Upgrade to Spark or higher for unlimited projects.",
    );
  });

  it("recognises tier names and nothing else", () => {
    expect(isTier("fuel")).toBe(true);
    expect(isTier("platinum")).toBe(false);
    expect(isTier(undefined)).toBe(false);
    expect(() => getPlan("platinum" as never)).toThrow("Unknown tier");
  });
});
