import type PptxGenJS from "pptxgenjs";

import type { FinancialModel, PitchData } from "@/lib/artifacts/schemas";
import type { BrandStyle } from "./brand";
import { deckFigures } from "./deck-figures";
import { cleanBlock, deckSlides, fitFontSize, sentences, speakerNotes, type DeckSlide } from "./pptx-text";
import {
  addTitleBand,
  brandedPresentation,
  BODY,
  CONTENT_MASTER,
  TITLE_MASTER,
  type Palette,
} from "./pptx-theme";
import { MOCKUP_SIZES } from "./mockups/sizes";
import { addFinanceChart, addMarketVisual, addPicture, type Box } from "./pptx-visuals";

/**
 * The investor deck (.pptx): a title slide, then ten slides in the order the spec names (Problem … Vision),
 * dressed in the brand, as the pitch PDF has them. The title slide uses the "TITLE" master (a primary-colour
 * band holding the brand name, tagline and date, then the pitch in two sentences); the ten use the
 * "CONTENT" master (title bar, brand name in the footer, slide number). Financial Projections holds a native chart of revenue and EBITDA from
 * lib/finance; Market Size shows TAM/SAM/SOM. Speaker notes hold each slide's key points.
 */

/** Gap between the bullets and a visual beside them, in inches. */
const GUTTER = 0.4;

export async function pitchDeck({
  brand,
  pitch,
  model,
  solution = null,
  date = new Date(),
}: {
  brand: BrandStyle;
  pitch: PitchData;
  model: FinancialModel | null;
  /** The landing-page mockup (PNG, 1440 x 900 at 2x) for the Solution slide. */
  solution?: Buffer | null;
  /** The date on the title slide (today by default). */
  date?: Date;
}): Promise<Buffer> {
  const { pres, p } = brandedPresentation(brand, "Investor presentation");

  const numbers = model ? deckFigures(model) : null;
  // The cover is a slide of its own (it was merged into the Problem slide): the pitch in two sentences.
  const cover = pres.addSlide({ masterName: TITLE_MASTER });
  cover.addText("Investor pitch", { placeholder: "title" });
  addTitleBand(cover, brand, p, date);
  const summary = sentences(pitch.elevatorPitch, 2).join(" ");
  if (summary)
    cover.addText(summary, {
      ...BODY[TITLE_MASTER],
      fontFace: p.bodyFont,
      fontSize: 18,
      color: p.text,
      valign: "top",
      fit: "shrink",
    });
  const elevator = cleanBlock(pitch.elevatorPitch ?? "");
  cover.addNotes(elevator ? `Elevator pitch:\n${elevator}` : brand.name);

  deckSlides(pitch).forEach((content) => {
    const master = CONTENT_MASTER;
    const slide = pres.addSlide({ masterName: master });
    slide.addText(content.title, { placeholder: "title" });

    // Bullets first, so screen readers and the outline read them before the visual beside them.
    const body: Box = { ...BODY[master] };
    if (numbers && content.title === "Financial Projections") {
      const visual = splitRight(body, 0.5);
      addBullets(slide, content, body, p);
      addFinanceChart(pres, slide, numbers.projection.years, p, visual, model?.currency);
    } else if (solution && content.title === "Solution") {
      const visual = splitRight(body, 0.5);
      addBullets(slide, content, body, p);
      addPicture(slide, solution, MOCKUP_SIZES.hero, visual, `${brand.name}: landing page mockup`);
    } else if (numbers && content.title === "Market Size") {
      const visual = splitRight(body, 0.42);
      addBullets(slide, content, body, p);
      addMarketVisual(pres, slide, numbers.market, p, visual, model?.currency);
    } else {
      addBullets(slide, content, body, p);
    }
    slide.addNotes(speakerNotes(content));
  });

  const output = await pres.write({ outputType: "nodebuffer" });
  return Buffer.isBuffer(output) ? output : Buffer.from(output as ArrayBuffer);
}

/** The first two sentences of a text, whole. */
/** Gives the right-hand `share` of `body` to a visual and narrows `body` to what is left. */
export function splitRight(body: Box, share: number): Box {
  const visualWidth = (body.w - GUTTER) * share;
  const visual = { x: body.x + body.w - visualWidth, y: body.y, w: visualWidth, h: body.h };
  body.w -= visualWidth + GUTTER;
  return visual;
}

export function addBullets(
  slide: PptxGenJS.Slide,
  content: Pick<DeckSlide, "bullets"> & { title: string },
  box: Box,
  p: Palette,
): void {
  const bullets = content.bullets.length > 0 ? content.bullets : [content.title];
  const fontSize = fitFontSize(bullets, box.w, box.h, { max: box.w > 8 ? 24 : 20 });
  slide.addText(
    bullets.map((text, i) => ({
      text,
      options: { bullet: { indent: Math.round(fontSize * 0.9) }, breakLine: i < bullets.length - 1 },
    })),
    {
      ...box,
      fontFace: p.bodyFont,
      fontSize,
      color: p.text,
      valign: "top",
      paraSpaceAfter: Math.round(fontSize * 0.6),
      fit: "shrink",
    },
  );
}
