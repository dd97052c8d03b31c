import { existsSync } from "node:fs";
import path from "node:path";

import type { FontFamily } from "@/lib/artifacts/schemas";
import { FONT_WEIGHTS, nearestFontWeight } from "@/lib/content/font-families";

/**
 * Font files for documents and logos, from the @fontsource packages installed with the app (no network).
 * react-pdf and opentype.js read WOFF (not WOFF2), so these are the .woff files.
 */

const PACKAGE: Record<FontFamily, string> = {
  Poppins: "poppins",
  Montserrat: "montserrat",
  Roboto: "roboto",
  Inter: "inter",
  "Open Sans": "open-sans",
  Lato: "lato",
  Nunito: "nunito",
  "Source Sans Pro": "source-sans-pro",
};

/** The weights each family ships: the one table, shared with the browser (lib/content/font-families.ts). */
export { FONT_WEIGHTS };

const root = () => path.join(process.cwd(), "node_modules", "@fontsource");

/** The nearest weight the family has: 500 for Lato becomes 400, 800 for Source Sans Pro becomes 700. */
export const nearestWeight = nearestFontWeight;

/** The subsets @fontsource cuts a family into; not every family has every one. */
export type FontSubset = "latin" | "latin-ext" | "vietnamese" | "cyrillic" | "cyrillic-ext" | "greek";

/** Whether the family ships a subset (Lato and Poppins have no Vietnamese, Cyrillic or Greek). */
export function hasSubset(family: FontFamily, subset: FontSubset): boolean {
  const pkg = PACKAGE[family];
  return existsSync(
    path.join(root(), pkg, "files", `${pkg}-${subset}-${nearestWeight(family, 400)}-normal.woff`),
  );
}

/**
 * The .woff file of a family, weight and subset ("latin" covers English; "latin-ext" adds the accents of
 * most European languages; "vietnamese", "cyrillic" and "greek" their scripts).
 */
export function fontFile(family: FontFamily, weight = 400, subset: FontSubset = "latin"): string {
  const pkg = PACKAGE[family];
  const file = path.join(
    root(),
    pkg,
    "files",
    `${pkg}-${subset}-${nearestWeight(family, weight)}-normal.woff`,
  );
  if (!existsSync(file)) throw new Error(`Font file missing: ${file} (is @fontsource/${pkg} installed?)`);
  return file;
}

/** Noto Sans SC subsets (CJK), each with the code point ranges it covers, parsed from @fontsource's CSS. */
export interface CjkSubset {
  file: string;
  ranges: [number, number][];
}

let cjkCache: CjkSubset[] | undefined;

export function cjkSubsets(): CjkSubset[] {
  if (cjkCache) return cjkCache;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const css: string = require("node:fs").readFileSync(path.join(root(), "noto-sans-sc", "400.css"), "utf8");
  const subsets: CjkSubset[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = block.match(/url\(\.\/files\/([^)]+?\.woff)\)/)?.[1];
    const range = block.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((r) => {
      const [start, end] = r.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)] as [number, number];
    });
    subsets.push({ file: path.join(root(), "noto-sans-sc", "files", file), ranges });
  }
  cjkCache = subsets;
  return subsets;
}

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;

/** The Noto Sans SC subset files needed to draw the CJK characters of `text` (none for Latin text). */
export function cjkFilesFor(text: string): string[] {
  if (!CJK.test(text)) return [];
  const needed = new Set<string>();
  const subsets = cjkSubsets();
  for (const char of new Set(text)) {
    const code = char.codePointAt(0)!;
    if (code < 0x2e80) continue;
    const subset = subsets.find((s) => s.ranges.some(([a, b]) => code >= a && code <= b));
    if (subset) needed.add(subset.file);
  }
  return [...needed];
}

/**
 * Scripts no brand font has, each with its Noto font: Arabic and Hebrew (shaped and reordered by
 * react-pdf), and Thai, whose block holds the baht sign (a Thai founder's "฿90" printed as a box over the
 * first digit in every amount).
 */
const NOTO_SCRIPTS = [
  {
    name: "Noto Sans Arabic",
    pattern: /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u,
    pkg: "noto-sans-arabic",
    subset: "arabic",
  },
  {
    name: "Noto Sans Hebrew",
    pattern: /[\u0590-\u05ff\ufb1d-\ufb4f]/u,
    pkg: "noto-sans-hebrew",
    subset: "hebrew",
  },
  {
    name: "Noto Sans Thai",
    pattern: /[\u0e00-\u0e7f]/u,
    pkg: "noto-sans-thai",
    subset: "thai",
  },
] as const;

/** The Arabic, Hebrew and Thai fonts `text` needs: family name and its regular and bold files. */
export function notoFontsFor(text: string): { family: string; files: { weight: number; file: string }[] }[] {
  return NOTO_SCRIPTS.filter((script) => script.pattern.test(text)).map((script) => ({
    family: script.name,
    files: [400, 700].map((weight) => ({
      weight,
      file: path.join(root(), script.pkg, "files", `${script.pkg}-${script.subset}-${weight}-normal.woff`),
    })),
  }));
}
