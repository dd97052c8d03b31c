import type PptxGenJS from "pptxgenjs";

import { formatMoney, formatMonth } from "@/lib/finance/format";
import type { BrandStyle } from "./brand";
import {
  investorDeck,
  sentences,
  type InvestorDeckInput,
  type InvestorSlide,
  type InvestorTable,
  raiseLine,
} from "./investor-deck";
import { addBullets, splitRight } from "./pptx";
import { cleanLine, plainLine } from "./pptx-text";
import {
  addTitleBand,
  brandedPresentation,
  BODY,
  CONTENT_MASTER,
  TITLE_MASTER,
  type Palette,
} from "./pptx-theme";
import { MOCKUP_SIZES } from "./mockups/sizes";
import { addFinanceChart, addFundsChart, addMarketVisual, addPicture, type Box } from "./pptx-visuals";

/**
 * The Rocket investor deck (.pptx): a title slide with the headline numbers, the ten core slides, then
 * Use of Funds (a native doughnut chart), Go-to-Market, Unit Economics and Roadmap (native tables) and
 * the appendix of assumptions. Same masters and palette as the pitch deck; speaker notes on every slide.
 */

const TABLE_FONT = 12;

export async function investorDeckPptx({
  brand,
  input,
  solution = null,
  date = new Date(),
}: {
  brand: BrandStyle;
  input: InvestorDeckInput;
  /** The landing-page mockup (PNG) for the Solution slide. */
  solution?: Buffer | null;
  date?: Date;
}): Promise<Buffer> {
  const { pres, p, name } = brandedPresentation(brand, "Investor deck");
  const deck = investorDeck(input);

  // Title slide: the brand band, then the pitch in two sentences and the headline numbers.
  const title = pres.addSlide({ masterName: TITLE_MASTER });
  title.addText("Investor deck", { placeholder: "title" });
  addTitleBand(title, brand, p, date);
  const summary = sentences(deck.elevatorPitch, 2).join(" ");
  const headline = deck.numbers
    ? [
        raiseLine(deck.numbers),
        `Break-even ${formatMonth(deck.numbers.projection.breakEvenMonth)}`,
        `Year 3 revenue ${formatMoney(deck.numbers.projection.years[2].revenue, deck.numbers.currency)}`,
      ].join("   \u00B7   ")
    : "";
  const body = BODY[TITLE_MASTER];
  title.addText(
    [
      { text: summary || name, options: { fontSize: 18, breakLine: Boolean(headline) } },
      ...(headline ? [{ text: headline, options: { fontSize: 16, bold: true, color: p.primary } }] : []),
    ],
    { ...body, fontFace: p.bodyFont, color: p.text, valign: "top", paraSpaceAfter: 12, fit: "shrink" },
  );
  title.addNotes(deck.elevatorPitch ? `Elevator pitch:\n${deck.elevatorPitch}` : name);

  for (const content of deck.slides) {
    const slide = pres.addSlide({ masterName: CONTENT_MASTER });
    slide.addText(content.title, { placeholder: "title" });
    if (solution && content.title === "Solution") {
      const body: Box = { ...BODY[CONTENT_MASTER] };
      const visual = splitRight(body, 0.5);
      addBullets(slide, content, body, p);
      addPicture(slide, solution, MOCKUP_SIZES.hero, visual, `${name}: landing page mockup`);
    } else layout(pres, slide, content, deck, p);
    slide.addNotes(notes(content));
  }

  const output = await pres.write({ outputType: "nodebuffer" });
  return Buffer.isBuffer(output) ? output : Buffer.from(output as ArrayBuffer);
}

function notes(content: InvestorSlide): string {
  return content.keyPoints.length > 0
    ? `Key points:\n${content.keyPoints.map((k) => `- ${plainLine(k)}`).join("\n")}`
    : content.title;
}

function layout(
  pres: PptxGenJS,
  slide: PptxGenJS.Slide,
  content: InvestorSlide,
  deck: ReturnType<typeof investorDeck>,
  p: Palette,
): void {
  const body: Box = { ...BODY[CONTENT_MASTER] };
  const numbers = deck.numbers;
  // Bullets first, so screen readers and the outline read them before the visual beside them.
  if (content.visual === "finance" && numbers) {
    const visual = splitRight(body, 0.5);
    addBullets(slide, content, body, p);
    addFinanceChart(pres, slide, numbers.projection.years, p, visual, numbers.currency);
  } else if (content.visual === "market" && numbers) {
    const visual = splitRight(body, 0.42);
    addBullets(slide, content, body, p);
    addMarketVisual(pres, slide, numbers.market, p, visual, numbers.currency);
  } else if (content.visual === "funds" && numbers) {
    const visual = splitRight(body, 0.45);
    addBullets(slide, content, body, p);
    addFundsChart(pres, slide, numbers.funding.useOfFunds, p, visual, numbers.currency);
  } else if (content.tables.length === 2) {
    // The appendix: the two tables side by side, the notes under the shorter one.
    const right = splitRight(body, 0.45);
    addTable(slide, content.tables[0], body, p, 11);
    const used = tableHeight(content.tables[1], 11) + 0.3;
    addTable(slide, content.tables[1], right, p, 11);
    addBullets(slide, content, { ...right, y: right.y + used, h: right.h - used }, p);
  } else if (content.tables.length === 1 && content.tables[0].columns.length === 2) {
    const right = splitRight(body, 0.5);
    addBullets(slide, content, body, p);
    addTable(slide, content.tables[0], right, p, TABLE_FONT);
  } else if (content.tables.length === 1) {
    // Wide tables (the roadmap) go under the bullets.
    const bulletsHeight = Math.min(1.6, 0.55 * content.bullets.length + 0.2);
    addBullets(slide, content, { ...body, h: bulletsHeight }, p);
    addTable(
      slide,
      content.tables[0],
      { ...body, y: body.y + bulletsHeight + 0.15, h: body.h - bulletsHeight - 0.15 },
      p,
      TABLE_FONT,
    );
  } else {
    addBullets(slide, content, body, p);
  }
}

/** Height a table takes in inches: one line a row at `fontSize`, plus padding. */
function tableHeight(table: InvestorTable, fontSize: number): number {
  return (table.rows.length + 1) * ((fontSize * 1.2) / 72 + 0.12);
}

function addTable(
  slide: PptxGenJS.Slide,
  table: InvestorTable,
  box: Box,
  p: Palette,
  fontSize: number,
): void {
  const widths = table.widths ?? table.columns.map(() => 1);
  const total = widths.reduce((a, b) => a + b, 0);
  const header = table.columns.map((text) => ({
    text,
    options: { bold: true, color: p.onPrimary, fill: { color: p.primary } },
  }));
  const rows = table.rows.map((row, r) =>
    row.map((text) => ({
      text: cleanLine(text),
      options: r % 2 === 1 ? { fill: { color: "F3F4F6" } } : {},
    })),
  );
  slide.addTable([header, ...rows], {
    x: box.x,
    y: box.y,
    w: box.w,
    colW: widths.map((w) => (box.w * w) / total),
    fontFace: p.bodyFont,
    fontSize,
    color: p.text,
    border: { type: "solid", pt: 0.5, color: "D0D0D0" },
    valign: "middle",
    margin: 0.05,
    autoPage: false,
  });
}
