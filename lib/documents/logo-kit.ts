import { readFileSync } from "node:fs";

import { Resvg } from "@resvg/resvg-js";
import JSZip from "jszip";
import PDFDocument from "pdfkit";

import { contrastRatio, readableOn } from "@/lib/color";
import type { BrandStyle } from "@/lib/documents/brand";
import { FONT_WEIGHTS, fontFile, nearestWeight } from "@/lib/documents/fonts";
import { logoVariants } from "@/lib/documents/logo-variants";
import {
  monogramSvg,
  trimmedWordmarkSvg,
  wordmarkOutline,
  wordmarkSvg,
  type WordmarkSettings,
} from "@/lib/documents/wordmark";

/**
 * The Fuel tier's Logo Kit: the wordmark as SVG (transparent, on light, on dark) and PNG (on the canvas,
 * trimmed to the ink, on light and on dark), a monogram icon set with a favicon set and web manifest, a
 * square avatar and an Open Graph card for social profiles, a print PDF with outlined letters, a brand
 * sheet with its fonts embedded and a README, zipped.
 */

/** The wordmark canvas; its PNGs keep this 1000:300 ratio. */
const WORDMARK_WIDTH = 1000;
const WORDMARK_HEIGHT = 300;
const WORDMARK_PNG_WIDTHS = [1024, 512] as const;
const ICON_SIZES = [16, 32, 48, 180, 192, 512, 1024] as const;
const FAVICON_SIZES = [16, 32, 48] as const;
/** Trimmed wordmark PNGs, by width; the height follows the name. */
const TRIMMED_WIDTHS = [2048, 1024, 512] as const;
export const AVATAR_SIZE = 400;
export const OPEN_GRAPH = { width: 1200, height: 630 } as const;
/** The print PDF's wordmark width: 160 mm in PostScript points. */
const PRINT_WIDTH_PT = (160 / 25.4) * 72;

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

/**
 * @font-face rules with the brand's fonts inlined (WOFF2, latin and latin-ext, regular and bold), so the
 * sheet renders in its own type on a machine without them and offline.
 */
function embeddedFonts(brand: BrandStyle): string {
  const families = [...new Set([brand.headingFont, brand.bodyFont])];
  return families
    .flatMap((family) =>
      [...new Set([400, 700].map((weight) => nearestWeight(family, weight)))].flatMap((weight) =>
        (["latin", "latin-ext"] as const).flatMap((subset) => {
          let file: string;
          try {
            file = fontFile(family, weight, subset).replace(/\.woff$/, ".woff2");
          } catch {
            return []; // No latin-ext file for this family.
          }
          const data = readFileSync(file).toString("base64");
          return [
            `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(data:font/woff2;base64,${data}) format("woff2")}`,
          ];
        }),
      ),
    )
    .join("\n");
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
${embeddedFonts(brand)}
body{font-family:"${brand.bodyFont}",system-ui,sans-serif;margin:0;padding:32px;color:#1f2937;background:#fff;line-height:1.5}
main{max-width:880px;margin:0 auto}
.logo{border:1px solid #e5e7eb;border-radius:12px;padding:16px;display:flex;gap:24px;align-items:center}
.logo svg{max-width:100%;height:auto}
.logo .icon svg{width:96px;height:96px}
ul{list-style:none;padding:0}
.swatches{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.swatches li{border:1px solid #e5e7eb;border-radius:10px;padding:10px;display:flex;flex-direction:column;gap:4px}
.chip{display:flex;align-items:center;justify-content:center;height:64px;border-radius:6px;font-weight:700}
.muted{color:#6b7280}
h1,h2{font-family:"${brand.headingFont}",system-ui,sans-serif;font-weight:700}
.specimen{font-size:28px;margin:4px 0 12px}
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
<li><p class="specimen" style="font-family:'${brand.headingFont}';font-weight:700">${name}: ${escapeHtml(brand.headingFont)} Bold</p></li>
<li><p class="specimen" style="font-family:'${brand.bodyFont}';font-size:18px">The quick brown fox jumps over the lazy dog, in ${escapeHtml(brand.bodyFont)}.</p></li>
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
png/logo-1024.png   The wordmark as PNG, 1024 px wide (transparent, with clear space around it).
png/logo-512.png    The wordmark as PNG, 512 px wide (transparent, with clear space around it).
png/logo-trimmed-2048.png  The wordmark trimmed to its letters (no margin), transparent,
png/logo-trimmed-1024.png  2048, 1024 and 512 px wide: place these in layouts and add
png/logo-trimmed-512.png   your own clear space.
png/logo-light.png  The wordmark on the light background, 1024 px wide.
png/logo-dark.png   The wordmark on the dark background, 1024 px wide.
print/logo.pdf      Vector wordmark for print, letters as outlines: colour, on dark, and black.
social/avatar-400.png      Square profile picture, 400 x 400 (platforms crop it to a circle:
                           the letters sit well inside it).
social/og-1200x630.png     Open Graph / link preview card, 1200 x 630.
icon/icon.svg       The square icon (monogram), vector.
icon/icon-16.png    Icon sizes for browsers, apps and social profiles;
icon/icon-32.png    icon-180.png is the apple-touch-icon (square corners:
icon/icon-48.png    iOS rounds them itself); icon-192.png and icon-512.png
icon/icon-180.png   are the web app icons named in site.webmanifest.
icon/icon-192.png
icon/icon-512.png
icon/icon-1024.png
favicon.ico         16, 32 and 48 px icons for browsers.
site.webmanifest    Name, colours and icons for "add to home screen".
brand-sheet.html    Colours, fonts (embedded) and usage notes; open it in a browser.

In your site's <head>:
  <link rel="icon" href="/favicon.ico" sizes="48x48">
  <link rel="icon" href="/icon.svg" type="image/svg+xml">
  <link rel="apple-touch-icon" href="/icon-180.png">
  <link rel="manifest" href="/site.webmanifest">
  <meta property="og:image" content="https://your-site/og-1200x630.png">

The logos are drawn as outlines, so they look the same without the fonts installed.
`;
}

/** A link-preview card: the wordmark centred on the light background, the tagline under it, a bar in the brand colour. */
function openGraphSvg(
  brand: BrandStyle,
  wordmark: WordmarkSettings,
  light: { background: string; color: string },
): string {
  const { width, height } = OPEN_GRAPH;
  const name = wordmarkOutline({ ...wordmark, color: light.color }, 150);
  const nameScale = Math.min(1, 1000 / Math.max(1, name.width));
  const tagline = brand.tagline?.trim()
    ? wordmarkOutline(
        {
          ...wordmark,
          text: brand.tagline.trim(),
          fontFamily: brand.bodyFont,
          fontWeight: 400,
          letterSpacing: 0,
        },
        34,
      )
    : null;
  const tagScale = tagline ? Math.min(1, 1040 / Math.max(1, tagline.width)) : 1;
  const nameH = name.height * nameScale;
  const tagH = tagline ? tagline.height * tagScale : 0;
  const gap = tagline ? 56 : 0;
  const top = (height - (nameH + gap + tagH)) / 2;
  const group = (outline: { width: number; paths: string[] }, scale: number, y: number, fill: string) =>
    `<g fill="${fill}" transform="translate(${((width - outline.width * scale) / 2).toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})">${outline.paths.map((d) => `<path d="${d}"/>`).join("")}</g>`;
  const text = readableOn(light.background) === "#FFFFFF" ? "#FFFFFF" : brand.colors.text;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${light.background}"/>`,
    `<rect y="${height - 24}" width="${width}" height="24" fill="${wordmark.color}"/>`,
    group(name, nameScale, top, light.color),
    ...(tagline
      ? [
          group(
            tagline,
            tagScale,
            top + nameH + gap,
            contrastRatio(text, light.background) >= 4.5 ? text : readableOn(light.background),
          ),
        ]
      : []),
    "</svg>",
  ].join("\n");
}

/**
 * The print PDF: one page each for the wordmark in colour on white, on the dark background and in black,
 * drawn as vector outlines (no font needed at the printer), 160 mm wide with clear space around it.
 */
function printPdf(
  brand: BrandStyle,
  wordmark: WordmarkSettings,
  dark: { background: string; color: string },
): Promise<Buffer> {
  const outline = wordmarkOutline(wordmark, 100);
  const scale = PRINT_WIDTH_PT / Math.max(1, outline.width);
  const margin = 0.5 * outline.height * scale;
  const size: [number, number] = [PRINT_WIDTH_PT + 2 * margin, outline.height * scale + 2 * margin];
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${brand.name} logo`, Author: brand.name, Creator: "LaunchForge" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const page = (background: string | null, color: string) => {
    doc.addPage({ size, margin: 0 });
    if (background) doc.rect(0, 0, size[0], size[1]).fill(background);
    doc.save().translate(margin, margin).scale(scale);
    for (const d of outline.paths) doc.path(d).fill(color);
    doc.restore();
  };
  page(null, wordmark.color);
  page(dark.background, dark.color);
  page(null, "#000000");
  doc.end();
  return done;
}

function webManifest(brand: BrandStyle, light: string): string {
  return `${JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name.length <= 12 ? brand.name : brand.name.slice(0, 12).trim(),
      icons: [192, 512].map((size) => ({
        src: `/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
      })),
      theme_color: brand.colors.primary.toUpperCase(),
      background_color: light,
      display: "standalone",
    },
    null,
    2,
  )}\n`;
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
  const trimmed = trimmedWordmarkSvg(wordmark, { height: 200 }).svg;
  for (const width of TRIMMED_WIDTHS) zip.file(`png/logo-trimmed-${width}.png`, renderPng(trimmed, width));
  for (const [name, variant] of [
    ["light", variants.light],
    ["dark", variants.dark],
  ] as const)
    zip.file(
      `png/logo-${name}.png`,
      renderPng(
        trimmedWordmarkSvg(
          { ...wordmark, color: variant.color },
          { height: 200, pad: 60, background: variant.background },
        ).svg,
        1024,
      ),
    );
  zip.file(
    `social/avatar-${AVATAR_SIZE}.png`,
    renderPng(monogramSvg(wordmark, { size: AVATAR_SIZE, radius: 0 }), AVATAR_SIZE),
  );
  zip.file(
    `social/og-${OPEN_GRAPH.width}x${OPEN_GRAPH.height}.png`,
    renderPng(openGraphSvg(brand, wordmark, variants.light), OPEN_GRAPH.width),
  );
  zip.file("print/logo.pdf", await printPdf(brand, wordmark, variants.dark));
  zip.file("site.webmanifest", webManifest(brand, variants.light.background));
  const icons = new Map(ICON_SIZES.map((size) => [size, iconPng(size)]));
  for (const [size, png] of icons) zip.file(`icon/icon-${size}.png`, png);
  zip.file("icon/icon.svg", icon);
  zip.file("favicon.ico", icoFromPngs(FAVICON_SIZES.map((size) => ({ size, png: icons.get(size)! }))));
  zip.file("brand-sheet.html", brandSheet(brand, wordmark, light, icon));
  zip.file("README.txt", readme(brand));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}
