/**
 * Bundles the render worker (lib/documents/render/worker.ts and everything it imports of ours) into one
 * CommonJS file, `.next/render-worker.cjs`, with esbuild: TypeScript, JSX and the `@/` paths compiled,
 * packages left to load from node_modules at run time. Run by scripts/build-if-needed.mjs after
 * `next build` and before every `npm start`, and by jest's global setup; it takes well under a second.
 * Written whole and then renamed into place, so a server starting a thread never reads half a file.
 * (`npm run dev` draws on the request thread: core/env.ts renderThreads.)
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { buildSync } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const RENDER_WORKER_FILE = path.join(root, ".next", "render-worker.cjs");

export function buildRenderWorker(outfile = RENDER_WORKER_FILE) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  const result = buildSync({
    entryPoints: [path.join(root, "lib", "documents", "render", "worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
    legalComments: "none",
    write: false,
  });
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, result.outputFiles[0].contents);
  renameSync(partial, outfile);
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`render worker: ${path.relative(root, buildRenderWorker())}`);
}
