import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The production server for a benchmark: built if needed, started on `port` with its own data. */
export interface BenchServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export function ensureBuild() {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("build failed");
}

export async function startServer({
  port,
  env = {},
  dataDir: givenDataDir,
}: {
  port: number;
  env?: Record<string, string>;
  /** A data folder to use and keep (for a restart); by default a fresh one, removed on stop. */
  dataDir?: string;
}): Promise<BenchServer> {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), "launchforge-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DOMAIN_LOOKUP_TIMEOUT_MS: "500", ...env },
    stdio: "ignore",
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
