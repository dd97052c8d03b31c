import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { DatabaseLockedError, lockDataDir } from "./lock";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "launchforge-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, "pglite.lock");

/** Tries to take the lock from another process, the way a second server or the CLI would. */
function lockFromAnotherProcess(): { status: number | null; stderr: string } {
  const script = `
    require("tsx/cjs");
    const { lockDataDir } = require(${JSON.stringify(path.join(__dirname, "lock.ts"))});
    try { lockDataDir(${JSON.stringify(dir)}); } catch (e) { console.error(e.message); process.exit(1); }
  `;
  const result = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  return { status: result.status, stderr: result.stderr };
}

describe("lockDataDir", () => {
  it("writes this process's pid and removes the file on release", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("is re-entrant within one process", () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow();
    release();
  });

  it("refuses another process with a clear message while held", () => {
    const release = lockDataDir(dir);
    const other = lockFromAnotherProcess();
    expect(other.status).toBe(1);
    expect(other.stderr).toContain(`is in use by process ${process.pid}; stop it or use DATABASE_URL`);
    release();
    expect(lockFromAnotherProcess().status).toBe(0);
  });

  it("takes over a lock left by a process that is gone", () => {
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    writeFileSync(lockFile(), dead.stdout);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
  });

  it("names the folder and the owner in its error", () => {
    const error = new DatabaseLockedError(path.join(process.cwd(), ".data"), 4242);
    expect(error.message).toBe(
      "the database in .data is in use by process 4242; stop it or use DATABASE_URL",
    );
  });
});
