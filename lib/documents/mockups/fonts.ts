import { readFileSync } from "node:fs";

import type { FontFamily } from "@/lib/artifacts/schemas";
import { fontFile } from "@/lib/documents/fonts";

/** A font as satori takes it. */
export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600 | 700;
  style: "normal";
}

const cache = new Map<string, SatoriFont[]>();

/**
 * The brand's heading and body families, regular and bold, from the @fontsource files installed with the
 * app (no network): the "latin" file, then "latin-ext" for accented names (satori takes the first font of a
 * name that has a glyph). Read once per process.
 */
export function mockupFonts(families: FontFamily[]): SatoriFont[] {
  const key = [...new Set(families)].sort().join("|");
  const hit = cache.get(key);
  if (hit) return hit;
  const fonts: SatoriFont[] = [];
  for (const family of new Set(families))
    for (const weight of [400, 700] as const)
      for (const subset of ["latin", "latin-ext"] as const) {
        try {
          fonts.push({
            name: family,
            data: readFileSync(fontFile(family, weight, subset)),
            weight,
            style: "normal",
          });
        } catch {
          // A family without a latin-ext file: latin only.
        }
      }
  cache.set(key, fonts);
  return fonts;
}
