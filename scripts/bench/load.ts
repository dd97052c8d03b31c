import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import autocannon from "autocannon";

import { IDEA_FIXTURES } from "../../tests/fixtures/ideas";
import { benchExportLoad, type ExportLoadReport } from "./export-load";
import type { BenchServer } from "./server";

/**
 * Load on the API of a running production server (autocannon on 127.0.0.1): latency p50/p99 and
 * requests per second for GET /api/projects, GET /api/projects/{id} and POST /api/quiz, the time of a
 * full offline generation of all six steps, and the server's peak memory. Every figure is also given as
 * a ratio to a bare route handler (GET /api/ping) measured in the same run, so runs compare across
 * machines.
 */

export interface LoadRow {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts, plus answers that were not 2xx. */
  errors: number;
  /** p50 ÷ the bare route's p50, and the bare route's rps ÷ this rps: how many "bare requests" it costs. */
  latencyRatio: number | null;
  throughputRatio: number | null;
}

export interface GenerationRow {
  runs: number;
  medianMs: number;
  p90Ms: number;
  /** Median ÷ the bare route's p50. */
  ratio: number | null;
}

/** One request measured on the empty case and with data (200 projects, 10 versions of every step). */
export interface ScaleRow {
  name: string;
  /** Requests per second (list, open) or the median in ms of sequential calls (generate). */
  empty: number;
  withData: number;
  unit: "req/s" | "ms";
  /** How much more the call costs with the data: rps empty ÷ rps with data, or ms with data ÷ ms empty. */
  ratio: number;
}

export interface LoadReport {
  database: string;
  rows: LoadRow[];
  generation: GenerationRow;
  /** Cost that must not grow with the data (goal: each ratio ≤ 1.5). */
  scale: ScaleRow[];
  /** GET /api/ping while investor PDFs render in a loop (goal: p95 under 200 ms). */
  exportLoad: ExportLoadReport;
  /** Largest resident memory of the server's process tree, sampled every 200 ms during the load. */
  peakRssMb: number;
  /** The published launch page the load ran on ("/l/bench-…"), for Lighthouse. */
  launchPath: string;
}

const ANSWERS = IDEA_FIXTURES[0].answers;

/** Signs a demo user in over HTTP, as a browser would; returns the session cookie and the user id. */
export async function signIn(url: string): Promise<{ cookie: string; id: string }> {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const callback = await fetch(`${url}/api/auth/callback/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/quiz" }),
  });
  const session = callback.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
  if (!session) throw new Error(`demo sign-in failed (${callback.status})`);
  const cookie = session.split(";")[0];
  const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as { id: string };
  return { cookie, id: me.id };
}

async function api(url: string, cookie: string, path: string, method = "GET", body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Quiz, project, brands, chosen brand, analysis, prototype, action plan, pitch: the whole workflow. */
export async function fullGeneration(url: string, cookie: string): Promise<string> {
  const quiz = await api(url, cookie, "/api/quiz", "POST", ANSWERS);
  const project = await api(url, cookie, "/api/projects", "POST", {
    name: "Bench project",
    status: "concept_analysis",
    quizData: { ...ANSWERS, ...quiz },
  });
  const id = project.id as string;
  const brands = (await api(url, cookie, "/api/brands/generate", "POST", { projectId: id })) as {
    names: { name: string; rationale: string; tagline: string; domain: string }[];
  };
  const brand = brands.names[0];
  await api(url, cookie, `/api/projects/${id}`, "PUT", {
    name: brand.name,
    selectedBrand: { ...brand, isCustom: false, available: null },
  });
  for (const step of ["full-business-analysis", "prototype", "action-plan", "pitch"]) {
    await api(url, cookie, `/api/${step}/generate`, "POST", { projectId: id });
  }
  return id;
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
export function treeRssMb(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // ended
    }
  }
  return Math.round(kb / 1024);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function cannon(
  name: string,
  options: {
    url: string;
    connections: number;
    durationS: number;
    method?: "GET" | "POST";
    cookie?: string;
    body?: unknown;
  },
): Promise<Omit<LoadRow, "latencyRatio" | "throughputRatio">> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    method: options.method ?? "GET",
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { "content-type": "application/json" } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    timeout: 30,
  });
  return {
    name,
    connections: options.connections,
    durationS: options.durationS,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function benchLoad({
  server,
  database,
  durationS = Number(process.env.BENCH_LOAD_SECONDS ?? 10),
  soak,
  setTier,
}: {
  server: BenchServer;
  database: string;
  durationS?: number;
  /** The 200-connection run (PostgreSQL). */
  soak?: { connections: number; durationS: number };
  /** Raises the bench user to a plan with every step (the operator CLI, or a restart around it). */
  setTier: (userId: string) => Promise<BenchServer>;
}): Promise<LoadReport> {
  const { cookie, id: userId } = await signIn(server.url);
  server = await setTier(userId);

  let peakRssMb = treeRssMb(server.pid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, treeRssMb(server.pid));
  }, 200);
  try {
    const projectId = await fullGeneration(server.url, cookie); // warms every route up, too
    // A published launch page (the bench user is on Rocket): what a founder's visitors load.
    const slug = `bench-${projectId.slice(0, 8)}`;
    const launch = (await api(server.url, cookie, `/api/projects/${projectId}/launch-page`)) as {
      settings: unknown;
    };
    await api(server.url, cookie, `/api/projects/${projectId}/launch-page`, "PUT", {
      slug,
      settings: launch.settings,
    });
    await api(server.url, cookie, `/api/projects/${projectId}/launch-page/publish`, "POST");
    const launchPath = `/l/${slug}`;
    const baseline = await cannon("GET /api/ping (bare route, baseline)", {
      url: `${server.url}/api/ping`,
      connections: 10,
      durationS,
    });
    const rows = [
      baseline,
      await cannon("GET /api/projects", {
        url: `${server.url}/api/projects`,
        connections: 10,
        durationS,
        cookie,
      }),
      await cannon("GET /api/projects/{id}", {
        url: `${server.url}/api/projects/${projectId}`,
        connections: 10,
        durationS,
        cookie,
      }),
      // A page's render beside an API call's: the landing page, then a founder's launch page.
      await cannon("GET / (landing page)", {
        url: `${server.url}/`,
        connections: 10,
        durationS,
      }),
      await cannon("GET /l/{slug} (public launch page, kept after its first visit)", {
        url: `${server.url}${launchPath}`,
        connections: 10,
        durationS,
      }),
      await cannon("POST /api/quiz (offline AI)", {
        url: `${server.url}/api/quiz`,
        connections: 10,
        durationS,
        method: "POST",
        cookie,
        body: ANSWERS,
      }),
      ...(soak
        ? [
            await cannon(`GET /api/projects, ${soak.connections} connections`, {
              url: `${server.url}/api/projects`,
              connections: soak.connections,
              durationS: soak.durationS,
              cookie,
            }),
          ]
        : []),
    ].map((row) => ({
      ...row,
      latencyRatio: baseline.p50Ms > 0 ? round2(row.p50Ms / baseline.p50Ms) : null,
      throughputRatio: row.rps > 0 ? round2(baseline.rps / row.rps) : null,
    }));

    const scale = await benchScale({ url: server.url, cookie, projectId, durationS, rows });
    const exportLoad = await benchExportLoad({ url: server.url, cookie, projectId, durationS });

    const times: number[] = [];
    const runs = Number(process.env.BENCH_GENERATION_RUNS ?? 5);
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fullGeneration(server.url, cookie);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const medianMs = Math.round(percentile(times, 0.5));
    return {
      database,
      rows,
      generation: {
        runs,
        medianMs,
        p90Ms: Math.round(percentile(times, 0.9)),
        ratio: baseline.p50Ms > 0 ? round2(medianMs / baseline.p50Ms) : null,
      },
      scale,
      exportLoad,
      peakRssMb,
      launchPath,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Median of `runs` sequential calls of `call`, in ms. */
async function medianMs(runs: number, call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return round2(percentile(times, 0.5));
}

const STEPS = ["brands", "full-business-analysis", "prototype", "action-plan", "pitch"];

/**
 * Cost that does not grow with the data: the project list and one project measured when the user has one
 * project (rows already measured), then again once the user has 200 projects and the project holds 10
 * versions of every step (the history keeps 10); a step's generation timed before and after the same.
 */
async function benchScale({
  url,
  cookie,
  projectId,
  durationS,
  rows,
}: {
  url: string;
  cookie: string;
  projectId: string;
  durationS: number;
  rows: Omit<LoadRow, "latencyRatio" | "throughputRatio">[];
}): Promise<ScaleRow[]> {
  const runs = Number(process.env.BENCH_SCALE_GENERATIONS ?? 15);
  const generate = () => api(url, cookie, "/api/pitch/generate", "POST", { projectId });
  const generateEmpty = await medianMs(runs, generate);
  const have = ((await api(url, cookie, "/api/projects?limit=100")) as unknown as unknown[]).length;
  for (let i = have; i < 200; i++) await api(url, cookie, "/api/projects", "POST", { name: `Scale ${i}` });
  for (let round = 0; round < 10; round++) {
    for (const step of STEPS) await api(url, cookie, `/api/${step}/generate`, "POST", { projectId });
  }
  const list = await cannon("GET /api/projects, 200 projects", {
    url: `${url}/api/projects`,
    connections: 10,
    durationS,
    cookie,
  });
  const open = await cannon("GET /api/projects/{id}, 10 versions per step", {
    url: `${url}/api/projects/${projectId}`,
    connections: 10,
    durationS,
    cookie,
  });
  const generateFull = await medianMs(runs, generate);
  const rps = (name: string) => rows.find((r) => r.name === name)?.rps ?? 0;
  const byRps = (name: string, empty: number, withData: number): ScaleRow => ({
    name,
    empty,
    withData,
    unit: "req/s",
    ratio: withData > 0 ? round2(empty / withData) : Infinity,
  });
  return [
    byRps("GET /api/projects (list)", rps("GET /api/projects"), list.rps),
    byRps("GET /api/projects/{id} (open)", rps("GET /api/projects/{id}"), open.rps),
    {
      name: "POST /api/pitch/generate (generate, sequential)",
      empty: generateEmpty,
      withData: generateFull,
      unit: "ms",
      ratio: generateEmpty > 0 ? round2(generateFull / generateEmpty) : Infinity,
    },
  ];
}

/** `npm run user:tier` against a database (the server may keep running on PostgreSQL). */
export function userTier(userId: string, tier: string, env: Record<string, string>) {
  const run = spawnSync("npm", ["run", "-s", "user:tier", "--", userId, tier], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`user:tier failed: ${run.stderr}`);
}
