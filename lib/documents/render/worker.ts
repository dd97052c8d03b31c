import { runRenderJob, type RenderJob } from "./renderers";

/**
 * The render worker's entry (piscina calls the default export with each job): scripts/build-render-worker.mjs
 * bundles it with our sources into one CommonJS file that loads its packages from node_modules, so a
 * worker thread needs neither Next.js's bundler nor a TypeScript loader.
 */
export default async function render(job: RenderJob): Promise<Uint8Array> {
  const bytes = await runRenderJob(job);
  // Copied across as it is sent: a Buffer may be a slice of a pool shared with other buffers.
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
