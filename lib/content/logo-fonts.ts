import type { FontFamily } from "./font-families";

/**
 * The logo generator's fonts and settings (spec 5 and 9), safe for the browser (no zod: the schemas are
 * in ./logo-schemas.ts). The weights mirror
 * FONT_WEIGHTS in lib/documents/fonts.ts (which reads the font files with node:fs, so the client cannot
 * import it); a unit test keeps the two tables equal.
 */

export const LOGO_FONT_WEIGHTS: Record<FontFamily, readonly number[]> = {
  Poppins: [300, 400, 500, 600, 700, 800],
  Montserrat: [300, 400, 500, 600, 700, 800],
  Roboto: [300, 400, 500, 600, 700, 800],
  Inter: [300, 400, 500, 600, 700, 800],
  "Open Sans": [300, 400, 500, 600, 700, 800],
  Lato: [300, 400, 700],
  Nunito: [300, 400, 500, 600, 700, 800],
  "Source Sans Pro": [300, 400, 600, 700],
};

export const WEIGHT_NAMES: Record<number, string> = {
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "Semibold",
  700: "Bold",
  800: "Extra Bold",
};

/** The nearest weight the family has (ties go to the lighter one), as lib/documents/fonts.ts picks it. */
export function nearestLogoWeight(family: FontFamily, weight: number): number {
  return [...LOGO_FONT_WEIGHTS[family]].sort(
    (a, b) => Math.abs(a - weight) - Math.abs(b - weight) || a - b,
  )[0];
}

export const LOGO_LIMITS = {
  textMax: 50,
  fontSize: { min: 24, max: 120, default: 48 },
  letterSpacing: { min: -5, max: 20, default: 0 },
} as const;

export const DEFAULT_LOGO_FONT: FontFamily = "Poppins";
export const DEFAULT_LOGO_WEIGHT = 600;
export const DEFAULT_LOGO_COLOR = "#1E40AF";

/** The design the preview, the PNG (at twice the size) and the SVG share: 1000 x 300 px. */
export const LOGO_DESIGN = { width: 1000, height: 300 } as const;

export type { LogoKitSettings, LogoRenderInput } from "./logo-schemas";
