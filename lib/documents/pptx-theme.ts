import PptxGenJS from "pptxgenjs";

import { AA_TEXT, contrastRatio, readableOn } from "@/lib/color";
import { FALLBACK_BRAND_NAME, type BrandStyle } from "./brand";
import { cleanLine, monthYear } from "./pptx-text";

/**
 * The deck's look: brand colours made safe for pptxgenjs (hex without "#", text that reads on its
 * background) and the two slide masters. The 16:9 "LAYOUT_WIDE" page is 13.333 × 7.5 inches.
 */

export const PAGE = { w: 13.333, h: 7.5, margin: 0.6 } as const;
export const TITLE_MASTER = "TITLE";
export const CONTENT_MASTER = "CONTENT";
const TITLE_BAND = 2.75;

/** Where the body goes on each master, in inches. */
export const BODY = {
  [TITLE_MASTER]: { x: PAGE.margin, y: 3.85, w: PAGE.w - 2 * PAGE.margin, h: 3.0 },
  [CONTENT_MASTER]: { x: PAGE.margin, y: 1.55, w: PAGE.w - 2 * PAGE.margin, h: 5.3 },
} as const;

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  /** Body text: the brand's text colour when it reads on the background, else black or white. */
  text: string;
  /** Text on the primary band. */
  onPrimary: string;
  headingFont: string;
  bodyFont: string;
}

const HEX = /^#?([0-9a-fA-F]{6})$/;
const DEFAULTS = {
  primary: "#3730A3",
  secondary: "#4C1D95",
  accent: "#F97316",
  background: "#FFFFFF",
  text: "#1E1B2E",
};

/** "#3730a3" → "3730A3"; anything that is not a 6-digit hex colour becomes the fallback. */
function hex(value: string, fallback: string): string {
  return (HEX.exec(value ?? "")?.[1] ?? HEX.exec(fallback)![1]).toUpperCase();
}

/**
 * The deck's typeface, the same in PowerPoint, Keynote, Google Slides and LibreOffice by design: the
 * brand's fonts (Inter, Montserrat, Lato…) ship with none but Google Slides, and an embedded font is read
 * by PowerPoint alone, so each app substituted its own and the slides reflowed differently in each. Arial is
 * in all four (LibreOffice draws it with the metric-compatible Liberation Sans), so every line breaks where
 * the deck was laid out. The PDF decks keep the brand's fonts, embedded.
 */
export const DECK_FONT = "Arial";

function fontName(_brandFont: string): string {
  return DECK_FONT;
}

/** The brand name as the slides print it (never empty). */
export function brandName(brand: BrandStyle): string {
  return cleanLine(brand.name) || FALLBACK_BRAND_NAME;
}

export function palette(brand: BrandStyle): Palette {
  const c = brand.colors;
  const primary = hex(c.primary, DEFAULTS.primary);
  const background = hex(c.background, DEFAULTS.background);
  const brandText = hex(c.text, DEFAULTS.text);
  const bg = `#${background}`;
  const text = contrastRatio(`#${brandText}`, bg) >= AA_TEXT ? brandText : readableOn(bg).slice(1);
  return {
    primary,
    secondary: hex(c.secondary, DEFAULTS.secondary),
    accent: hex(c.accent, DEFAULTS.accent),
    background,
    text,
    onPrimary: readableOn(`#${primary}`).slice(1),
    headingFont: fontName(brand.headingFont),
    bodyFont: fontName(brand.bodyFont),
  };
}

/** Defines the "TITLE" master (a brand band above the slide title) and the "CONTENT" master. */
export function defineMasters(pres: PptxGenJS, brand: BrandStyle, p: Palette): void {
  const name = brandName(brand);
  const width = PAGE.w - 2 * PAGE.margin;

  pres.defineSlideMaster({
    title: TITLE_MASTER,
    background: { color: p.background },
    objects: [
      { rect: { x: 0, y: 0, w: PAGE.w, h: TITLE_BAND, fill: { color: p.primary }, line: { type: "none" } } },
      {
        rect: { x: 0, y: TITLE_BAND, w: PAGE.w, h: 0.08, fill: { color: p.accent }, line: { type: "none" } },
      },
      {
        placeholder: {
          options: {
            name: "title",
            type: "title",
            x: PAGE.margin,
            y: 2.95,
            w: width,
            h: 0.8,
            fontFace: p.headingFont,
            fontSize: 32,
            bold: true,
            color: p.text,
            valign: "middle",
          },
          text: "Slide title",
        },
      },
    ],
  });

  pres.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: p.background },
    objects: [
      { rect: { x: 0, y: 0, w: PAGE.w, h: 1.15, fill: { color: p.primary }, line: { type: "none" } } },
      { rect: { x: 0, y: 1.15, w: PAGE.w, h: 0.06, fill: { color: p.accent }, line: { type: "none" } } },
      {
        placeholder: {
          options: {
            name: "title",
            type: "title",
            x: PAGE.margin,
            y: 0.15,
            w: width,
            h: 0.85,
            fontFace: p.headingFont,
            fontSize: 30,
            bold: true,
            color: p.onPrimary,
            valign: "middle",
          },
          text: "Slide title",
        },
      },
      {
        text: {
          text: name,
          options: {
            x: PAGE.margin,
            y: PAGE.h - 0.5,
            w: 8,
            h: 0.35,
            fontFace: p.bodyFont,
            fontSize: 11,
            color: p.text,
            valign: "middle",
          },
        },
      },
    ],
    slideNumber: {
      x: PAGE.w - PAGE.margin - 0.8,
      y: PAGE.h - 0.5,
      w: 0.8,
      h: 0.35,
      fontFace: p.bodyFont,
      fontSize: 11,
      color: p.text,
      align: "right",
    },
  });
}

/**
 * The brand band of the first slide: name, tagline, "Investor presentation" and the date. They sit on the
 * slide rather than in the master so the founder can edit them in PowerPoint.
 */
export function addTitleBand(slide: PptxGenJS.Slide, brand: BrandStyle, p: Palette, date: Date): void {
  const name = brandName(brand);
  const tagline = cleanLine(brand.tagline);
  const width = PAGE.w - 2 * PAGE.margin;
  const text = { x: PAGE.margin, w: width, color: p.onPrimary } as const;
  slide.addText(name, {
    ...text,
    y: 0.3,
    h: 1.2,
    fontFace: p.headingFont,
    fontSize: 44,
    bold: true,
    valign: "bottom",
    fit: "shrink",
  });
  if (tagline) {
    slide.addText(tagline, {
      ...text,
      y: 1.55,
      h: 0.55,
      fontFace: p.bodyFont,
      fontSize: 20,
      valign: "top",
      fit: "shrink",
    });
  }
  slide.addText(`Investor presentation \u00B7 ${monthYear(date)}`, {
    ...text,
    y: 2.1,
    h: 0.45,
    fontFace: p.bodyFont,
    fontSize: 14,
    valign: "middle",
  });
}

/** Text as XML character data: the five predefined entities. */
export function escapeXmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A 16:9 presentation in the brand: metadata, theme fonts and both masters. */
export function brandedPresentation(
  brand: BrandStyle,
  subject: string,
): { pres: PptxGenJS; p: Palette; name: string } {
  const p = palette(brand);
  const name = brandName(brand);
  const pres = new PptxGenJS();
  pres.layout = "LAYOUT_WIDE";
  pres.title = `${name}: ${subject.toLowerCase()}`;
  pres.author = name;
  // pptxgenjs encodes the title, author and subject but writes the company raw into docProps/app.xml:
  // "Salt & Pepper" there made every deck unreadable. Escape it ourselves.
  pres.company = escapeXmlText(name);
  pres.subject = subject;
  pres.theme = { headFontFace: p.headingFont, bodyFontFace: p.bodyFont };
  defineMasters(pres, brand, p);
  return { pres, p, name };
}
