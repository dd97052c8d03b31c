/**
 * Completes `.next/standalone` (next.config.ts `output: "standalone"`) into a folder that runs on its own:
 * `node scripts/server.mjs` in a copy of it serves the whole product, as the Dockerfile does. Next traces
 * the files its server needs; this adds what it cannot see:
 *  - our server (scripts/server.mjs) and the render worker (.next/render-worker.cjs), with every file they
 *    load, traced by @vercel/nft (Next's own tracer);
 *  - files read by path at run time: the migrations (db/migrations), the fonts of documents and logos
 *    (@fontsource's .woff files and the CSS that maps the CJK subsets);
 *  - the browser's files (.next/static, public), which Next leaves for a CDN.
 * Run by scripts/build-if-needed.mjs after `next build` and the render worker.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { nodeFileTrace } from "@vercel/nft";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const STANDALONE_DIR = path.join(root, ".next", "standalone");

const copy = (relative, filter) => {
  const from = path.join(root, relative);
  if (!existsSync(from)) return;
  cpSync(from, path.join(STANDALONE_DIR, relative), { recursive: true, filter });
};

export async function buildStandalone() {
  if (!existsSync(path.join(STANDALONE_DIR, "server.js"))) return null;
  const { fileList } = await nodeFileTrace(
    [path.join(root, "scripts", "server.mjs"), path.join(root, ".next", "render-worker.cjs")],
    { base: root, processCwd: root },
  );
  for (const file of fileList) {
    const target = path.join(STANDALONE_DIR, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, file), target, { recursive: true });
  }
  copy(path.join(".next", "static"));
  copy("public");
  copy(path.join("db", "migrations"));
  const fonts = path.join("node_modules", "@fontsource");
  for (const family of readdirSync(path.join(root, fonts)))
    copy(path.join(fonts, family), (source) => !/\.(woff2)$/.test(source));
  return STANDALONE_DIR;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = await buildStandalone();
  console.log(
    dir ? `standalone: ${path.relative(root, dir)}` : "no standalone build (output is not standalone)",
  );
}
