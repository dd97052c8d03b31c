import { PITCH_SLIDE_TITLES, type PitchData } from "@/lib/artifacts/schemas";

/**
 * Text helpers for the pitch deck: a sanitizer that keeps every script (accents, CJK) but drops emoji and
 * characters XML cannot carry, the ten slides resolved from whatever the pitch holds, and a font size
 * that lets the bullets fit their box.
 */

export type SlideTitle = (typeof PITCH_SLIDE_TITLES)[number];

export interface DeckSlide {
  title: SlideTitle;
  bullets: string[];
  keyPoints: string[];
}

/** Typographic symbols that Unicode counts as pictographic but that belong in a business text. */
const KEEP = "\u00A9\u00AE\u2122";
const EMOJI = new RegExp(
  [
    `(?![${KEEP}])\\p{Extended_Pictographic}`,
    "\\p{Emoji_Modifier}",
    "\\p{Regional_Indicator}",
    "[\\u200D\\uFE0E\\uFE0F\\u20E3]",
    "[\\u{E0020}-\\u{E007F}]", // emoji tag sequences (subdivision flags)
  ].join("|"),
  "gu",
);
/** C0/C1 controls (tab and newlines handled separately), lone surrogates and non-characters XML rejects. */
const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of slide text: no emoji, no control characters, single spaces. */
export function cleanLine(value: unknown): string {
  // "-$7.6K" wrapped after its minus sign on a slide: the minus sign (U+2212) keeps the sign with the
  // figure, and every document font has it (none has the non-breaking hyphen, which the PDF dropped:
  // a year-1 loss read as a profit).
  return plainLine(value).replace(/(^|[\s(:–—])-(?=[\p{Sc}\d])/gu, "$1\u2212");
}

/**
 * Up to `count` whole sentences of a text. A point inside a figure ("WCAG 2.2", "2.5%") ends none: the
 * deck covers once read "…against WCAG 2." and "…is tedious. 2 contrast."
 */
export function sentences(text: unknown, count: number): string[] {
  const line = cleanLine(text);
  if (!line) return [];
  return (line.match(/(?:[^.!?]|[.!?](?!\s|$))+[.!?]+(?=\s|$)/g) ?? [line])
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, count);
}

/** A line without the slide's typography: speaker notes are read and copied, not laid out. */
export function plainLine(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replace(INVALID, "").replace(EMOJI, "").replace(/\s+/g, " ").trim();
}

/** Several lines of text (speaker notes): each line cleaned, blank lines kept single. */
export function cleanBlock(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(plainLine)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function cleanList(values: unknown): string[] {
  return Array.isArray(values) ? values.map(cleanLine).filter((v) => v.length > 0) : [];
}

/** "Problem: Bakeries waste 20% of their bread" → "Bakeries waste 20% of their bread". */
function outlineLine(line: unknown, title: string): string {
  const text = cleanLine(line);
  const prefix = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*[:\u2013\u2014-]\\s*`, "i");
  return text.replace(prefix, "");
}

/**
 * The ten slides in the spec's order. Content comes from `fullSlides` (matched by title, else by position);
 * without it, from the deck outline line of the same slide.
 */
export function deckSlides(pitch: PitchData): DeckSlide[] {
  const full = Array.isArray(pitch.fullSlides) ? pitch.fullSlides : [];
  return PITCH_SLIDE_TITLES.map((title, index) => {
    const slide = full.find((s) => cleanLine(s?.title).toLowerCase() === title.toLowerCase()) ?? full[index];
    const bullets = cleanList(slide?.content);
    const keyPoints = cleanList(slide?.keyPoints);
    const outline = outlineLine(pitch.deckOutline?.[index], title);
    return {
      title,
      bullets: bullets.length > 0 ? bullets : outline ? [outline] : [],
      keyPoints: keyPoints.length > 0 ? keyPoints : outline ? [outline] : [],
    };
  });
}

/** Speaker notes: the slide's key points (the elevator pitch is the title slide's note). */
export function speakerNotes(slide: DeckSlide): string {
  return slide.keyPoints.length > 0
    ? `Key points:\n${slide.keyPoints.map((k) => `- ${k}`).join("\n")}`
    : slide.title;
}

const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** Width of a text in ems, roughly: Latin letters about half an em, CJK a full em. */
function textEms(text: string): number {
  let ems = 0;
  for (const char of text) ems += WIDE.test(char) ? 1 : /[A-Z@%MW]/.test(char) ? 0.65 : 0.52;
  return ems;
}

/**
 * The largest font size (points) at which the bullets fit a box of `width` × `height` inches, between
 * `min` and `max`. The text box also shrinks on overflow, so this only has to be a good estimate.
 */
export function fitFontSize(
  bullets: string[],
  width: number,
  height: number,
  { min = 12, max = 24 } = {},
): number {
  const lineWidth = width * 72 - 14 - 22; // box insets and the bullet indent
  for (let size = max; size > min; size--) {
    const lines = bullets.reduce(
      (total, b) => total + Math.max(1, Math.ceil((textEms(b) * size) / lineWidth)),
      0,
    );
    const needed = lines * size * 1.2 + Math.max(0, bullets.length - 1) * size * 0.6 + 10;
    if (needed <= height * 72) return size;
  }
  return min;
}

/** "July 2025". */
export function monthYear(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
