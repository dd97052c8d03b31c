/**
 * Whether downloads stall everyone else: GET /api/ping's latency while nothing else runs, then while two
 * loops download the investor deck as PDF over and over (the heaviest export; the per-user limit allows
 * two at once), as p50 and p95 of pings sent five times a second, and the ratio of the two p95s. Before
 * rendering moved to worker threads (lib/render-pool.ts) the pings waited for each PDF.
 */

export interface ExportLoadReport {
  durationS: number;
  idle: { p50Ms: number; p95Ms: number; pings: number };
  loaded: { p50Ms: number; p95Ms: number; pings: number };
  /** Loaded p95 ÷ idle p95. */
  p95Ratio: number;
  /** PDFs finished during the loaded run, and downloads refused with 429 (a full queue). */
  pdfs: number;
  refused: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Pings every 200 ms for `durationS`, each timed on its own (one slow answer does not delay the next). */
async function pings(url: string, durationS: number) {
  const times: number[] = [];
  const until = Date.now() + durationS * 1000;
  const pending: Promise<void>[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    pending.push(
      fetch(`${url}/api/ping`)
        .then((r) => r.arrayBuffer())
        .then(() => void times.push(performance.now() - start)),
    );
    await new Promise((r) => setTimeout(r, 200));
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  return {
    p50Ms: round1(percentile(times, 0.5)),
    p95Ms: round1(percentile(times, 0.95)),
    pings: times.length,
  };
}

export async function benchExportLoad({
  url,
  cookie,
  projectId,
  durationS,
}: {
  url: string;
  cookie: string;
  projectId: string;
  durationS: number;
}): Promise<ExportLoadReport> {
  const idle = await pings(url, durationS);
  let running = true;
  let pdfs = 0;
  let refused = 0;
  const loop = async () => {
    while (running) {
      const response = await fetch(`${url}/api/pitch/download/investor-pdf`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ projectId }),
      });
      await response.arrayBuffer();
      if (response.ok) pdfs++;
      else if (response.status === 429) refused++;
      else throw new Error(`investor PDF: ${response.status}`);
    }
  };
  const loops = [loop(), loop()];
  await new Promise((r) => setTimeout(r, 1000)); // both loops rendering before the pings start
  const loaded = await pings(url, durationS);
  running = false;
  await Promise.all(loops);
  return {
    durationS,
    idle,
    loaded,
    p95Ratio: idle.p95Ms > 0 ? round1(loaded.p95Ms / idle.p95Ms) : 0,
    pdfs,
    refused,
  };
}
