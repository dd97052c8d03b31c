/**
 * Download file names, in a module of their own so client pages can use them without the brand
 * helpers' schemas (./brand.ts re-exports it).
 */

/** "{brand}-pitch.pptx": letters, digits and hyphens only, never empty, never a path. */
export function safeFileName(brandName: string, suffix: string): string {
  return `${asciiSlug(brandName, 60) || "your-brand"}-${suffix}`;
}

/** "Café Lumière & Co." → "cafe-lumiere-co": ASCII letters and digits joined by single hyphens, at most `max`. */
export function asciiSlug(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
