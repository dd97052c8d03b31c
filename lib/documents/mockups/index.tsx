import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";

import type { MockupContent } from "./content";
import { mockupFonts } from "./fonts";
import { pictureToPng } from "./png";
import { MOCKUP_SIZES, SCENES, type MockupKind } from "./scenes";

export { MOCKUP_KINDS, MOCKUP_SIZES, type MockupKind } from "./scenes";
export { mockupContent, mockupContentOfProject, type MockupContent } from "./content";

/**
 * Mockups as pictures: a satori scene (JSX to SVG, text drawn as paths in the brand's own fonts) rendered
 * to PNG by resvg, on the server, from the project's brand and copy. They follow every edit because they
 * are drawn when asked for, never stored.
 */

/** Pixels per CSS pixel: the phone is drawn at 2x like a phone's screen; the rest at 1x. */
const SCALE: Record<MockupKind, number> = { hero: 1, phone: 2, social: 1, moodboard: 1 };

export async function mockupSvg(kind: MockupKind, content: MockupContent): Promise<string> {
  const Scene = SCENES[kind];
  const { width, height } = MOCKUP_SIZES[kind];
  return satori(<Scene content={content} />, {
    width,
    height,
    fonts: mockupFonts([content.brand.headingFont, content.brand.bodyFont]),
  });
}

export async function renderMockup(
  kind: MockupKind,
  content: MockupContent,
): Promise<{ png: Buffer; width: number; height: number }> {
  const svg = await mockupSvg(kind, content);
  const width = MOCKUP_SIZES[kind].width * SCALE[kind];
  // On libuv's thread pool: the server goes on answering meanwhile, and pictures drawn together (the
  // prototype PDF's four) use every core.
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  });
  return { png: pictureToPng(image), width: image.width, height: image.height };
}

/**
 * The landing-page hero, for a deck's Solution slide: the founder's product as a picture. Null without
 * the project's prototype (a deck sent in a request body has no brand pictures to draw from).
 */
export async function solutionPicture(content: MockupContent | null): Promise<Buffer | null> {
  return content ? (await renderMockup("hero", content)).png : null;
}
