/**
 * The brand fonts and the colour format, without zod: client components import these, and pulling the
 * artifact schemas (lib/artifacts/schemas.ts) into a public page would ship zod and every schema with it.
 */

export const FONT_FAMILIES = [
  "Poppins",
  "Montserrat",
  "Roboto",
  "Inter",
  "Open Sans",
  "Lato",
  "Nunito",
  "Source Sans Pro",
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * The weights each family ships (its @fontsource files): the one table the logo generator, the Logo Kit
 * settings, the logo API and the document renderers (lib/documents/fonts.ts) all read.
 */
export const FONT_WEIGHTS: Record<FontFamily, readonly number[]> = {
  Poppins: [300, 400, 500, 600, 700, 800],
  Montserrat: [300, 400, 500, 600, 700, 800],
  Roboto: [300, 400, 500, 600, 700, 800],
  Inter: [300, 400, 500, 600, 700, 800],
  "Open Sans": [300, 400, 500, 600, 700, 800],
  Lato: [300, 400, 700],
  Nunito: [300, 400, 500, 600, 700, 800],
  "Source Sans Pro": [300, 400, 600, 700],
};

/** The nearest weight the family has (ties go to the lighter one): Lato 500 becomes 400. */
export function nearestFontWeight(family: FontFamily, weight: number): number {
  return [...FONT_WEIGHTS[family]].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight) || a - b)[0];
}

/** Why `weight` cannot be used with `family`, or null when it can. */
export function fontWeightProblem(family: FontFamily, weight: number): string | null {
  const weights = FONT_WEIGHTS[family];
  return weights.includes(weight) ? null : `${family} comes in weights ${weights.join(", ")}`;
}

/** A colour as #RGB or #RRGGBB (stored as #RRGGBB, see normalizeHex). */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** #abc → #AABBCC, #1e40af → #1E40AF; anything else is returned as it is. */
export function normalizeHex(value: string): string {
  const hex = value.trim();
  if (!isHexColor(hex)) return value;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join("") : hex.slice(1);
  return `#${digits.toUpperCase()}`;
}
