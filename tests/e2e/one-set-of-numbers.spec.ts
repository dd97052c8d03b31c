import { expect, test, type APIRequestContext } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";

import { computeFinancials, figureView, type FigureView } from "../../lib/finance/figures";
import { IDEA_FIXTURES } from "../fixtures/ideas";
import { runs, slides, unzip } from "../helpers/pptx";
import { seedProjectOverHttp, signInOverHttp } from "./helpers";

/**
 * One set of numbers (issue 17): a Rocket founder saves a changed forecast, then downloads everything.
 * Every document states the edited model's year-1–3 revenue, customers, break-even, raise, TAM/SAM/SOM
 * (sized from the count the founder adds) and LTV, and none still states a figure of the model before the
 * edit, nor "not sized yet".
 */

const dir = mkdtempSync(path.join(tmpdir(), "launchforge-numbers-"));

/** A bakery idea with every step, the marketing plan included. */
function seed(request: APIRequestContext): Promise<string> {
  return seedProjectOverHttp(request, {
    answers: IDEA_FIXTURES.find((f) => f.id === "bakery-forecasting")!.answers,
    brand: { name: "BakeWise", tagline: "Bake what sells.", domain: "bakewise.com" },
    steps: ["full-business-analysis", "prototype", "action-plan", "pitch", "marketing-plan"].map(
      (step) => `/api/${step}/generate`,
    ),
  });
}

async function download(request: APIRequestContext, url: string, projectId: string): Promise<Buffer> {
  const response = await request.post(url, { data: { projectId } });
  expect(response.status(), url).toBe(200);
  return Buffer.from(await response.body());
}

function pdfText(buffer: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, buffer);
  // Without -layout: a figure is never split across columns.
  return spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
}

async function pptxText(buffer: Buffer): Promise<string> {
  return slides(await unzip(buffer))
    .map((xml) => runs(xml).join(" "))
    .join(" ")
    .replace(/\s+/g, " ");
}

/** Where a figure's text stands alone in a document (not inside a longer number). */
function states(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.,$€£])${escaped}(?![\\w]|[.,]\\d)`).test(text);
}

const HEADLINE = (v: FigureView) => ({
  "revenue Y1": v.revenue.y1,
  "revenue Y2": v.revenue.y2,
  "revenue Y3": v.revenue.y3,
  "customers Y3": v.customers.y3,
  "break-even": v.breakEven,
  raise: v.ask,
  TAM: v.tam,
  SAM: v.sam,
  SOM: v.som,
  LTV: v.ltv,
});

test("after a saved forecast edit, every panel and document states the same figures @cli", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const me = await signInOverHttp(page.request);
  const cli = spawnSync("npm", ["run", "-s", "user:tier", "--", me.id, "rocket"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: ".data-e2e-pg" },
    encoding: "utf8",
  });
  expect(cli.status, cli.stderr).toBe(0);
  const request = page.request;
  const projectId = await seed(request);

  const before = await (await request.get(`/api/projects/${projectId}`)).json();
  const model = before.fullBusinessAnalysisData.financialModel;
  const old = figureView(computeFinancials(model));
  expect(JSON.stringify(before)).not.toContain("⟦"); // the API answers with figures, never references

  // The edits a founder is most likely to make: lower churn, faster growth, a bigger team, and the count
  // of their customers the answers did not give (until then every document says "not sized yet").
  expect(old.tam).toBe("not sized yet");
  const edited = {
    ...model,
    assumptions: {
      ...model.assumptions,
      monthlyChurnRate: 0.02,
      monthlyGrowthRate: 0.16,
      fixedMonthlyCosts: 18_000,
    },
    market: { ...model.market, potentialCustomers: 24_000, countSource: "a bakers' trade association" },
  };
  const saved = await request.put(`/api/projects/${projectId}`, {
    data: { financialForecastData: { ...edited, notes: ["Edited churn and growth.", "Team of two."] } },
  });
  expect(saved.status()).toBe(200);
  const now = figureView(computeFinancials(edited));
  const expected = HEADLINE(now);
  const stale = Object.entries(HEADLINE(old)).filter(
    ([key, value]) => value !== expected[key as keyof typeof expected],
  );
  expect(stale.length).toBeGreaterThan(4); // the edit moved most headline figures

  const after = await saved.json();
  const documents: Record<string, string> = {
    "analysis panel": JSON.stringify(after.fullBusinessAnalysisData),
    "pitch panel": JSON.stringify(after.pitchData),
    "analysis PDF": pdfText(
      await download(request, "/api/full-business-analysis/download/pdf", projectId),
      "analysis.pdf",
    ),
    "pitch PDF": pdfText(await download(request, "/api/pitch/download/pdf", projectId), "pitch.pdf"),
    "pitch PPTX": await pptxText(await download(request, "/api/pitch/download/pptx", projectId)),
    "investor PDF": pdfText(
      await download(request, "/api/pitch/download/investor-pdf", projectId),
      "investor.pdf",
    ),
    "investor PPTX": await pptxText(await download(request, "/api/pitch/download/investor-pptx", projectId)),
  };
  // The figures each document states: the analysis states them all, the decks the headline ones.
  const all = Object.keys(expected) as (keyof typeof expected)[];
  const deck = all.filter((key) => key !== "revenue Y2" && key !== "customers Y3");
  const required: Record<string, (keyof typeof expected)[]> = {
    "analysis panel": all,
    "pitch panel": all,
    "analysis PDF": all,
    "pitch PDF": deck,
    "pitch PPTX": deck,
    "investor PDF": deck,
    "investor PPTX": deck,
  };
  for (const [name, text] of Object.entries(documents)) {
    expect(text, name).not.toContain("⟦");
    for (const key of required[name])
      expect(states(text, expected[key]), `${name}: ${key} ${expected[key]}`).toBe(true);
    for (const [key, value] of stale)
      expect(states(text, value), `${name} still states the old ${key} ${value}`).toBe(false);
  }

  // The action plan's targets are the model's month 1 (the month after the launch on day 60).
  const plan = pdfText(await download(request, "/api/action-plan/download/pdf", projectId), "plan.pdf");
  expect(plan).toContain(`${now.month1Customers} paying customers by day 90`);

  // The Excel forecast computes from the saved assumptions.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await download(
      request,
      "/api/financial-forecast/download/xlsx",
      projectId,
    )) as unknown as ExcelJS.Buffer,
  );
  const inputs: unknown[] = [];
  workbook.getWorksheet("Assumptions")!.eachRow((row) => inputs.push(row.getCell(2).value));
  expect(inputs).toContain(0.02);
  expect(inputs).toContain(0.16);
  expect(inputs).toContain(18_000);
});
