import { existsSync, readFileSync } from "node:fs";

import { parse, type Font, type PathCommand } from "opentype.js";

import type { FontFamily } from "@/lib/artifacts/schemas";
import { readableOn } from "@/lib/color";
import { cjkFilesFor, fontFile } from "@/lib/documents/fonts";

/**
 * A brand name drawn as SVG paths (no <text>), so the logo looks the same in every viewer and in resvg
 * without the font installed. Used by the Logo Kit and the public logo generator.
 *
 * Each character comes from the first font that has it: the family's "latin" file, then its "latin-ext"
 * file, then (for CJK) the Noto Sans SC subset covering it. A character none of these has (an emoji, say)
 * is drawn as the family's .notdef glyph (a box), so the gap is visible instead of silently dropped.
 * Glyphs are laid out one by one with kerning and letter spacing; ligatures are not applied.
 */

export interface WordmarkSettings {
  text: string;
  fontFamily: FontFamily;
  fontWeight: number;
  /** 24-120 px */
  fontSize: number;
  /** -5..20 px */
  letterSpacing: number;
  /** #RRGGBB */
  color: string;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Layout {
  glyphs: PathCommand[][];
  box: Box | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

function hexColor(value: string, what: string): string {
  if (!HEX.test(value)) throw new Error(`${what} must be a #RRGGBB colour, got ${JSON.stringify(value)}`);
  return value.toUpperCase();
}

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

const fontCache = new Map<string, Font>();

function loadFont(file: string): Font {
  let font = fontCache.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    fontCache.set(file, font);
  }
  return font;
}

/** The family's fonts in fallback order: latin, then latin-ext when installed. */
function familyFonts(family: FontFamily, weight: number): Font[] {
  const fonts = [loadFont(fontFile(family, weight, "latin"))];
  try {
    fonts.push(loadFont(fontFile(family, weight, "latin-ext")));
  } catch {
    // No latin-ext file for this family: latin only.
  }
  return fonts;
}

/** The Noto Sans SC subset with `char`, at the nearest of its weights (100-900) when that file exists. */
function cjkFont(char: string, weight: number): Font | null {
  const file = cjkFilesFor(char)[0];
  if (!file) return null;
  const weighted = file.replace(
    /-400-normal\.woff$/,
    `-${Math.min(900, Math.max(100, Math.round(weight / 100) * 100))}-normal.woff`,
  );
  return loadFont(existsSync(weighted) ? weighted : file);
}

function glyphFor(char: string, fonts: Font[], weight: number): { font: Font; index: number } {
  for (const font of fonts) {
    const index = font.charToGlyphIndex(char);
    if (index > 0) return { font, index };
  }
  const cjk = cjkFont(char, weight);
  if (cjk && cjk.charToGlyphIndex(char) > 0) return { font: cjk, index: cjk.charToGlyphIndex(char) };
  return { font: fonts[0], index: 0 };
}

function unionBox(a: Box | null, b: Box): Box {
  return a
    ? {
        x1: Math.min(a.x1, b.x1),
        y1: Math.min(a.y1, b.y1),
        x2: Math.max(a.x2, b.x2),
        y2: Math.max(a.y2, b.y2),
      }
    : b;
}

/** Glyph outlines on a baseline at y = 0, in px at `fontSize`, with the ink box of them all. */
function layout(
  text: string,
  family: FontFamily,
  weight: number,
  fontSize: number,
  letterSpacing: number,
): Layout {
  const fonts = familyFonts(family, weight);
  const chars = Array.from(text.normalize("NFC").replace(/\s+/g, " ").trim());
  const glyphs: PathCommand[][] = [];
  let box: Box | null = null;
  let x = 0;
  let previous: { font: Font; index: number } | null = null;
  chars.forEach((char, i) => {
    const current = glyphFor(char, fonts, weight);
    const scale = fontSize / current.font.unitsPerEm;
    if (previous && previous.font === current.font)
      x += current.font.getKerningValue(previous.index, current.index) * scale;
    if (i > 0) x += letterSpacing;
    const glyph = current.font.glyphs.get(current.index);
    const path = glyph.getPath(x, 0, fontSize, undefined, current.font);
    const bb = path.getBoundingBox();
    if (path.commands.length > 0 && !bb.isEmpty()) {
      glyphs.push(path.commands);
      box = unionBox(box, bb);
    }
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = current;
  });
  return { glyphs, box };
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** SVG path data of `commands` moved by (dx, dy) after scaling by `s`. */
function pathData(commands: PathCommand[], s: number, dx: number, dy: number): string {
  const p = (x: number, y: number) => `${num(x * s + dx)} ${num(y * s + dy)}`;
  return commands
    .map((c) => {
      switch (c.type) {
        case "M":
        case "L":
          return `${c.type}${p(c.x, c.y)}`;
        case "Q":
          return `Q${p(c.x1, c.y1)} ${p(c.x, c.y)}`;
        case "C":
          return `C${p(c.x1, c.y1)} ${p(c.x2, c.y2)} ${p(c.x, c.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

/** Paths of a layout scaled by `s` (at most) and centred on the area (x, y, w, h). */
function placedPaths(
  layout: Layout,
  area: { x: number; y: number; w: number; h: number },
  fit: "shrink" | "fill",
): string[] {
  const { box } = layout;
  if (!box) return [];
  const inkW = Math.max(box.x2 - box.x1, 1e-6);
  const inkH = Math.max(box.y2 - box.y1, 1e-6);
  const fits = Math.min(area.w / inkW, area.h / inkH);
  const s = fit === "fill" ? fits : Math.min(1, fits);
  const dx = area.x + (area.w - inkW * s) / 2 - box.x1 * s;
  const dy = area.y + (area.h - inkH * s) / 2 - box.y1 * s;
  return layout.glyphs.map((commands) => pathData(commands, s, dx, dy));
}

function svgDocument(width: number, height: number, label: string, body: string[]): string {
  const title = escapeXml(label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    ...body,
    "</svg>",
  ].join("\n");
}

function sizeOf(value: number, what: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${what} must be a positive number`);
  return value;
}

/**
 * The wordmark on a `width` x `height` canvas: drawn at `fontSize`, shrunk when it would not fit inside the
 * padding (10% of the shorter side), centred on its ink. `background` adds a full-canvas rectangle.
 */
export function wordmarkSvg(
  settings: WordmarkSettings,
  { width, height, background }: { width: number; height: number; background?: string | null },
): string {
  sizeOf(width, "width");
  sizeOf(height, "height");
  const color = hexColor(settings.color, "color");
  const fontSize = clamp(settings.fontSize, 24, 120, 96);
  const spacing = clamp(settings.letterSpacing, -5, 20, 0);
  const words = layout(settings.text, settings.fontFamily, settings.fontWeight, fontSize, spacing);
  const pad = Math.min(width, height) * 0.1;
  const paths = placedPaths(words, { x: pad, y: pad, w: width - 2 * pad, h: height - 2 * pad }, "shrink");
  return svgDocument(width, height, settings.text, [
    ...(background
      ? [`<rect width="${num(width)}" height="${num(height)}" fill="${hexColor(background, "background")}"/>`]
      : []),
    `<g fill="${color}">`,
    ...paths.map((d) => `<path d="${d}"/>`),
    "</g>",
  ]);
}

/**
 * The wordmark's outline with no margin: the ink scaled to `height` px, the width following it. Used for
 * the trimmed PNGs (a designer places them without cropping) and the print PDF.
 */
export function wordmarkOutline(
  settings: WordmarkSettings,
  height: number,
): { width: number; height: number; paths: string[] } {
  sizeOf(height, "height");
  const spacing = clamp(settings.letterSpacing, -5, 20, 0);
  const words = layout(settings.text, settings.fontFamily, settings.fontWeight, 100, spacing);
  if (!words.box) return { width: 0, height: 0, paths: [] };
  const width = ((words.box.x2 - words.box.x1) / (words.box.y2 - words.box.y1)) * height;
  return { width, height, paths: placedPaths(words, { x: 0, y: 0, w: width, h: height }, "fill") };
}

/**
 * The wordmark trimmed to its ink (`pad` px around it, 0 by default): `height` px tall, as wide as the name.
 * `background` adds a full-canvas rectangle.
 */
export function trimmedWordmarkSvg(
  settings: WordmarkSettings,
  { height, pad = 0, background }: { height: number; pad?: number; background?: string | null },
): { svg: string; width: number; height: number } {
  const color = hexColor(settings.color, "color");
  const outline = wordmarkOutline(settings, height);
  const width = Math.max(1, Math.ceil(outline.width + 2 * pad));
  const full = Math.ceil(height + 2 * pad);
  const svg = svgDocument(width, full, settings.text, [
    ...(background
      ? [`<rect width="${num(width)}" height="${num(full)}" fill="${hexColor(background, "background")}"/>`]
      : []),
    `<g fill="${color}" transform="translate(${num(pad + (width - 2 * pad - outline.width) / 2)} ${num(pad)})">`,
    ...outline.paths.map((d) => `<path d="${d}"/>`),
    "</g>",
  ]);
  return { svg, width, height: full };
}

/** "Launch Forge" gives "LF", "LaunchForge" gives "L", "" gives "". */
export function initials(text: string): string {
  const words = text.normalize("NFC").trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join("")
    .toUpperCase();
}

/**
 * A square icon: the initials of `settings.text` centred on a square in `settings.color` with rounded
 * corners (`radius` as a share of the size; 0 for a full square, as iOS rounds apple-touch-icons itself),
 * the letters in black or white, whichever reads better on it. Font size and letter spacing are ignored:
 * the letters fill 56% of the square.
 */
export function monogramSvg(
  settings: WordmarkSettings,
  { size, radius = 0.22 }: { size: number; radius?: number },
): string {
  sizeOf(size, "size");
  const color = hexColor(settings.color, "color");
  const letters = layout(initials(settings.text), settings.fontFamily, settings.fontWeight, 100, 0);
  const inner = size * 0.56;
  const paths = placedPaths(
    letters,
    { x: (size - inner) / 2, y: (size - inner) / 2, w: inner, h: inner },
    "fill",
  );
  const r = num(size * clamp(radius, 0, 0.5, 0.22));
  return svgDocument(size, size, settings.text, [
    `<rect width="${num(size)}" height="${num(size)}" rx="${r}" ry="${r}" fill="${color}"/>`,
    `<g fill="${readableOn(color)}">`,
    ...paths.map((d) => `<path d="${d}"/>`),
    "</g>",
  ]);
}
