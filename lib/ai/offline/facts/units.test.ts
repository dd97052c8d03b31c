import { extractPrices } from "./money";
import { pricedUnits } from "./units";

const answers = (businessModel: string, targetAudience = "", problem = "", solution = "") => ({
  problem: problem || "Managers lose hours every week to paperwork.",
  solution: solution || "Software that keeps the records in one place.",
  targetAudience,
  differentiator: "Simpler than the rest.",
  businessModel,
});

function unitsOf(businessModel: string, audience: string, customer: string, consumer = false) {
  const a = answers(businessModel, audience);
  const price = extractPrices(businessModel, null).find((p) => p.per);
  return pricedUnits(price, customer, consumer, a);
}

describe("what a price counts, and how many a customer has", () => {
  it.each([
    // The founder's own count: a range stands for its typical member, the price's sentence first.
    [
      "£3 per staff member per month.",
      "Care homes in Scotland, 20-150 staff.",
      "care home",
      "staff member",
      55,
      true,
    ],
    ["49 zł per user per month.", "Renovation firms (10-40 workers).", "company", "user", 20, true],
    // A recurring price counted by what follows it, the period said before ("Monthly subscription of …
    // per seat"), and the people the seats are ("3 to 20 electricians").
    [
      "Monthly subscription of MXN 349 per seat (each office user or technician is a seat).",
      "Small electrical contracting firms, typically 3 to 20 electricians.",
      "company",
      "seat",
      8,
      true,
    ],
    [
      "€89 per hive, plus a €4.90 monthly subscription per hive for alerts.",
      "Hobby beekeepers with 2 to 30 hives.",
      "beekeeper",
      "hive",
      8,
      true,
    ],
    [
      "Starter pack of 20 traps is $1.2k, then $8 per trap per month.",
      "Pest control companies checking 30-60 traps a day.",
      "company",
      "trap",
      20,
      true,
    ],
    ["$1,200 per robot per month, minimum five robots.", "Warehouses.", "warehouse", "robot", 5, true],
    // None stated: a small team, or a handful of things, said to be assumed.
    ["$15 per seat per month.", "QA teams.", "team", "seat", 5, false],
    // A job priced by area counts the customer's land, in English words, never the price's own number.
    [
      "₲ 85.000 por hectárea, product not included.",
      "Producers with 100 to 1.500 hectares.",
      "producer",
      "hectare",
      387,
      true,
    ],
    ["$18 per acre sprayed.", "Growers farming 200-800 acres.", "grower", "acre", 400, true],
    // The count after the period, where the answers say how many.
    [
      "$349 for the kit, then $12/month per bin.",
      "Farmers with 5 to 30 grain bins.",
      "farmer",
      "bin",
      12,
      true,
    ],
  ] as const)("%s", (model, audience, customer, label, count, stated) => {
    expect(unitsOf(model, audience, customer)).toEqual({ label, count, stated });
  });

  it("counts nothing when the price is per customer, per use, or a consumer's own", () => {
    expect(unitsOf("C$149 per clinic per month.", "Dental clinics.", "clinic")).toBeNull();
    expect(unitsOf("Rs 500 per item per day.", "Trekkers.", "trekker", true)).toBeNull();
    expect(unitsOf("€40 per child per week.", "Parents.", "parent", true)).toBeNull();
    expect(unitsOf("$29 a month.", "Bakeries.", "bakery")).toBeNull();
    // Land has no typical size: without the founder's count, the price stays per job.
    expect(unitsOf("$18 per acre sprayed.", "Growers.", "grower")).toBeNull();
    // A count after the period that the answers never give ("£19 a month per hall" for a council with its
    // one hall) is not assumed.
    expect(unitsOf("£19 a month per hall, or £190 per yr.", "Parish councils.", "council")).toBeNull();
  });
});
