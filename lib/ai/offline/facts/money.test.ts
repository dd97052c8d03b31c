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
    // The same goods bought once *or* by the month are one offer two ways, not a device and its fee.
    [
      "Box of 12 bags for 24,90 €, or 21,90 € per month if you subscribe.",
      [
        [24.9, "one_time", "EUR"],
        [21.9, "month", "EUR"],
      ],
    ],
    // A yearly price said as a condition of paying: "if you pay yearly".
    [
      "SEK 590 per location per month, or SEK 5,900 per location if you pay yearly (2 months free).",
      [
        [590, "month", "SEK"],
        [5900, "year", "SEK"],
      ],
    ],
    [
      "KES 3,500 a month, or KES 35,000 if they pay for the year.",
      [
        [3500, "month", "KES"],
        [35000, "year", "KES"],
      ],
    ],
    [
      "A starter box is $40 or $30/month on subscription.",
      [
        [40, "one_time", "USD"],
        [30, "month", "USD"],
      ],
    ],
    [
      "The hub box is $120, then $9 per month.",
      [
        [120, "hardware", "USD"],
        [9, "month", "USD"],
      ],
    ],
    ["Einmalige Lizenz CHF 1'490 per kiosk.", [[1490, "one_time", "CHF"]]],
    // A tube, a sachet, a blanket: a thing bought, not a use.
    ["Rp 79.000 per tube, same price everywhere.", [[79000, "one_time", "IDR"]]],
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
    // Batch 10: a period word typed without its marks ("luna" for "lună") or with an ending ("oyiga"),
    // plurals ("mensuales"), "par année", the founder's "(monthly)", and "lei" as Moldova's too.
    ["1 500 lei pe luna fixed", [[1500, "month", "MDL"]], "MDL"],
    ["Oylik obuna: 350 000 so'm oyiga for one hall", [[350000, "month", "UZS"]], "UZS"],
    ["Suscripción: $29.990 mensuales por edificio + IVA.", [[29990, "month", "CLP"]], "CLP"],
    [
      "49 $/mois par garderie, ou 490 $ par année.",
      [
        [49, "month", "CAD"],
        [490, "year", "CAD"],
      ],
      "CAD",
    ],
    ["Rs 4,500 mahana (monthly) per family", [[4500, "month", "PKR"]], "PKR"],
    // A lesson sold is a use of the service; a bare amount before its period, with no currency anywhere.
    ["25 USD per 45-minute lesson, paid lesson by lesson", [[25, "per_use", "USD"]]],
    [
      "A flat 79 per claim plus 10% of whatever we recover.",
      [
        [79, "per_use", null],
        [10, "commission", null],
      ],
    ],
    ["65 a week for 10 meals, 3 posts a week on Instagram", [[65, "week", null]]],
    ["Cobramos 8% de comisión al taller por cada pedido.", [[8, "commission", null]]],
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
    // A price listed after another in one sentence keeps its period, unless it is a fee of its own.
    [
      "A$95 per groom for small dogs, A$120 for large dogs, nails-only visit A$35.",
      [
        [95, "per_use", "AUD"],
        [120, "per_use", "AUD"],
        [35, "per_use", "AUD"],
      ],
    ],
    [
      "$299/mo per location, plus a $500 onboarding fee.",
      [
        [299, "month", "USD"],
        [500, "one_time", "USD"],
      ],
    ],
    [
      "EGP 650 per session, or a package of 12 sessions for EGP 6,900.",
      [
        [650, "per_use", "EGP"],
        [6900, "one_time", "EGP"],
      ],
    ],
    // A fee per order is per use; goods handled, not sold, are a unit of service.
    ["Restaurants pay a €15 delivery fee per order.", [[15, "per_use", "EUR"]]],
    ["0,28 € por kg collected, bins included.", [[0.28, "per_use", "EUR"]]],
    // Period words in more languages, more local signs, more device words.
    ["月額 ¥3,980 per store, first 2 months free.", [[3980, "month", "JPY"]]],
    [
      "darüber 19 € im Monat und 39 € im Monat für größere Vereine.",
      [
        [19, "month", "EUR"],
        [39, "month", "EUR"],
      ],
    ],
    [
      "5 лв per wash, 3 лв per dry.",
      [
        [5, "per_use", "BGN"],
        [3, "per_use", "BGN"],
      ],
    ],
    ["$U 1.290 por mes for 500 g.", [[1290, "month", "UYU"]]],
    [
      "the buoy is 4.500.000₫ (one per pond), then 150.000₫/tháng for alerts.",
      [
        [4500000, "hardware", "VND"],
        [150000, "month", "VND"],
      ],
    ],
    [
      "Device is $149 upfront plus $24.99/mo for the alerts.",
      [
        [149, "hardware", "USD"],
        [24.99, "month", "USD"],
      ],
    ],
    [
      "€89/month + 1% of club sales.",
      [
        [89, "month", "EUR"],
        [1, "commission", null],
      ],
    ],
    // A default keeps the market out of the function's length: jest reads one more parameter as `done`.
  ] as [string, (string | number | null)[][], string?][])(
    "%s",
    (text, expected, market: string | undefined = undefined) => {
      expect(read(text, market ?? null)).toEqual(
        expected.map(([amount, period, currency]) => ({ amount, period, currency })),
      );
    },
  );

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

describe("prices written out, in sub-units and by a currency's name", () => {
  it.each([
    // CLDR's names of currencies, in the market or naming one currency.
    ["We sell the liner for around 1,800,000 tugrik, one-time.", "MNT", [[1800000, "one_time", "MNT"]]],
    ["Each kit is 950 kwacha.", "ZMW", [[950, "one_time", "ZMW"]]],
    ["Lessons are 4 000 tenge per lesson.", null, [[4000, "per_use", "KZT"]]],
    ["Parents pay per session, usually around 150 dirhams.", "MAD", [[150, "per_use", "MAD"]]],
    // Amounts in words; pence beside pounds.
    ["subscription, ten dollars a month after a 7 day free trial", null, [[10, "month", "USD"]]],
    [
      "Buyers pay a 10% fee + 30p per order, selling is free.",
      "GBP",
      [
        [10, "commission", null],
        [0.3, "per_use", "GBP"],
      ],
    ],
    // A period named before the price with a word between, or after it with "for a full".
    [
      "Drop-in class 40 lei, monthly unlimited 250 lei, or 2400 lei for a full year.",
      "RON",
      [
        [40, "per_use", "RON"],
        [250, "month", "RON"],
        [2400, "year", "RON"],
      ],
    ],
  ] as const)("%s", (text, market, expected) => {
    expect(read(text, market ?? null)).toEqual(
      expected.map(([amount, period, currency]) => ({ amount, period, currency })),
    );
  });

  it("leaves a number before an ordinary word alone", () => {
    expect(read("One small change a week, ten minutes a day.")).toEqual([]);
    expect(read("We visit 30 places per day.", "GBP")).toEqual([]);
  });
});

describe("fees charged beside what is sold", () => {
  it.each([
    "We take 18% of each booking, the village keeps the rest. Resort pickup is FJ$25 per person on top.",
    "Delivery is €5 extra for orders under €30.",
    "A €15 delivery fee per order.",
  ])("%s", (text) => {
    const fees = extractPrices(text, null).filter((p) => p.period !== "commission");
    expect(fees.length).toBeGreaterThan(0);
    expect(fees[0].fee).toBe(true);
  });

  it("a price with no such word is not a fee", () => {
    expect(extractPrices("Tours are FJ$120 per person.", null)[0].fee).toBeFalsy();
  });
});

describe("prices as batch 7 wrote them", () => {
  it.each([
    // A code after a signed price names the currency; the period after it still counts.
    [
      "$249 CAD for the hub, then $6.50 CAD/month.",
      null,
      [
        [249, "hardware", "CAD"],
        [6.5, "month", "CAD"],
      ],
    ],
    ["Unlimited is $19/mth aud.", null, [[19, "month", "AUD"]]],
    // South Asian grouping: a lakh is 100,000.
    ["৳ 2,50,000 per line per year.", "BDT", [[250000, "year", "BDT"]]],
    // The Namibian dollar's sign; a bond or refundable deposit is a deposit.
    [
      "N$ 450 per day, plus a N$ 2 000 refundable deposit.",
      "NAD",
      [
        [450, "per_day", "NAD"],
        [2000, "deposit", "NAD"],
      ],
    ],
    [
      "We keep 15% and hold an A$500 refundable bond per trip.",
      null,
      [
        [15, "commission", null],
        [500, "deposit", "AUD"],
      ],
    ],
    // The founder's own translation of the period in brackets.
    ["18,00 € na uro (per hour), materials included.", null, [[18, "per_hour", "EUR"]]],
    // "for whole year" without an article.
    [
      "Rs 499/month or Rs 3,999 for whole year.",
      "NPR",
      [
        [499, "month", "NPR"],
        [3999, "year", "NPR"],
      ],
    ],
    // Lengths offered side by side are sessions; a price per document is a use.
    [
      "£12 for 30 min / £20 for an hour.",
      null,
      [
        [12, "per_use", "GBP"],
        [20, "per_use", "GBP"],
      ],
    ],
    ["Pay per document: 0,09 € each.", null, [[0.09, "per_use", "EUR"]]],
    // An advert bought for one issue of a weekly runs a week.
    [
      "£90 for a banner in one weekly issue, £300 a month for a column.",
      null,
      [
        [90, "week", "GBP"],
        [300, "month", "GBP"],
      ],
    ],
  ] as const)("%s", (text, market, expected) => {
    expect(read(text, market ?? null)).toEqual(
      expected.map(([amount, period, currency]) => ({ amount, period, currency })),
    );
  });

  it("an hour price with no session beside it stays hourly", () => {
    expect(read("Tutoring at £30 for an hour.")).toEqual([
      { amount: 30, period: "per_hour", currency: "GBP" },
    ]);
  });
});

describe("prices as batches 8 and 9 wrote them", () => {
  it.each([
    // Caribbean dollars by their islands' signs; a deposit named for what it holds is a deposit.
    [
      "Clients pay a J$2,000 booking deposit, and we charge a J$250 fee per booking.",
      null,
      [
        [2000, "deposit", "JMD"],
        [250, "per_use", "JMD"],
      ],
    ],
    ["Day pass TT$120 per visit.", null, [[120, "per_use", "TTD"]]],
    // The đồng typed as the letter đ; ribu and juta after an Indonesian price.
    ["premium is 79.000đ/tháng", "VND", [[79000, "month", "VND"]]],
    [
      "Rp 35rb per bulan, or Rp 1,2 jt per tahun.",
      "IDR",
      [
        [35000, "month", "IDR"],
        [1_200_000, "year", "IDR"],
      ],
    ],
    // The market's currency by a name English also has, or by the sign its people type.
    ["Passengers pay 8,000 kip per ride.", "LAK", [[8000, "per_use", "LAK"]]],
    ["350 MT per household per month.", "MZN", [[350, "month", "MZN"]]],
    // A name several currencies share takes the one the founder's other prices state.
    [
      "Small rugs from 700 manat, large ones up to 3k AZN.",
      null,
      [
        [700, "one_time", "AZN"],
        [3000, "one_time", "AZN"],
      ],
    ],
    // The period named before the price: a retainer, a weekly box, a plan named first in Spanish.
    ["Or a monthly retainer of €2,000.", null, [[2000, "month", "EUR"]]],
    [
      "Suscripción semanal de $U 1.500, o $U 2.100 la caja grande.",
      "UYU",
      [
        [1500, "week", "UYU"],
        [2100, "week", "UYU"],
      ],
    ],
    // The period the price is paid by, or the plan it is on.
    [
      "£49/month per studio, or £490 billed annually.",
      null,
      [
        [49, "month", "GBP"],
        [490, "year", "GBP"],
      ],
    ],
    [
      "R$ 59 por mês, ou R$ 590 no plano anual.",
      "BRL",
      [
        [59, "month", "BRL"],
        [590, "year", "BRL"],
      ],
    ],
    // One placement, in one issue or for one day, is one use.
    [
      "£180 for a sponsored slot in one issue, £600 for a whole month.",
      null,
      [
        [180, "per_use", "GBP"],
        [600, "month", "GBP"],
      ],
    ],
    [
      "Bars pay MX$1,800 al mes, or MX$450 for a one-day push notification.",
      "MXN",
      [
        [1800, "month", "MXN"],
        [450, "per_use", "MXN"],
      ],
    ],
    // Goods handled, not sold, are a unit of service; an example price in brackets after its unit.
    [
      "200 USD per month, plus 0.10 USD per crate scanned.",
      null,
      [
        [200, "month", "USD"],
        [0.1, "per_use", "USD"],
      ],
    ],
    [
      "Clients pay per service (a manicure is about RD$900) and we keep 15%.",
      "DOP",
      [
        [900, "per_use", "DOP"],
        [15, "commission", null],
      ],
    ],
    // A pump before a monthly service is the hardware; a device sold with no fee after it is a sale.
    [
      "The pump is MK 250,000 upfront, then MK 12,000/month for service.",
      "MWK",
      [
        [250000, "hardware", "MWK"],
        [12000, "month", "MWK"],
      ],
    ],
    ["$59 one-off for the device, no subscription.", null, [[59, "one_time", "USD"]]],
    // A charge per head added on top of each booking is paid per use.
    [
      "We take 15% of each booking. Airport transfer is FJ$30 per person on top.",
      "FJD",
      [
        [15, "commission", null],
        [30, "per_use", "FJD"],
      ],
    ],
  ] as const)("%s", (text, market, expected) => {
    expect(read(text, market ?? null)).toEqual(
      expected.map(([amount, period, currency]) => ({ amount, period, currency })),
    );
  });

  it("leaves a market's currency name that English uses as an adjective alone", () => {
    expect(read("We have 50 real users already.", "BRL")).toEqual([]);
  });

  it("leaves a total paid in monthly instalments a sale", () => {
    expect(read("£1,200 in monthly instalments.")).toEqual([
      { amount: 1200, period: "one_time", currency: "GBP" },
    ]);
  });

  it("reads MT as a metric tonne outside Mozambique", () => {
    expect(read("We ship 200 MT of maize a month.", "MWK")).toEqual([]);
  });
});

describe("prices as batch 12 wrote them", () => {
  it.each([
    // A flat fee per thing a customer does again is paid per use; "per funeral" is the whole job, once.
    ["sellers list free, the buyer pays a flat £1.50 fee per order on top.", [[1.5, "per_use", "GBP"]]],
    ["A flat fee of $900 per funeral.", [[900, "one_time", "USD"]]],
    // "a pop" is one use.
    [
      "£6 a pop for 12 minutes, £2 for each extra 5 mins.",
      [
        [6, "per_use", "GBP"],
        [2, "per_use", "GBP"],
      ],
    ],
    // A charge named by what it pays for is a fee.
    ["the buyer pays ₫5.000 delivery per meal.", [[5000, "per_use", "VND"]]],
    // A deposit in the founder's language.
    [
      "$25.000 el día completo, con garantía de $50.000 en tarjeta.",
      [
        [25000, "per_day", "CLP"],
        [50000, "deposit", "CLP"],
      ],
      "CLP",
    ],
    // A fee on what the customer pays per trip is per use.
    [
      "farmer pays per trip, we add a Rs 800 fee on top of the transporter's fare.",
      [[800, "per_use", "PKR"]],
      "PKR",
    ],
    // A bare amount with its own period, beside a priced one, takes its currency; a count does not.
    [
      "plan básico COP 450.000/mes, plan completo 850.000 al mes.",
      [
        [450000, "month", "COP"],
        [850000, "month", "COP"],
      ],
    ],
    ["$9 per hour, minimum 20 hours a week per assistant.", [[9, "per_hour", "USD"]]],
    // With no currency anywhere, an amount said to be paid once is a price.
    ["kit is 59 one time, course included the first year.", [[59, "one_time", null]]],
  ] as [string, [number, string, string | null][], string?][])("%s", (...row) => {
    // One parameter: jest reads a callback's third parameter as `done`.
    const [text, expected, market] = row;
    expect(read(text, market ?? null)).toEqual(
      expected.map(([amount, period, currency]) => ({ amount, period, currency })),
    );
  });
});

describe("prices as batch 13 wrote them", () => {
  it.each([
    // A season of a seasonal service is its year.
    [
      "$95/month Nov to March, or $420 per season if u pay upfront.",
      [
        [95, "month", "USD"],
        [420, "year", "USD"],
      ],
    ],
    // One use and a returnable deposit in the founder's language.
    [
      "Langganan Rp 149.000/bulan untuk 4x jemput, atau Rp 25.000 tiap kali jemput.",
      [
        [149000, "month", "IDR"],
        [25000, "per_use", "IDR"],
      ],
    ],
    [
      "Wózek 89 zł/mies., zwrotna kaucja 300 zł.",
      [
        [89, "month", "PLN"],
        [300, "deposit", "PLN"],
      ],
    ],
    [
      "€35 al giorno per attrezzo, cauzione di €150 restituita.",
      [
        [35, "per_day", "EUR"],
        [150, "deposit", "EUR"],
      ],
    ],
    // Each parcel sent is one use.
    ["€0.95 per shipment, billed monthly, no setup fee.", [[0.95, "per_use", "EUR"]]],
    // A tax year is a year; twelve months are one; a seat on a trip is one use; a named service is one job.
    ["Unlimited is €39 per tax year.", [[39, "year", "EUR"]]],
    [
      "R$ 189/mês, cancel anytime. Or R$ 1.690 for 12 months.",
      [
        [189, "month", "BRL"],
        [1690, "year", "BRL"],
      ],
    ],
    ["$35 per adult seat round trip, pay per ride, no membership.", [[35, "per_use", "USD"]]],
    [
      "Labour NZ$95/hour, a standard outboard service from NZ$320 + parts.",
      [
        [95, "per_hour", "NZD"],
        [320, "per_use", "NZD"],
      ],
    ],
    // A share of the money that passes through is a commission.
    ["Operators pay 6% per ticket sold through us.", [[6, "commission", null]]],
    [
      "Above that ₦15,000/month. Plus 1.5% on online giving.",
      [
        [15000, "month", "NGN"],
        [1.5, "commission", null],
      ],
    ],
  ] as [string, [number, string, string | null][], string?][])("%s", (...row) => {
    const [text, expected, market] = row;
    expect(read(text, market ?? null)).toEqual(
      expected.map(([amount, period, currency]) => ({ amount, period, currency })),
    );
  });
});

describe("prices as batch 20 wrote them", () => {
  it.each([
    // A price worked out from another, in brackets, restates it: it is no second weekly price.
    [
      "₱649 per week for 5 meals (around ₱130 per meal), or ₱2,399 per month.",
      [
        [649, "week", "PHP"],
        [2399, "month", "PHP"],
      ],
    ],
    ["$29 a month (about $1 a day).", [[29, "month", "USD"]]],
    // A monthly package is bought each month, not once.
    [
      "R$ 130 per session, or a monthly package of 8 sessions for R$ 880.",
      [
        [130, "per_use", "BRL"],
        [880, "month", "BRL"],
      ],
    ],
    // A package of sessions with no period is still bought once.
    ["A package of 10 lessons for €300.", [[300, "one_time", "EUR"]]],
  ] as [string, [number, string, string | null][], string?][])("%s", (...row) => {
    const [text, expected, market] = row;
    expect(read(text, market ?? null)).toEqual(
      expected.map(([amount, period, currency]) => ({ amount, period, currency })),
    );
  });
});

describe("prices as batch 23 wrote them", () => {
  const readFor = (text: string, market: string, product: string) =>
    extractPrices(text, market, product).map(({ amount, period }) => [amount, period]);

  it("reads a service's price 'for an exterior wash' as one use", () => {
    expect(
      readFor(
        "S/ 35 for an exterior wash, plus S/ 20 if you want the interior vacuumed. Or S/ 119 a month for one wash every week.",
        "PEN",
        "service",
      ),
    ).toEqual([
      [35, "per_use"],
      [20, "per_use"],
      [119, "month"],
    ]);
  });

  it("reads goods that clean as goods: 'face wash' is no repair", () => {
    expect(readFor("KSh 450 for a bottle.", "KES", "natural face wash")).toEqual([[450, "one_time"]]);
  });

  it("reads 'for each extra day' as a day's price", () => {
    expect(
      readFor(
        "4-person kit is AED 180 per day and AED 120 for each extra day, with a refundable deposit of AED 500",
        "AED",
        "full camping kit",
      ),
    ).toEqual([
      [180, "per_day"],
      [120, "per_day"],
      [500, "deposit"],
    ]);
  });

  it("reads a repair's price 'for a screen' as a job, and the same words for goods as a sale", () => {
    const text = "KSh 2,500 for a screen and KSh 1,200 for a battery. A cover plan at KSh 300 a month.";
    expect(readFor(text, "KES", "repair van")).toEqual([
      [2500, "per_use"],
      [1200, "per_use"],
      [300, "month"],
    ]);
    expect(readFor("KSh 2,500 for a screen and KSh 1,200 for a battery.", "KES", "phone shop")).toEqual([
      [2500, "one_time"],
      [1200, "one_time"],
    ]);
  });
});
