/**
 * Lighthouse (mobile preset, Debian chromium) on every public page: performance, accessibility, best
 * practices and SEO scores, plus LCP and TBT. lighthouse is ESM-only, hence the dynamic imports.
 */

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** JavaScript the page loads before it is interactive: compressed bytes over the wire (first load). */
  scriptKb: number;
  /** Audits that cost points (score below 1), so a regression names its cause. */
  failing: string[];
  /** LCP as painted in the unthrottled load that the simulation starts from (ms after navigation). */
  observedLcpMs?: number;
  /**
   * The requests that had finished before that paint, and their compressed size. Lantern's simulated LCP
   * replays every one of them on the slow network, except an image of low priority or a script whose run
   * it can prove came after the paint (it cannot for a script that ran in under 10 ms: such tasks are
   * pruned from its graph). So this, more than the page's total JavaScript, is what its LCP pays for.
   */
  beforePaint?: { requests: number; kb: number };
  /** Performance score of every run; the row is the median run. */
  runs?: number[];
}

export const PUBLIC_PAGES = ["/", "/pricing", "/contact", "/logo-generator", "/privacy", "/terms"];

interface NetworkItem {
  transferSize?: number;
  networkEndTime?: number;
}

interface Lhr {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score: number | null;
        scoreDisplayMode?: string;
        displayValue?: string;
        details?: {
          items?: ({ resourceType?: string; transferSize?: number } & NetworkItem &
            Record<string, unknown>)[];
          debugData?: { networkStartTimeTs?: number };
        };
      }
    | undefined
  >;
}

function failingAudits(lhr: Lhr): string[] {
  const ids = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
      ids.add(audit.displayValue ? `${ref.id} (${audit.displayValue})` : ref.id);
    }
  }
  return [...ids];
}

/** The page's JavaScript as Lighthouse's resource summary counts it (transfer size, KB). */
function scriptKb(lhr: Lhr): number {
  const summary = lhr.audits["resource-summary"]?.details?.items?.find(
    (item) => item.resourceType === "script",
  );
  if (summary?.transferSize !== undefined) return Math.round(summary.transferSize / 1024);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

/** The observed LCP and what had downloaded before it (see LighthouseRow.beforePaint). */
export function paintCharges(lhr: Lhr): Pick<LighthouseRow, "observedLcpMs" | "beforePaint"> {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const originTs = metrics?.observedTimeOriginTs;
  const requests = lhr.audits["network-requests"]?.details;
  const startTs = requests?.debugData?.networkStartTimeTs;
  if (typeof lcpTs !== "number" || typeof originTs !== "number" || startTs === undefined) return {};
  const finished = (requests?.items ?? []).filter(
    (item) => item.networkEndTime !== undefined && startTs + item.networkEndTime * 1000 <= lcpTs,
  );
  return {
    observedLcpMs: Math.round((lcpTs - originTs) / 1000),
    beforePaint: {
      requests: finished.length,
      kb: Math.round(finished.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024),
    },
  };
}

/**
 * `throttlingMethod`: "simulate" (Lighthouse's default, Lantern: a fast unthrottled load replayed on a
 * model of a slow phone) or "devtools" (the load itself throttled in Chrome: 4 × CPU, 1.6 Mbps, 150 ms).
 */
export async function benchLighthouse(
  baseUrl: string,
  pages = PUBLIC_PAGES,
  runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  throttlingMethod: "simulate" | "devtools" = "simulate",
): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    // A discarded first run: a freshly launched Chrome (empty caches, cold compositor) scores its first
    // page well below every later run, whichever page comes first.
    await lighthouse(new URL(pages[0], baseUrl).toString(), {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    for (const page of pages) {
      // One warm-up visit so the measured runs are not paying for the server's first render of the route.
      await fetch(new URL(page, baseUrl));
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < runsPerPage; i++) {
        const result = await lighthouse(new URL(page, baseUrl).toString(), {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          throttlingMethod,
        });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          page,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          scriptKb: scriptKb(lhr as unknown as Lhr),
          failing: failingAudits(lhr as unknown as Lhr),
          ...paintCharges(lhr as unknown as Lhr),
        });
      }
      // Lighthouse's own advice for noisy machines: several runs, report the median one.
      runs.sort((a, b) => a.performance - b.performance);
      rows.push({ ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance) });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
