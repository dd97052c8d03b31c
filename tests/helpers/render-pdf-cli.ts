/**
 * Renders one PDF outside jest (react-pdf is ESM-only and jest runs our code as CommonJS): reads
 * `{ brand, input }` as JSON on stdin and writes the PDF to the path given as the first argument.
 * Used by lib/documents/pdf/pdf.test.ts through `npx tsx`.
 */
import { writeFileSync } from "node:fs";

import { renderPdf, type PdfInput } from "@/lib/documents/pdf";
import type { BrandStyle } from "@/lib/documents/brand";

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const { brand, input } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
    brand: BrandStyle;
    input: PdfInput;
  };
  // Pictures travel as JSON's { type: "Buffer", data } and become bytes again.
  if (input.kind === "prototype" && input.mockups)
    input.mockups = Object.fromEntries(
      Object.entries(input.mockups).map(([k, v]) => [
        k,
        Buffer.from((v as unknown as { data: number[] }).data),
      ]),
    );
  if ((input.kind === "pitch" || input.kind === "investor") && input.solution)
    input.solution = Buffer.from((input.solution as unknown as { data: number[] }).data);
  writeFileSync(process.argv[2], await renderPdf(brand, input));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
