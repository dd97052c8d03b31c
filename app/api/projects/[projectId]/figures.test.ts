import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { GET, PUT } from "./route";
import { GET as history } from "./history/route";
import { POST as businessAnalysis } from "@/app/api/business-analysis/generate/route";
import { POST as businessPlan } from "@/app/api/business-plan/generate/route";
import type { FinancialModel } from "@/lib/artifacts/schemas";
import { computeFinancials, figureView } from "@/lib/finance/figures";

/**
 * One set of numbers through the project route: a saved forecast changes every figure the API shows,
 * stored prose included, and what the founder edits or saves as shown keeps following it.
 */

setupTestDatabase();

const at = (projectId: string) => routeContext({ projectId });
const path = (id: string) => `/api/projects/${id}`;
const putProject = async (id: string, cookie: string, body: Record<string, unknown>) =>
  json<Record<string, unknown>>(await PUT(testRequest(path(id), { method: "PUT", body, cookie }), at(id)));

describe("one set of numbers", () => {
  type Slides = { fullSlides: { title: string; content: string[] }[] };
  const projections = (pitch: unknown) =>
    (pitch as Slides).fullSlides.find((s) => s.title === "Financial Projections")!.content;

  it("a saved forecast changes every figure the API shows, and an edited sentence keeps following it", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const model = (project.fullBusinessAnalysisData as { financialModel: FinancialModel }).financialModel;
    const old = figureView(computeFinancials(model));
    const put = (body: Record<string, unknown>) => putProject(project.id, user.cookie, body);

    const shown = await json<Record<string, unknown>>(
      await GET(testRequest(path(project.id), { cookie: user.cookie }), at(project.id)),
    );
    expect(JSON.stringify(shown.body)).not.toContain("⟦");
    expect(projections(shown.body.pitchData)[0]).toContain(old.revenue.y1);

    // The founder rewrites one bullet as shown, keeping the figure in it.
    const pitch = structuredClone(shown.body.pitchData) as Slides;
    const bullet = pitch.fullSlides.find((s) => s.title === "Financial Projections")!.content;
    bullet[0] = `Revenue in year one: ${old.revenue.y1}, from bakeries we already know`;
    expect((await put({ pitchData: pitch })).status).toBe(200);

    const edited = { ...model, assumptions: { ...model.assumptions, monthlyChurnRate: 0.02 } };
    const saved = await put({
      financialForecastData: { ...edited, notes: ["Lower churn.", "From pilots."] },
    });
    expect(saved.status).toBe(200);
    const now = figureView(computeFinancials(edited));
    expect(now.revenue.y3).not.toBe(old.revenue.y3);
    const slide = projections(saved.body.pitchData);
    expect(slide[0]).toBe(`Revenue in year one: ${now.revenue.y1}, from bakeries we already know`);
    expect(slide[3]).toBe(`Break-even: ${now.breakEven}`);
    const analysis = saved.body.fullBusinessAnalysisData as { financialProjections: string };
    expect(analysis.financialProjections).toContain(`Year 3: ${now.revenue.y3} revenue`);
    expect(analysis.financialProjections).not.toContain(old.revenue.y3);
  });

  it("a short analysis and a business plan asked for before the full analysis follow the saved forecast", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const generate = async (handler: typeof businessAnalysis, route: string) => {
      const request = testRequest(route, {
        method: "POST",
        body: { projectId: project.id },
        cookie: user.cookie,
      });
      const res = await json<Record<string, unknown>>(await handler(request, routeContext({})));
      expect(res.status).toBe(200);
      return res.body;
    };
    await generate(businessAnalysis, "/api/business-analysis/generate"); // an earlier version, in history
    const analysisAnswer = await generate(businessAnalysis, "/api/business-analysis/generate");
    await generate(businessPlan, "/api/business-plan/generate");
    const model = analysisAnswer.financialModel as FinancialModel;
    const old = figureView(computeFinancials(model));
    type Short = { revenueModel: string; marketSize: string };
    const get = async () =>
      (
        await json<Record<string, unknown>>(
          await GET(testRequest(path(project.id), { cookie: user.cookie }), at(project.id)),
        )
      ).body;

    // No model is stored with the project yet: each fills in from the model it was written with.
    const before = await get();
    expect(JSON.stringify(before)).not.toContain("⟦");
    expect((before.businessAnalysisData as Short).revenueModel).toContain(old.price);
    // (The seeded founder gave no count: the market is "not sized yet", said as such.)
    expect(old.tam).toBe("not sized yet");
    expect((before.businessPlanData as { marketAnalysis: string }).marketAnalysis).toMatch(/^Not sized yet/);

    // Saved back as shown without its model (or with another), it keeps the one it was written from.
    const { financialModel: _kept, ...asShown } = before.businessAnalysisData as Record<string, unknown>;
    const other = { ...model, assumptions: { ...model.assumptions, pricePoint: 1 } };
    for (const body of [asShown, { ...asShown, financialModel: other }]) {
      const resaved = await putProject(project.id, user.cookie, { businessAnalysisData: body });
      expect(resaved.status).toBe(200);
      const again = await get();
      expect(JSON.stringify(again)).not.toContain("⟦");
      expect((again.businessAnalysisData as { financialModel: unknown }).financialModel).toEqual(model);
      expect((again.businessAnalysisData as Short).revenueModel).toContain(old.price);
    }

    // The founder counts the market in the forecast: the stored text, written "not sized yet", is sized.
    const edited = {
      ...model,
      assumptions: { ...model.assumptions, pricePoint: model.assumptions.pricePoint * 1.5 },
      market: { ...model.market, potentialCustomers: 12_000, countSource: "the trade association" },
    };
    const saved = await putProject(project.id, user.cookie, {
      financialForecastData: { ...edited, notes: ["Priced after pilots.", "Same costs."] },
    });
    expect(saved.status).toBe(200);
    const now = figureView(computeFinancials(edited));
    expect(now.price).not.toBe(old.price);
    for (const shown of [saved.body, await get()]) {
      const short = shown.businessAnalysisData as Short;
      expect(short.revenueModel).toContain(now.price);
      expect(short.revenueModel).not.toContain(old.price);
      expect(now.tam).toMatch(/^\$/);
      expect(short.marketSize).toContain(now.tam);
      expect(short.marketSize).toContain("(source: the trade association)");
      expect((shown.businessPlanData as { marketAnalysis: string }).marketAnalysis).toContain(now.tam);
    }
    const versions = await json<{ data: Short }[]>(
      await history(
        testRequest(`${path(project.id)}/history?step=businessAnalysisData`, { cookie: user.cookie }),
        at(project.id),
      ),
    );
    expect(versions.status).toBe(200);
    expect(versions.body.length).toBeGreaterThan(0);
    for (const version of versions.body) expect(JSON.stringify(version.data)).not.toContain("⟦");
  });

  it("the quiz's analysis says the edited price, and goes on following it after the concept is saved", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const model = (project.fullBusinessAnalysisData as { financialModel: FinancialModel }).financialModel;
    const old = figureView(computeFinancials(model)).price;
    type Quiz = { concept: string; recommendations: string[]; businessModel: string };
    const stored = project.quizData as Quiz;
    expect(stored.concept).toContain(old); // written with numbers, before any model was stored
    const put = (body: Record<string, unknown>) => putProject(project.id, user.cookie, body);
    const priceAt = async (pricePoint: number) => {
      const edited = { ...model, assumptions: { ...model.assumptions, pricePoint } };
      const saved = await put({
        financialForecastData: { ...edited, notes: ["Priced after pilots.", "Same costs."] },
      });
      expect(saved.status).toBe(200);
      return { quiz: saved.body.quizData as Quiz, price: figureView(computeFinancials(edited)).price };
    };

    const first = await priceAt(model.assumptions.pricePoint * 2);
    expect(first.quiz.concept).toContain(first.price);
    expect(first.quiz.concept).not.toContain(old);
    expect(first.quiz.recommendations.join(" ")).toContain(first.price);
    expect(first.quiz.businessModel).toBe(stored.businessModel); // the founder's answer is theirs
    // The card's main price, which was the model's, is the forecast's now (and the launch page's).
    type Card = { profile: { prices: { amount: number; period: string }[] } };
    expect((project.quizData as Card).profile.prices[0].amount).toBe(model.assumptions.pricePoint);
    expect((first.quiz as unknown as Card).profile.prices[0].amount).toBe(model.assumptions.pricePoint * 2);

    // The concept panel saves the whole analysis as shown (with a confirmed profile, say): unchanged,
    // it keeps following the model.
    expect((await put({ quizData: { ...first.quiz } })).status).toBe(200);
    const second = await priceAt(model.assumptions.pricePoint * 3);
    expect(second.quiz.concept).toContain(second.price);
    expect(second.quiz.concept).not.toContain(first.price);
    expect((second.quiz as unknown as Card).profile.prices[0].amount).toBe(model.assumptions.pricePoint * 3);
  });
});
