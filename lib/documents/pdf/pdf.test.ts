import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { shownOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { PITCH_SLIDE_TITLES } from "@/lib/artifacts/schemas";
import { formatUsd } from "@/lib/finance/format";
import { brandStyle, type BrandStyle } from "../brand";
import { investorDeck } from "../investor-deck";
import { MOCKUP_KINDS, mockupContent, renderMockup } from "../mockups";
import type { PdfInput } from "./index";

/**
 * Renders real PDFs (in a tsx child process: react-pdf is ESM-only) and reads them back with poppler,
 * as a reader would: text, page count, page size and embedded fonts.
 */
const dir = mkdtempSync(path.join(tmpdir(), "launchforge-pdf-"));
let counter = 0;

function render(brand: BrandStyle, input: PdfInput) {
  const file = path.join(dir, `doc-${counter++}.pdf`);
  const run = spawnSync("npx", ["tsx", "tests/helpers/render-pdf-cli.ts", file], {
    input: JSON.stringify({ brand, input }),
    encoding: "utf8",
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`render failed: ${run.stderr}`);
  const read = (cmd: string, args: string[]) =>
    spawnSync(cmd, [...args, file, ...(cmd === "pdftotext" ? ["-"] : [])], { encoding: "utf8" }).stdout;
  return {
    text: read("pdftotext", ["-layout"]),
    info: read("pdfinfo", []),
    fonts: read("pdffonts", []),
    images: read("pdfimages", ["-list"]),
  };
}

const { answers } = IDEA_FIXTURES[0];
const input = { answers, brandName: "BakeWise" };
const analysis = shownOffline("fullBusinessAnalysis", input);
const prototype = shownOffline("prototype", input);
const later = { ...input, financialModel: analysis.financialModel };
/** The investor deck of the fixture's whole package. */
const fullInvestorDeck = () =>
  investorDeck({
    pitch: shownOffline("pitch", later),
    model: analysis.financialModel!,
    analysis,
    actionPlan: shownOffline("actionPlan", later),
    marketingPlan: shownOffline("marketingPlan", later),
  });
const brand = brandStyle({
  brandName: "BakeWise",
  tagline: "Bake what sells.",
  moodBoard: prototype.moodBoard,
  headingFont: "Nunito",
  bodyFont: "Source Sans Pro",
});
const year3 = analysis.financialProjections.match(/Year 3: (\S+) revenue/)![1];

describe("PDF documents", () => {
  it("renders the full business analysis with a cover, the brand, its sections, tables and page numbers", () => {
    const pdf = render(brand, { kind: "analysis", data: analysis });
    expect(pdf.text).toContain("BakeWise");
    expect(pdf.text).toContain("Bake what sells.");
    for (const h of [
      "Executive Summary",
      "Market Potential",
      "Competitive Landscape",
      "Financial Projections",
      "Three-Year Projection",
      "Market Size",
      "Strategic Recommendations",
    ]) {
      expect(pdf.text).toContain(h);
    }
    expect(pdf.text).toContain(year3); // the table and the text show the same figure
    expect(pdf.text).toMatch(/Page 2 of \d+/);
    expect(pdf.fonts).toMatch(/Nunito-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(pdf.fonts).toMatch(/SourceSansPro-Regular/);
  });

  it("sizes a product bought once as the analysis does: its price once per buyer, and the year's buyers", () => {
    const once = {
      problem: "NHS waiting lists for hearing aids in parts of Scotland are 6-12 months.",
      solution: "Self-fit hearing aids plus a 15-minute hearing test in our app.",
      targetAudience: "The ~150,000 adults 55+ in Scotland with mild to moderate hearing loss.",
      differentiator: "Specsavers make you come in 2-3 times. We fit at home.",
      businessModel: "One-off £599 a pair, no subscription, batteries are built in.",
    };
    const data = shownOffline("fullBusinessAnalysis", { answers: once, brandName: "HearHome" });
    const tam = /total addressable market \(TAM\) (?:of|is|at) (£[\d.]+[KMB]?)/.exec(
      data.marketPotential,
    )![1];
    const pdf = render(brand, { kind: "analysis", data });
    const flat = pdf.text.replace(/\s+/g, " ");
    expect(flat).toContain(`TAM ${tam}`);
    // (The founder's own count: "150,000 adults × £599 once".)
    expect(flat).toMatch(/150,000 adults × £599 once/);
    expect(flat).toContain("Buyers in the year");
    expect(flat).not.toMatch(/× £599 a year/);
  });

  it("renders the prototype assets with the palette as swatches and hex codes", () => {
    const pdf = render(brand, { kind: "prototype", data: prototype });
    for (const hex of [
      prototype.moodBoard.primaryColor,
      prototype.moodBoard.accentColor,
      prototype.moodBoard.textColor,
    ])
      expect(pdf.text).toContain(hex.toUpperCase());
    expect(pdf.text).toContain("Colour Palette");
  });

  it("opens the prototype assets with the mood board picture and carries the mockups as images", async () => {
    const content = mockupContent({
      brand,
      features: prototype.features,
      screens: prototype.mockups,
      moodDescription: prototype.moodBoard.description,
    });
    const mockups = Object.fromEntries(
      await Promise.all(MOCKUP_KINDS.map(async (kind) => [kind, (await renderMockup(kind, content)).png])),
    );
    const plain = render(brand, { kind: "prototype", data: prototype });
    const pictured = render(brand, { kind: "prototype", data: prototype, mockups });
    const pages = (pdf: { info: string }) => Number(pdf.info.match(/Pages:\s+(\d+)/)![1]);
    // The mood board page, the hero and phone page, the social card page.
    expect(pages(pictured)).toBe(pages(plain) + 3);
    // The cover's logo mark, then one image per picture (pdfimages lists each with its page, and its
    // transparency mask as an "smask" of its own).
    const images = pictured.images
      .split("\n")
      .map((line) => /^\s*(\d+)\s+\d+\s+image\s+(\d+)\s+(\d+)/.exec(line))
      .filter((match) => match !== null)
      .map((match) => ({ page: Number(match[1]), width: Number(match[2]), height: Number(match[3]) }));
    expect(images.filter((image) => image.page === 1)).toEqual([{ page: 1, width: 192, height: 192 }]);
    expect(images.filter((image) => image.page > 1)).toHaveLength(4);
    expect(pictured.text).toContain("Landing page (desktop)");
    expect(pictured.text).toContain("Social post / Open Graph card");
    // The phone picture is the brand on a phone, captioned so for a product that has no app.
    expect(pictured.text).toContain("Phone screen");
    expect(pictured.text).not.toContain("App screen");
  });

  it("renders the action plan as week tables", () => {
    const plan = shownOffline("actionPlan", later);
    const pdf = render(brand, { kind: "actionPlan", data: plan });
    expect(pdf.text).toMatch(/Week 1 \(days 1-7\)/);
    expect(pdf.text).toMatch(/Week 9 \(days 57-60\)/);
    expect(pdf.text).toContain(plan.actionItems.at(-2)!.title); // "Launch publicly", in week 9
  });

  it("renders the pitch as the PowerPoint's 16:9 slides: a cover, ten slides in the spec's order, charts, then the notes", () => {
    const pitch = shownOffline("pitch", later);
    const pdf = render(brand, { kind: "pitch", data: pitch, model: analysis.financialModel });
    expect(pdf.info).toMatch(/Page size:\s+960 x 540 pts/); // the .pptx's 13.333 x 7.5 in
    const pages = pdf.text.split("\f").filter((page) => page.trim());
    // One page number scheme: "n / 10" in each slide's band, none on the cover or the notes.
    expect(pages[0]).toContain("Investor Pitch");
    for (let n = 1; n <= 10; n++) expect(pages[n]).toMatch(new RegExp(`\\b${n} / 10\\b`));
    expect(pdf.text).not.toMatch(/Page \d+ of \d+/);
    // The speaking points are off the slide faces, in their own section after the deck.
    const notes = pages.slice(11).join("\n");
    expect(notes).toContain("Speaker notes");
    const point = pitch.fullSlides![0].keyPoints[0];
    expect(pages.slice(1, 11).join(" ").replace(/\s+/g, " ")).not.toContain(point.slice(0, 30));
    expect(notes.replace(/\s+/g, " ")).toContain(point.slice(0, 30));
    // The charts of the PowerPoint: the market and the forecast from the model.
    expect(pages[3]).toMatch(/TAM[\s\S]*SAM[\s\S]*SOM/);
    expect(pages[7]).toContain("Revenue and EBITDA (USD)");
    const order = [
      "Problem",
      "Solution",
      "Market Size",
      "Business Model",
      "Traction",
      "Competition",
      "Financial Projections",
      "Team",
      "Funding Ask",
      "Vision",
    ].map((t) => pdf.text.indexOf(t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pdf.text).toContain(year3);
  });

  it("puts the landing-page mockup on the Solution slide of the pitch and investor PDFs", async () => {
    const content = mockupContent({ brand, features: prototype.features, screens: prototype.mockups });
    const solution = (await renderMockup("hero", content)).png;
    const deck = fullInvestorDeck();
    for (const input of [
      { kind: "pitch" as const, data: shownOffline("pitch", later), solution },
      { kind: "investor" as const, data: deck, solution },
    ]) {
      const pdf = render(brand, input);
      const pages = pdf.images
        .split("\n")
        .map((line) => /^\s*(\d+)\s+\d+\s+image\s+(\d+)\s+(\d+)/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [Number(match[1]), Number(match[2])]);
      // The cover's logo mark, and the 1440 px mockup on the Solution slide (page 3).
      expect(pages).toEqual([
        [1, 192],
        [3, 1440],
      ]);
      expect(pdf.text.split("\f")[2]).toContain("landing page mockup");
    }
  });

  it("renders the investor deck: one page per slide, the extended slides, their tables and the same numbers", () => {
    const deck = fullInvestorDeck();
    const pdf = render(brand, { kind: "investor", data: deck });
    expect(pdf.info).toMatch(/Page size:\s+960 x 540 pts/);
    // The cover, then fifteen slides, each whole on its page (its band's "n / 15"), then the notes.
    const pages = pdf.text.split("\f").filter((page) => page.trim());
    for (let n = 1; n <= 15; n++) expect(pages[n]).toMatch(new RegExp(`\\b${n} / 15\\b`));
    expect(pages[16]).toContain("Speaker notes");
    const flat = pdf.text.replace(/\s+/g, " ");
    const order = [
      ...PITCH_SLIDE_TITLES,
      "Use of Funds",
      "Go-to-Market",
      "Unit Economics",
      "Roadmap",
      "Appendix: Assumptions",
    ].map((t) => flat.indexOf(` ${t} `));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(flat).toContain(`Raising ${formatUsd(deck.numbers!.funding.amount)}`);
    expect(flat).toContain("LTV : CAC");
    expect(flat).toContain("Customer acquisition cost (CAC)");
    expect(flat).toContain("Weeks 7-9");
    expect(pdf.text).toContain(year3);
    expect(pdf.text).not.toMatch(/Page \d+ of \d+/);
  });

  it("renders the marketing plan: keywords by intent, every channel's posts by day, and the ads", () => {
    const plan = shownOffline("marketingPlan", later);
    const pdf = render(brand, { kind: "marketing", data: plan });
    expect(pdf.text).toContain("Marketing Plan");
    for (const heading of ["SEO Keywords", "Social Plan (60 days)", "Ad Copy"])
      expect(pdf.text).toContain(heading);
    const flat = pdf.text.replace(/\s+/g, " ");
    expect(flat).toContain(plan.seoKeywords[0].keyword);
    for (const channel of plan.socialPlan) expect(flat).toContain(channel.channel);
    expect(pdf.text).toMatch(/Day 1\b/);
    expect(flat).toContain(plan.adCopy[0].callToAction);
    expect(pdf.text).toMatch(/Page 2 of \d+/);
  });

  it("keeps accents and Chinese, drops emoji, and falls back when a step is partly empty", () => {
    const unicode = {
      ...analysis,
      executiveSummary: "Crème brûlée für alle: 咖啡馆的预测 🚀 done",
      strategicRecommendations: [],
    };
    const pdf = render(brandStyle({ brandName: "Crème Café" }), { kind: "analysis", data: unicode });
    expect(pdf.text).toContain("Crème brûlée für alle");
    expect(pdf.text).toContain("咖啡馆的预测");
    expect(pdf.text).not.toContain("🚀");
    expect(pdf.text).toContain("No recommendations available");
    expect(pdf.fonts).toMatch(/NotoSansSC/);
  });

  it("draws Vietnamese, Cyrillic and the dong sign in a brand font that lacks them, and every minus sign", () => {
    const text = {
      ...analysis,
      executiveSummary: "Dân văn phòng ăn cơm tiệm mỗi ngày. Пекарня в Харкові. Bữa trưa ₫45,000.",
    };
    const lato = brandStyle({ brandName: "Cơm Nhà", headingFont: "Poppins", bodyFont: "Lato" });
    const pdf = render(lato, { kind: "analysis", data: text });
    expect(pdf.text).toContain("Dân văn phòng ăn cơm tiệm mỗi ngày.");
    expect(pdf.text).toContain("Пекарня в Харкові.");
    expect(pdf.text).toContain("₫45,000");
    expect(pdf.fonts).toMatch(/Inter/);
    // A loss keeps its sign on the slides ("−$80.1K" read "$80.1K" when the sign had no glyph).
    const pitch = shownOffline("pitch", later);
    const slides = pitch.fullSlides!.map((slide) =>
      slide.title === "Financial Projections"
        ? { ...slide, content: ["EBITDA: -$80.1K (Y1), -$83.6K (Y2), $22.4K (Y3)"] }
        : slide,
    );
    const deck = render(brand, {
      kind: "pitch",
      data: { ...pitch, fullSlides: slides },
      model: analysis.financialModel,
    });
    expect(deck.text).toContain("EBITDA: −$80.1K (Y1), −$83.6K (Y2), $22.4K (Y3)");
  });

  it("draws the baht sign and Thai from Noto Sans Thai, which no brand font has", () => {
    // Every "฿90" of a Thai founder's analysis printed as a box over the first digit.
    const thai = {
      ...analysis,
      executiveSummary: "Lockers at ฿90 for up to 12 hours near BTS stations (ล็อกเกอร์).",
    };
    const pdf = render(brand, { kind: "analysis", data: thai });
    expect(pdf.text).toContain("Lockers at ฿90 for up to 12 hours");
    expect(pdf.text).toContain("ล็อกเกอร์");
    expect(pdf.fonts).toMatch(/NotoSansThai/);
  });

  it("draws Arabic and Hebrew with shaping fonts, in reading order, beside Latin text", () => {
    const rtl = {
      ...analysis,
      executiveSummary: "مخبز الحي يتنبأ بالطلب كل صباح. מאפייה שכונתית חוזה ביקוש. Then English again.",
    };
    const pdf = render(brandStyle({ brandName: "مخبز שלום" }), { kind: "analysis", data: rtl });
    expect(pdf.fonts).toMatch(/NotoSansArabic-Regular/);
    expect(pdf.fonts).toMatch(/NotoSansHebrew-Regular/);
    expect(pdf.text).toContain("מאפייה שכונתית חוזה ביקוש");
    expect(pdf.text).toContain("بالطلب كل صباح");
    expect(pdf.text).toContain("Then English again.");
  });
});
