import { priceLevel } from "./price-level";

describe("priceLevel", () => {
  it("is 1 for the United States and when no listed country is named", () => {
    expect(priceLevel(["US"])).toBe(1);
    expect(priceLevel([])).toBe(1);
    expect(priceLevel(["AQ"])).toBe(1);
  });

  it("is the mean of the named countries' ratios, lower where things cost less", () => {
    expect(priceLevel(["TZ"])).toBeLessThan(0.5);
    expect(priceLevel(["CH"])).toBeGreaterThan(1);
    expect(priceLevel(["KE", "UG"])).toBeCloseTo((priceLevel(["KE"]) + priceLevel(["UG"])) / 2, 1);
  });

  it("gives a country the table lacks its subregion's median, not US magnitudes", () => {
    // Laos sits in South-Eastern Asia with Thailand, Vietnam, Malaysia, Indonesia, the Philippines…
    expect(priceLevel(["LA"])).toBeGreaterThan(0.25);
    expect(priceLevel(["LA"])).toBeLessThan(0.5);
    expect(priceLevel(["MD"])).toBeLessThan(0.6);
  });
});
