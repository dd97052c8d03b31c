import JSZip from "jszip";

import { shownOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { PITCH_SLIDE_TITLES } from "@/lib/artifacts/schemas";
import { formatUsd } from "@/lib/finance/format";
import { fundingAsk, project } from "@/lib/finance/model";
import {
  decode,
  expectOpensWithoutRepair,
  runs,
  slides,
  titleOf,
  unzip,
  type Parts,
} from "@/tests/helpers/pptx";
import { brandStyle } from "./brand";
import { EXTENDED_SLIDE_TITLES, investorDeck, type InvestorDeckInput } from "./investor-deck";
import { investorDeckPptx } from "./pptx-investor";

const fixture = IDEA_FIXTURES.find((f) => f.id === "bakery-forecasting")!;
const base = { answers: fixture.answers, brandName: "Breadwise" };
const analysis = shownOffline("fullBusinessAnalysis", base);
const later = { ...base, financialModel: analysis.financialModel };
const input: InvestorDeckInput = {
  pitch: shownOffline("pitch", later),
  model: analysis.financialModel!,
  analysis,
  actionPlan: shownOffline("actionPlan", later),
  marketingPlan: shownOffline("marketingPlan", later),
};
const brand = brandStyle({
  brandName: "Breadwise",
  tagline: "Bake what sells",
  moodBoard: {
    primaryColor: "#1D4ED8",
    secondaryColor: "#1E3A8A",
    accentColor: "#F59E0B",
    backgroundColor: "#FFFFFF",
    textColor: "#111827",
  },
  headingFont: "Montserrat",
  bodyFont: "Lato",
});
const date = new Date("2025-07-15T12:00:00Z");

/** The chart parts a slide links to. */
function chartsOf(parts: Parts, slide: number): string[] {
  const rels = parts.get(`ppt/slides/_rels/slide${slide}.xml.rels`) ?? "";
  return [...rels.matchAll(/Target="(?:\/ppt|\.\.)\/charts\/(chart\d+\.xml)"/g)].map((m) =>
    parts.get(`ppt/charts/${m[1]}`)!,
  );
}

describe("investorDeckPptx", () => {
  let parts: Parts;
  let zip: JSZip;

  beforeAll(async () => {
    const buffer = await investorDeckPptx({ brand, input, date });
    zip = await JSZip.loadAsync(buffer);
    parts = await unzip(buffer);
  });

  it("has a title slide, the ten core slides and the five extended slides, in order", () => {
    const all = slides(parts);
    expect(all).toHaveLength(16);
    expect(all.map(titleOf)).toEqual(["Investor deck", ...PITCH_SLIDE_TITLES, ...EXTENDED_SLIDE_TITLES]);
    const first = runs(all[0]);
    expect(first).toEqual(
      expect.arrayContaining(["Breadwise", "Bake what sells", "Investor presentation · July 2025"]),
    );
    // The headline numbers on the title slide are lib/finance's.
    const projection = project(input.model!.assumptions);
    expect(first.join(" ")).toContain(`Raising ${formatUsd(fundingAsk(projection).amount)}`);
  });

  it("puts native charts where the numbers are: revenue, market size and use of funds", () => {
    expect(chartsOf(parts, 8)).toHaveLength(1); // Financial Projections (slide 1 is the title)
    expect(chartsOf(parts, 8)[0]).toContain("<c:barChart>");
    expect(runs(slides(parts)[3])).toEqual(expect.arrayContaining(["TAM", "SAM", "SOM"])); // Market Size
    const funds = chartsOf(parts, 12);
    expect(funds).toHaveLength(1);
    expect(funds[0]).toContain("<c:doughnutChart>");
    const values = [...funds[0].matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => decode(m[1]));
    const ask = fundingAsk(project(input.model!.assumptions));
    for (const use of ask.useOfFunds) {
      expect(values).toContain(use.label);
      expect(values).toContain(String(Math.round(use.amount)));
    }
  });

  it("writes unit economics, the roadmap and the assumptions as real tables", () => {
    const deck = investorDeck(input);
    const tableSlides = { 14: "Unit Economics", 15: "Roadmap", 16: "Appendix: Assumptions" } as const;
    for (const [n, title] of Object.entries(tableSlides)) {
      const xml = slides(parts)[Number(n) - 1];
      expect(xml).toContain("<a:tbl>");
      const text = runs(xml);
      for (const table of deck.slides.find((s) => s.title === title)!.tables) {
        for (const row of table.rows) expect(text).toEqual(expect.arrayContaining(row));
      }
    }
  });

  it("gives every slide speaker notes", () => {
    const deck = investorDeck(input);
    deck.slides.forEach((slide, i) => {
      const notes = runs(parts.get(`ppt/notesSlides/notesSlide${i + 2}.xml`)!).join("\n");
      for (const point of slide.keyPoints) expect(notes).toContain(point);
    });
    expect(runs(parts.get("ppt/notesSlides/notesSlide1.xml")!).join("\n").replace(/\r\n/g, "\n")).toContain(
      input.pitch.elevatorPitch,
    );
  });

  it("opens without repair", () => {
    expectOpensWithoutRepair(parts, zip);
  });

  it("still writes all sixteen slides without a model, and draws no chart", async () => {
    const bare = await unzip(
      await investorDeckPptx({ brand, input: { pitch: input.pitch, model: null }, date }),
    );
    expect(slides(bare)).toHaveLength(16);
    expect([...bare.keys()].some((name) => name.startsWith("ppt/charts/"))).toBe(false);
  });
});
