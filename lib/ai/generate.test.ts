import { APICallError } from "ai";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { promptText, scripted, usage } from "@/tests/helpers/mock-model";

import { AppError } from "@/core/errors";
import { formatUsd } from "@/lib/finance/format";
import { project } from "@/lib/finance/model";
import type { FounderContext } from "./context";
import { generateArtifact, generateFollowUp, streamArtifact } from "./generate";
import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { viewOf } from "@/lib/artifacts/figures";
import { fillFigures } from "@/lib/finance/figures";
import { shownOffline } from "./offline";
import { ARTIFACT_SCHEMAS, type FinancialModel } from "@/lib/artifacts/schemas";

/** The model writes the concept; the result also carries the profile read from the answers. */
const withProfile = <T extends object>(quiz: T) => ({
  ...quiz,
  profile: expect.objectContaining({
    confirmed: false,
    customer: expect.objectContaining({ unit: expect.any(String) }),
  }),
});

const bakery = IDEA_FIXTURES[0];
const ctx: FounderContext = { answers: bakery.answers, brandName: "BakeWise" };
/** What a model writes for the analysis' narrative (the figures are computed, not written). */
const narrative = {
  executiveSummary: "BakeWise helps bakeries bake what sells.",
  marketNarrative: "Bakeries are digitising.",
  competitiveLandscape: "POS suites and spreadsheets.",
  marketingStrategy: "Trade fairs, then Instagram.",
  strategicRecommendations: ["Pilot", "Price test", "Referral", "Partnerships"],
  actionItems: ["Interview", "Landing page", "Build"],
};
const validQuiz = {
  concept: "A forecasting app for bakeries.",
  strengths: ["a", "b", "c"],
  recommendations: ["x", "y", "z"],
};
const financialModel: FinancialModel = shownOffline("fullBusinessAnalysis", {
  answers: bakery.answers,
}).financialModel!;

describe("generateArtifact with a language model", () => {
  it("sends the founder's answers and returns the validated object", async () => {
    const model = scripted([JSON.stringify(validQuiz)]);
    const result = await generateArtifact("quizResult", ctx, { model });
    expect(result).toEqual(withProfile(validQuiz));
    expect(model.doGenerateCalls).toHaveLength(1);
    const prompt = promptText(model, 0);
    expect(prompt).toContain(bakery.answers.problem);
    expect(prompt).toContain("Never invent statistics");
    expect(model.doGenerateCalls[0].responseFormat).toMatchObject({ type: "json" });
  });

  it("takes the model's reading of the idea only where the answers bear it out", async () => {
    const model = scripted([
      JSON.stringify({
        ...validQuiz,
        profile: {
          competitors: [
            { name: "POS", claim: bakery.answers.differentiator },
            { name: "BakeryPro", claim: "An invented rival." },
          ],
          prices: [{ amount: 12345, period: "month" }],
        },
      }),
    ]);
    const result = await generateArtifact("quizResult", ctx, { model });
    // The rival the founder wrote stays, with the founder's own sentence; the invented one and a price the
    // answers never state are left out.
    expect(result.profile!.competitors.map((c) => c.name)).toEqual(["POS"]);
    expect(result.profile!.prices).toEqual(
      shownOffline("quizResult", { answers: bakery.answers }).profile!.prices,
    );
    expect(promptText(model, 0)).toContain("correct only what it misreads");
  });

  it("repairs once when the model's answer does not match the schema, telling it what was wrong", async () => {
    const model = scripted([
      JSON.stringify({ concept: "x", strengths: ["only one"] }),
      JSON.stringify(validQuiz),
    ]);
    await expect(generateArtifact("quizResult", ctx, { model })).resolves.toEqual(withProfile(validQuiz));
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(promptText(model, 1)).toContain("Your previous answer could not be used");
    expect(promptText(model, 1)).toContain("strengths");
  });

  it("sends a broken sentence back for one repair instead of showing it", async () => {
    const broken = { ...validQuiz, concept: "A forecasting app for bakeries (it learns from the weather." };
    const model = scripted([JSON.stringify(broken), JSON.stringify(validQuiz)]);
    await expect(generateArtifact("quizResult", ctx, { model })).resolves.toEqual(withProfile(validQuiz));
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(promptText(model, 1)).toContain("broken sentence (unbalanced-brackets)");
  });

  it("gives up with a clear 502 after the repair also fails", async () => {
    const model = scripted(["not json at all", JSON.stringify({ concept: "" })]);
    const error = await generateArtifact("quizResult", ctx, { model }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 502,
      message: expect.stringContaining("did not fit the expected format"),
    });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("times out with a 504 and no retry storm", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_resolve, reject) => {
          abortSignal?.addEventListener("abort", () => reject(abortSignal.reason));
        }),
    });
    const started = Date.now();
    const error = await generateArtifact("quizResult", ctx, { model, timeoutMs: 150 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 504,
      message: "The AI took longer than 1 s to answer. Please try again.",
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(model.doGenerateCalls.length).toBeLessThanOrEqual(2);
  });

  it("maps provider errors to 502 without leaking the provider's response", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new APICallError({
          message: "Incorrect API key provided: sk-secret",
          url: "https://api.example/v1",
          requestBodyValues: {},
          statusCode: 401,
          responseBody: '{"error":"invalid_api_key sk-secret"}',
          isRetryable: false,
        });
      },
    });
    const error = (await generateArtifact("quizResult", ctx, { model }).catch((e: unknown) => e)) as AppError;
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      "The AI provider rejected our credentials. The site operator needs to check the API key.",
    );
    expect(error.message).not.toContain("sk-secret");
    spy.mockRestore();
  });

  it("builds brand data from the model's names, with domains to check", async () => {
    const names = Array.from({ length: 10 }, (_, i) => ({
      name: `Crumb${String.fromCharCode(65 + i)}ly`,
      rationale: "Fits bakeries.",
      tagline: "Bake what sells.",
    }));
    const result = await generateArtifact("brandData", ctx, { model: scripted([JSON.stringify({ names })]) });
    expect(result.names[0]).toEqual({
      ...names[0],
      domain: "crumbaly.com",
      available: null,
      extensions: expect.objectContaining({ ".com": { available: null, status: "unknown" } }),
    });
  });

  it("rejects duplicate brand names and repairs", async () => {
    const same = Array.from({ length: 10 }, () => ({ name: "Crumbly", rationale: "r", tagline: "t" }));
    const distinct = same.map((n, i) => ({ ...n, name: `Crumb${i}x` }));
    const model = scripted([JSON.stringify({ names: same }), JSON.stringify({ names: distinct })]);
    const result = await generateArtifact("brandData", ctx, { model });
    expect(new Set(result.names.map((n) => n.name)).size).toBe(10);
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("keeps the founder's price: a proposal that changes it goes back once, and a second miss fails", async () => {
    const cheaper = { ...financialModel, assumptions: { ...financialModel.assumptions, pricePoint: 29 } };
    const repaired = scripted([
      JSON.stringify(cheaper),
      JSON.stringify(financialModel),
      JSON.stringify(narrative),
    ]);
    const result = await generateArtifact(
      "fullBusinessAnalysis",
      { ...ctx, financialModel: null },
      { model: repaired },
    );
    expect(promptText(repaired, 1)).toContain("must be the founder's stated price, 49");
    expect(result.financialModel?.assumptions.pricePoint).toBe(49);

    const stubborn = scripted([JSON.stringify(cheaper), JSON.stringify(cheaper)]);
    await expect(
      generateArtifact("fullBusinessAnalysis", { ...ctx, financialModel: null }, { model: stubborn }),
    ).rejects.toMatchObject({ status: 502 });
  });

  it("keeps the founder's device price, paid once by each new customer", async () => {
    const tag = IDEA_CORPUS.find((i) => i.id === "dog-gps-tag-uk")!;
    const tagCtx: FounderContext = { answers: tag.answers, brandName: "Pawtrail" };
    const offlineModel = shownOffline("fullBusinessAnalysis", tagCtx).financialModel!;
    expect(offlineModel.assumptions.upfrontPrice).toBe(49);
    const { upfrontPrice: _device, upfrontMargin: _margin, ...withoutDevice } = offlineModel.assumptions;
    const forgetful = scripted([
      JSON.stringify({ ...offlineModel, assumptions: withoutDevice }),
      JSON.stringify({ ...offlineModel, assumptions: withoutDevice }),
    ]);
    await expect(
      generateArtifact("fullBusinessAnalysis", tagCtx, { model: forgetful }),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(promptText(forgetful, 1)).toContain("must be the founder's stated device price, 49");
  });

  it("proposes assumptions first, then writes the analysis around the computed figures", async () => {
    const model = scripted([JSON.stringify(financialModel), JSON.stringify(narrative)]);
    const result = await generateArtifact(
      "fullBusinessAnalysis",
      { ...ctx, financialModel: null },
      { model },
    );
    expect(model.doGenerateCalls).toHaveLength(2);
    const year3 = formatUsd(project(financialModel.assumptions).years[2].revenue);
    expect(promptText(model, 1)).toContain(year3); // the model is told the figures…
    // …and the figures section is computed, not written: stored as references to the model, shown filled in.
    expect(result.financialProjections).toContain("⟦revenue.y3⟧");
    expect(fillFigures(result, viewOf(financialModel)!).financialProjections).toContain(year3);
    expect(result.marketPotential).toContain("Bakeries are digitising.");
    expect(result.financialModel).toEqual(financialModel);
    expect(ARTIFACT_SCHEMAS.fullBusinessAnalysis.parse(result)).toEqual(result);
  });

  it("reuses the stored assumptions for later steps and keeps the numeric slides computed", async () => {
    const offline = shownOffline("pitch", {
      answers: bakery.answers,
      brandName: "BakeWise",
      financialModel,
    });
    const invented = {
      ...offline,
      fullSlides: offline.fullSlides!.map((s) =>
        s.title === "Financial Projections"
          ? { ...s, content: ["Revenue: $50M in year one", "Trust us"] }
          : s,
      ),
    };
    const model = scripted([JSON.stringify(invented)]);
    const result = await generateArtifact("pitch", { ...ctx, financialModel }, { model });
    expect(model.doGenerateCalls).toHaveLength(1); // no assumptions call: they were stored
    const shown = fillFigures(result, viewOf(financialModel)!);
    const slide = shown.fullSlides!.find((s) => s.title === "Financial Projections")!;
    expect(slide.content.join(" ")).not.toContain("$50M");
    expect(slide.content).toEqual(
      offline.fullSlides!.find((s) => s.title === "Financial Projections")!.content,
    );
  });

  it("uses the offline engine when asked, without a model", async () => {
    const result = await generateArtifact("actionPlan", ctx, { model: "offline" });
    expect(ARTIFACT_SCHEMAS.actionPlan.parse(result)).toEqual(result);
  });
});

describe("streamArtifact", () => {
  it("streams partial objects as the model writes them, then the validated result", async () => {
    const json = JSON.stringify(validQuiz);
    const chunks = json.match(/.{1,12}/g)!;
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "text-start", id: "t" },
            ...chunks.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
            { type: "text-end", id: "t" },
            { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
          ],
        }),
      }),
    });
    const events = [];
    for await (const event of streamArtifact("quizResult", ctx, { model })) events.push(event);
    const partials = events.filter((e) => e.type === "partial");
    expect(partials.length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: "final", data: withProfile(validQuiz) });
  });

  it("repairs an invalid streamed answer once, without streaming", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "text-start", id: "t" },
            { type: "text-delta", id: "t", delta: '{"concept":""}' },
            { type: "text-end", id: "t" },
            { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
          ],
        }),
      }),
      doGenerate: async () => ({
        content: [{ type: "text", text: JSON.stringify(validQuiz) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage,
        warnings: [],
      }),
    });
    const events = [];
    for await (const event of streamArtifact("quizResult", ctx, { model })) events.push(event);
    expect(events.at(-1)).toEqual({ type: "final", data: withProfile(validQuiz) });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("yields the offline result at once", async () => {
    const events = [];
    for await (const event of streamArtifact("prototype", ctx, { model: "offline" })) events.push(event);
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe("final");
  });
});

describe("generateFollowUp", () => {
  it("asks the model and keeps the field it was asked about", async () => {
    const model = scripted([
      JSON.stringify({ field: "solution", specific: false, question: "Who pays?", reason: "No payer." }),
    ]);
    await expect(generateFollowUp("businessModel", "We will see.", { model })).resolves.toEqual({
      field: "businessModel",
      specific: false,
      question: "Who pays?",
      reason: "No payer.",
    });
  });

  it("falls back to the offline heuristics", async () => {
    await expect(
      generateFollowUp("targetAudience", "Everyone who has a phone and wants a better life.", {
        model: "offline",
      }),
    ).resolves.toMatchObject({
      specific: false,
    });
  });
});

describe("every artifact through the model path", () => {
  /** What a well-behaved model would answer for `kind`, built from the offline engine's output. */
  function draftFor(kind: keyof typeof ARTIFACT_SCHEMAS): unknown {
    const offline = shownOffline(kind, {
      answers: bakery.answers,
      brandName: "BakeWise",
      financialModel,
    }) as Record<string, unknown>;
    if (kind === "brandData") {
      return {
        names: (offline.names as { name: string; rationale: string; tagline: string }[]).map(
          ({ name, rationale, tagline }) => ({ name, rationale, tagline }),
        ),
      };
    }
    if (kind === "fullBusinessAnalysis") {
      const { marketPotential, financialProjections: _f, financialModel: _m, ...rest } = offline;
      return { ...rest, marketNarrative: marketPotential };
    }
    return offline;
  }

  it.each(Object.keys(ARTIFACT_SCHEMAS) as (keyof typeof ARTIFACT_SCHEMAS)[])(
    "%s is schema-valid",
    async (kind) => {
      const model = scripted([JSON.stringify(draftFor(kind))]);
      const result = await generateArtifact(kind, { ...ctx, financialModel }, { model });
      expect(ARTIFACT_SCHEMAS[kind].safeParse(result).error?.issues ?? []).toEqual([]);
      // The forecast is computed from the stored assumptions: no model call at all.
      expect(model.doGenerateCalls).toHaveLength(kind === "financialForecast" ? 0 : 1);
    },
  );
});
