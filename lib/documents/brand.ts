import {
  FONT_FAMILIES,
  moodBoardSchema,
  selectedBrandSchema,
  type FontFamily,
  type MoodBoard,
} from "@/lib/artifacts/schemas";
import { FALLBACK_BRAND_NAME } from "./fallback-brand";
import { safeFileName } from "./file-name";

/**
 * The brand a document is dressed in: name, tagline, mood-board colours and fonts. Every export uses it,
 * so the PDF, the deck, the spreadsheet and the logo kit look like one brand.
 */
export interface BrandStyle {
  name: string;
  tagline: string;
  colors: { primary: string; secondary: string; accent: string; background: string; text: string };
  headingFont: FontFamily;
  bodyFont: FontFamily;
}

export { FALLBACK_BRAND_NAME };

const DEFAULT_COLORS: BrandStyle["colors"] = {
  primary: "#3730A3",
  secondary: "#4C1D95",
  accent: "#F97316",
  background: "#F8F8FC",
  text: "#1E1B2E",
};

/** Builds the style from whatever the project or request has: a brand name, a mood board, typography. */
export function brandStyle({
  brandName,
  tagline,
  moodBoard,
  headingFont,
  bodyFont,
}: {
  brandName?: string | null;
  tagline?: string | null;
  moodBoard?: Partial<MoodBoard> | null;
  headingFont?: string | null;
  bodyFont?: string | null;
}): BrandStyle {
  const mb = moodBoardSchema.partial().safeParse(moodBoard ?? {});
  const m = mb.success ? mb.data : {};
  const font = (value: string | null | undefined, fallback: FontFamily): FontFamily =>
    (FONT_FAMILIES as readonly string[]).includes(value ?? "") ? (value as FontFamily) : fallback;
  return {
    name: brandName?.trim() || FALLBACK_BRAND_NAME,
    tagline: tagline?.trim() ?? "",
    colors: {
      primary: m.primaryColor ?? DEFAULT_COLORS.primary,
      secondary: m.secondaryColor ?? DEFAULT_COLORS.secondary,
      accent: m.accentColor ?? DEFAULT_COLORS.accent,
      background: m.backgroundColor ?? DEFAULT_COLORS.background,
      text: m.textColor ?? DEFAULT_COLORS.text,
    },
    headingFont: font(headingFont, "Poppins"),
    bodyFont: font(bodyFont, "Inter"),
  };
}

/** The style of a stored project: its selected brand, its prototype's mood board and typography. */
export function brandStyleOfProject(project: {
  name: string;
  selectedBrand: unknown;
  prototypeData: unknown;
}): BrandStyle {
  const brand = selectedBrandSchema.safeParse(project.selectedBrand);
  const prototype = (project.prototypeData ?? {}) as {
    moodBoard?: Partial<MoodBoard>;
    typography?: { headingFont?: string; bodyFont?: string };
  };
  return brandStyle({
    brandName: brand.success ? brand.data.name : project.name,
    tagline: brand.success ? brand.data.tagline : null,
    moodBoard: prototype.moodBoard,
    headingFont: prototype.typography?.headingFont,
    bodyFont: prototype.typography?.bodyFont,
  });
}

export { safeFileName };
