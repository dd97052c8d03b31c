import { readFileSync } from "node:fs";

import type { FontFamily } from "@/lib/artifacts/schemas";
import { cjkFilesFor, fontFile, rtlFontsFor } from "../fonts";
import { pdf } from "./react-pdf";
import { sfntFromWoff } from "./woff";

/**
 * Registers the brand's fonts with react-pdf, embedded from @fontsource files (so text stays real,
 * selectable text), and returns the fallback chain for a document: the brand font (Latin), its
 * Latin-Extended file (accents beyond Latin-1), then any Noto Sans SC subsets the text needs (CJK) and
 * Noto Sans Arabic or Hebrew when the text has those scripts (react-pdf shapes and reorders them).
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
  const rtl = rtlFontsFor(text).map(({ family, files }) => {
    register(
      family,
      [400, 600, 700].map((w) => ({
        src: files.find((f) => f.weight === (w >= 600 ? 700 : 400))!.file,
        fontWeight: w,
      })),
    );
    return family;
  });
  const extra = [...cjk, ...rtl];
  return { heading: [...registerBrandFont(heading), ...extra], body: [...registerBrandFont(body), ...extra] };
}
