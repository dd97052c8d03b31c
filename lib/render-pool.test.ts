import JSZip from "jszip";

import { shownOffline } from "@/lib/ai/offline";
import type { PitchData } from "@/lib/artifacts/schemas";
import { brandStyle } from "@/lib/documents/brand";
import { AppError } from "@/core/errors";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";

/**
 * Drawing off the request thread, through the real pool and the bundled worker (jest's global setup
 * builds it as `next build` does): a PowerPoint drawn on a worker thread, the site-wide queue's 429 once
 * it is full, and drawing on this thread when RENDER_THREADS is 0.
 */

type Pool = typeof import("./render-pool");

/** lib/render-pool (and core/env) afresh, with these settings. */
function loadPool(vars: Record<string, string>): Pool {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    let mod!: Pool;
    jest.isolateModules(() => {
      mod = jest.requireActual("./render-pool");
      jest.requireActual<typeof import("@/core/env")>("@/core/env").env();
    });
    return mod;
  } finally {
    process.env = saved;
  }
}

const answers = IDEA_FIXTURES.find((f) => f.id === "bakery-forecasting")!.answers;
const style = brandStyle({ brandName: "Breadwise" });
const pitch: PitchData = shownOffline("pitch", { answers, brandName: "Breadwise" });

async function slidesOf(pptx: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(pptx);
  return Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

describe("renderOffThread", () => {
  it("draws a PowerPoint on a worker thread", async () => {
    const pool = loadPool({ RENDER_THREADS: "1", RENDER_QUEUE: "4" });
    try {
      const pptx = await pool.renderOffThread("pitchPptx", style, pitch, null, null);
      expect(await slidesOf(pptx)).toBeGreaterThanOrEqual(10);
      expect(pool.renderPoolStats()).toMatchObject({ threads: 1, completed: 1 });
    } finally {
      await pool.closeRenderPool();
    }
  }, 60_000);

  it("answers 429 with Retry-After once the site-wide queue is full", async () => {
    const pool = loadPool({ RENDER_THREADS: "1", RENDER_QUEUE: "1" });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 4 }, () => pool.renderOffThread("pitchPptx", style, pitch, null, null)),
      );
      // An AppError of the isolated module registry: the same class by name, not by identity.
      const refused = outcomes.filter((o) => o.status === "rejected").map((o) => o.reason as AppError);
      expect(outcomes.filter((o) => o.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const error of refused) {
        expect(error.name).toBe("AppError");
        expect([error.status, error.headers?.["Retry-After"]]).toEqual([429, "5"]);
      }
    } finally {
      await pool.closeRenderPool();
    }
  }, 60_000);

  it("draws on this thread when RENDER_THREADS is 0", async () => {
    const pool = loadPool({ RENDER_THREADS: "0" });
    const pptx = await pool.renderOffThread("pitchPptx", style, pitch, null, null);
    expect(await slidesOf(pptx)).toBeGreaterThanOrEqual(10);
    expect(pool.renderPoolStats()).toMatchObject({ threads: 0, completed: 0 });
  }, 60_000);
});
