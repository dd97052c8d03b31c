/**
 * `npm start`: builds when there is no build of the current sources, then serves the production server
 * on PORT (default 3000). The server opens the database and applies migrations as it starts
 * (instrumentation.ts). No configuration needed: PGlite in .data/, the offline AI engine, demo sign-in.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ensureBuild } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
ensureBuild();

const port = process.env.PORT || "3000";
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
// Keep idle connections longer than the usual 60 s of proxies and load balancers, so the server never
// closes a keep-alive socket just as a client reuses it (ECONNRESET).
const child = spawn(process.execPath, [nextBin, "start", "-p", port, "--keepAliveTimeout", "65000"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
});

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 9 : 1)));
