import "server-only";

import path from "node:path";

import Piscina from "piscina";

import {
  runRenderJob,
  type RENDERERS,
  type RenderJob,
  type RendererName,
} from "@/lib/documents/render/renderers";
import { env } from "./env";
import { AppError } from "./errors";

/**
 * Drawing PDFs, PowerPoints and PNGs off the request thread: a piscina pool of worker threads (one per core
 * by default, RENDER_THREADS) runs the renderers of lib/documents/render, so one user's downloads no longer
 * hold up every other request. The pool's queue is site-wide (RENDER_QUEUE jobs waiting, besides the
 * per-user limit of lib/routes/downloads.ts): past it a download answers 429 with Retry-After.
 */

export const RENDER_BUSY_MESSAGE =
  "The server is busy drawing other downloads right now. Please try again in a few seconds.";

/** The bundled worker (scripts/build-render-worker.mjs). */
export const RENDER_WORKER_FILE = path.join(process.cwd(), ".next", "render-worker.cjs");

let pool: Piscina | undefined;

function renderPool(): Piscina {
  pool ??= new Piscina({
    filename: RENDER_WORKER_FILE,
    maxThreads: env().RENDER_THREADS,
    minThreads: 0,
    maxQueue: env().RENDER_QUEUE,
    // A thread that drew nothing for a minute is stopped; the next download starts one again.
    idleTimeout: 60_000,
  });
  // Test files stop the threads when they end (tests/setup/after-env.ts).
  (globalThis as Record<symbol, unknown>)[Symbol.for("launchforge.closeRenderPool")] = closeRenderPool;
  return pool;
}

/** Draws with the named renderer on a worker thread (on this thread when RENDER_THREADS is 0). */
export async function renderOffThread<K extends RendererName>(
  name: K,
  ...args: Parameters<(typeof RENDERERS)[K]>
): Promise<Buffer> {
  const job = { name, args } as RenderJob;
  if (env().RENDER_THREADS === 0) return runRenderJob(job);
  try {
    const bytes = (await renderPool().run(job)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof Error && error.message === "Task queue is at limit") {
      throw new AppError(429, RENDER_BUSY_MESSAGE, undefined, { "Retry-After": "5" });
    }
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

/** Stops the threads (tests, and a server shutting down). */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
