/**
 * Builds the app with `next build` unless .next already holds a build of exactly these sources
 * (a content hash of every file the build reads, stored next to the build). Used by `npm start`
 * and `npm run test:e2e`; `--force` builds whatever is there (`npm run build`). Every build runs with
 * Next's telemetry off: nothing leaves the machine at build time.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildRenderWorker } from "./build-render-worker.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["app", "components", "lib", "db", "public", "types"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "next.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
];
const HASH_FILE = path.join(root, ".next", "launchforge-source-hash");

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.test\.[jt]sx?$/.test(entry.name) ? [] : [full];
  });
}

export function sourceHash() {
  const hash = createHash("sha256");
  const files = [
    ...SOURCE_DIRS.flatMap((d) => listFiles(path.join(root, d))),
    ...SOURCE_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f) && statSync(f).isFile()),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** `next build`, then the sources' hash beside the build, so `npm start` does not build them again. */
export function build() {
  const current = sourceHash();
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
  buildRenderWorker();
  writeFileSync(HASH_FILE, current);
}

export function ensureBuild() {
  const built =
    existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(HASH_FILE)
      ? readFileSync(HASH_FILE, "utf8").trim()
      : null;
  if (built === sourceHash()) {
    // The worker from these very sources (under a second): jest or another checkout may have rewritten it.
    buildRenderWorker();
    return false;
  }
  console.log(built ? "Sources changed since the last build: building…" : "No build found: building…");
  build();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--force")) build();
  else ensureBuild();
}
