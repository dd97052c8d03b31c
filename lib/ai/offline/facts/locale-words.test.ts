import { currencySigns, localPeriod } from "./locale-words";
import { extractPrices } from "./money";

const read = (text: string, market: string | null) =>
  extractPrices(text, market).map(({ amount, period, currency }) => ({ amount, period, currency }));

describe("signs and period words from CLDR", () => {
  it("knows the signs Node's Intl data gives, and the few founders type otherwise", () => {
    const signs = currencySigns();
    expect(signs.get("₮")).toEqual(["MNT"]);
    expect(signs.get("₡")).toEqual(["CRC"]);
    expect(signs.get("q")).toContain("GTQ");
    expect(signs.get("dt")).toContain("TND");
    expect(signs.get("din")).toContain("RSD");
  });

  it.each([
    [" sebulan or", "MYR", "month"],
    [" setahun for", "MYR", "year"],
    [" לחודש or", "ILS", "month"],
    [" לשנה. marketing", "ILS", "year"],
    ["/kk for the line", "EUR", "month"],
    [" mjesečno po apartmanu", "EUR", "month"],
    [" godišnje.", "EUR", "year"],
    [" po satu, ili", "RSD", "per_hour"],
    [" za ceo dan", "RSD", "per_day"],
    [" сар бүр per collar", "MNT", "month"],
  ])("reads %j in the market of %s as %s", (after, currency, period) => {
    expect(localPeriod(after, currency)).toBe(period);
  });

  it("reads no English word as another language's, and no words without a market", () => {
    expect(localPeriod(" per order", "EUR")).toBeNull();
    expect(localPeriod(" one time", "SEK")).toBeNull();
    expect(localPeriod(" no monthly fee", "CHF")).toBeNull();
    expect(localPeriod(" sebulan", null)).toBeNull();
  });

  it("reads prices in those signs and words, and a letter sign only in its own market", () => {
    expect(read("₮380,000 per collar, then ₮15,000 сар бүр per collar for the app.", "MNT")).toEqual([
      { amount: 380000, period: "hardware", currency: "MNT" },
      { amount: 15000, period: "month", currency: "MNT" },
    ]);
    expect(read("RM199 for the tracker, then RM9.90 sebulan or RM99 setahun.", "MYR")).toEqual([
      { amount: 199, period: "hardware", currency: "MYR" },
      { amount: 9.9, period: "month", currency: "MYR" },
      { amount: 99, period: "year", currency: "MYR" },
    ]);
    expect(read("Q 14,500 instalada, pago único.", "GTQ")).toEqual([
      { amount: 14500, period: "one_time", currency: "GTQ" },
    ]);
    expect(read("We launch in Q4 2026 with 3 pilots.", "USD")).toEqual([]);
  });
});
