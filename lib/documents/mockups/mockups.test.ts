import { Resvg } from "@resvg/resvg-js";

import { hexToRgb } from "@/lib/color";
import { brandStyle } from "@/lib/documents/brand";
import {
  MOCKUP_KINDS,
  MOCKUP_SIZES,
  mockupContent,
  mockupContentOfProject,
  mockupSvg,
  renderMockup,
  type MockupKind,
} from "./index";
import { firstSentenceOf, moodWordsOf } from "./content";
import { shadowPicture } from "./shadow";

const brand = (primary: string) =>
  brandStyle({
    brandName: "ColdLog",
    tagline: "Fridge logs that fill themselves.",
    moodBoard: {
      primaryColor: primary,
      secondaryColor: "#0E7490",
      accentColor: "#F59E0B",
      backgroundColor: "#F8FAFC",
      textColor: "#0F172A",
    },
    headingFont: "Montserrat",
    bodyFont: "Lato",
  });

const content = (primary = "#1D4ED8") =>
  mockupContent({
    brand: brand(primary),
    concept:
      "ColdLog is a sensor kit that reports every 5 minutes through a cellular hub (no store Wi-Fi needed). It also keeps the HACCP log.",
    features: ["Alerts by SMS when a fridge warms up", "HACCP log ready for the inspector"],
    screens: ["Fridge dashboard", "The screen that proves the difference: a long description, not a title"],
    domain: "coldlog.io",
    moodDescription: "Calm, clinical and trustworthy: cool blues with one warm amber accent.",
  });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A picture's pixels as resvg draws it, one to one (`src`: an image URL). */
function pixelsOf(src: string, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${src}" width="${width}" height="${height}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** How many pixels of the picture are within a small distance of a colour. */
async function share(kind: MockupKind, c: ReturnType<typeof content>, hex: string): Promise<number> {
  const image = new Resvg(await mockupSvg(kind, c)).render();
  // resvg copies the pixels on every read of `pixels`: read them once.
  const pixels = image.pixels;
  const { r, g, b } = hexToRgb(hex);
  let hits = 0;
  for (let i = 0; i < pixels.length; i += 4)
    if (Math.abs(pixels[i] - r) < 6 && Math.abs(pixels[i + 1] - g) < 6 && Math.abs(pixels[i + 2] - b) < 6)
      hits++;
  return hits / (image.width * image.height);
}

describe("mockup content", () => {
  it("keeps the founder's first sentence whole, brackets and all", () => {
    expect(content().summary).toBe(
      "ColdLog is a sensor kit that reports every 5 minutes through a cellular hub (no store Wi-Fi needed).",
    );
    expect(firstSentenceOf("Dr. Patel's clinic opens at 9. Next.")).toBe("Dr. Patel's clinic opens at 9.");
    expect(content().headline).toBe("Fridge logs that fill themselves.");
  });

  it("reads mood words from the description, whole words only", () => {
    expect(moodWordsOf("A bold, high-contrast and earthy look; calm but dynamic.")).toEqual(
      expect.arrayContaining(["earthy", "calm"]),
    );
    expect(moodWordsOf("high- and low-key")).not.toContain("high-");
    // The first sentence names the mood; the rest describes the customers.
    expect(
      moodWordsOf("Clear, dependable, precise and friendly. Inspired by the daily life of small farmers."),
    ).toEqual(["clear", "dependable", "precise", "friendly"]);
  });

  it("is drawn only for a project with prototype assets", () => {
    expect(
      mockupContentOfProject({ name: "X", quizData: null, selectedBrand: null, prototypeData: null }),
    ).toBeNull();
  });
});

describe("mockups as pictures", () => {
  it.each(MOCKUP_KINDS)("%s renders a PNG of its stated size in the brand's colours", async (kind) => {
    const { png, width, height } = await renderMockup(kind, content());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const scale = kind === "phone" ? 2 : 1;
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: MOCKUP_SIZES[kind].width * scale,
      height: MOCKUP_SIZES[kind].height * scale,
    });
    expect({ width, height }).toEqual({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
    // The primary colour is a visible part of every picture.
    expect(await share(kind, content(), "#1D4ED8")).toBeGreaterThan(0.01);
  });

  it("follows the palette: another primary colour, another picture", async () => {
    const before = await share("hero", content("#1D4ED8"), "#B91C1C");
    const after = await share("hero", content("#B91C1C"), "#B91C1C");
    expect(before).toBe(0);
    expect(after).toBeGreaterThan(0.05);
  });

  it("draws a brand name in any script the fonts hold, and a long tagline without failing", async () => {
    const long = mockupContent({
      brand: brandStyle({ brandName: "Café Ñandú", tagline: "x ".repeat(80).trim() }),
      concept: null,
    });
    for (const kind of MOCKUP_KINDS) await expect(renderMockup(kind, long)).resolves.toBeTruthy();
  });

  it("writes an opaque picture as RGB and the phone, with its round corners, as RGBA, pixel for pixel", async () => {
    for (const kind of MOCKUP_KINDS) {
      const { png, width, height } = await renderMockup(kind, content());
      // IHDR's colour type: 2 is RGB, 6 is RGBA.
      expect([kind, png[25]]).toEqual([kind, kind === "phone" ? 6 : 2]);
      const drawn = new Resvg(await mockupSvg(kind, content()), { fitTo: { mode: "width", value: width } });
      const read = pixelsOf(`data:image/png;base64,${png.toString("base64")}`, width, height);
      expect(read.equals(drawn.render().pixels)).toBe(true);
    }
  });

  it("computes the window's shadow as resvg blurs it (opacity within 3 of 255)", () => {
    const [width, height, blur] = [300, 200, 40];
    const margin = 1.5 * blur;
    const [w, h] = [width + 2 * margin, height + 2 * margin];
    const ours = pixelsOf(shadowPicture({ width, height, blur, color: "#141428", opacity: 0.25 }), w, h);
    const blurred = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
        `<filter id="s" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><feGaussianBlur stdDeviation="${blur / 2}"/></filter>` +
        `<rect x="${margin}" y="${margin}" width="${width}" height="${height}" fill="#141428" fill-opacity="0.25" filter="url(#s)"/></svg>`,
    ).render().pixels;
    let worst = 0;
    for (let i = 3; i < ours.length; i += 4) worst = Math.max(worst, Math.abs(ours[i] - blurred[i]));
    expect(worst).toBeLessThanOrEqual(3);
    // And it is a shadow: dark under the box, fading to nothing at the picture's edge.
    expect(ours[((h / 2) * w + w / 2) * 4 + 3]).toBe(64);
    expect(ours[3]).toBe(0);
  });
});
