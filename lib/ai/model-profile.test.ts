import { analyzeIdea } from "./offline";
import { storedProfile } from "./offline/profile";
import { groundModelProfile } from "./model-profile";

const answers = {
  problem: "Small wineries in the Maule valley irrigate by feel and waste water in the drought.",
  solution:
    "Solar soil moisture probes and a dashboard that tells the vineyard manager which block needs water.",
  targetAudience: "Chilean family wineries with 5 to 50 hectares.",
  differentiator: "The big estates use Wiseconn, which is too expensive for a family winery.",
  businessModel: "Each probe is CLP 250.000, then CLP 45.000 a month per vineyard.",
};
const reading = storedProfile(analyzeIdea({ answers }));

describe("groundModelProfile keeps a model's corrections only where the answers bear them out", () => {
  it("keeps the engine's reading when the model proposes nothing", () => {
    expect(groundModelProfile(reading, undefined, answers)).toEqual(reading);
  });

  it("takes a customer, rival, place and prices the answers write", () => {
    const grounded = groundModelProfile(
      reading,
      {
        customer: {
          unit: "family winery",
          units: "family wineries",
          type: "business",
          segment: "Family wineries",
        },
        geography: { label: "Maule (Chile)", countries: ["CL"], continent: null },
        currency: "CLP",
        prices: [
          { amount: 250000, period: "hardware" },
          { amount: 45000, period: "month" },
        ],
        competitors: [{ name: "Wiseconn", claim: "too expensive" }],
        billingModel: "subscription",
      },
      answers,
    );
    expect(grounded.customer.unit).toBe("family winery");
    expect(grounded.geography).toEqual({ label: "Maule (Chile)", countries: ["CL"], continent: null });
    expect(grounded.currency).toBe("CLP");
    expect(grounded.prices).toEqual([
      { amount: 250000, period: "hardware" },
      { amount: 45000, period: "month" },
    ]);
    // A claim the founder did not write is replaced by their own sentence about the rival.
    expect(grounded.competitors).toEqual([
      {
        name: "Wiseconn",
        claim: "The big estates use Wiseconn, which is too expensive for a family winery.",
      },
    ]);
    expect(grounded.confirmed).toBe(false);
  });

  it("leaves out what the answers never say: an invented rival, price, place or customer", () => {
    const grounded = groundModelProfile(
      reading,
      {
        customer: { unit: "hotel", units: "hotels", type: "business", segment: "Hotels" },
        geography: { label: "Mendoza (Argentina)", countries: ["AR"], continent: null },
        currency: "USD",
        prices: [{ amount: 99, period: "month" }],
        competitors: [
          {
            name: "Wiseconn",
            claim: "The big estates use Wiseconn, which is too expensive for a family winery.",
          },
          { name: "CropX", claim: "A rival." },
        ],
        channels: ["trade fairs"],
      },
      answers,
    );
    expect(grounded.customer).toEqual(reading.customer);
    expect(grounded.geography).toEqual(reading.geography);
    expect(grounded.currency).toBe(reading.currency);
    expect(grounded.prices).toEqual(reading.prices);
    expect(grounded.competitors.map((c) => c.name)).toEqual(["Wiseconn"]);
    expect(grounded.channels).toEqual([]);
  });
});
