/**
 * @react-pdf/renderer is ESM-only (its packages export no "require" condition), while jest and the
 * operator scripts run our TypeScript as CommonJS. So it is loaded once with a dynamic import(), which
 * works everywhere, and components read its primitives through `pdf()` at render time.
 */
export type ReactPdf = typeof import("@react-pdf/renderer");

let loaded: ReactPdf | undefined;

export async function loadReactPdf(): Promise<ReactPdf> {
  loaded ??= await import("@react-pdf/renderer");
  return loaded;
}

export function pdf(): ReactPdf {
  if (!loaded) throw new Error("Call loadReactPdf() before rendering a PDF");
  return loaded;
}
