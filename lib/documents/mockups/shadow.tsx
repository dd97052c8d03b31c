import { hexToRgb } from "@/lib/color";
import { encodePng } from "./png";

/**
 * A soft drop shadow as a picture, computed rather than rasterised by resvg.
 *
 * satori turns a CSS `box-shadow` into an SVG Gaussian blur over a filter region about twice the box's
 * size each way, which resvg computes pixel by pixel on every render: for the hero's browser window (a
 * 50px blur under 1368 x 828 pixels) that was a second of the hero's 1.1 s. A Gaussian blur of a
 * rectangle has a closed form, the product of two one-dimensional edge profiles (differences of normal
 * CDFs), so the shadow is written here straight into a PNG. It depends only on the box's size, blur and
 * colour, which the scenes fix, so each one is computed once per process.
 *
 * The box's rounded corners are not drawn: with a radius well under the blur (18 against 50 for the hero)
 * they change the shadow's opacity by at most 2 of 255.
 */

export interface ShadowSpec {
  /** The box's size, in CSS pixels. */
  width: number;
  height: number;
  /** The CSS blur radius (the Gaussian's standard deviation is half of it). */
  blur: number;
  /** The shadow's colour (hex) and opacity. */
  color: string;
  opacity: number;
}

/** Beyond three standard deviations a Gaussian shadow is invisible. */
const marginOf = (blur: number) => Math.ceil(1.5 * blur);

/** erf(x) to 1.5e-7 (Abramowitz and Stegun 7.1.26). */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return x < 0 ? -y : y;
}

/** How much of a box from `start` to `end` a Gaussian of deviation `sigma` centred on each pixel covers. */
function edgeProfile(length: number, start: number, end: number, sigma: number): Float64Array {
  const profile = new Float64Array(length);
  const k = 1 / (sigma * Math.SQRT2);
  for (let i = 0; i < length; i++) {
    const centre = i + 0.5;
    profile[i] = 0.5 * (erf((end - centre) * k) - erf((start - centre) * k));
  }
  return profile;
}

/** A bounded memo: the scenes ask for a handful of fixed shadows. */
const MAX_CACHED = 8;
const cache = new Map<string, string>();

/** The shadow as a PNG data URL, `marginOf(blur)` CSS pixels larger than the box on each side. */
export function shadowPicture(spec: ShadowSpec): string {
  const key = JSON.stringify(spec);
  const hit = cache.get(key);
  if (hit) return hit;
  const { width, height, blur, color, opacity } = spec;
  const margin = marginOf(blur);
  const w = width + 2 * margin;
  const h = height + 2 * margin;
  const across = edgeProfile(w, margin, margin + width, blur / 2);
  const down = edgeProfile(h, margin, margin + height, blur / 2);
  const { r, g, b } = hexToRgb(color);
  const rgba = Buffer.alloc(w * h * 4);
  for (let y = 0, o = 0; y < h; y++) {
    const row = down[y] * opacity * 255;
    for (let x = 0; x < w; x++, o += 4) {
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
      rgba[o + 3] = Math.round(row * across[x]);
    }
  }
  const url = `data:image/png;base64,${encodePng(rgba, w, h, 4).toString("base64")}`;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, url);
  return url;
}

/**
 * What `box-shadow: 0 {offsetY}px {blur}px {color}` draws under a box at (`left`, `top`) of its parent.
 * satori paints positioned boxes after the others: the box must be positioned too (`position:
 * "relative"`), and come after its shadow, to be painted over it.
 */
export const BoxShadow = ({
  left,
  top,
  offsetY = 0,
  ...spec
}: ShadowSpec & { left: number; top: number; offsetY?: number }) => {
  const margin = marginOf(spec.blur);
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori draws <img>; a shadow is no content
    <img
      src={shadowPicture(spec)}
      width={spec.width + 2 * margin}
      height={spec.height + 2 * margin}
      style={{ position: "absolute", left: left - margin, top: top - margin + offsetY }}
    />
  );
};
