import { spawnSync } from "node:child_process";

import { createPostgresTemplate, ensurePgliteTemplate } from "./template";

export default async function globalSetup() {
  // Downloads draw on worker threads from the bundled worker, as in production (lib/render-pool.ts).
  const worker = spawnSync(process.execPath, ["scripts/build-render-worker.mjs"], { stdio: "inherit" });
  if (worker.status !== 0)
    throw new Error("Could not bundle the render worker (scripts/build-render-worker.mjs)");
  const run = `lf_test_${Date.now().toString(36)}_${process.pid}`;
  process.env.LAUNCHFORGE_TEST_RUN = run;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await createPostgresTemplate(base, `${run}_template`);
  } else {
    process.env.LAUNCHFORGE_PGLITE_TEMPLATE = await ensurePgliteTemplate();
  }
}
