import "server-only";

import { getProjectById } from "@/db/queries/projects";
import type { Project } from "@/db/schema";
import type { FounderContext } from "@/lib/ai/context";
import {
  actionPlanSchema,
  businessPlanSchema,
  financialForecastSchema,
  fullBusinessAnalysisSchema,
  prototypeDataSchema,
  selectedBrandSchema,
} from "@/lib/artifacts/schemas";
import { AppError } from "@/core/errors";
import type { SessionUser } from "@/lib/http";
import { quizDataSchema } from "@/lib/validation";

/** The user's project, or 404 when it is not theirs. */
export async function loadOwnedProject(projectId: string, user: SessionUser): Promise<Project> {
  const project = await getProjectById({ id: projectId, userId: user.id });
  if (!project) throw new AppError(404, "Project not found");
  return project;
}

const parse = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : null;
};

/** Everything a generator may use, read from the stored project and validated. */
export function contextFromProject(project: Project): FounderContext {
  const quiz = quizDataSchema.safeParse(project.quizData);
  const brand = selectedBrandSchema.safeParse(project.selectedBrand);
  const analysis = fullBusinessAnalysisSchema.safeParse(project.fullBusinessAnalysisData);
  const forecast = financialForecastSchema.safeParse(project.financialForecastData);
  return {
    answers: quiz.success
      ? {
          problem: quiz.data.problem,
          solution: quiz.data.solution,
          targetAudience: quiz.data.targetAudience,
          differentiator: quiz.data.differentiator,
          businessModel: quiz.data.businessModel,
        }
      : null,
    concept: quiz.success ? quiz.data.concept : project.description,
    profile: quiz.success ? (quiz.data.profile ?? null) : null,
    brandName: brand.success ? brand.data.name : null,
    brandTagline: brand.success ? brand.data.tagline || null : null,
    businessPlan: parse(businessPlanSchema, project.businessPlanData),
    analysis: analysis.success ? analysis.data : null,
    prototype: parse(prototypeDataSchema, project.prototypeData),
    actionPlan: parse(actionPlanSchema, project.actionPlanData),
    financialModel: forecast.success
      ? {
          assumptions: forecast.data.assumptions,
          market: forecast.data.market,
          ...(forecast.data.currency ? { currency: forecast.data.currency } : {}),
        }
      : analysis.success
        ? analysis.data.financialModel
        : null,
  };
}

/** The context without its empty fields, to merge over another. */
export function definedOnly(ctx: FounderContext): Partial<FounderContext> {
  return Object.fromEntries(
    Object.entries(ctx).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<FounderContext>;
}
