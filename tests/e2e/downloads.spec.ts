import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";

import { IDEA_FIXTURES } from "../fixtures/ideas";
import { screenshot, seedProjectOverHttp, signInOverHttp } from "./helpers";

/**
 * Every download button of the project page yields a file (Rocket user, upgraded with the operator CLI).
 * Every page of each PDF is rendered to e2e-screens/ (pdftoppm) for a person to look at.
 */

function seedFullProject(request: APIRequestContext): Promise<string> {
  return seedProjectOverHttp(request, {
    answers: IDEA_FIXTURES.find((f) => f.id === "freelancer-tax")!.answers,
    brand: { name: "Taxora", tagline: "Tax set aside, automatically.", domain: "taxora.com" },
    steps: [
      "/api/full-business-analysis/generate",
      "/api/prototype/generate",
      "/api/action-plan/generate",
      "/api/pitch/generate",
    ],
  });
}

function panel(page: Page, title: string) {
  return page.getByRole("region", { name: title, exact: true });
}

/** Shows a step's details through the project page's navigator. */
async function show(page: Page, title: string) {
  if (await panel(page, title).isVisible()) return;
  await page
    .getByRole("navigation", { name: "Project sections" })
    .getByRole("link", { name: new RegExp(`^${title} \\(`) })
    .click();
  await expect(panel(page, title)).toBeVisible();
}

async function download(page: Page, title: string, button: string, expectedName: string, toast: string) {
  await show(page, title);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    panel(page, title).getByRole("button", { name: button, exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(expectedName);
  const target = path.join("test-results", "downloads", expectedName);
  await file.saveAs(target);
  expect(statSync(target).size).toBeGreaterThan(1000);
  await expect(page.getByText(toast, { exact: true }).last()).toBeVisible();
  if (expectedName.endsWith(".pdf")) {
    mkdirSync("e2e-screens", { recursive: true });
    const render = spawnSync("pdftoppm", [
      "-png",
      "-r",
      "40",
      target,
      path.join("e2e-screens", expectedName.replace(".pdf", "")),
    ]);
    expect(render.status).toBe(0);
  }
  return target;
}

test("every export of a complete project downloads as a file @cli", async ({ page }) => {
  test.setTimeout(180_000);
  const me = await signInOverHttp(page.request);
  const cli = spawnSync("npm", ["run", "-s", "user:tier", "--", me.id, "rocket"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: ".data-e2e-pg" },
    encoding: "utf8",
  });
  expect(cli.status, cli.stderr).toBe(0);
  const projectId = await seedFullProject(page.request);

  await page.goto(`/project/${projectId}`);
  // One step's details at a time: each is opened from the navigator, and the one before closes.
  for (const title of [
    "Brand Naming",
    "Business Analysis",
    "Prototype Assets",
    "Action Plan",
    "Pitch Deck",
  ]) {
    await show(page, title);
  }
  await expect(panel(page, "Brand Naming")).toHaveCount(0);

  // Beside the analysis: the assumptions behind every figure, with the model's sanity checks.
  await show(page, "Business Analysis");
  const analysis = panel(page, "Business Analysis");
  await expect(analysis.getByRole("heading", { name: "Assumptions" })).toBeVisible();
  // The founder gave no count of customers: one check says the market is not sized, in place of three.
  const checks = analysis.getByRole("region", { name: "Sanity checks" }).getByRole("listitem");
  await expect(checks).toHaveCount(6);
  await expect(checks.first()).toContainText("Not sized yet: add your customer count");
  await analysis.getByRole("region", { name: "Sanity checks" }).scrollIntoViewIfNeeded();
  await screenshot(page, "analysis-assumptions");

  await download(page, "Business Analysis", "PDF", "taxora-full-business-analysis.pdf", "PDF Downloaded!");
  await download(
    page,
    "Business Analysis",
    "Excel forecast",
    "taxora-financial-forecast.xlsx",
    "Forecast Downloaded!",
  );
  await download(page, "Prototype Assets", "PDF", "taxora-prototype-assets.pdf", "PDF Downloaded!");
  await download(page, "Action Plan", "PDF", "taxora-action-plan.pdf", "PDF Downloaded!");
  await panel(page, "Action Plan").getByLabel("Plan start date").fill("2027-01-04");
  const ics = await download(
    page,
    "Action Plan",
    "Calendar (.ics)",
    "taxora-action-plan.ics",
    "Calendar Downloaded!",
  );
  expect((await import("node:fs")).readFileSync(ics, "utf8")).toContain("DTSTART;VALUE=DATE:20270104");
  await download(page, "Pitch Deck", "PDF", "taxora-pitch.pdf", "PDF Downloaded!");
  await download(page, "Pitch Deck", "PowerPoint", "taxora-pitch.pptx", "PowerPoint Downloaded!");
  await download(page, "Brand Naming", "Logo kit (.zip)", "taxora-logo-kit.zip", "Logo Kit Downloaded!");
  // The investor deck (Rocket): the ten core slides and the five extended ones, in both formats.
  await download(
    page,
    "Pitch Deck",
    "Investor deck (PowerPoint)",
    "taxora-investor-deck.pptx",
    "Investor Deck Downloaded!",
  );
  const investorPdf = await download(
    page,
    "Pitch Deck",
    "Investor deck (PDF)",
    "taxora-investor-deck.pdf",
    "Investor Deck Downloaded!",
  );
  const investor = spawnSync("pdftotext", [investorPdf, "-"], { encoding: "utf8" }).stdout;
  for (const title of [
    "Funding Ask",
    "Use of Funds",
    "Go-to-Market",
    "Unit Economics",
    "Roadmap",
    "Appendix: Assumptions",
  ]) {
    expect(investor).toContain(title);
  }
  // The PowerPoint's 16:9 pages: the cover, fifteen slides each whole on its page ("n / 15" in its band),
  // then the speaker notes.
  expect(spawnSync("pdfinfo", [investorPdf], { encoding: "utf8" }).stdout).toMatch(
    /Page size:\s+960 x 540 pts/,
  );
  const investorPages = investor.split("\f");
  for (let n = 1; n <= 15; n++) expect(investorPages[n]).toMatch(new RegExp(`\\b${n} / 15\\b`));
  expect(investorPages[16]).toContain("Speaker notes");

  const text = spawnSync("pdftotext", [path.join("test-results", "downloads", "taxora-pitch.pdf"), "-"], {
    encoding: "utf8",
  }).stdout;
  expect(text).toContain("Taxora");
  expect(text).toContain("Funding Ask");
  // The project's landing-page mockup on the Solution slide (page 3), the brand's mark on the cover.
  const images = spawnSync(
    "pdfimages",
    ["-list", path.join("test-results", "downloads", "taxora-pitch.pdf")],
    {
      encoding: "utf8",
    },
  ).stdout;
  expect(images).toMatch(/^\s*1\s+\d+\s+image\s+192\s+192\b/m);
  expect(images).toMatch(/^\s*3\s+\d+\s+image\s+1440\s+900\b/m);
});

test("a Free user sees each export's plan before clicking, and is told to upgrade instead of getting a file", async ({
  page,
}) => {
  await signInOverHttp(page.request);
  const answers = IDEA_FIXTURES[0].answers;
  const quiz = await (await page.request.post("/api/quiz", { data: answers })).json();
  const project = await (
    await page.request.post("/api/projects", {
      data: { name: "Free idea", quizData: { ...answers, ...quiz } },
    })
  ).json();
  for (const step of ["/api/brands/generate", "/api/full-business-analysis/generate"]) {
    expect((await page.request.post(step, { data: { projectId: project.id } })).status()).toBe(200);
  }
  await page.goto(`/project/${project.id}`);
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Business Analysis", exact: true }) })
    .getByRole("button", { name: "View Details" })
    .click();
  const downloads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/download")) downloads.push(request.url());
  });
  const analysis = panel(page, "Business Analysis");
  await expect(analysis.getByRole("button", { name: "Excel forecast: needs the Fuel plan" })).toContainText(
    "Fuel",
  );
  const pdf = analysis.getByRole("button", { name: "PDF: needs the Spark plan" });
  await expect(pdf).toContainText("Spark");
  await pdf.click();
  await expect(page.getByText("Upgrade Required", { exact: true })).toBeVisible();
  await expect(page.getByText(/PDF downloads require a Spark plan or higher/)).toBeVisible();
  expect(downloads).toEqual([]);
});
