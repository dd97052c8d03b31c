import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no cross-process lock: two processes writing one folder corrupt it. The process that opens
 * DATA_DIR takes this lock file (pid inside); any other process gets a clear error instead.
 */

export class DatabaseLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    const shown = path.relative(process.cwd(), dir) || dir;
    super(`the database in ${shown} is in use by process ${pid}; stop it or use DATABASE_URL`);
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A recycled pid (after a reboot or in a fresh container) may belong to an unrelated program.
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /node|next|tsx|jest/.test(cmdline);
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock on `dir` for this process. Returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner === process.pid) break;
      if (owner !== undefined && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      try {
        unlinkSync(file); // stale: its process is gone
      } catch {
        // someone else removed it; try again
      }
    }
  }
  if (readOwner(file) !== process.pid) {
    throw new DatabaseLockedError(dir, readOwner(file) ?? -1);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readOwner(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on("exit", release);
  return release;
}
