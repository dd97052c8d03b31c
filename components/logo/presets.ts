import { DEFAULT_LOGO_COLOR } from "@/lib/content/logo-fonts";

/** The 13 preset logo colours (spec 9), the default first. Each reads on white (contrast 3:1 or more). */
export const PRESET_COLORS: readonly { name: string; hex: string }[] = [
  { name: "Deep Blue", hex: DEFAULT_LOGO_COLOR },
  { name: "Sky Blue", hex: "#0284C7" },
  { name: "Indigo", hex: "#4338CA" },
  { name: "Violet", hex: "#7C3AED" },
  { name: "Pink", hex: "#DB2777" },
  { name: "Red", hex: "#DC2626" },
  { name: "Orange", hex: "#EA580C" },
  { name: "Amber", hex: "#B45309" },
  { name: "Emerald", hex: "#059669" },
  { name: "Teal", hex: "#0F766E" },
  { name: "Forest Green", hex: "#166534" },
  { name: "Slate", hex: "#334155" },
  { name: "Charcoal", hex: "#111827" },
];
