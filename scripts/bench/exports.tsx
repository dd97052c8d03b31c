/**
 * Times every export for one complete project: median and p90 over RUNS renders each, after a warm-up
 * (fonts loaded, modules compiled). Part of `npm run bench`; prints a table and returns the rows.
 * The "largest allowed" rows render the biggest artifact its schema accepts (every text at its maximum
 * length, every list at its maximum count): the bound on one export's render time, given as a ratio to
 * the same export of the ordinary project measured in the same run.
 */
import { generateOffline, shownOffline } from "@/lib/ai/offline";
import { withFigures } from "@/lib/artifacts/figures";
import {
  actionPlanSchema,
  fullBusinessAnalysisSchema,
  pitchDataSchema,
  prototypeDataSchema,
} from "@/lib/artifacts/schemas";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { brandStyle } from "@/lib/documents/brand";
import { actionPlanCalendar } from "@/lib/documents/ics";
import { investorDeck, type InvestorDeckInput } from "@/lib/documents/investor-deck";
import { logoKit } from "@/lib/documents/logo-kit";
import { MOCKUP_KINDS, mockupContent, renderMockup, solutionPicture } from "@/lib/documents/mockups";
import { renderPdf } from "@/lib/documents/pdf";
import { pitchDeck } from "@/lib/documents/pptx";
import { investorDeckPptx } from "@/lib/documents/pptx-investor";
import { financialWorkbook } from "@/lib/documents/xlsx";
import { largestLike } from "@/tests/helpers/largest";

export interface ExportTiming {
  export: string;
  bytes: number;
  medianMs: number;
  p90Ms: number;
  /** For a "largest allowed" row: its median over the ordinary document's median. */
  timesTypical?: number;
}

/** A forecast edit, then the seven documents that state its figures (ratio: to those rendered one by one). */
const EDIT_AND_DOWNLOAD = "Forecast edit, then every download";
const EDITED_DOWNLOADS = [
  "PDF: full business analysis",
  "PDF: action plan",
  "PDF: pitch deck",
  "PowerPoint: pitch deck",
  "PowerPoint: investor deck",
  "PDF: investor deck",
  "Excel: financial forecast",
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function benchExports(runs = 9): Promise<ExportTiming[]> {
  const { answers } = IDEA_FIXTURES[0];
  const input = { answers, brandName: "BakeWise" };
  const analysis = shownOffline("fullBusinessAnalysis", input);
  const later = { ...input, financialModel: analysis.financialModel };
  const prototype = shownOffline("prototype", input);
  const plan = shownOffline("actionPlan", later);
  const pitch = shownOffline("pitch", later);
  const investor: InvestorDeckInput = {
    pitch,
    model: analysis.financialModel!,
    analysis,
    actionPlan: plan,
    marketingPlan: shownOffline("marketingPlan", later),
  };
  const brand = brandStyle({
    brandName: "BakeWise",
    tagline: "Bake what sells.",
    moodBoard: prototype.moodBoard,
    headingFont: prototype.typography.headingFont,
    bodyFont: prototype.typography.bodyFont,
  });

  const mockups = mockupContent({
    brand,
    concept: shownOffline("quizResult", input).concept,
    features: prototype.features,
    screens: prototype.mockups,
    moodDescription: prototype.moodBoard.description,
  });

  const largest = {
    analysis: largestLike(fullBusinessAnalysisSchema, analysis),
    prototype: largestLike(prototypeDataSchema, prototype),
    plan: largestLike(actionPlanSchema, plan),
    pitch: largestLike(pitchDataSchema, pitch),
  };
  const largestInvestor: InvestorDeckInput = {
    ...investor,
    pitch: largest.pitch,
    analysis: largest.analysis,
    actionPlan: largest.plan,
  };

  // The project as stored (prose refers to the figures), for the forecast edit followed by every download.
  const stored = {
    fullBusinessAnalysisData: generateOffline("fullBusinessAnalysis", input),
    actionPlanData: generateOffline("actionPlan", later),
    pitchData: generateOffline("pitch", later),
    marketingPlanData: generateOffline("marketingPlan", later),
  };
  const model = analysis.financialModel!;
  let edit = 0;
  const editAndDownloadAll = async () => {
    // A saved forecast edit (a different churn each time), then each download fills the figures afresh.
    edit++;
    const project = withFigures({
      ...stored,
      financialForecastData: {
        ...model,
        assumptions: { ...model.assumptions, monthlyChurnRate: 0.02 + (edit % 5) / 100 },
        notes: ["Edited.", "Bench."],
      },
    });
    const forecast = project.financialForecastData;
    const shown = {
      analysis: { ...project.fullBusinessAnalysisData, financialModel: forecast },
      plan: project.actionPlanData,
      pitch: project.pitchData,
    };
    const deck: InvestorDeckInput = { ...investor, ...shown, model: forecast, actionPlan: shown.plan };
    // Each deck's route draws the Solution slide's mockup for its download.
    const picture = () => solutionPicture(mockups);
    const files = await Promise.all([
      renderPdf(brand, { kind: "analysis", data: shown.analysis }),
      renderPdf(brand, { kind: "actionPlan", data: shown.plan }),
      picture().then((solution) =>
        renderPdf(brand, { kind: "pitch", data: shown.pitch, model: forecast, solution }),
      ),
      picture().then((solution) => pitchDeck({ brand, pitch: shown.pitch, model: forecast, solution })),
      picture().then((solution) => investorDeckPptx({ brand, input: deck, solution })),
      picture().then((solution) =>
        renderPdf(brand, { kind: "investor", data: investorDeck(deck), solution }),
      ),
      financialWorkbook({ brand, model: forecast }),
    ]);
    return Buffer.concat(files.map((f) => (typeof f === "string" ? Buffer.from(f) : f)));
  };

  const jobs: [string, () => Promise<Buffer | string>][] = [
    ["PDF: full business analysis", () => renderPdf(brand, { kind: "analysis", data: analysis })],
    ["PDF: prototype assets", () => renderPdf(brand, { kind: "prototype", data: prototype })],
    ...MOCKUP_KINDS.map(
      (kind) =>
        [`Mockup: ${kind} (PNG)`, async () => (await renderMockup(kind, mockups)).png] as [
          string,
          () => Promise<Buffer>,
        ],
    ),
    [
      "PDF: prototype assets with the four mockups",
      async () =>
        renderPdf(brand, {
          kind: "prototype",
          data: prototype,
          mockups: Object.fromEntries(
            await Promise.all(MOCKUP_KINDS.map(async (k) => [k, (await renderMockup(k, mockups)).png])),
          ),
        }),
    ],
    ["PDF: action plan", () => renderPdf(brand, { kind: "actionPlan", data: plan })],
    // The decks as the routes draw them: the charts from the model and the landing-page mockup on the
    // Solution slide (drawn for each download, as the route does).
    [
      "PDF: pitch deck",
      async () =>
        renderPdf(brand, {
          kind: "pitch",
          data: pitch,
          model: analysis.financialModel,
          solution: await solutionPicture(mockups),
        }),
    ],
    [
      "PowerPoint: pitch deck",
      async () =>
        pitchDeck({
          brand,
          pitch,
          model: analysis.financialModel!,
          solution: await solutionPicture(mockups),
        }),
    ],
    [
      "PowerPoint: investor deck",
      async () => investorDeckPptx({ brand, input: investor, solution: await solutionPicture(mockups) }),
    ],
    [
      "PDF: investor deck",
      async () =>
        renderPdf(brand, {
          kind: "investor",
          data: investorDeck(investor),
          solution: await solutionPicture(mockups),
        }),
    ],
    ["Excel: financial forecast", () => financialWorkbook({ brand, model: analysis.financialModel! })],
    ["Calendar: action plan", async () => actionPlanCalendar({ brand, plan, startDate: "2027-01-04" })],
    ["Logo kit (zip)", () => logoKit({ brand })],
    [EDIT_AND_DOWNLOAD, editAndDownloadAll],
    [
      "PDF: full business analysis, largest allowed",
      () => renderPdf(brand, { kind: "analysis", data: largest.analysis }),
    ],
    [
      "PDF: prototype assets, largest allowed",
      () => renderPdf(brand, { kind: "prototype", data: largest.prototype }),
    ],
    ["PDF: action plan, largest allowed", () => renderPdf(brand, { kind: "actionPlan", data: largest.plan })],
    ["PDF: pitch deck, largest allowed", () => renderPdf(brand, { kind: "pitch", data: largest.pitch })],
    [
      "PDF: investor deck, largest allowed",
      () => renderPdf(brand, { kind: "investor", data: investorDeck(largestInvestor) }),
    ],
  ];

  const rows: ExportTiming[] = [];
  for (const [name, job] of jobs) {
    const first = await job(); // warm-up: fonts, caches
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await job();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      export: name,
      bytes: typeof first === "string" ? Buffer.byteLength(first) : first.length,
      medianMs: Math.round(quantile(times, 0.5)),
      p90Ms: Math.round(quantile(times, 0.9)),
    });
  }
  // The edit-then-download row against the same seven downloads rendered one by one in this run.
  const edited = rows.find((r) => r.export === EDIT_AND_DOWNLOAD)!;
  const separately = EDITED_DOWNLOADS.reduce(
    (sum, name) => sum + (rows.find((r) => r.export === name)?.medianMs ?? 0),
    0,
  );
  if (separately > 0) edited.timesTypical = Math.round((edited.medianMs / separately) * 10) / 10;
  for (const row of rows) {
    const typical = rows.find((r) => r.export === row.export.replace(/, largest allowed$/, ""));
    if (typical && typical !== row && typical.medianMs > 0) {
      row.timesTypical = Math.round((row.medianMs / typical.medianMs) * 10) / 10;
    }
  }
  return rows;
}

// Run as a script (`npx tsx scripts/bench/exports.tsx`), not when imported: a caller's own file may also end
// in "exports.tsx", and two benches interleaved in one process double each other's times.
if (require.main === module) {
  benchExports().then((rows) => console.table(rows));
}
