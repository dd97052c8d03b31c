import { LOGO_DESIGN, type LogoRenderInput } from "@/lib/content/logo-fonts";

/**
 * Draws a wordmark on a 2D canvas the way lib/documents/wordmark.ts lays it out as SVG paths, so the
 * preview, the PNG and the SVG download agree: one glyph at a time with the font's kerning and the letter
 * spacing in px between glyphs, centred on the ink (not the advance box) of a 1000 x 300 design, and shrunk
 * when it would not fit inside a padding of 10% of the shorter side. `scale` maps design px to canvas px
 * (the device pixel ratio for the preview, 2 for the 2000 x 600 PNG).
 */

/** The part of CanvasRenderingContext2D the drawing uses (tests pass a recording fake). */
export type LogoContext = Pick<
  CanvasRenderingContext2D,
  | "setTransform"
  | "clearRect"
  | "measureText"
  | "fillText"
  | "font"
  | "fillStyle"
  | "textAlign"
  | "textBaseline"
  | "fontKerning"
>;

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface LogoLayout {
  /** Each glyph and its pen position on a baseline at y = 0, in design px before fitting. */
  glyphs: { char: string; x: number }[];
  /** The ink box of all glyphs, or null when nothing has ink. */
  box: Box | null;
  /** Fit: draw at (x * fit + dx, y * fit + dy). */
  fit: number;
  dx: number;
  dy: number;
}

/** The characters drawn: NFC, runs of white space as one space, trimmed (as the SVG does). */
export function logoChars(text: string): string[] {
  return Array.from(text.normalize("NFC").replace(/\s+/g, " ").trim());
}

/** The CSS font shorthand for a weight, size and family, as canvas and document.fonts take it. */
export function logoFont({
  fontFamily,
  fontWeight,
  fontSize,
}: Pick<LogoRenderInput, "fontFamily" | "fontWeight" | "fontSize">) {
  return `${fontWeight} ${fontSize}px "${fontFamily}"`;
}

/** Lays out the glyphs with `ctx.font` already set to the logo's font. */
export function layoutLogo(
  ctx: Pick<LogoContext, "measureText">,
  text: string,
  letterSpacing: number,
): LogoLayout {
  const chars = logoChars(text);
  const glyphs: LogoLayout["glyphs"] = [];
  let box: Box | null = null;
  let x = 0;
  for (const [i, char] of chars.entries()) {
    const metrics = ctx.measureText(char);
    if (i > 0) {
      const previous = chars[i - 1];
      // The pair's kerning: how much narrower the pair is than its glyphs side by side.
      x += ctx.measureText(previous + char).width - ctx.measureText(previous).width - metrics.width;
      x += letterSpacing;
    }
    glyphs.push({ char, x });
    const ink: Box = {
      x1: x - metrics.actualBoundingBoxLeft,
      x2: x + metrics.actualBoundingBoxRight,
      y1: -metrics.actualBoundingBoxAscent,
      y2: metrics.actualBoundingBoxDescent,
    };
    if (!/\s/.test(char) && ink.x2 > ink.x1 && ink.y2 > ink.y1) {
      box = box
        ? {
            x1: Math.min(box.x1, ink.x1),
            y1: Math.min(box.y1, ink.y1),
            x2: Math.max(box.x2, ink.x2),
            y2: Math.max(box.y2, ink.y2),
          }
        : ink;
    }
    x += metrics.width;
  }

  const { width, height } = LOGO_DESIGN;
  if (!box) return { glyphs, box, fit: 1, dx: 0, dy: 0 };
  const { x1, y1, x2, y2 } = box;
  const pad = Math.min(width, height) * 0.1;
  const inkW = Math.max(x2 - x1, 1e-6);
  const inkH = Math.max(y2 - y1, 1e-6);
  const fit = Math.min(1, (width - 2 * pad) / inkW, (height - 2 * pad) / inkH);
  return {
    glyphs,
    box,
    fit,
    dx: (width - inkW * fit) / 2 - x1 * fit,
    dy: (height - inkH * fit) / 2 - y1 * fit,
  };
}

/** Clears the canvas and draws the logo on a transparent background. Returns the layout drawn. */
export function drawLogo(ctx: LogoContext, settings: LogoRenderInput, scale: number): LogoLayout {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, LOGO_DESIGN.width * scale, LOGO_DESIGN.height * scale);
  ctx.font = logoFont(settings);
  ctx.fontKerning = "normal";
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = settings.color;
  const layout = layoutLogo(ctx, settings.text, settings.letterSpacing);
  if (!layout.box) return layout;
  const s = scale * layout.fit;
  ctx.setTransform(s, 0, 0, s, scale * layout.dx, scale * layout.dy);
  for (const glyph of layout.glyphs) ctx.fillText(glyph.char, glyph.x, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return layout;
}
