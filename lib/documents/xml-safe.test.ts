import JSZip from "jszip";
import { SaxesParser } from "saxes";

import { shownOffline } from "@/lib/ai/offline";
import { ANSWERS } from "@/tests/helpers/projects";
import { brandStyle } from "./brand";
import { logoKit } from "./logo-kit";
import { pitchDeck } from "./pptx";
import { investorDeckPptx } from "./pptx-investor";
import { financialWorkbook } from "./xlsx";

/**
 * Every value that reaches an XML part of an Office file or the logo kit is escaped: each export is made
 * for brand names full of XML's special characters, and every XML part is read by a strict XML parser.
 */

const NAMES = [`A & B <C> "D"`, "Salt & Pepper", "Tom's <b>", "]]> & <!-- x -->"];

/** Parses a part strictly (throws when it is not well-formed); returns its decoded text and attribute values. */
function parseXml(name: string, xml: string): string {
  const parser = new SaxesParser({ xmlns: false });
  const read: string[] = [];
  parser.on("error", (error) => {
    throw new Error(`${name}: ${error.message}`);
  });
  parser.on("text", (text) => read.push(text));
  parser.on("opentag", (tag) => read.push(...Object.values(tag.attributes as Record<string, string>)));
  parser.write(xml).close();
  return read.join("\n");
}

async function xmlParts(file: Buffer) {
  const zip = await JSZip.loadAsync(file);
  const parts = Object.values(zip.files).filter((f) => !f.dir && /\.(xml|rels|svg)$/.test(f.name));
  expect(parts.length).toBeGreaterThan(0);
  return Promise.all(parts.map(async (f) => ({ name: f.name, xml: await f.async("string") })));
}

describe.each(NAMES)("exports for the brand %j", (name) => {
  const input = { answers: ANSWERS, brandName: name };
  const analysis = shownOffline("fullBusinessAnalysis", input);
  const model = analysis.financialModel!;
  const pitch = shownOffline("pitch", { ...input, financialModel: model });
  const brand = brandStyle({ brandName: name, tagline: `${name} & friends` });

  it.each([
    ["pitch deck", () => pitchDeck({ brand, pitch, model })],
    ["investor deck", () => investorDeckPptx({ brand, input: { pitch, model, analysis } })],
    ["financial forecast", () => financialWorkbook({ brand, model })],
    ["logo kit", () => logoKit({ brand })],
  ] as const)("the %s has only well-formed XML parts, and keeps the name", async (_, make) => {
    const parts = await xmlParts(await make());
    const text = parts.map((part) => parseXml(part.name, part.xml)).join("\n");
    expect(text).toContain(name);
  });
});
