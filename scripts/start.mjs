/**
 * `npm start`: builds when there is no build of the current sources, then serves the production server
 * on PORT (default 3000). The server opens the database and applies migrations as it starts
 * (instrumentation.ts). No configuration needed: PGlite in .data/, the offline AI engine, demo sign-in.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import nextEnv from "@next/env";
import semver from "semver";

import { ensureBuild } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The Node versions every dependency supports (package.json "engines"; tests/engines.test.ts checks it).
const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
if (!semver.satisfies(process.versions.node, engines.node)) {
  console.error(
    `LaunchForge needs Node.js ${engines.node}; this is Node.js ${process.versions.node}. Install a supported version (for example the current LTS) and run npm start again.`,
  );
  process.exit(1);
}

ensureBuild();

// .env files, as the server will read them: PORT may be set there.
nextEnv.loadEnvConfig(root);
const port = process.env.PORT || "3000";
// scripts/server.mjs: Next's handler behind a node:http server that records each socket's address.
const child = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
});

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 9 : 1)));
