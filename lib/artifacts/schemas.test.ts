import { shownOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import {
  actionPlanSchema,
  brandDataSchema,
  followUpSchema,
  marketingPlanSchema,
  moodBoardSchema,
  PITCH_SLIDE_TITLES,
  pitchDataSchema,
  prototypeDataSchema,
  quizResultSchema,
  selectedBrandSchema,
} from "./schemas";

const input = { answers: IDEA_FIXTURES[0].answers, brandName: "BakeWise" };
const brand = shownOffline("brandData", input);
const plan = shownOffline("actionPlan", input);
const pitch = shownOffline("pitch", input);
const prototype = shownOffline("prototype", input);

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("artifact schemas", () => {
  it("require 3-6 strengths and recommendations in a quiz result", () => {
    expect(
      quizResultSchema.safeParse({ concept: "x", strengths: ["a", "b"], recommendations: ["a", "b", "c"] })
        .success,
    ).toBe(false);
    expect(
      quizResultSchema.safeParse({
        concept: " ",
        strengths: ["a", "b", "c"],
        recommendations: ["a", "b", "c"],
      }).success,
    ).toBe(false);
  });

  it("require a question when a follow-up says an answer is vague", () => {
    expect(
      issues(
        followUpSchema.safeParse({ field: "problem", specific: false, question: null, reason: "vague" }),
      ),
    ).toEqual(["question: A vague answer needs a follow-up question"]);
    expect(
      followUpSchema.safeParse({ field: "problem", specific: true, question: null, reason: null }).success,
    ).toBe(true);
    expect(
      followUpSchema.safeParse({ field: "price", specific: true, question: null, reason: null }).success,
    ).toBe(false);
  });

  it("require exactly 10 distinct brand names with per-extension results", () => {
    expect(brandDataSchema.safeParse({ names: brand.names.slice(0, 9) }).success).toBe(false);
    const duplicated = { names: [...brand.names.slice(0, 9), brand.names[0]] };
    expect(issues(brandDataSchema.safeParse(duplicated))).toEqual(["names: Brand names must be distinct"]);
    const badExtension = { ...brand.names[0], extensions: { com: { available: true, status: "available" } } };
    expect(brandDataSchema.safeParse({ names: [badExtension, ...brand.names.slice(1)] }).success).toBe(false);
  });

  it("accept a custom selected brand without rationale or extensions, up to 50 characters", () => {
    const custom = {
      name: "My Bakery Co",
      rationale: "",
      tagline: "",
      isCustom: true,
      domain: "mybakeryco.com",
      available: null,
    };
    expect(selectedBrandSchema.safeParse(custom).success).toBe(true);
    expect(selectedBrandSchema.safeParse({ ...custom, name: "x".repeat(51) }).success).toBe(false);
  });

  it("require hex colours and known fonts in prototype data", () => {
    expect(moodBoardSchema.safeParse({ ...prototype.moodBoard, accentColor: "orange" }).success).toBe(false);
    expect(moodBoardSchema.safeParse({ ...prototype.moodBoard, accentColor: "#FFFF" }).success).toBe(false);
    // Three-digit hex is a colour too, stored as six digits.
    expect(moodBoardSchema.parse({ ...prototype.moodBoard, accentColor: "#fa0" }).accentColor).toBe(
      "#FFAA00",
    );
    expect(
      prototypeDataSchema.safeParse({
        ...prototype,
        typography: { ...prototype.typography, headingFont: "Comic Sans" },
      }).success,
    ).toBe(false);
  });

  it("require the action plan to cover every week of the 60 days", () => {
    const withoutWeek9 = { ...plan, actionItems: plan.actionItems.filter((i) => i.week !== 9) };
    expect(issues(actionPlanSchema.safeParse(withoutWeek9))).toEqual([
      "actionItems: The plan must cover every week of the 60 days (weeks 1-9)",
    ]);
    const badItem = {
      ...plan,
      actionItems: [{ ...plan.actionItems[0], week: 10, priority: "urgent" }, ...plan.actionItems.slice(1)],
    };
    expect(actionPlanSchema.safeParse(badItem).success).toBe(false);
  });

  it("require 10 slides in the spec's order and pitches of the right length", () => {
    expect(pitch.fullSlides!.map((s) => s.title)).toEqual([...PITCH_SLIDE_TITLES]);
    const swapped = {
      ...pitch,
      fullSlides: [pitch.fullSlides![1], pitch.fullSlides![0], ...pitch.fullSlides!.slice(2)],
    };
    expect(issues(pitchDataSchema.safeParse(swapped))[0]).toMatch(
      /^fullSlides: Slides must be, in order: Problem, Solution/,
    );
    expect(issues(pitchDataSchema.safeParse({ ...pitch, elevatorPitch: "Too short to pitch." }))).toEqual([
      "elevatorPitch: An elevator pitch runs about 30 seconds",
    ]);
    expect(pitchDataSchema.safeParse({ ...pitch, deckOutline: pitch.deckOutline.slice(0, 9) }).success).toBe(
      false,
    );
    expect(pitchDataSchema.safeParse({ ...pitch, fullSlides: undefined }).success).toBe(true);
  });

  it("require search intents and a 60-day window in the marketing plan", () => {
    const marketing = shownOffline("marketingPlan", input);
    const badIntent = {
      ...marketing,
      seoKeywords: [{ keyword: "x", intent: "curious", priority: "high" }, ...marketing.seoKeywords],
    };
    expect(marketingPlanSchema.safeParse(badIntent).success).toBe(false);
    const lateDay = structuredClone(marketing);
    lateDay.socialPlan[0].posts[0].day = 61;
    expect(marketingPlanSchema.safeParse(lateDay).success).toBe(false);
  });
});
