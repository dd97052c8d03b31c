import { inflateSync } from "node:zlib";

/**
 * A WOFF 1.0 font unwrapped to the plain TrueType/OpenType file it compresses (WOFF is the sfnt's tables,
 * each zlib-compressed: https://www.w3.org/TR/WOFF/).
 *
 * react-pdf reads fonts with fontkit, which keeps a WOFF's tables compressed and inflates the whole
 * `glyf` table, in JavaScript, every time it reads one glyph: embedding the subset of a document's
 * glyphs inflated it hundreds of times per PDF, about half of a deck's render time. Unwrapped once, the
 * tables are read in place.
 */

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (n: number) => (n + 3) & ~3;

export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error("Not a WOFF 1.0 font");
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table of the wrong length");
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  // The sfnt offset table: its binary-search fields come from the largest power of two <= numTables.
  const power = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((end, t) => end + align4(t.data.length), offset);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * SFNT_ENTRY, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * SFNT_ENTRY - power * SFNT_ENTRY, 10);
  // WOFF keeps the directory sorted by tag, as the sfnt's must be; each table starts on 4 bytes.
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += align4(table.data.length);
  });
  return out;
}
