import ExcelJS from "exceljs";
import ICAL from "ical.js";
import JSZip from "jszip";

import { POST as icsRoute } from "@/app/api/action-plan/download/ics/route";
import { POST as xlsxRoute } from "@/app/api/financial-forecast/download/xlsx/route";
import { POST as logoKitRoute } from "@/app/api/logo-kit/download/route";
import { POST as pptxRoute } from "@/app/api/pitch/download/pptx/route";
import { PUT } from "@/app/api/projects/[projectId]/route";
import { brandStyleOfProject } from "@/lib/documents/brand";
import { formatUsd } from "@/lib/finance/format";
import { project as runProjection } from "@/lib/finance/model";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { withFigures } from "@/lib/artifacts/figures";

setupTestDatabase();
const ctx = { params: Promise.resolve({} as Record<string, never>) };
type Route = typeof pptxRoute;
const post = (route: Route, body: unknown, cookie?: string) =>
  route(testRequest("/api/download", { method: "POST", body, cookie }), ctx);

describe("downloads", () => {
  it("PowerPoint: a title slide and the 10 slides, a real chart and the project's mockup, named after the brand", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const res = await post(pptxRoute, { projectId: project.id }, user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="bakewise-pitch.pptx"');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))).toHaveLength(11);
    expect(Object.keys(zip.files).some((f) => /^ppt\/charts\/chart\d+\.xml$/.test(f))).toBe(true);
    // The Solution slide carries the landing-page mockup drawn from the project's brand and prototype.
    expect(Object.keys(zip.files).some((f) => /^ppt\/media\/.+\.png$/.test(f))).toBe(true);
    expect(await zip.file("ppt/slides/slide3.xml")!.async("string")).toContain("landing page mockup");
    expect(await zip.file("ppt/slides/slide1.xml")!.async("string")).toContain("BakeWise");
  });

  it("Excel: a live model whose cached revenue equals lib/finance (Fuel)", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const res = await post(xlsxRoute, { projectId: project.id }, user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="bakewise-financial-forecast.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Assumptions", "Monthly", "Annual"]);
    const model = (project.fullBusinessAnalysisData as { financialModel: { assumptions: never } })
      .financialModel;
    const expected = runProjection(model.assumptions).years[2].revenue;
    const annual = workbook.getWorksheet("Annual")!;
    const cells: { formula?: string; result?: number }[] = [];
    annual.eachRow((row) => row.eachCell((cell) => cells.push(cell.value as never)));
    const match = cells.find(
      (c) => c?.formula && typeof c.result === "number" && Math.abs(c.result - expected) < 1e-6 * expected,
    );
    expect(match).toBeDefined();
  });

  it("Calendar: one event per action item from the chosen start date, in the user's time zone (Fuel)", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "actionPlan" });
    const res = await post(
      icsRoute,
      { projectId: project.id, startDate: "2027-03-01", timeZone: "Europe/Berlin" },
      user.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents("vevent");
    const items = (project.actionPlanData as { actionItems: unknown[] }).actionItems.length;
    expect(events).toHaveLength(items + 4); // tasks + kick-off, MVP ready, launch, review
    const first = events.map((e) => e.getFirstPropertyValue("dtstart")!.toString()).sort()[0];
    expect(first.startsWith("2027-03-01")).toBe(true);
  });

  it("Logo kit: a zip with logos, icons and a favicon (Fuel)", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "prototype" });
    const res = await post(logoKitRoute, { projectId: project.id }, user.cookie);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    for (const file of [
      "logo.svg",
      "logo-light.svg",
      "logo-dark.svg",
      "favicon.ico",
      "icon/icon-512.png",
      "brand-sheet.html",
    ])
      expect(zip.file(file)).not.toBeNull();
    expect(await zip.file("logo.svg")!.async("string")).toContain("BakeWise");
  });

  it("Logo kit: saved settings (logoKitData) shape the kit; a request's settings override them", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "prototype" });
    const put = (body: unknown) =>
      PUT(testRequest(`/api/projects/${project.id}`, { method: "PUT", body, cookie: user.cookie }), {
        params: Promise.resolve({ projectId: project.id }),
      });
    for (const logoKitData of [
      { color: "teal" },
      { fontWeight: 950 },
      { fontFamily: "Comic Sans" },
      { text: "Other" },
    ]) {
      expect((await put({ logoKitData })).status).toBe(400);
    }
    const brand = brandStyleOfProject(project);
    const font = (["Montserrat", "Lato", "Nunito"] as const).find(
      (f) => f !== brand.headingFont && f !== brand.bodyFont,
    )!;
    const kit = { color: "#0F766E", fontFamily: font, fontWeight: 700, letterSpacing: 4 };
    expect((await put({ logoKitData: kit })).status).toBe(200);

    const saved = await JSZip.loadAsync(
      await (await post(logoKitRoute, { projectId: project.id }, user.cookie)).arrayBuffer(),
    );
    const logo = await saved.file("logo.svg")!.async("string");
    expect(logo).toContain('fill="#0F766E"');
    const sheet = await saved.file("brand-sheet.html")!.async("string");
    expect(sheet).toContain(font);

    const overridden = await JSZip.loadAsync(
      await (
        await post(logoKitRoute, { projectId: project.id, settings: { color: "#B91C1C" } }, user.cookie)
      ).arrayBuffer(),
    );
    expect(await overridden.file("logo.svg")!.async("string")).toContain('fill="#B91C1C"');

    const spark = await createTestUser({ tier: "spark" });
    const other = await seedProject({ userId: spark.id, upTo: "prototype" });
    const denied = await PUT(
      testRequest(`/api/projects/${other.id}`, {
        method: "PUT",
        body: { logoKitData: { color: "#0F766E" } },
        cookie: spark.cookie,
      }),
      { params: Promise.resolve({ projectId: other.id }) },
    );
    expect(denied.status).toBe(403);
  });

  it.each([
    ["PowerPoint", pptxRoute, "spark", "pitch"],
    ["Excel", xlsxRoute, "fuel", "analysis"],
    ["Calendar", icsRoute, "fuel", "actionPlan"],
    ["Logo kit", logoKitRoute, "fuel", "prototype"],
  ] as const)(
    "%s: 401 signed out, 403 below its plan, 404 for another user's project, 400 for a bad body",
    async (_name, route, tier, upTo) => {
      const owner = await createTestUser({ tier: "rocket" });
      const project = await seedProject({ userId: owner.id, upTo });
      const below = await createTestUser({ tier: tier === "fuel" ? "spark" : "freemium" });
      const other = await createTestUser({ tier: "rocket" });
      expect((await post(route, { projectId: project.id })).status).toBe(401);
      const forbidden = await post(route, { projectId: project.id }, below.cookie);
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).message).toMatch(tier === "fuel" ? /Fuel plan/ : /Spark plan/);
      expect((await post(route, { projectId: project.id }, other.cookie)).status).toBe(404);
      expect((await post(route, { projectId: "not-a-uuid" }, owner.cookie)).status).toBe(400);
    },
  );

  it("needs the step first (409) and validates calendar options", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const early = await seedProject({ userId: user.id, upTo: "concept" });
    expect((await post(pptxRoute, { projectId: early.id }, user.cookie)).status).toBe(409);
    expect((await post(xlsxRoute, { projectId: early.id }, user.cookie)).status).toBe(409);
    expect((await post(icsRoute, { projectId: early.id }, user.cookie)).status).toBe(409);
    const planned = await seedProject({ userId: user.id, upTo: "actionPlan" });
    const badDate = await post(icsRoute, { projectId: planned.id, startDate: "2027-02-30" }, user.cookie);
    expect(badDate.status).toBe(400);
    expect((await badDate.json()).message).toContain("startDate");
    const badZone = await post(icsRoute, { projectId: planned.id, timeZone: "Mars/Olympus" }, user.cookie);
    expect(badZone.status).toBe(400);
  });

  it("uses the same year-3 figure in the deck's chart as the analysis states", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const model = (project.fullBusinessAnalysisData as { financialModel: { assumptions: never } })
      .financialModel;
    const year3 = runProjection(model.assumptions).years[2].revenue;
    expect(
      (withFigures(project).fullBusinessAnalysisData as { financialProjections: string })
        .financialProjections,
    ).toContain(formatUsd(year3));
    const zip = await JSZip.loadAsync(
      await (await post(pptxRoute, { projectId: project.id }, user.cookie)).arrayBuffer(),
    );
    const chart = await zip
      .file(Object.keys(zip.files).find((f) => /^ppt\/charts\/chart\d+\.xml$/.test(f))!)!
      .async("string");
    expect(chart).toContain(String(Math.round(year3)));
  });
});
