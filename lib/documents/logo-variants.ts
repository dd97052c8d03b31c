import { AA_TEXT, contrastRatio, readableOn } from "@/lib/color";
import type { BrandStyle } from "@/lib/documents/brand";

/** The logo kit's light and dark variants (pure: the kit and the project page's preview share it). */

const WHITE = "#FFFFFF";
const NEAR_BLACK = "#111118";

/** The first candidate with AA contrast on `background`, else black or white. */
function readableColor(candidates: string[], background: string): string {
  return candidates.find((c) => contrastRatio(c, background) >= AA_TEXT) ?? readableOn(background);
}

/** Backgrounds and wordmark colours of the light and dark variants, each pair with contrast ≥ 4.5. */
export function logoVariants(brand: BrandStyle, color: string) {
  const { primary, secondary, accent, background, text } = brand.colors;
  const light = contrastRatio(background, "#000000") >= 15 ? background.toUpperCase() : WHITE;
  const dark =
    [text, primary, secondary].find((c) => contrastRatio(c, WHITE) >= 12)?.toUpperCase() ?? NEAR_BLACK;
  const candidates = [color, primary, secondary, accent, text, background];
  return {
    light: { background: light, color: readableColor(candidates, light) },
    dark: { background: dark, color: readableColor(candidates, dark) },
  };
}
