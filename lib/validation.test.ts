import { projectCreateSchema, projectIdSchema, QUIZ_CLIENT_MINIMUMS, quizAnswersSchema } from "./validation";

const answers = {
  problem: "Small bakeries waste a fifth of their bread",
  solution: "An app that predicts demand",
  targetAudience: "Bakeries",
  differentiator: "Uses local weather",
  businessModel: "Monthly fee",
};

describe("quiz validation", () => {
  it("uses the spec's client minimums", () => {
    expect(QUIZ_CLIENT_MINIMUMS).toEqual({
      problem: 50,
      solution: 50,
      targetAudience: 30,
      differentiator: 30,
      businessModel: 25,
    });
  });

  it("accepts answers at the server minimums and trims them", () => {
    const parsed = quizAnswersSchema.parse({ ...answers, businessModel: "  SaaS!  " });
    expect(parsed.businessModel).toBe("SaaS!");
  });

  it.each([
    ["problem", "too short"],
    ["solution", "123456789"],
    ["targetAudience", "four"],
    ["differentiator", "nine char"],
    ["businessModel", "four"],
  ])("rejects a %s under its server minimum", (field, value) => {
    const result = quizAnswersSchema.safeParse({ ...answers, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([field]);
  });

  it("rejects missing and non-string answers", () => {
    expect(quizAnswersSchema.safeParse({ ...answers, problem: undefined }).success).toBe(false);
    expect(quizAnswersSchema.safeParse({ ...answers, problem: 42 }).success).toBe(false);
  });
});

describe("project validation", () => {
  it("requires a name", () => {
    expect(projectCreateSchema.safeParse({ name: "" }).success).toBe(false);
    expect(projectCreateSchema.parse({ name: " Idea " }).name).toBe("Idea");
  });

  it("accepts only uuids as project ids", () => {
    expect(projectIdSchema.safeParse({ projectId: "sample-project" }).success).toBe(false);
    expect(projectIdSchema.safeParse({ projectId: "00000000-0000-4000-8000-000000000000" }).success).toBe(
      true,
    );
  });
});
