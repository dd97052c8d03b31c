import { Resvg } from "@resvg/resvg-js";
import JSZip from "jszip";

import { readableOn } from "@/lib/color";
import type { BrandStyle } from "@/lib/documents/brand";
import { FONT_WEIGHTS, nearestWeight } from "@/lib/documents/fonts";
import { logoVariants } from "@/lib/documents/logo-variants";
import { monogramSvg, wordmarkSvg, type WordmarkSettings } from "@/lib/documents/wordmark";

/**
 * The Fuel tier's Logo Kit: the wordmark as SVG (transparent, on light, on dark) and PNG, a monogram
 * icon set with a favicon.ico, a brand sheet and a README, zipped.
 */

/** The wordmark canvas; its PNGs keep this 1000:300 ratio. */
const WORDMARK_WIDTH = 1000;
const WORDMARK_HEIGHT = 300;
const WORDMARK_PNG_WIDTHS = [1024, 512] as const;
const ICON_SIZES = [16, 32, 180, 512, 1024] as const;
const FAVICON_SIZES = [16, 32] as const;

function renderPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

/** A .ico holding PNG images (valid since Windows Vista): ICONDIR, one ICONDIRENTRY each, then the data. */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // palette colours
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

function escapeHtml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function brandSheet(brand: BrandStyle, settings: WordmarkSettings, logo: string, icon: string): string {
  const swatches = Object.entries(brand.colors)
    .map(([role, hex]) => {
      const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex.toUpperCase() : "#FFFFFF";
      return `<li><span class="chip" style="background:${escapeHtml(value)};color:${readableOn(value)}">Aa</span><strong>${role}</strong><code>${escapeHtml(value)}</code></li>`;
    })
    .join("\n");
  const fonts = [
    { use: "Headings", family: brand.headingFont },
    { use: "Body text", family: brand.bodyFont },
  ]
    .map(({ use, family }) => {
      const weights = FONT_WEIGHTS[family].join(", ");
      return `<li><strong>${use}:</strong> ${escapeHtml(family)} <span class="muted">(weights ${weights})</span></li>`;
    })
    .join("\n");
  const name = escapeHtml(brand.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} brand sheet</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:32px;color:#1f2937;background:#fff;line-height:1.5}
main{max-width:880px;margin:0 auto}
.logo{border:1px solid #e5e7eb;border-radius:12px;padding:16px;display:flex;gap:24px;align-items:center}
.logo svg{max-width:100%;height:auto}
.logo .icon svg{width:96px;height:96px}
ul{list-style:none;padding:0}
.swatches{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.swatches li{border:1px solid #e5e7eb;border-radius:10px;padding:10px;display:flex;flex-direction:column;gap:4px}
.chip{display:flex;align-items:center;justify-content:center;height:64px;border-radius:6px;font-weight:700}
.muted{color:#6b7280}
</style>
</head>
<body>
<main>
<h1>${name}</h1>
${brand.tagline ? `<p class="muted">${escapeHtml(brand.tagline)}</p>` : ""}
<h2>Logo</h2>
<div class="logo"><div>${logo}</div><div class="icon">${icon}</div></div>
<h2>Colours</h2>
<ul class="swatches">
${swatches}
</ul>
<h2>Typography</h2>
<ul>
${fonts}
<li><strong>Wordmark:</strong> ${escapeHtml(settings.fontFamily)} ${nearestWeight(settings.fontFamily, settings.fontWeight)}</li>
</ul>
<h2>Usage</h2>
<ul>
<li>Keep clear space around the logo of at least the height of its capital letters.</li>
<li>Use logo-light.svg on light backgrounds and logo-dark.svg on dark ones; both meet WCAG AA contrast.</li>
<li>Scale the logo evenly: never stretch, rotate, recolour or add effects to it.</li>
<li>Below 120 px wide, use the square icon instead of the wordmark.</li>
</ul>
</main>
</body>
</html>
`;
}

function readme(brand: BrandStyle): string {
  return `${brand.name} Logo Kit
${"=".repeat(brand.name.length + 9)}

logo.svg            The wordmark, transparent background (vector; use this where you can).
logo-light.svg      The wordmark on a light background.
logo-dark.svg       The wordmark on a dark background.
png/logo-1024.png   The wordmark as PNG, 1024 px wide (transparent).
png/logo-512.png    The wordmark as PNG, 512 px wide (transparent).
icon/icon.svg       The square icon (monogram), vector.
icon/icon-16.png    Icon sizes for browsers, apps and social profiles;
icon/icon-32.png    icon-180.png is the apple-touch-icon (square corners:
icon/icon-180.png   iOS rounds them itself).
icon/icon-512.png
icon/icon-1024.png
favicon.ico         16 and 32 px icons for browsers.
brand-sheet.html    Colours, fonts and usage notes; open it in a browser.

In your site's <head>:
  <link rel="icon" href="/favicon.ico" sizes="32x32">
  <link rel="icon" href="/icon.svg" type="image/svg+xml">
  <link rel="apple-touch-icon" href="/icon-180.png">

The logos are drawn as outlines, so they look the same without the fonts installed.
`;
}

export async function logoKit({
  brand,
  settings,
}: {
  brand: BrandStyle;
  settings?: Partial<WordmarkSettings>;
}): Promise<Buffer> {
  const wordmark: WordmarkSettings = {
    text: brand.name,
    fontFamily: brand.headingFont,
    fontWeight: 700,
    fontSize: 96,
    letterSpacing: 0,
    color: brand.colors.primary,
    ...Object.fromEntries(Object.entries(settings ?? {}).filter(([, value]) => value !== undefined)),
  };
  const canvas = { width: WORDMARK_WIDTH, height: WORDMARK_HEIGHT };
  const variants = logoVariants(brand, wordmark.color);
  const logo = wordmarkSvg(wordmark, canvas);
  const light = wordmarkSvg(
    { ...wordmark, color: variants.light.color },
    { ...canvas, background: variants.light.background },
  );
  const dark = wordmarkSvg(
    { ...wordmark, color: variants.dark.color },
    { ...canvas, background: variants.dark.background },
  );
  const icon = monogramSvg(wordmark, { size: 512 });
  const iconPng = (size: number) =>
    renderPng(monogramSvg(wordmark, { size, radius: size === 180 ? 0 : undefined }), size);

  const zip = new JSZip();
  zip.file("logo.svg", logo);
  zip.file("logo-light.svg", light);
  zip.file("logo-dark.svg", dark);
  for (const width of WORDMARK_PNG_WIDTHS) zip.file(`png/logo-${width}.png`, renderPng(logo, width));
  const icons = new Map(ICON_SIZES.map((size) => [size, iconPng(size)]));
  for (const [size, png] of icons) zip.file(`icon/icon-${size}.png`, png);
  zip.file("icon/icon.svg", icon);
  zip.file("favicon.ico", icoFromPngs(FAVICON_SIZES.map((size) => ({ size, png: icons.get(size)! }))));
  zip.file("brand-sheet.html", brandSheet(brand, wordmark, light, icon));
  zip.file("README.txt", readme(brand));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}
