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

/** A colour as #RRGGBB. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}
