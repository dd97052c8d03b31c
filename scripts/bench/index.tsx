/**
 * `npm run bench`: measures LaunchForge and writes bench/results.json and bench/RESULTS.md.
 * Sections: Lighthouse scores of the public pages (production server, mobile preset), and export
 * rendering times (every document of a full project).
 */
import { writeFileSync } from "node:fs";
import os from "node:os";

import { benchExports } from "./exports";
import { benchLighthouse } from "./lighthouse";
import { ensureBuild, startServer } from "./server";

async function main() {
  ensureBuild();
  const server = await startServer({ port: 3300 });
  let lighthouseRows;
  try {
    lighthouseRows = await benchLighthouse(server.url);
  } finally {
    await server.stop();
  }
  const exportsRows = await benchExports();
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    lighthouse: lighthouseRows,
    exports: exportsRows,
  };
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  const table = [
    "| Export | Size | Median | p90 |",
    "|---|---:|---:|---:|",
    ...exportsRows.map(
      (r) => `| ${r.export} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.medianMs} ms | ${r.p90Ms} ms |`,
    ),
  ].join("\n");
  const lhTable = [
    "| Page | Performance (runs) | Accessibility | Best practices | SEO | LCP | TBT |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...lighthouseRows.map(
      (r) =>
        `| ${r.page} | ${r.performance} (${r.runs?.join(", ")}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms |`,
    ),
  ].join("\n");
  const lhFailing = lighthouseRows
    .map((r) => `- ${r.page}: ${r.failing.length ? r.failing.join("; ") : "none"}`)
    .join("\n");
  writeFileSync(
    "bench/RESULTS.md",
    `# Benchmark results\n\n${results.date} · ${results.machine.cpus} × ${results.machine.cpuModel} · Node ${results.machine.node}\n\n## Lighthouse (mobile preset, median of ${lighthouseRows[0]?.runs?.length ?? 1} runs)\n\n${lhTable}\n\nAudits below full marks in the median run:\n\n${lhFailing}\n\n## Exports (one complete project)\n\n${table}\n`,
  );
  console.log(lhTable);
  console.log(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
