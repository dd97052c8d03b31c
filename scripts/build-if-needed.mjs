/**
 * Builds the app with `next build` unless .next already holds a build of exactly these sources
 * (a content hash of every file the build reads, stored next to the build). Used by `npm start`
 * and `npm run test:e2e`; `--force` builds whatever is there (`npm run build`). Every build runs with
 * Next's telemetry off: nothing leaves the machine at build time.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildRenderWorker } from "./build-render-worker.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["app", "components", "core", "lib", "db", "public", "types"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "next.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  // Copied into .next/standalone by scripts/build-standalone.mjs.
  "scripts/server.mjs",
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

/** `next build` with the prerendered pages' CSP hashes it is to compile in (lib/static-csp.ts). */
function nextBuild(buildId, prerenderedCsp) {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      LAUNCHFORGE_BUILD_ID: buildId,
      LAUNCHFORGE_PRERENDERED_CSP: prerenderedCsp,
    },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}

/** The hashes of the pages the build just wrote, and its routes (scripts/static-csp.ts), as JSON. */
function prerenderedCsp() {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", "static-csp.ts"), path.join(root, ".next")],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (result.status !== 0) {
    console.error("Reading the prerendered pages failed; see the output above.");
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

/** The hashes compiled into the last build, kept across builds (next build keeps .next/cache). */
const CSP_FILE = path.join(root, ".next", "cache", "launchforge-prerendered-csp.json");

/**
 * `next build`, then the sources' hash beside the build, so `npm start` does not build them again.
 * The strict CSP of prerendered pages needs their scripts' hashes compiled into the server, and those are
 * known only once the pages are written: when the pages' hashes differ from those the build compiled in
 * (the last build's), Next builds once more with them. Both passes have one build id, so the second
 * writes the same pages, which is checked.
 */
export function build() {
  const current = sourceHash();
  const buildId = current.slice(0, 20);
  const compiled = existsSync(CSP_FILE) ? readFileSync(CSP_FILE, "utf8") : "";
  nextBuild(buildId, compiled);
  let written = prerenderedCsp();
  if (written !== compiled) {
    console.log("Compiling the prerendered pages' script hashes into the server (a second pass)…");
    nextBuild(buildId, written);
    const again = prerenderedCsp();
    if (again !== written) {
      console.error(
        "The second pass wrote other pages than the first, so their hashes cannot be compiled in. A page renders something that changes between builds (a date, a random value).",
      );
      process.exit(1);
    }
    written = again;
  }
  mkdirSync(path.dirname(CSP_FILE), { recursive: true });
  writeFileSync(CSP_FILE, written);
  buildRenderWorker();
  // .next/standalone made whole: our server, the worker, migrations, fonts, static files (the Dockerfile).
  const standalone = spawnSync(process.execPath, [path.join(root, "scripts", "build-standalone.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (standalone.status !== 0) {
    console.error("Completing the standalone build failed; see the output above.");
    process.exit(standalone.status ?? 1);
  }
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
