import { FONT_WEIGHTS, nearestFontWeight, type FontFamily } from "./font-families";

/**
 * The logo generator's fonts and settings (spec 5 and 9), safe for the browser (no zod: the schemas are
 * in ./logo-schemas.ts). Its weights are the one table in ./font-families.ts.
 */

export const LOGO_FONT_WEIGHTS = FONT_WEIGHTS;

export const WEIGHT_NAMES: Record<number, string> = {
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "Semibold",
  700: "Bold",
  800: "Extra Bold",
};

/** The nearest weight the family has (ties go to the lighter one), as the renderers pick it. */
export const nearestLogoWeight = nearestFontWeight;

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
