import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import { detectGeography, usPopulation } from "./geography";

describe("detectGeography", () => {
  it.each(GEOGRAPHY_CORPUS.map((f) => [f.id, f] as const))("reads the market of %s", (_, fixture) => {
    const found = detectGeography(fixture.answers);
    if (fixture.geography === null) {
      expect(found).toBeNull();
      return;
    }
    expect(found).toMatchObject({
      label: fixture.geography.label,
      countries: fixture.geography.countries,
      continent: fixture.geography.continent ?? null,
    });
    expect(found!.population).toBeGreaterThan(1_000_000);
  });

  it("gives the shared currency, or none when the countries differ", () => {
    const byId = Object.fromEntries(GEOGRAPHY_CORPUS.map((f) => [f.id, detectGeography(f.answers)]));
    expect(byId["bookkeeping-ireland"]?.currency).toBe("EUR");
    expect(byId["parents-sensors-uk"]?.currency).toBe("GBP");
    expect(byId["solar-kits-east-africa"]?.currency).toBeNull(); // KES and UGX
    expect(byId["meal-kits-us-canada"]?.currency).toBeNull();
  });

  it("adds the countries the problem names beside one the audience names", () => {
    const found = detectGeography({
      problem:
        "Small coffee washing stations in Rwanda and Uganda sell to one exporter at whatever price they get.",
      solution: "A marketplace where washing stations list microlots for roasters.",
      targetAudience: "Washing stations in Rwanda (Huye, Nyamasheke) and western Uganda.",
      differentiator: "Direct trade, with the cupping scores on every lot.",
      businessModel: "5% of each sale.",
    });
    expect(found).toMatchObject({ label: "Rwanda and Uganda", countries: ["RW", "UG"] });
    // A problem that names no country of the audience's market adds nothing.
    expect(
      detectGeography({
        problem: "Unlike in Germany, shops here still write receipts by hand.",
        solution: "An app.",
        targetAudience: "Shop owners in Portugal.",
        differentiator: "Simple.",
        businessModel: "€9 a month.",
      })?.countries,
    ).toEqual(["PT"]);
  });

  it("knows the US population it scales from", () => {
    expect(usPopulation()).toBeGreaterThan(300_000_000);
  });
});

describe("the package keeps the founder's market", () => {
  // Loaded here: the offline engine is a heavier import than the geography reader.
  const { shownOffline } = jest.requireActual<typeof import("./index")>("./index");

  it.each(GEOGRAPHY_CORPUS.map((f) => [f.id, f] as const))(
    "%s: sized where the founder sells",
    (_, fixture) => {
      const input = { answers: fixture.answers, brandName: "Testco" };
      const analysis = shownOffline("fullBusinessAnalysis", input);
      const pitch = shownOffline("pitch", { ...input, financialModel: analysis.financialModel });
      const market = analysis.financialModel!.market;
      if (fixture.geography === null) {
        expect(analysis.marketPotential).toContain("The answers name no country or region");
        return;
      }
      expect(market.geography).toBe(fixture.geography.label);
      expect(analysis.marketPotential).toContain(`in ${fixture.geography.label}`);
      expect(pitch.fullSlides!.map((s) => s.content.join(" ")).join(" ") + pitch.threeminPitch).not.toContain(
        fixture.geography.countries.includes("US") ? "in Kenya" : "in the United States,",
      );
      if (!fixture.geography.countries.includes("US")) {
        // The count is for the founder's market, and the analysis says how it was reached.
        expect(analysis.marketPotential).toMatch(
          /scaled by population|every household in|population over [\d.]+ people each|everyone in|one business per \d+ people in/,
        );
        expect(JSON.stringify(analysis)).not.toMatch(/in the United States/);
      }
    },
  );
});
