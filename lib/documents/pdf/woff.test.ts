import { readFileSync } from "node:fs";

import { parse } from "opentype.js";

import { fontFile } from "../fonts";
import { sfntFromWoff } from "./woff";

const asArrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe("a WOFF font unwrapped for react-pdf", () => {
  it.each([
    ["Nunito", 700, "latin"],
    ["Source Sans Pro", 400, "latin-ext"],
  ] as const)("%s %s (%s) is the same font as TrueType", (family, weight, subset) => {
    const woff = readFileSync(fontFile(family, weight, subset));
    const sfnt = sfntFromWoff(woff);
    // A TrueType file: no WOFF signature, every table on a 4-byte boundary inside the file.
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    for (let i = 0; i < numTables; i++) {
      const offset = sfnt.readUInt32BE(12 + i * 16 + 8);
      expect(offset % 4).toBe(0);
      expect(offset + sfnt.readUInt32BE(12 + i * 16 + 12)).toBeLessThanOrEqual(sfnt.length);
    }

    const before = parse(asArrayBuffer(woff));
    const after = parse(asArrayBuffer(sfnt));
    expect(after.outlinesFormat).toBe("truetype");
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.names.fullName).toEqual(before.names.fullName);
    // Glyph by glyph (opentype.js cannot shape every font's strings): the same outline and advance.
    for (const char of "Bake what sells: Crème brûlée, 1,250 €") {
      const [was, is] = [before.charToGlyph(char), after.charToGlyph(char)];
      expect([char, is.index, is.advanceWidth]).toEqual([char, was.index, was.advanceWidth]);
      expect(is.getPath(0, 0, 72).toPathData(2)).toBe(was.getPath(0, 0, 72).toPathData(2));
    }
  });

  it("refuses what is not a WOFF font", () => {
    expect(() => sfntFromWoff(Buffer.from("not a font at all, long enough for a WOFF header"))).toThrow(
      "Not a WOFF 1.0 font",
    );
  });
});
