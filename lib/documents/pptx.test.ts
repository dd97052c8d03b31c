import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import JSZip from "jszip";

import {
  expectOpensWithoutRepair,
  runs,
  slides,
  titleOf,
  unzip,
  decode,
  type Parts,
} from "@/tests/helpers/pptx";

import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { shownOffline } from "@/lib/ai/offline";
import { PITCH_SLIDE_TITLES, type FinancialModel, type PitchData } from "@/lib/artifacts/schemas";
import { formatUsd } from "@/lib/finance/format";
import { project, sizeMarket } from "@/lib/finance/model";
import { brandStyle } from "./brand";
import { mockupContent, renderMockup } from "./mockups";
import { pitchDeck } from "./pptx";
import { cleanLine, fitFontSize } from "./pptx-text";

const fixture = IDEA_FIXTURES.find((f) => f.id === "bakery-forecasting")!;
const brandName = "Breadwise";
const brand = brandStyle({
  brandName,
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
const model: FinancialModel = shownOffline("fullBusinessAnalysis", {
  answers: fixture.answers,
  brandName,
}).financialModel!;
const pitch: PitchData = shownOffline("pitch", {
  answers: fixture.answers,
  brandName,
  financialModel: model,
});
const date = new Date("2025-07-15T12:00:00Z");

const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\uFE0F/u;

describe("pitchDeck", () => {
  let parts: Parts;
  let zip: JSZip;

  beforeAll(async () => {
    const buffer = await pitchDeck({ brand, pitch, model, date });
    zip = await JSZip.loadAsync(buffer);
    parts = await unzip(buffer);
  });

  it("has a title slide of its own, then exactly ten slides titled in the spec's order (as the PDF)", () => {
    const all = slides(parts);
    expect(all).toHaveLength(11);
    expect(titleOf(all[0])).toBe("Investor pitch");
    expect(all.slice(1).map(titleOf)).toEqual([...PITCH_SLIDE_TITLES]);
    expect(all.slice(1).map((xml) => runs(xml)[0])).toEqual([...PITCH_SLIDE_TITLES]);
    // The cover holds no slide's bullets: the Problem is on its own slide.
    expect(runs(all[0])).not.toEqual(expect.arrayContaining(pitch.fullSlides![0].content));
  });

  it("opens with the brand on the title master, then uses the content master", () => {
    const layoutName = (n: number) => {
      const target = parts
        .get(`ppt/slides/_rels/slide${n}.xml.rels`)!
        .match(/slideLayouts\/(slideLayout\d+\.xml)/)![1];
      return parts.get(`ppt/slideLayouts/${target}`)!.match(/<p:cSld name="([^"]+)"/)![1];
    };
    expect(layoutName(1)).toBe("TITLE");
    for (let n = 2; n <= 11; n++) expect(layoutName(n)).toBe("CONTENT");

    const first = runs(slides(parts)[0]);
    expect(first).toEqual(
      expect.arrayContaining([brandName, "Bake what sells", "Investor presentation · July 2025"]),
    );
    const contentLayout = [...parts.entries()].find(
      ([name, xml]) => name.startsWith("ppt/slideLayouts/") && xml.includes('name="CONTENT"'),
    )![1];
    expect(runs(contentLayout)).toContain(brandName);
    expect(contentLayout).toContain('type="sldNum"');
    // Brand colours, written as pptxgenjs wants them (no "#").
    expect(contentLayout).toContain('<a:srgbClr val="1D4ED8"/>');
    // The deck's one typeface, present in every app that opens it; the brand's fonts are not named.
    expect(slides(parts)[1]).toContain('typeface="Arial"');
    expect([...parts.values()].join("")).not.toMatch(/typeface="(?:Lato|Montserrat)"/);
  });

  it("puts each slide's content in bullets that shrink to fit", () => {
    slides(parts)
      .slice(1)
      .forEach((xml, i) => {
        const text = runs(xml).join("\n");
        for (const bullet of pitch.fullSlides![i].content) expect(text).toContain(cleanLine(bullet));
        expect(xml).toContain("<a:buChar");
        expect(xml).toContain("<a:normAutofit/>");
      });
  });

  it("opens on the elevator pitch's first two whole sentences, a figure's point ending none", async () => {
    const elevatorPitch =
      "Lucidera checks every text layer against WCAG 2.2 contrast. It suggests the nearest passing colour. Designers save hours.";
    const deck = await unzip(await pitchDeck({ brand, pitch: { ...pitch, elevatorPitch }, model, date }));
    const cover = runs(slides(deck)[0]).join(" ");
    expect(cover).toContain(
      "Lucidera checks every text layer against WCAG 2.2 contrast. It suggests the nearest passing colour.",
    );
    expect(cover).not.toContain("Designers save hours.");
  });

  it("gives every slide speaker notes with its key points, and the elevator pitch on the title slide", () => {
    for (let n = 1; n <= 10; n++) {
      const notes = parts.get(`ppt/notesSlides/notesSlide${n + 1}.xml`);
      expect(notes).toBeDefined();
      const text = runs(notes!).join("\n");
      for (const point of pitch.fullSlides![n - 1].keyPoints) expect(text).toContain(point);
    }
    expect(runs(parts.get("ppt/notesSlides/notesSlide1.xml")!).join("\n").replace(/\r\n/g, "\n")).toContain(
      pitch.elevatorPitch,
    );
  });

  it("charts revenue and EBITDA from lib/finance as a native chart in the brand colours", () => {
    const charts = [...parts.keys()].filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
    expect(charts).toHaveLength(1);
    const chart = parts.get(charts[0])!;
    const values = [...chart.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => decode(m[1]));
    const { years } = project(model.assumptions);
    for (const year of years) {
      expect(values).toContain(String(Math.round(year.revenue)));
      expect(values).toContain(String(Math.round(year.ebitda)));
    }
    expect(values).toEqual(expect.arrayContaining(["Revenue", "EBITDA", "Year 1", "Year 2", "Year 3"]));
    expect(chart).toContain('<a:srgbClr val="1D4ED8"/>');
    expect(chart).toContain('<a:srgbClr val="F59E0B"/>');
    expect(chart).toMatch(/formatCode="[^"]*\$[^"]*#,##0/);
    // The chart sits on the Financial Projections slide, beside its bullets.
    expect(parts.get("ppt/slides/_rels/slide8.xml.rels")).toContain("chart");
    expect(zip.file(/^ppt\/embeddings\/.+\.xlsx$/)).toHaveLength(1);
  });

  it("shows TAM, SAM and SOM on the Market Size slide, or that the market is not sized yet", async () => {
    // The fixture's founder gave no count: the rings say so, with no figure.
    const text = runs(slides(parts)[3]);
    expect(text).toEqual(expect.arrayContaining(["TAM", "SAM", "SOM"]));
    expect(text.filter((t) => t === "not sized yet")).toHaveLength(3);
    const counted = { ...model, market: { ...model.market, potentialCustomers: 20_000 } };
    const { arpu } = project(counted.assumptions);
    const market = sizeMarket(counted.market, arpu);
    const sized = await unzip(
      await pitchDeck({
        pitch: shownOffline("pitch", { answers: fixture.answers, brandName, financialModel: counted }),
        brand,
        model: counted,
        date,
      }),
    );
    const shown = runs(slides(sized)[3]);
    for (const value of [market.tam!, market.sam!, market.som!]) expect(shown).toContain(formatUsd(value));
  });

  it("writes a package that opens without repair: well-formed parts, valid colours, typed parts, live links", () => {
    expectOpensWithoutRepair(parts, zip);
  });

  it("shows the landing-page mockup beside the Solution slide's bullets, with alt text, and opens without repair", async () => {
    const content = mockupContent({ brand, features: ["Forecast tomorrow's bake"], screens: [] });
    const png = (await renderMockup("hero", content)).png;
    const buffer = await pitchDeck({ brand, pitch, model, date, solution: png });
    const pictured = await unzip(buffer);
    const pictureZip = await JSZip.loadAsync(buffer);
    expect(slides(pictured)[2]).toMatch(/<p:pic>[\s\S]*descr="Breadwise: landing page mockup"/);
    expect(runs(slides(pictured)[2])).toEqual(expect.arrayContaining(pitch.fullSlides![1].content));
    const media = Object.values(pictureZip.files)
      .filter((file) => !file.dir && file.name.startsWith("ppt/media/"))
      .map((file) => file.name);
    expect(media).toHaveLength(1);
    expect((await pictureZip.file(media[0])!.async("nodebuffer")).equals(png)).toBe(true);
    // Only the Solution slide has a picture.
    for (const [i, slide] of slides(pictured).entries()) expect(slide.includes("<p:pic>")).toBe(i === 2);
    expectOpensWithoutRepair(pictured, pictureZip);
  });

  it("keeps the bullets and skips the visuals when there is no financial model", async () => {
    const without = await unzip(await pitchDeck({ brand, pitch, model: null, date }));
    expect(slides(without)).toHaveLength(11);
    expect([...without.keys()].some((name) => name.startsWith("ppt/charts/"))).toBe(false);
    expect(runs(slides(without)[7])).toEqual(
      expect.arrayContaining(pitch.fullSlides![6].content.map(cleanLine)),
    );
    expect(runs(slides(without)[3])).not.toContain("TAM");
  });

  it("falls back to the deck outline when the pitch has no full slides", async () => {
    const outlineOnly = await unzip(
      await pitchDeck({ brand, pitch: { ...pitch, fullSlides: undefined }, model, date }),
    );
    const all = slides(outlineOnly).slice(1);
    expect(all.map(titleOf)).toEqual([...PITCH_SLIDE_TITLES]);
    all.forEach((xml, i) => {
      const line = pitch.deckOutline[i].replace(`${PITCH_SLIDE_TITLES[i]}: `, "");
      expect(runs(xml)).toContain(line);
    });
  });

  it("keeps accents and CJK, and drops emoji and control characters", async () => {
    const slidesWithUnicode = pitch.fullSlides!.map((s, i) =>
      i === 0
        ? {
            ...s,
            content: ["咖啡店每天浪费面包 ☕", "Café owners 🚀 lose 20%\u0007 👩‍🍳", "🎉"],
            keyPoints: ["Ouvrez avec une histoire 🇫🇷 vraie"],
          }
        : s,
    );
    const buffer = await pitchDeck({
      brand: { ...brand, name: "Breadwise 咖啡 🍞", tagline: "Crème de la crème ✨" },
      pitch: { ...pitch, fullSlides: slidesWithUnicode },
      model,
      date,
    });
    const unicode = await unzip(buffer);
    const everything = [...unicode.values()].join("\n");
    expect(everything).toContain("咖啡店每天浪费面包");
    expect(everything).toContain("Breadwise 咖啡");
    expect(everything).toContain("Crème de la crème");
    expect(everything).toContain("Ouvrez avec une histoire vraie");
    expect(everything).not.toMatch(EMOJI);
    expect(everything).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u200D]/);
    const first = runs(slides(unicode)[1]);
    expect(first).toEqual(expect.arrayContaining(["咖啡店每天浪费面包", "Café owners lose 20%"]));
    expect(first).not.toContain("");
  });
});

describe("fitFontSize", () => {
  it("shrinks long bullets and never goes below the minimum", () => {
    const short = fitFontSize(["Short point", "Another one"], 12, 5);
    const long = fitFontSize(
      Array.from({ length: 7 }, () => "A long bullet that goes on and on about the market ".repeat(3)),
      6,
      5,
    );
    expect(short).toBe(24);
    expect(long).toBeLessThan(short);
    expect(fitFontSize(["x".repeat(5000)], 4, 1)).toBe(12);
  });
});

/**
 * Opening the deck in a real office suite runs only when asked (PPTX_LIBREOFFICE_CHECK=1): a LibreOffice
 * that happens to be on PATH but cannot convert (no profile folder, a broken install) must not fail the
 * suite. When asked, a missing or failing LibreOffice fails loudly.
 */
const libreOfficeAsked = process.env.PPTX_LIBREOFFICE_CHECK === "1";
const soffice = spawnSync("sh", ["-c", "command -v soffice || command -v libreoffice"], {
  encoding: "utf8",
}).stdout.trim();

describe("LibreOffice", () => {
  (libreOfficeAsked ? it : it.skip)(
    libreOfficeAsked
      ? "converts the deck to PDF headless"
      : "converts the deck to PDF headless (skipped: set PPTX_LIBREOFFICE_CHECK=1 to run it)",
    async () => {
      if (!soffice)
        throw new Error("PPTX_LIBREOFFICE_CHECK=1 but neither soffice nor libreoffice is on PATH");
      const dir = mkdtempSync(path.join(tmpdir(), "pptx-"));
      try {
        const file = path.join(dir, "deck.pptx");
        writeFileSync(file, await pitchDeck({ brand, pitch, model, date }));
        execFileSync(
          soffice,
          [
            "--headless",
            `-env:UserInstallation=file://${dir}/profile`,
            "--convert-to",
            "pdf",
            "--outdir",
            dir,
            file,
          ],
          { timeout: 120_000 },
        );
        expect(readFileSync(path.join(dir, "deck.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});

describe("figures on the slides", () => {
  it("keep a negative figure's sign with its number (no line break after the minus)", () => {
    expect(cleanLine("EBITDA -$7.6K in year 1")).toBe("EBITDA \u2212$7.6K in year 1");
    expect(cleanLine("(-12%)")).toBe("(\u221212%)");
    // A hyphen inside a word stays a hyphen.
    expect(cleanLine("year-3 revenue, e-bikes")).toBe("year-3 revenue, e-bikes");
  });
});
