import { z } from "zod";

import { ideaProfileSchema } from "@/lib/artifacts/idea-profile";
import { PROJECT_STATUSES } from "@/lib/artifacts/status";

/**
 * Request schemas shared by forms and route handlers. The quiz has two sets of minimums: the stricter
 * client ones guide the founder (spec 5: 50/50/30/30/25), the server ones reject junk (10/10/5/10/5).
 */

export const QUIZ_FIELDS = [
  "problem",
  "solution",
  "targetAudience",
  "differentiator",
  "businessModel",
] as const;
export type QuizField = (typeof QUIZ_FIELDS)[number];

export const QUIZ_CLIENT_MINIMUMS: Record<QuizField, number> = {
  problem: 50,
  solution: 50,
  targetAudience: 30,
  differentiator: 30,
  businessModel: 25,
};

export const QUIZ_SERVER_MINIMUMS: Record<QuizField, number> = {
  problem: 10,
  solution: 10,
  targetAudience: 5,
  differentiator: 10,
  businessModel: 5,
};

export const QUIZ_ANSWER_MAX = 4000;

const answer = (field: QuizField) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(QUIZ_SERVER_MINIMUMS[field], `Please write at least ${QUIZ_SERVER_MINIMUMS[field]} characters`)
    .max(QUIZ_ANSWER_MAX, `Please keep this under ${QUIZ_ANSWER_MAX} characters`);

export const quizAnswersSchema = z.object({
  problem: answer("problem"),
  solution: answer("solution"),
  targetAudience: answer("targetAudience"),
  differentiator: answer("differentiator"),
  businessModel: answer("businessModel"),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

const shortList = z.array(z.string().trim().min(1).max(1000)).max(20);

/** quizData as saved on a project: the five answers plus the analysis. */
export const quizDataSchema = quizAnswersSchema.extend({
  concept: z.string().trim().max(10_000).optional(),
  strengths: shortList.optional(),
  recommendations: shortList.optional(),
  /** What we understood (lib/artifacts/idea-profile.ts), as confirmed or corrected by the founder. */
  profile: ideaProfileSchema.optional(),
});
export type QuizData = z.infer<typeof quizDataSchema>;

export const PROJECT_NAME_MAX = 120;

export const projectCreateSchema = z.object({
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(PROJECT_NAME_MAX),
  description: z.string().trim().max(2000).nullish(),
  /** Accepted for the spec's client, which sends one; the stored status follows the data. */
  status: z
    .enum(PROJECT_STATUSES, { error: `status must be one of: ${PROJECT_STATUSES.join(", ")}` })
    .optional(),
  quizData: quizDataSchema.nullish(),
});
export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;

export const projectIdSchema = z.object({ projectId: z.uuid() });

/** A page's end in the project list: its last project's creation time and id, base64url-encoded. */
export function encodeProjectCursor(cursor: { createdAt: string; id: string }): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const projectCursorSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
    if (
      !createdAt ||
      !CURSOR_TIME.test(createdAt) ||
      Number.isNaN(Date.parse(createdAt)) ||
      !z.uuid().safeParse(id).success
    ) {
      ctx.addIssue({ code: "custom", message: "after must be the cursor of a previous page" });
      return z.NEVER;
    }
    return { createdAt, id: id! };
  });

/** GET /api/projects: `limit` (1–100, default 50) and `after` (a cursor from the Link header). */
export const projectListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(50),
  after: projectCursorSchema.optional(),
});

// --- REST request bodies (spec section 7). Identity never comes from the body: userId/userEmail are ignored.

const optionalProjectId = z.uuid({ error: "projectId must be a project id" }).optional();
/** Asks for another take: the offline engine seeds its choices with it; deterministic for the same value. */
const variant = z.number().int().min(0).max(1_000_000_000).optional();
const conceptText = z.string().trim().min(1).max(10_000);
const brandNameText = z.string().trim().min(1).max(50);
/** Step data sent by the old client for stateless generation: any object; used only when it is valid. */
const looseObject = z.record(z.string(), z.unknown());

export const quizSubmitSchema = quizAnswersSchema.extend({ projectId: optionalProjectId });
export type QuizSubmitInput = z.infer<typeof quizSubmitSchema>;

export const followUpRequestSchema = z.object({
  field: z.enum(QUIZ_FIELDS),
  answer: z.string().trim().min(1).max(QUIZ_ANSWER_MAX),
});

export const brandGenerateSchema = z
  .object({
    concept: conceptText.optional(),
    industry: z.string().trim().max(100).optional(),
    projectId: optionalProjectId,
    variant,
  })
  .refine((b) => b.concept || b.projectId, { message: "concept is required" });

export const domainCheckSchema = z.object({
  brandName: z
    .string({ error: "brandName is required" })
    .trim()
    .min(1, "brandName is required")
    .max(50, "Brand names are at most 50 characters"),
  /** "Check again": look up what the cache only knows as unknown. */
  recheck: z.boolean({ error: "recheck must be true or false" }).optional(),
});

export const analysisGenerateSchema = z
  .object({
    concept: conceptText.optional(),
    quizData: quizDataSchema.partial().optional(),
    brandName: brandNameText.optional(),
    projectId: optionalProjectId,
    variant,
  })
  .refine((b) => b.concept || b.quizData || b.projectId, { message: "concept or quizData is required" });

export const prototypeGenerateSchema = z
  .object({
    concept: conceptText.optional(),
    brandName: brandNameText.optional(),
    projectId: optionalProjectId,
    variant,
  })
  .refine((b) => b.concept || b.projectId, { message: "concept is required" });

/** The marketing plan (Fuel): from the stored project, or from a concept and brand name. */
export const marketingPlanGenerateSchema = prototypeGenerateSchema;

export const ACTION_PLAN_PREREQUISITE =
  "Business analysis and prototype data required for action plan generation";

export const actionPlanGenerateSchema = z
  .object({
    businessAnalysis: looseObject.optional(),
    prototype: looseObject.optional(),
    brandName: brandNameText.optional(),
    concept: conceptText.optional(),
    projectId: optionalProjectId,
    variant,
  })
  .refine((b) => b.projectId || (b.businessAnalysis && b.prototype), { message: ACTION_PLAN_PREREQUISITE });

export const pitchGenerateSchema = z
  .object({
    concept: conceptText.optional(),
    brandName: brandNameText.optional(),
    businessPlan: looseObject.optional(),
    businessAnalysis: looseObject.optional(),
    fullBusinessAnalysis: looseObject.optional(),
    projectId: optionalProjectId,
    variant,
  })
  .refine((b) => b.concept || b.projectId, { message: "concept is required" });

export const checkAchievementsSchema = z.object({ projectId: optionalProjectId });
