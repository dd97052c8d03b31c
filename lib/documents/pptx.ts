import type PptxGenJS from "pptxgenjs";

import type { FinancialModel, PitchData } from "@/lib/artifacts/schemas";
import { project, sizeMarket, type Projection } from "@/lib/finance/model";
import type { BrandStyle } from "./brand";
import { deckSlides, fitFontSize, speakerNotes, type DeckSlide } from "./pptx-text";
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
 * The investor deck (.pptx): ten slides in the order the spec names (Problem … Vision), dressed in the
 * brand. Slide 1 uses the "TITLE" master (a primary-colour band holding the brand name, tagline and date);
 * the others use the "CONTENT" master (title bar, brand name in the footer, slide number). Financial Projections holds a native chart of revenue and EBITDA from
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

  const numbers = model ? figures(model) : null;
  deckSlides(pitch).forEach((content, index) => {
    const master = index === 0 ? TITLE_MASTER : CONTENT_MASTER;
    const slide = pres.addSlide({ masterName: master });
    slide.addText(content.title, { placeholder: "title" });
    if (index === 0) addTitleBand(slide, brand, p, date);

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
    slide.addNotes(speakerNotes(content, index === 0 ? pitch.elevatorPitch : null));
  });

  const output = await pres.write({ outputType: "nodebuffer" });
  return Buffer.isBuffer(output) ? output : Buffer.from(output as ArrayBuffer);
}

/** The projection and market size, or null when the stored assumptions no longer parse. */
function figures(
  model: FinancialModel,
): { projection: Projection; market: ReturnType<typeof sizeMarket> } | null {
  try {
    const projection = project(model.assumptions);
    return {
      projection,
      market: sizeMarket(model.market, projection.arpu, model.assumptions.monthlyChurnRate),
    };
  } catch {
    return null;
  }
}

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
