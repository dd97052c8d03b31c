import { saveProjectData } from "@/db/queries/project-data";
import { projectStatus } from "@/lib/steps";
import { getProjectById } from "@/db/queries/projects";
import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import { ARTIFACT_SCHEMAS, type FullBusinessAnalysis } from "@/lib/artifacts/schemas";
import { QUIZ_FIELDS, type QuizData } from "@/lib/validation";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, testRequest } from "@/tests/helpers/http";
import { ANSWERS, seedProject } from "@/tests/helpers/projects";
import { POST as actionPlan } from "./action-plan/generate/route";
import { POST as brandAlias } from "./brand/generate/route";
import { POST as brands } from "./brands/generate/route";
import { POST as businessAnalysis } from "./business-analysis/generate/route";
import { POST as businessPlan } from "./business-plan/generate/route";
import { POST as fullAnalysis } from "./full-business-analysis/generate/route";
import { POST as pitchDetailed } from "./pitch/generate-detailed/route";
import { POST as pitch } from "./pitch/generate/route";
import { POST as prototype } from "./prototype/generate/route";
import { POST as followUp } from "./quiz/follow-up/route";
import { POST as quiz } from "./quiz/route";
import { withFigures } from "@/lib/artifacts/figures";

setupTestDatabase();

type NoParams = { params: Promise<Record<string, never>> };
type Handler = (request: ReturnType<typeof testRequest>, ctx: NoParams) => Promise<Response>;
const ctx: NoParams = { params: Promise.resolve({}) };
const post = (
  handler: Handler,
  path: string,
  body: unknown,
  cookie?: string,
  headers?: Record<string, string>,
) => handler(testRequest(path, { method: "POST", body, cookie, headers }), ctx);
const OTHER_PROJECT = "00000000-0000-4000-8000-000000000000";

describe("POST /api/quiz", () => {
  it("analyses the five answers", async () => {
    const user = await createTestUser();
    const res = await json<{ concept: string; strengths: string[] }>(
      await post(quiz, "/api/quiz", ANSWERS, user.cookie),
    );
    expect(res.status).toBe(200);
    expect(ARTIFACT_SCHEMAS.quizResult.parse(res.body)).toEqual(res.body);
    expect(res.body.concept).toContain("bakeries");
  });

  it.each(QUIZ_FIELDS)("rejects a missing or too short %s with 400 naming it", async (field) => {
    const user = await createTestUser();
    for (const value of [undefined, "abc"]) {
      const res = await json<{ error: string; message: string }>(
        await post(quiz, "/api/quiz", { ...ANSWERS, [field]: value }, user.cookie),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: "invalid_request", message: expect.stringContaining(field) });
    }
  });

  it("answers 401 when signed out, and never reads identity from the body", async () => {
    const user = await createTestUser();
    expect(
      (await post(quiz, "/api/quiz", { ...ANSWERS, userId: user.id, userEmail: user.email })).status,
    ).toBe(401);
  });

  it("with a projectId, saves the new answers and analysis to the project, keeping the old version", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const refined = { ...ANSWERS, businessModel: "Annual plan at $490 per bakery, billed once a year." };
    const res = await post(quiz, "/api/quiz", { ...refined, projectId: project.id }, user.cookie);
    expect(res.status).toBe(200);
    const saved = await getProjectById({ id: project.id, userId: user.id });
    expect(saved?.quizData).toMatchObject({
      businessModel: refined.businessModel,
      concept: expect.any(String),
    });
    expect(saved?.status).toBe("concept_analysis");
  });

  it("answers 404 for another user's project and changes nothing", async () => {
    const owner = await createTestUser();
    const intruder = await createTestUser();
    const project = await seedProject({ userId: owner.id, upTo: "concept" });
    const res = await json(
      await post(
        quiz,
        "/api/quiz",
        { ...ANSWERS, problem: "Hijacked problem statement text", projectId: project.id },
        intruder.cookie,
      ),
    );
    expect(res).toEqual({ status: 404, body: { error: "not_found", message: "Project not found" } });
    expect((await getProjectById({ id: project.id, userId: owner.id }))?.quizData).toEqual(project.quizData);
  });
});

describe("POST /api/quiz/follow-up", () => {
  it("asks a question for a vague answer and accepts a specific one", async () => {
    const user = await createTestUser();
    const vague = await json<{ specific: boolean; question: string }>(
      await post(
        followUp,
        "/api/quiz/follow-up",
        { field: "targetAudience", answer: "Everyone who wants a better life." },
        user.cookie,
      ),
    );
    expect(vague.body).toMatchObject({ specific: false, question: expect.stringMatching(/\?$/) });
    const specific = await json(
      await post(followUp, "/api/quiz/follow-up", { field: "problem", answer: ANSWERS.problem }, user.cookie),
    );
    expect(specific.body).toMatchObject({ specific: true, question: null });
  });

  it("rejects an unknown field", async () => {
    const user = await createTestUser();
    expect(
      (await post(followUp, "/api/quiz/follow-up", { field: "price", answer: "x" }, user.cookie)).status,
    ).toBe(400);
  });
});

describe("brand names", () => {
  it("generates 10 names from a concept (both paths of the spec)", async () => {
    const user = await createTestUser();
    for (const [handler, path] of [
      [brands, "/api/brands/generate"],
      [brandAlias, "/api/brand/generate"],
    ] as const) {
      const res = await json<{ names: unknown[] }>(
        await post(handler, path, { concept: ANSWERS.solution, industry: "food" }, user.cookie),
      );
      expect(res.status).toBe(200);
      expect(res.body.names).toHaveLength(10);
    }
  });

  it("saves to the project, which needs the concept first (409)", async () => {
    const user = await createTestUser();
    const empty = await seedProject({ userId: user.id, upTo: null });
    const blocked = await json<{ message: string }>(
      await post(brands, "/api/brands/generate", { projectId: empty.id }, user.cookie),
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/No concept data available/);

    const project = await seedProject({ userId: user.id, upTo: "concept" });
    expect((await post(brands, "/api/brands/generate", { projectId: project.id }, user.cookie)).status).toBe(
      200,
    );
    const saved = await getProjectById({ id: project.id, userId: user.id });
    expect(ARTIFACT_SCHEMAS.brandData.parse(saved?.brandData)).toBeTruthy();
    expect(saved?.status).toBe("brand_naming");
  });

  it("validates the body", async () => {
    const user = await createTestUser();
    expect((await json(await post(brands, "/api/brands/generate", {}, user.cookie))).body).toMatchObject({
      message: "concept is required",
    });
    expect(
      (await post(brands, "/api/brands/generate", { projectId: "sample-project" }, user.cookie)).status,
    ).toBe(400);
    expect((await post(brands, "/api/brands/generate", { concept: 42 }, user.cookie)).status).toBe(400);
    expect(
      (await post(brands, "/api/brands/generate", { projectId: OTHER_PROJECT }, user.cookie)).status,
    ).toBe(404);
  });
});

describe("the confirmed idea profile", () => {
  it("drives the next generation, and a regenerated step leaves the profile's out-of-date list", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "branding" });
    const quizData = project.quizData as QuizData;
    // The founder corrects what we understood: they sell in Portugal, in euros, against a named rival.
    const profile: IdeaProfileData = {
      ...quizData.profile!,
      geography: { label: "Portugal", countries: ["PT"], continent: null },
      currency: "EUR",
      prices: [{ amount: 39, period: "month" }],
      competitors: [{ name: "PadariaPro", claim: "PadariaPro is built for chains." }],
      confirmed: true,
      outdated: ["Brand Naming"],
    };
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: { quizData: { ...quizData, profile } },
      replacedBy: "edited",
      statusOf: projectStatus,
    });

    const res = await json<FullBusinessAnalysis>(
      await post(
        fullAnalysis,
        "/api/full-business-analysis/generate",
        { projectId: project.id },
        user.cookie,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.financialModel?.currency).toBe("EUR");
    expect(res.body.financialModel?.market.geography).toBe("Portugal");
    expect(res.body.marketPotential).toContain("€");
    expect(res.body.marketPotential).not.toContain("$");
    expect(res.body.competitiveLandscape).toContain("PadariaPro");

    // Brand names were written before the correction; regenerating them takes them off the list.
    let saved = await getProjectById({ id: project.id, userId: user.id });
    expect((saved!.quizData as QuizData).profile!.outdated).toEqual(["Brand Naming"]);
    expect((await post(brands, "/api/brands/generate", { projectId: project.id }, user.cookie)).status).toBe(
      200,
    );
    saved = await getProjectById({ id: project.id, userId: user.id });
    expect((saved!.quizData as QuizData).profile!.outdated).toEqual([]);
    // The rest of the concept is untouched, and no history entry was made for it.
    expect({ ...(saved!.quizData as QuizData), profile: undefined }).toEqual({
      ...quizData,
      profile: undefined,
    });
  });
});

describe("an idea for everyone", () => {
  it("gets no names, market or raise until the card names who pays", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: null });
    // The deliberately vague productivity app: "Everyone" is no customer.
    const answers = {
      problem: "People waste a lot of time every day and feel unproductive and stressed about it.",
      solution: "An app that helps people be more productive with smart features and AI.",
      targetAudience: "Everyone who wants to be more productive.",
      differentiator: "It is simpler and smarter than other apps.",
      businessModel: "A subscription of $9 a month.",
    };
    const result = await json<{ profile: IdeaProfileData; strengths: string[] }>(
      await post(quiz, "/api/quiz", answers, user.cookie),
    );
    expect(result.body.profile.questions).toContain("customer");
    // Nothing vague is praised: neither a customer nor "simpler and smarter".
    expect(result.body.strengths.join(" ")).not.toMatch(/well-defined first customer|point of difference/);
    const quizData = { ...answers, ...result.body };
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: { quizData },
      replacedBy: "generated",
      statusOf: projectStatus,
    });
    for (const [handler, path] of [
      [brands, "/api/brands/generate"],
      [fullAnalysis, "/api/full-business-analysis/generate"],
    ] as const) {
      const refused = await json<{ error: string; message: string }>(
        await post(handler, path, { projectId: project.id }, user.cookie),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Who pays is not clear yet\. Name your first customers/);
    }

    // The founder names them on the card: freelance designers.
    const named: IdeaProfileData = {
      ...result.body.profile,
      customer: { ...result.body.profile.customer, unit: "freelance designer", units: "freelance designers" },
      confirmed: true,
    };
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: { quizData: { ...quizData, profile: named } },
      replacedBy: "edited",
      statusOf: projectStatus,
    });
    const res = await json<{ names: unknown[] }>(
      await post(brands, "/api/brands/generate", { projectId: project.id }, user.cookie),
    );
    expect(res.status).toBe(200);
    expect(res.body.names).toHaveLength(10);
  });
});

describe("analyses", () => {
  it("generates the business plan and analysis from a concept and quizData", async () => {
    const user = await createTestUser();
    for (const [handler, path, kind] of [
      [businessPlan, "/api/business-plan/generate", "businessPlan"],
      [businessAnalysis, "/api/business-analysis/generate", "businessAnalysis"],
      [fullAnalysis, "/api/full-business-analysis/generate", "fullBusinessAnalysis"],
    ] as const) {
      const res = await json(
        await post(
          handler,
          path,
          { concept: "Bakery forecasting", quizData: ANSWERS, brandName: "BakeWise" },
          user.cookie,
        ),
      );
      expect(res.status).toBe(200);
      expect(ARTIFACT_SCHEMAS[kind].safeParse(res.body).success).toBe(true);
    }
    expect(
      (await json(await post(fullAnalysis, "/api/full-business-analysis/generate", {}, user.cookie))).body,
    ).toMatchObject({
      message: "concept or quizData is required",
    });
  });

  it("needs brand names before the full analysis of a project", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    expect(
      (
        await post(
          fullAnalysis,
          "/api/full-business-analysis/generate",
          { projectId: project.id },
          user.cookie,
        )
      ).status,
    ).toBe(409);
    const branded = await seedProject({ userId: user.id, upTo: "branding" });
    const res = await json<{ financialProjections: string }>(
      await post(
        fullAnalysis,
        "/api/full-business-analysis/generate",
        { projectId: branded.id },
        user.cookie,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.financialProjections).toMatch(/Year 3:/);
  });
});

describe("Spark-tier steps", () => {
  it.each([
    ["/api/prototype/generate", prototype, "Prototype Assets require a Spark plan or higher"],
    ["/api/action-plan/generate", actionPlan, "60-Day Action Plan requires a Spark plan or higher"],
    ["/api/pitch/generate", pitch, "Pitch Deck requires a Spark plan or higher"],
    ["/api/pitch/generate-detailed", pitchDetailed, "Pitch Deck requires a Spark plan or higher"],
  ] as const)("%s answers 403 on the Free plan", async (path, handler, message) => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "actionPlan" });
    const res = await json<{ message: string }>(
      await post(handler, path, { projectId: project.id }, user.cookie),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toContain(message);
  });

  it("runs prototype → action plan → pitch on Spark, each gated by the one before", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const blocked = await json<{ message: string }>(
      await post(actionPlan, "/api/action-plan/generate", { projectId: project.id }, user.cookie),
    );
    expect(blocked).toEqual({
      status: 409,
      body: {
        error: "conflict",
        message: "Business analysis and prototype data required for action plan generation",
      },
    });
    expect((await post(pitch, "/api/pitch/generate", { projectId: project.id }, user.cookie)).status).toBe(
      409,
    );

    for (const [handler, path] of [
      [prototype, "/api/prototype/generate"],
      [actionPlan, "/api/action-plan/generate"],
      [pitch, "/api/pitch/generate"],
    ] as const) {
      expect((await post(handler, path, { projectId: project.id }, user.cookie)).status).toBe(200);
    }
    const saved = await getProjectById({ id: project.id, userId: user.id });
    expect(saved?.status).toBe("completed");
    expect(ARTIFACT_SCHEMAS.pitch.parse(saved?.pitchData).fullSlides).toHaveLength(10);
  });

  it("keeps the analysis's numbers in the pitch", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "actionPlan" });
    const res = await json<{ fullSlides: { title: string; content: string[] }[] }>(
      await post(pitch, "/api/pitch/generate", { projectId: project.id }, user.cookie),
    );
    const year3 = (
      withFigures(project).fullBusinessAnalysisData as { financialProjections: string }
    ).financialProjections.match(/Year 3: (\S+) revenue/)![1];
    expect(res.body.fullSlides.find((s) => s.title === "Financial Projections")!.content.join(" ")).toContain(
      year3,
    );
  });

  it("stateless action plan needs the analysis and prototype in the body", async () => {
    const user = await createTestUser({ tier: "spark" });
    const res = await json(
      await post(
        actionPlan,
        "/api/action-plan/generate",
        { brandName: "BakeWise", concept: "x" },
        user.cookie,
      ),
    );
    expect(res).toEqual({
      status: 400,
      body: {
        error: "invalid_request",
        message: "Business analysis and prototype data required for action plan generation",
      },
    });
    const project = await seedProject({ userId: user.id, upTo: "prototype" });
    const ok = await post(
      actionPlan,
      "/api/action-plan/generate",
      {
        businessAnalysis: project.fullBusinessAnalysisData,
        prototype: project.prototypeData,
        brandName: "BakeWise",
        concept: "Bakery demand forecasting",
      },
      user.cookie,
    );
    expect(ok.status).toBe(200);
  });
});

describe("streaming", () => {
  it("streams NDJSON events ending with the final object, and saves it", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const res = await post(brands, "/api/brands/generate", { projectId: project.id }, user.cookie, {
      accept: "application/x-ndjson",
    });
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; data: { names: unknown[] } });
    expect(lines.at(-1)?.type).toBe("final");
    expect(lines.at(-1)?.data.names).toHaveLength(10);
    expect((await getProjectById({ id: project.id, userId: user.id }))?.brandData).toEqual(
      lines.at(-1)?.data,
    );
  });

  it("reports errors before streaming as normal JSON errors", async () => {
    const user = await createTestUser();
    const res = await post(prototype, "/api/prototype/generate", { concept: "x" }, user.cookie, {
      accept: "application/x-ndjson",
    });
    expect(res.status).toBe(403);
  });
});
