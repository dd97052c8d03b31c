/**
 * `npm run bench`: measures LaunchForge and writes bench/results.json and bench/RESULTS.md.
 * Sections: Lighthouse scores and first-load JavaScript of the public pages (production server, mobile
 * preset); load on the API (autocannon) on PGlite and on PostgreSQL, as ratios to a bare route measured in
 * the same run, with a 200-connection run on PostgreSQL and the server's peak memory; export rendering
 * times (every document of a full project).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";

import { startBareNext } from "./bare-next";
import { benchExports } from "./exports";
import { benchLighthouse, type LighthouseRow } from "./lighthouse";
import { benchLoad, userTier, type LoadReport } from "./load";
import { ensureBuild, startServer, type BenchServer } from "./server";

const PORT = 3300;
/** The per-user generation limits would turn a load test into a test of the limiter. */
const NO_GENERATION_LIMITS = {
  GENERATION_LIMIT_PER_HOUR: "1000000000",
  GENERATION_LIMIT_PER_HOUR_PER_IP: "1000000000",
  GENERATION_CONCURRENCY: "100000",
};

async function onPglite(): Promise<{
  lighthouse: LighthouseRow[];
  /** The landing page under DevTools throttling. */
  landingDevtools: LighthouseRow;
  load: LoadReport;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "launchforge-bench-"));
  let server: BenchServer = await startServer({ port: PORT, dataDir, env: NO_GENERATION_LIMITS });
  try {
    const lighthouse = await benchLighthouse(server.url);
    const load = await benchLoad({
      server,
      database: "PGlite (embedded)",
      // PGlite's folder is locked while the server runs: stop, raise the plan, start again.
      setTier: async (userId) => {
        await server.stop();
        userTier(userId, "rocket", { DATA_DIR: dataDir, DATABASE_URL: "" });
        server = await startServer({ port: PORT, dataDir, env: NO_GENERATION_LIMITS });
        return server;
      },
    });
    // The founder's public launch page, in the same Lighthouse run conditions as the marketing pages.
    lighthouse.push(...(await benchLighthouse(server.url, [load.launchPath])));
    const [landingDevtools] = await benchLighthouse(server.url, ["/"], undefined, "devtools");
    return { lighthouse, landingDevtools, load };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<LoadReport | { skipped: string }> {
  const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { Client } = await import("pg");
  const name = `launchforge_bench_${process.pid}`;
  const client = new Client({ connectionString: admin });
  try {
    await client.connect();
  } catch (error) {
    return {
      skipped: `PostgreSQL not reachable at ${admin.replace(/\/\/[^@]*@/, "//")} (${(error as Error).message})`,
    };
  }
  await client.query(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const env = { ...NO_GENERATION_LIMITS, DATABASE_URL: url.toString() };
  const server = await startServer({ port: PORT + 1, env });
  try {
    return await benchLoad({
      server,
      database: "PostgreSQL",
      soak: { connections: 200, durationS: Number(process.env.BENCH_SOAK_SECONDS ?? 30) },
      setTier: async (userId) => {
        userTier(userId, "rocket", { DATABASE_URL: url.toString() });
        return server;
      },
    });
  } finally {
    await server.stop();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
}

function loadTable(report: LoadReport): string {
  return [
    `### ${report.database} (peak server memory ${report.peakRssMb} MB)`,
    "",
    "| Request | Connections | Requests | req/s | p50 | p99 | Errors | p50 × bare | cost × bare |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.latencyRatio ?? "–"} | ${r.throughputRatio ?? "–"} |`,
    ),
    "",
    `Full offline generation of all six steps (quiz to pitch, one user, ${report.generation.runs} runs): median ${report.generation.medianMs} ms, p90 ${report.generation.p90Ms} ms (${report.generation.ratio ?? "–"} × the bare route's p50).`,
    "",
    "Cost with data: the same user with 1 project, then with 200 projects and 10 versions of every step (goal ≤ 1.5×):",
    "",
    "| Request | Empty | With data | × empty |",
    "|---|---:|---:|---:|",
    ...report.scale.map((r) => `| ${r.name} | ${r.empty} ${r.unit} | ${r.withData} ${r.unit} | ${r.ratio} |`),
    "",
    `GET /api/ping while two loops download the investor deck as PDF (rendered on worker threads; goal p95 under 200 ms), ${report.exportLoad.durationS} s each: idle p50 ${report.exportLoad.idle.p50Ms} ms, p95 ${report.exportLoad.idle.p95Ms} ms; under the export load p50 ${report.exportLoad.loaded.p50Ms} ms, p95 ${report.exportLoad.loaded.p95Ms} ms (${report.exportLoad.p95Ratio} × idle); ${report.exportLoad.pdfs} PDFs drawn, ${report.exportLoad.refused} refused with 429.`,
  ].join("\n");
}

/** Lighthouse on a bare Next.js page built with the same Next in this run: the landing page's floor. */
async function onBareNext() {
  const bare = await startBareNext(PORT + 1);
  try {
    const [row] = await benchLighthouse(bare.url, ["/"]);
    const [devtools] = await benchLighthouse(bare.url, ["/"], undefined, "devtools");
    return { row: { ...row, page: "bare Next.js page (same Next, same run)" }, devtools };
  } finally {
    await bare.stop();
  }
}

async function main() {
  ensureBuild();
  const bare = await onBareNext();
  const pglite = await onPglite();
  const postgres = await onPostgres();
  const exportsRows = await benchExports();
  const lighthouseRows = [...pglite.lighthouse, bare.row];
  const landing = pglite.lighthouse.find((r) => r.page === "/");
  const ratio = (a: number | undefined, b: number) => (a && b > 0 ? Math.round((a / b) * 100) / 100 : null);
  const landingVsBare = ratio(landing?.lcpMs, bare.row.lcpMs);
  // The same comparison with the load itself throttled in Chrome, beside Lantern's simulation.
  const devtools = {
    landingLcpMs: pglite.landingDevtools.lcpMs,
    bareLcpMs: bare.devtools.lcpMs,
    landingPerformance: pglite.landingDevtools.performance,
    barePerformance: bare.devtools.performance,
    ratio: ratio(pglite.landingDevtools.lcpMs, bare.devtools.lcpMs),
  };
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    lighthouse: lighthouseRows,
    /** The landing page's LCP ÷ the bare Next page's (goal ≤ 1.3). */
    landingLcpVsBare: landingVsBare,
    /** The same under DevTools throttling (the load itself slowed in Chrome). */
    landingLcpVsBareDevtools: devtools,
    load: [pglite.load, postgres],
    exports: exportsRows,
  };
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  const table = [
    "| Export | Size | Median | p90 | × ordinary |",
    "|---|---:|---:|---:|---:|",
    ...exportsRows.map(
      (r) =>
        `| ${r.export} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.medianMs} ms | ${r.p90Ms} ms | ${r.timesTypical ?? "–"} |`,
    ),
  ].join("\n");
  const lhTable = [
    "| Page | Performance (runs) | Accessibility | Best practices | SEO | LCP | TBT | First-load JS | Painted unthrottled | Finished before that paint |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...lighthouseRows.map(
      (r) =>
        `| ${r.page} | ${r.performance} (${r.runs?.join(", ")}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.scriptKb} KB | ${r.observedLcpMs ?? "–"} ms | ${r.beforePaint ? `${r.beforePaint.requests} requests, ${r.beforePaint.kb} KB` : "–"} |`,
    ),
  ].join("\n");
  const lhFailing = lighthouseRows
    .map((r) => `- ${r.page}: ${r.failing.length ? r.failing.join("; ") : "none"}`)
    .join("\n");
  const loadSection = [pglite.load, postgres]
    .map((report) => ("skipped" in report ? `PostgreSQL skipped: ${report.skipped}.` : loadTable(report)))
    .join("\n\n");
  writeFileSync(
    "bench/RESULTS.md",
    `# Benchmark results\n\n${results.date} · ${results.machine.cpus} × ${results.machine.cpuModel} · Node ${results.machine.node}\n\n## Lighthouse (mobile preset, median of ${lighthouseRows[0]?.runs?.length ?? 1} runs)\n\n${lhTable}\n\nThe landing page's LCP is ${landingVsBare ?? "–"} × the bare Next.js page's in this run (goal ≤ 1.3).\n\nWith the load itself throttled in Chrome (\`throttlingMethod: devtools\`, median of ${lighthouseRows[0]?.runs?.length ?? 1}): landing LCP ${devtools.landingLcpMs} ms (performance ${devtools.landingPerformance}), bare page ${devtools.bareLcpMs} ms (${devtools.barePerformance}): ${devtools.ratio ?? "–"} ×.\n\nFirst-load JS: the scripts a first visit downloads (compressed transfer size). Painted unthrottled: the LCP of the fast load Lighthouse's simulation starts from; the simulated LCP replays every request that had finished before it on the slow network (see \`LighthouseRow.beforePaint\` in scripts/bench/lighthouse.ts), which is why a page whose scripts arrive before its first paint pays for them.\n\nAudits below full marks in the median run:\n\n${lhFailing}\n\n## API under load (autocannon, loopback)\n\n"p50 × bare" divides a route's median latency by that of GET /api/ping, a bare handler measured in the same run; "cost × bare" divides the bare route's requests per second by the route's. Both compare across machines.\n\n${loadSection}\n\n## Exports (one complete project)\n\nThe largest allowed rows render the biggest artifact each schema accepts; × ordinary is their median over the ordinary project's.\n\n${table}\n\nHow well the offline engine reads ideas is measured by \`npm run eval\` (docs/engine.md), not here.\n`,
  );
  console.log(lhTable);
  console.log(loadSection);
  console.log(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
