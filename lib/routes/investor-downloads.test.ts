import JSZip from "jszip";

import { POST as investorPdf } from "@/app/api/pitch/download/investor-pdf/route";
import { POST as investorPptx } from "@/app/api/pitch/download/investor-pptx/route";
import { PUT } from "@/app/api/projects/[projectId]/route";
import { analyticsSummary } from "@/db/queries/analytics";
import type { FullBusinessAnalysis, PitchData } from "@/lib/artifacts/schemas";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { runs, slides, titleOf, unzip } from "@/tests/helpers/pptx";

setupTestDatabase();
const ctx = { params: Promise.resolve({} as Record<string, never>) };
// The PDF is rendered in lib/documents/pdf/pdf.test.ts and over HTTP in tests/e2e/premium.spec.ts
// (react-pdf is ESM-only and cannot load inside jest); here both routes are checked for their guards.
const post = (route: typeof investorPptx, body: unknown, cookie?: string) =>
  route(testRequest("/api/pitch/download/investor", { method: "POST", body, cookie }), ctx);

describe("investor deck downloads (Rocket)", () => {
  it("PowerPoint: sixteen slides from the project, named after the brand, and counted as an export", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const res = await post(investorPptx, { projectId: project.id }, user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("presentationml.presentation");
    expect(res.headers.get("content-disposition")).toContain('filename="bakewise-investor-deck.pptx"');
    const parts = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(slides(parts).map(titleOf).slice(-5)).toEqual([
      "Use of Funds",
      "Go-to-Market",
      "Unit Economics",
      "Roadmap",
      "Appendix: Assumptions",
    ]);
    expect((await analyticsSummary({ userId: user.id })).totals.export_downloaded).toBe(1);
  });

  it("uses the founder's saved forecast over the analysis' model", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const model = (project.fullBusinessAnalysisData as FullBusinessAnalysis).financialModel!;
    const forecast = {
      ...model,
      assumptions: { ...model.assumptions, pricePoint: 123 },
      notes: ["Priced after ten pilot bakeries.", "Churn from the pilot's first quarter."],
    };
    const put = await PUT(
      testRequest(`/api/projects/${project.id}`, {
        method: "PUT",
        body: { financialForecastData: forecast },
        cookie: user.cookie,
      }),
      { params: Promise.resolve({ projectId: project.id }) },
    );
    expect(put.status).toBe(200);
    const parts = await unzip(
      Buffer.from(await (await post(investorPptx, { projectId: project.id }, user.cookie)).arrayBuffer()),
    );
    const appendix = runs(slides(parts).at(-1)!);
    expect(appendix).toContain("$123");
    expect(appendix).toContain("Priced after ten pilot bakeries.");
  });

  it("takes the deck's parts from the body when there is no project", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const res = await post(
      investorPptx,
      { brandName: "Loafly", pitchData: project.pitchData as PitchData },
      user.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="loafly-investor-deck.pptx"');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))).toHaveLength(16);
  });

  it.each([
    ["PowerPoint", investorPptx],
    ["PDF", investorPdf],
  ])("%s: guards plan, sign-in, owner, a missing pitch and bad bodies", async (_name, route) => {
    const fuel = await createTestUser({ tier: "fuel" });
    const owner = await createTestUser({ tier: "rocket" });
    const other = await createTestUser({ tier: "rocket" });
    const withPitch = await seedProject({ userId: owner.id, upTo: "pitch" });
    const withoutPitch = await seedProject({ userId: owner.id, upTo: "actionPlan" });

    const forbidden = await post(route, { projectId: withPitch.id }, fuel.cookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      error: "forbidden",
      message: "The Investor Deck requires a Rocket plan. Upgrade to download the extended deck.",
    });
    expect((await post(route, { projectId: withPitch.id })).status).toBe(401);
    expect((await post(route, { projectId: withPitch.id }, other.cookie)).status).toBe(404);
    const missing = await post(route, { projectId: withoutPitch.id }, owner.cookie);
    expect(missing.status).toBe(409);
    expect((await missing.json()).message).toBe(
      "Create the pitch deck before downloading the investor deck.",
    );
    expect((await post(route, {}, owner.cookie)).status).toBe(400);
    expect((await post(route, { projectId: "not-a-uuid" }, owner.cookie)).status).toBe(400);
    expect((await post(route, { pitchData: { elevatorPitch: "Too short" } }, owner.cookie)).status).toBe(400);
  });
});
