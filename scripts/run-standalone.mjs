/**
 * Serves a copy of `.next/standalone` from a folder outside the repository, as the Dockerfile's image
 * does: `node scripts/run-standalone.mjs [DIR]` (default: launchforge-standalone in the system's temporary
 * folder). A copy outside the repository cannot borrow a package from its node_modules, so whatever the
 * standalone build lacks fails here as it would in a container. The PostgreSQL server of the browser
 * journeys runs this way (playwright.config.ts), and CI with it.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, ".next", "standalone");
const dir = path.resolve(process.argv[2] ?? path.join(tmpdir(), "launchforge-standalone"));

if (!existsSync(path.join(source, "scripts", "server.mjs"))) {
  console.error("No standalone build in .next/standalone: run `npm run build` first.");
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
cpSync(source, dir, { recursive: true });

const child = spawn(process.execPath, [path.join(dir, "scripts", "server.mjs")], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 9 : 1)));
