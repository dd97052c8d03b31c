import JSZip from "jszip";
import { PNG } from "pngjs";

import { contrastRatio, hexToHsl } from "@/lib/color";
import { brandStyle, type BrandStyle } from "@/lib/documents/brand";
import { logoKit } from "@/lib/documents/logo-kit";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const brand: BrandStyle = {
  name: "Bloom & Brew",
  tagline: "Coffee <with> flowers",
  colors: {
    primary: "#2E7D32",
    secondary: "#A5D6A7",
    accent: "#FFB300",
    background: "#FAFAF5",
    text: "#1B1B1B",
  },
  headingFont: "Montserrat",
  bodyFont: "Lato",
};

const FILES = [
  "logo.svg",
  "logo-light.svg",
  "logo-dark.svg",
  "png/logo-1024.png",
  "png/logo-512.png",
  "png/logo-trimmed-2048.png",
  "png/logo-trimmed-1024.png",
  "png/logo-trimmed-512.png",
  "png/logo-light.png",
  "png/logo-dark.png",
  "print/logo.pdf",
  "social/avatar-400.png",
  "social/og-1200x630.png",
  "icon/icon-16.png",
  "icon/icon-32.png",
  "icon/icon-48.png",
  "icon/icon-180.png",
  "icon/icon-192.png",
  "icon/icon-512.png",
  "icon/icon-1024.png",
  "icon/icon.svg",
  "favicon.ico",
  "site.webmanifest",
  "brand-sheet.html",
  "README.txt",
];

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The background rect and wordmark fill of an SVG variant. */
function colorsOf(svg: string): { background: string; color: string } {
  return {
    background: svg.match(/<rect [^>]*fill="(#[0-9A-F]{6})"/)![1],
    color: svg.match(/<g fill="(#[0-9A-F]{6})"/)![1],
  };
}

async function unzip(buffer: Buffer) {
  const zip = await JSZip.loadAsync(buffer);
  return {
    zip,
    bytes: async (name: string) => Buffer.from(await zip.file(name)!.async("uint8array")),
    text: (name: string) => zip.file(name)!.async("string"),
  };
}

describe("logoKit", () => {
  let kit: Awaited<ReturnType<typeof unzip>>;

  beforeAll(async () => {
    kit = await unzip(await logoKit({ brand }));
  });

  it("holds every file of the kit, deflated", () => {
    const names = Object.values(kit.zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name);
    expect(names.sort()).toEqual([...FILES].sort());
  });

  it("renders the wordmark PNGs at 1000:300 and the icons square", async () => {
    expect(pngSize(await kit.bytes("png/logo-1024.png"))).toEqual({ width: 1024, height: 307 });
    expect(pngSize(await kit.bytes("png/logo-512.png"))).toEqual({ width: 512, height: 154 });
    for (const size of [16, 32, 48, 180, 192, 512, 1024]) {
      expect(pngSize(await kit.bytes(`icon/icon-${size}.png`))).toEqual({ width: size, height: size });
    }
  });

  it("sizes the social images as the platforms ask: a 400 px square avatar and a 1200 x 630 card", async () => {
    expect(pngSize(await kit.bytes("social/avatar-400.png"))).toEqual({ width: 400, height: 400 });
    expect(pngSize(await kit.bytes("social/og-1200x630.png"))).toEqual({ width: 1200, height: 630 });
    for (const name of ["png/logo-light.png", "png/logo-dark.png"])
      expect(pngSize(await kit.bytes(name)).width).toBe(1024);
  });

  it("trims the wordmark PNGs to the letters: ink on every edge, no empty margin", async () => {
    for (const width of [2048, 1024, 512]) {
      const png = PNG.sync.read(await kit.bytes(`png/logo-trimmed-${width}.png`));
      expect(png.width).toBe(width);
      // A wide name: the height follows the letters, far less than the padded canvas's 30%.
      expect(png.height / png.width).toBeLessThan(0.3);
      const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
      const row = (y: number) => Array.from({ length: png.width }, (_, x) => alpha(x, y));
      const column = (x: number) => Array.from({ length: png.height }, (_, y) => alpha(x, y));
      for (const edge of [row(0), row(png.height - 1), column(0), column(png.width - 1)])
        expect(Math.max(...edge)).toBeGreaterThan(0);
    }
    // The padded PNG keeps its clear space: its first row is empty.
    const padded = PNG.sync.read(await kit.bytes("png/logo-1024.png"));
    expect(Math.max(...Array.from({ length: padded.width }, (_, x) => padded.data[x * 4 + 3]))).toBe(0);
  });

  it("prints the wordmark as outlines on three pages: colour, on dark, black", async () => {
    const pdf = await kit.bytes("print/logo.pdf");
    expect(pdf.subarray(0, 5).toString("ascii")).toBe("%PDF-");
    const text = pdf.toString("latin1");
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
    // Outlines, not text: no font is embedded or referenced.
    expect(text).not.toMatch(/\/FontFile|\/BaseFont/);
    expect(text).toContain("Bloom & Brew logo");
  });

  it("writes a web manifest naming the app icons and the brand's colour", async () => {
    const manifest = JSON.parse(await kit.text("site.webmanifest"));
    expect(manifest).toMatchObject({ name: "Bloom & Brew", theme_color: "#2E7D32" });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
  });

  it("writes a favicon.ico with the 16, 32 and 48 px PNGs", async () => {
    const ico = await kit.bytes("favicon.ico");
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const entries = [0, 1, 2].map((i) => {
      const at = 6 + 16 * i;
      return {
        width: ico[at],
        height: ico[at + 1],
        bytes: ico.readUInt32LE(at + 8),
        offset: ico.readUInt32LE(at + 12),
      };
    });
    expect(entries.map((e) => [e.width, e.height])).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
    expect(entries[0].offset).toBe(6 + 48);
    expect(entries[1].offset).toBe(entries[0].offset + entries[0].bytes);
    expect(entries[2].offset).toBe(entries[1].offset + entries[1].bytes);
    expect(entries[2].offset + entries[2].bytes).toBe(ico.length);
    for (const [i, entry] of entries.entries()) {
      const png = ico.subarray(entry.offset, entry.offset + entry.bytes);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png)).toEqual({ width: [16, 32, 48][i], height: [16, 32, 48][i] });
    }
  });

  it("draws the wordmark as paths, transparent in logo.svg and readable on the light and dark backgrounds", async () => {
    const logo = await kit.text("logo.svg");
    expect(logo).toContain("<path");
    expect(logo).not.toContain("<text");
    expect(logo).not.toContain("<rect");
    expect(logo).toContain("<title>Bloom &amp; Brew</title>");
    expect(logo).toContain('fill="#2E7D32"');

    const light = colorsOf(await kit.text("logo-light.svg"));
    const dark = colorsOf(await kit.text("logo-dark.svg"));
    expect(contrastRatio(light.background, "#000000")).toBeGreaterThan(
      contrastRatio(light.background, "#FFFFFF"),
    );
    expect(contrastRatio(dark.background, "#FFFFFF")).toBeGreaterThan(
      contrastRatio(dark.background, "#000000"),
    );
    expect(contrastRatio(light.color, light.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.color, dark.background)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the chosen colour's hue on the dark variant, lightened until it reads", async () => {
    for (const color of ["#2E7D32", "#B71C1C", "#1A237E"]) {
      const chosen = await unzip(await logoKit({ brand, settings: { color } }));
      const dark = colorsOf(await chosen.text("logo-dark.svg"));
      expect(contrastRatio(dark.color, dark.background)).toBeGreaterThanOrEqual(4.5);
      const hue = (hex: string) => hexToHsl(hex)[0];
      const apart = Math.abs(hue(dark.color) - hue(color));
      expect({ color, dark: dark.color, apart: Math.min(apart, 360 - apart) <= 6 }).toMatchObject({
        apart: true,
      });
    }
  });

  it("keeps contrast when the brand colours are pale", async () => {
    const pale = brandStyle({
      brandName: "Pastel",
      moodBoard: {
        primaryColor: "#FFE4E1",
        secondaryColor: "#E0FFFF",
        accentColor: "#FFFACD",
        backgroundColor: "#777777",
        textColor: "#999999",
      },
    });
    const paleKit = await unzip(await logoKit({ brand: pale }));
    for (const name of ["logo-light.svg", "logo-dark.svg"]) {
      const { background, color } = colorsOf(await paleKit.text(name));
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes a brand sheet with the five colours, the fonts and the inline logo", async () => {
    const html = await kit.text("brand-sheet.html");
    for (const hex of Object.values(brand.colors)) expect(html).toContain(hex);
    expect(html).toContain("Montserrat");
    expect(html).toContain("Lato");
    // The fonts travel with the sheet: regular and bold of both families, inlined.
    expect(html.match(/@font-face\{font-family:"(?:Montserrat|Lato)"/g)!.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain("data:font/woff2;base64,");
    expect(html).toContain("<svg");
    expect(html).toContain("Bloom &amp; Brew");
    expect(html).toContain("Coffee &lt;with&gt; flowers");
    expect(html).not.toMatch(/<link|<script|https?:\/\/(?!www\.w3\.org)/);
    expect(await kit.text("README.txt")).toContain("favicon.ico");
  });

  it("takes wordmark settings over the brand defaults", async () => {
    const custom = await unzip(
      await logoKit({ brand, settings: { text: "B&B", color: "#000000", fontFamily: undefined } }),
    );
    const logo = await custom.text("logo.svg");
    expect(logo).toContain("<title>B&amp;B</title>");
    expect(logo).toContain('<g fill="#000000">');
  });
});
