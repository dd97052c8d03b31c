import { AA_TEXT, contrastRatio, ensureContrast, hexToHsl } from "@/lib/color";
import type { BrandStyle } from "@/lib/documents/brand";

/** The logo kit's light and dark variants (pure: the kit and the project page's preview share it). */

const WHITE = "#FFFFFF";
const NEAR_BLACK = "#111118";

/**
 * The chosen colour where it reads on `background` (AA, 4.5:1); else the same hue lightened (on dark) or
 * darkened (on light) until it does, so a dark green wordmark stays green on the dark variant.
 */
function readableColor(color: string, background: string): string {
  if (contrastRatio(color, background) >= AA_TEXT) return color.toUpperCase();
  const [h, s, l] = hexToHsl(color);
  return ensureContrast(h, s, l, background).toUpperCase();
}

/** Backgrounds and wordmark colours of the light and dark variants, each pair with contrast ≥ 4.5. */
export function logoVariants(brand: BrandStyle, color: string) {
  const { primary, secondary, background, text } = brand.colors;
  const light = contrastRatio(background, "#000000") >= 15 ? background.toUpperCase() : WHITE;
  const dark =
    [text, primary, secondary].find((c) => contrastRatio(c, WHITE) >= 12)?.toUpperCase() ?? NEAR_BLACK;
  return {
    light: { background: light, color: readableColor(color, light) },
    dark: { background: dark, color: readableColor(color, dark) },
  };
}
