import { extractPrices } from "./money";

const read = (text: string, market: string | null = null) =>
  extractPrices(text, market).map(({ amount, period, currency }) => ({ amount, period, currency }));

describe("extractPrices reads prices as founders write them, anywhere", () => {
  it.each([
    // Codes and local signs, before or after the amount; a device before a monthly fee is the hardware.
    [
      "The scale costs NOK 1 490 once, then NOK 79 per month.",
      [
        [1490, "hardware", "NOK"],
        [79, "month", "NOK"],
      ],
    ],
    ["Einmalige Lizenz CHF 1'490 per kiosk.", [[1490, "one_time", "CHF"]]],
    [
      "฿20 per hour, max ฿120 per day.",
      [
        [20, "per_hour", "THB"],
        [120, "per_day", "THB"],
      ],
    ],
    ["Forfait de 35 000 FCFA par mois.", [[35000, "month", "XOF"]]],
    ["GH₵80 an hour, pay as you go.", [[80, "per_hour", "GHS"]]],
    ["Usage-based: US$0.003 per address lookup.", [[0.003, "per_use", "USD"]]],
    // Periods in the founder's language, and the unit between a price and its period.
    [
      "€45 pro Arbeitsplatz pro Monat, plus €95/Stunde.",
      [
        [45, "month", "EUR"],
        [95, "per_hour", "EUR"],
      ],
    ],
    ["Parents pay €28 all'ora.", [[28, "per_hour", "EUR"]]],
    ["1.200 Kč měsíčně including delivery.", [[1200, "month", "CZK"]]],
    [
      "each probe is CLP 250.000 and then CLP 45.000 mensual",
      [
        [250000, "hardware", "CLP"],
        [45000, "month", "CLP"],
      ],
    ],
    // Per job is per use; a fixed project fee or a deposit makes a sale.
    [
      "£450 per application, plus 5% if it's successful.",
      [
        [450, "per_use", "GBP"],
        [5, "commission", null],
      ],
    ],
    ["Fixed project fee RM 8,500 per certification.", [[8500, "one_time", "MYR"]]],
    [
      "€1.800 per handpan, €300 deposit to order.",
      [
        [1800, "one_time", "EUR"],
        [300, "deposit", "EUR"],
      ],
    ],
    ["Couples pay a %7 booking fee.", [[7, "commission", null]]],
  ])("%s", (text, expected) => {
    expect(read(text)).toEqual(expected.map(([amount, period, currency]) => ({ amount, period, currency })));
  });

  it("does not read a currency code's last letter as thousands (NOK, DKK)", () => {
    expect(read("DKK 250 per hour of kitchen time.")).toEqual([
      { amount: 250, period: "per_hour", currency: "DKK" },
    ]);
  });
});

describe("a rupee is the market's rupee", () => {
  it("reads Rs. as Pakistan's rupee in Pakistan, Sri Lanka's in Sri Lanka and India's elsewhere", () => {
    expect(read("Rs. 399 per month for the full library.", "PKR")).toEqual([
      { amount: 399, period: "month", currency: "PKR" },
    ]);
    expect(read("Rs 1,500 a month.", "LKR")[0].currency).toBe("LKR");
    expect(read("Rs 1,500 a month.")[0].currency).toBe("INR");
    expect(read("₹1,500 a month.", "PKR")[0].currency).toBe("INR");
  });
});
