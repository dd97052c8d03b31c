import { crc32, deflateSync } from "node:zlib";

import type { RenderedImage } from "@resvg/resvg-js";

/**
 * PNG files for the mockups. resvg always writes RGBA; an opaque picture (the hero, the social card, the
 * mood board) is written here as RGB instead, which a PDF embeds as it is: with an alpha channel,
 * react-pdf's PDFKit decodes every pixel in JavaScript to split the alpha off into a soft mask, which
 * cost more than drawing the picture. Rows are left unfiltered: flat UI colours deflate well that way,
 * to a smaller file than resvg's.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE = { 3: 2, 4: 6 } as const; // truecolour, truecolour with alpha

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of 8-bit samples, `channels` per pixel (RGB, or RGBA with straight alpha), row by row. */
export function encodePng(samples: Uint8Array, width: number, height: number, channels: 3 | 4): Buffer {
  const stride = width * channels;
  if (samples.length !== stride * height) throw new Error("Pixel data of the wrong size");
  // Each row is preceded by its filter type: 0, none.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(samples.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = COLOR_TYPE[channels];
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** resvg's picture as a PNG: RGB when every pixel is opaque, else resvg's own RGBA file. */
export function pictureToPng(image: RenderedImage): Buffer {
  // resvg copies its (premultiplied) pixels on every read of `pixels`: read them once.
  const rgba = image.pixels;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return image.asPng();
  const pixels = rgba.length / 4;
  const rgb = Buffer.alloc(pixels * 3);
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += 4, o += 3) {
    rgb[o] = rgba[i];
    rgb[o + 1] = rgba[i + 1];
    rgb[o + 2] = rgba[i + 2];
  }
  return encodePng(rgb, image.width, image.height, 3);
}
