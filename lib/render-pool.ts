import "server-only";

import { existsSync } from "node:fs";
import path from "node:path";

import Piscina from "piscina";

import {
  runRenderJob,
  type RENDERERS,
  type RenderJob,
  type RendererName,
} from "@/lib/documents/render/renderers";
import { env, renderThreads } from "@/core/env";
import { AppError } from "@/core/errors";

/**
 * Drawing PDFs, PowerPoints and PNGs off the request thread: a piscina pool of worker threads (one per core
 * by default, RENDER_THREADS) runs the renderers of lib/documents/render, so one user's downloads no longer
 * hold up every other request. The pool's queue is site-wide (RENDER_QUEUE jobs waiting, besides the
 * per-user limit of lib/routes/downloads.ts): past it a download answers 429 with Retry-After.
 */

export const RENDER_BUSY_MESSAGE =
  "The server is busy drawing other downloads right now. Please try again in a few seconds.";
export const RENDER_TIMEOUT_MESSAGE = "Drawing the file took too long. Please try again.";
/** The longest a download may wait and draw (the largest investor PDF takes a few seconds). */
const RENDER_TIMEOUT_MS = 120_000;

/** The bundled worker (scripts/build-render-worker.mjs). */
export const RENDER_WORKER_FILE = path.join(process.cwd(), ".next", "render-worker.cjs");

const busy = () => new AppError(429, RENDER_BUSY_MESSAGE, undefined, { "Retry-After": "5" });

let pool: Piscina | undefined;
let warnedMissing = false;

/**
 * The pool, or null to draw on this thread: RENDER_THREADS is 0 (and in development), or the worker file
 * is missing (a bare `next build`, which empties .next/): said once in the log, never a download that
 * hangs on a thread that cannot start.
 */
function renderPool(): Piscina | null {
  if (pool) return pool;
  if (renderThreads() === 0) return null;
  if (!existsSync(RENDER_WORKER_FILE)) {
    if (!warnedMissing) {
      console.error(
        `[render] ${RENDER_WORKER_FILE} is missing (build with npm run build): drawing downloads on the request thread.`,
      );
      warnedMissing = true;
    }
    return null;
  }
  pool = new Piscina({
    filename: RENDER_WORKER_FILE,
    maxThreads: renderThreads(),
    minThreads: 0,
    maxQueue: env().RENDER_QUEUE,
    // A thread that drew nothing for a minute is stopped; the next download starts one again.
    idleTimeout: 60_000,
  });
  // A thread that fails to start or dies: logged; its job is refused (below) rather than left waiting.
  pool.on("error", (error: unknown) => console.error("[render] worker thread failed:", error));
  // Test files stop the threads when they end (tests/setup/after-env.ts).
  (globalThis as Record<symbol, unknown>)[Symbol.for("launchforge.closeRenderPool")] = closeRenderPool;
  return pool;
}

/** Draws with the named renderer on a worker thread (on this thread when there is no pool, see renderPool). */
export async function renderOffThread<K extends RendererName>(
  name: K,
  ...args: Parameters<(typeof RENDERERS)[K]>
): Promise<Buffer> {
  const job = { name, args } as RenderJob;
  const threads = renderPool();
  if (!threads) return runRenderJob(job);
  // The site-wide queue, counted here: piscina does not hold its maxQueue for jobs that carry a signal.
  if (threads.queueSize >= env().RENDER_QUEUE) throw busy();
  try {
    const bytes = (await threads.run(job, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) })) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof Error && error.message === "Task queue is at limit") throw busy();
    if (error instanceof Error && error.name === "AbortError")
      throw new AppError(504, RENDER_TIMEOUT_MESSAGE);
    throw error;
  }
}

/** What the pool is doing, for tests and the bench. */
export function renderPoolStats(): { threads: number; queued: number; completed: number } {
  return {
    threads: pool?.threads.length ?? 0,
    queued: pool?.queueSize ?? 0,
    completed: pool?.completed ?? 0,
  };
}

/** Stops the threads (each test file, at its end). */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
