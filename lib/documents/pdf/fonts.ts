import { readFileSync } from "node:fs";

import type { FontFamily } from "@/lib/artifacts/schemas";
import { cjkFilesFor, fontFile, hasSubset, notoFontsFor, type FontSubset } from "../fonts";
import { pdf } from "./react-pdf";
import { sfntFromWoff } from "./woff";

/**
 * Registers the brand's fonts with react-pdf, embedded from @fontsource files (so text stays real,
 * selectable text), and returns the fallback chain for a document: the brand font (Latin), its
 * Latin-Extended file (accents beyond Latin-1), Inter's Latin-Extended file for signs the brand's lacks,
 * the Vietnamese, Cyrillic or Greek file the text needs (the brand's, else Inter's), then any Noto Sans SC
 * subsets (CJK) and Noto Sans Arabic or Hebrew when the text has those scripts (react-pdf shapes and
 * reorders them).
 */

const registered = new Set<string>();

/**
 * A .woff file as react-pdf should read it: unwrapped to TrueType/OpenType (see ./woff) and given as a
 * data URL, which react-pdf parses once per process like a path.
 */
function fontSource(woffFile: string): string {
  return `data:font/sfnt;base64,${sfntFromWoff(readFileSync(woffFile)).toString("base64")}`;
}

function register(family: string, files: { src: string; fontWeight: number }[]) {
  if (registered.has(family)) return;
  // One source per file: a file serving several weights is unwrapped once.
  const sources = new Map(files.map(({ src }) => [src, src]));
  for (const file of sources.keys()) sources.set(file, fontSource(file));
  pdf().Font.register({
    family,
    fonts: files.map(({ src, fontWeight }) => ({ src: sources.get(src)!, fontWeight })),
  });
  registered.add(family);
}

function registerBrandFont(family: FontFamily): string[] {
  const name = family;
  const ext = `${family} Ext`;
  register(
    name,
    [400, 600, 700].map((w) => ({ src: fontFile(family, w, "latin"), fontWeight: w })),
  );
  register(
    ext,
    [400, 600, 700].map((w) => ({ src: fontFile(family, w, "latin-ext"), fontWeight: w })),
  );
  return [name, ext];
}

/**
 * Scripts the Latin files lack, each with the letters that call for it: "cơm tiệm" drew "tiÇm" without
 * the Vietnamese file. A family without the subset borrows Inter's, which has them all.
 */
const SCRIPTS: { subset: FontSubset; letters: RegExp }[] = [
  {
    subset: "vietnamese",
    letters: /[\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01A0\u01A1\u01AF\u01B0\u1EA0-\u1EF9]/u,
  },
  { subset: "cyrillic", letters: /[\u0400-\u045F\u0490-\u04FF]/u },
  { subset: "cyrillic-ext", letters: /[\u0460-\u048F\u0500-\u052F]/u },
  { subset: "greek", letters: /[\u0370-\u03FF]/u },
];

/** The fallback families for the scripts `text` uses beyond Latin, registered from the brand's files or Inter's. */
function scriptFonts(family: FontFamily, text: string): string[] {
  const fonts: string[] = [];
  // A brand font whose Latin-Extended file lacks a sign (Poppins and Lato have no "₫") falls back to Inter's.
  if (family !== "Inter") fonts.push(...registerBrandFont("Inter").slice(1));
  for (const { subset, letters } of SCRIPTS) {
    if (!letters.test(text)) continue;
    const source: FontFamily = hasSubset(family, subset) ? family : "Inter";
    const name = `${source} ${subset}`;
    register(
      name,
      [400, 600, 700].map((w) => ({ src: fontFile(source, w, subset), fontWeight: w })),
    );
    fonts.push(name);
  }
  return fonts;
}

let hyphenation = false;

/** The fontFamily fallback arrays for headings and body text of a document containing `text`. */
export function documentFonts(
  heading: FontFamily,
  body: FontFamily,
  text: string,
): { heading: string[]; body: string[] } {
  if (!hyphenation) {
    // Never split words with hyphens: founders' brand names and figures must stay whole.
    pdf().Font.registerHyphenationCallback((word) => [word]);
    hyphenation = true;
  }
  const cjk = cjkFilesFor(text).map((file) => {
    const family = `Noto Sans SC ${file.match(/noto-sans-sc-(\d+)-/)?.[1] ?? "x"}`;
    register(
      family,
      [400, 600, 700].map((w) => ({ src: file, fontWeight: w })),
    );
    return family;
  });
  const noto = notoFontsFor(text).map(({ family, files }) => {
    register(
      family,
      [400, 600, 700].map((w) => ({
        src: files.find((f) => f.weight === (w >= 600 ? 700 : 400))!.file,
        fontWeight: w,
      })),
    );
    return family;
  });
  const extra = [...cjk, ...noto];
  return {
    heading: [...registerBrandFont(heading), ...scriptFonts(heading, text), ...extra],
    body: [...registerBrandFont(body), ...scriptFonts(body, text), ...extra],
  };
}
