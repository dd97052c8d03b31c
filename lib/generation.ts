import "server-only";

import { NextResponse } from "next/server";

import { recordEvent } from "@/db/queries/analytics";
import { saveProjectData, type ProjectDataColumn, type ProjectFields } from "@/db/queries/project-data";
import { getProjectById } from "@/db/queries/projects";
import type { Project, Tier } from "@/db/schema";
import type { FounderContext } from "@/lib/ai/context";
import { generateArtifact, streamArtifact } from "@/lib/ai/generate";
import {
  actionPlanSchema,
  businessPlanSchema,
  financialForecastSchema,
  fullBusinessAnalysisSchema,
  prototypeDataSchema,
  selectedBrandSchema,
  type Artifact,
  type ArtifactKind,
} from "@/lib/ai/schemas";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { toErrorResponse, type SessionUser } from "@/lib/http";
import { hasTier, tierName } from "@/lib/plans";
import { clientIp, enforceRateLimit } from "@/lib/rate-limit";
import { COLUMN_TIERS } from "@/lib/project-schemas";
import { quizDataSchema } from "@/lib/validation";

/**
 * The flow every generation endpoint shares: with a projectId, load the user's project (404 if not
 * theirs), check the tier (403) and the prerequisite (409), build the input from the stored project,
 * generate, save the result with its history, and respond — as JSON, or as NDJSON events when the client
 * asks for a stream. Without a projectId the input comes from the body and nothing is saved.
 */

export interface Generation<K extends ArtifactKind> {
  kind: K;
  /** Where the result is stored on a project. */
  column: ProjectDataColumn;
  requiredTier: Tier;
  /** The 403 message when the user's plan is too low. */
  tierMessage?: string;
  /** Stored data the step needs, and the 409 message when it is missing. */
  prerequisite?: { columns: ProjectDataColumn[]; message: string };
  /** Project fields to update with the result (status, description). */
  fields?: (result: Artifact<K>, project: Project) => ProjectFields;
  /** What is stored, when it differs from the generated artifact (the quiz keeps the answers too). */
  toStored?: (result: Artifact<K>, ctx: FounderContext) => unknown;
  analyticsEvent?: string;
}

/** Everything a generator may use, read from the stored project and validated. */
export function contextFromProject(project: Project): FounderContext {
  const quiz = quizDataSchema.safeParse(project.quizData);
  const brand = selectedBrandSchema.safeParse(project.selectedBrand);
  const analysis = fullBusinessAnalysisSchema.safeParse(project.fullBusinessAnalysisData);
  const forecast = financialForecastSchema.safeParse(project.financialForecastData);
  const parse = <T>(
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
    value: unknown,
  ) => {
    const result = schema.safeParse(value);
    return result.success ? (result.data as T) : null;
  };
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
    brandName: brand.success ? brand.data.name : null,
    brandTagline: brand.success ? brand.data.tagline || null : null,
    businessPlan: parse(businessPlanSchema, project.businessPlanData),
    analysis: analysis.success ? analysis.data : null,
    prototype: parse(prototypeDataSchema, project.prototypeData),
    actionPlan: parse(actionPlanSchema, project.actionPlanData),
    financialModel: forecast.success
      ? { assumptions: forecast.data.assumptions, market: forecast.data.market }
      : analysis.success
        ? analysis.data.financialModel
        : null,
  };
}

export function assertTier(user: SessionUser, requiredTier: Tier, message?: string) {
  if (!hasTier(user.subscriptionTier, requiredTier)) {
    throw new AppError(403, message ?? `This feature requires a ${tierName(requiredTier)} plan or higher.`);
  }
}

/** Writing a paid feature's column (an edit, a restore) needs that feature's plan, like generating it. */
export function assertColumnTier(user: SessionUser, column: ProjectDataColumn) {
  const paid = COLUMN_TIERS[column];
  if (paid) assertTier(user, paid.tier, `${paid.feature} requires a ${tierName(paid.tier)} plan or higher.`);
}

export async function loadOwnedProject(projectId: string, user: SessionUser): Promise<Project> {
  const project = await getProjectById({ id: projectId, userId: user.id });
  if (!project) throw new AppError(404, "Project not found");
  return project;
}

/** Generations a user may start per hour, across instances (the counters live in the database). */
export const generationRateLimit = () => ({ limit: env().GENERATION_LIMIT_PER_HOUR, windowMs: 60 * 60_000 });
/** Generations one client address may start per hour: a bound on many demo accounts from one place. */
export const generationIpRateLimit = () => ({
  limit: env().GENERATION_LIMIT_PER_HOUR_PER_IP,
  windowMs: 60 * 60_000,
});
/** Generations one user may have running at once on this instance. */
export const maxConcurrentGenerations = () => env().GENERATION_CONCURRENCY;
export const GENERATION_RATE_MESSAGE =
  "You have started many generations in the last hour. Please try again later.";
export const GENERATION_IP_RATE_MESSAGE =
  "Many generations have been started from your network in the last hour. Please try again later.";
export const GENERATION_BUSY_MESSAGE =
  "Several generations are still running for your account. Please wait for one to finish.";

const running = new Map<string, number>();

/** Takes one of the user's generation slots; the returned function gives it back (once). */
function acquireGenerationSlot(userId: string): () => void {
  const count = running.get(userId) ?? 0;
  if (count >= maxConcurrentGenerations()) {
    throw new AppError(429, GENERATION_BUSY_MESSAGE, undefined, { "Retry-After": "5" });
  }
  running.set(userId, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  };
}

function wantsStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/x-ndjson");
}

/** Runs a generation for a request and answers it (JSON, or NDJSON events when streaming). */
export async function respondWithGeneration<K extends ArtifactKind>({
  request,
  user,
  generation,
  projectId,
  bodyContext,
}: {
  request: Request;
  user: SessionUser;
  generation: Generation<K>;
  projectId?: string;
  /** The context for a stateless call, or overrides merged into the stored project's context. */
  bodyContext: () => FounderContext;
}): Promise<Response> {
  assertTier(user, generation.requiredTier, generation.tierMessage);
  let project: Project | null = null;
  let ctx: FounderContext;
  if (projectId) {
    project = await loadOwnedProject(projectId, user);
    const missing = generation.prerequisite?.columns.some(
      (c) => project![c] === null || project![c] === undefined,
    );
    if (missing) throw new AppError(409, generation.prerequisite!.message);
    ctx = { ...contextFromProject(project), ...definedOnly(bodyContext()) };
  } else {
    ctx = bodyContext();
  }

  const save = async (result: Artifact<K>) => {
    if (!project) return;
    const stored = generation.toStored ? generation.toStored(result, ctx) : result;
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: { [generation.column]: stored },
      fields: generation.fields?.(result, project),
      replacedBy: "generated",
    });
    if (generation.analyticsEvent) {
      await recordEvent({
        userId: user.id,
        projectId: project.id,
        eventType: generation.analyticsEvent,
        eventData: { kind: generation.kind },
      });
    }
  };

  await enforceRateLimit({
    key: `generate:${user.id}`,
    ...generationRateLimit(),
    message: GENERATION_RATE_MESSAGE,
  });
  await enforceRateLimit({
    key: `generate-ip:${clientIp(request)}`,
    ...generationIpRateLimit(),
    message: GENERATION_IP_RATE_MESSAGE,
  });
  const release = acquireGenerationSlot(user.id);
  if (!wantsStream(request)) {
    try {
      const result = await generateArtifact(generation.kind, ctx, { signal: request.signal });
      await save(result);
      return NextResponse.json(result);
    } finally {
      release();
    }
  }
  return ndjsonResponse(async function* () {
    try {
      for await (const event of streamArtifact(generation.kind, ctx, { signal: request.signal })) {
        if (event.type === "final") await save(event.data);
        yield event;
      }
    } finally {
      release();
    }
  });
}

function definedOnly(ctx: FounderContext): Partial<FounderContext> {
  return Object.fromEntries(
    Object.entries(ctx).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<FounderContext>;
}

/** Streams events as newline-delimited JSON; an error becomes a final `{ type: "error" }` line. */
function ndjsonResponse(events: () => AsyncGenerator<unknown>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of events()) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      } catch (error) {
        const response = toErrorResponse(error);
        const body = (await response.json()) as { error: string; message: string };
        controller.enqueue(
          encoder.encode(`${JSON.stringify({ type: "error", status: response.status, ...body })}\n`),
        );
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}

// --- The steps -----------------------------------------------------------------------------------------

const STATUS_BY_COLUMN: Partial<Record<ProjectDataColumn, string>> = {
  quizData: "concept_analysis",
  brandData: "brand_naming",
  fullBusinessAnalysisData: "business_analysis",
  prototypeData: "prototype_assets",
  actionPlanData: "action_plan",
  pitchData: "completed",
};

const advanceStatus = (column: ProjectDataColumn) => () =>
  STATUS_BY_COLUMN[column] ? { status: STATUS_BY_COLUMN[column] } : {};

export const GENERATIONS = {
  quiz: {
    kind: "quizResult",
    column: "quizData",
    requiredTier: "freemium",
    toStored: (result, ctx) => ({ ...ctx.answers, ...result }),
    fields: (result) => ({
      status: "concept_analysis",
      description: result.concept.split(/(?<=[.!?])\s/)[0],
    }),
    analyticsEvent: "quiz_completed",
  } satisfies Generation<"quizResult">,
  brands: {
    kind: "brandData",
    column: "brandData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData"],
      message: "No concept data available for brand generation. Complete the business concept quiz first.",
    },
    fields: advanceStatus("brandData"),
    analyticsEvent: "step_generated",
  } satisfies Generation<"brandData">,
  businessPlan: {
    kind: "businessPlan",
    column: "businessPlanData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData"],
      message: "No concept data available for the business plan. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  } satisfies Generation<"businessPlan">,
  businessAnalysis: {
    kind: "businessAnalysis",
    column: "businessAnalysisData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData"],
      message:
        "No concept data available for the business analysis. Complete the business concept quiz first.",
    },
    analyticsEvent: "step_generated",
  } satisfies Generation<"businessAnalysis">,
  fullBusinessAnalysis: {
    kind: "fullBusinessAnalysis",
    column: "fullBusinessAnalysisData",
    requiredTier: "freemium",
    prerequisite: {
      columns: ["quizData", "brandData"],
      message: "Complete the brand naming step before the full business analysis.",
    },
    fields: advanceStatus("fullBusinessAnalysisData"),
    analyticsEvent: "step_generated",
  } satisfies Generation<"fullBusinessAnalysis">,
  prototype: {
    kind: "prototype",
    column: "prototypeData",
    requiredTier: "spark",
    tierMessage:
      "Prototype Assets require a Spark plan or higher. Upgrade to unlock the mood board, typography and mockups.",
    prerequisite: {
      columns: ["fullBusinessAnalysisData"],
      message: "Complete the full business analysis before generating prototype assets.",
    },
    fields: advanceStatus("prototypeData"),
    analyticsEvent: "step_generated",
  } satisfies Generation<"prototype">,
  actionPlan: {
    kind: "actionPlan",
    column: "actionPlanData",
    requiredTier: "spark",
    tierMessage:
      "The 60-Day Action Plan requires a Spark plan or higher. Upgrade to unlock your launch plan.",
    prerequisite: {
      columns: ["fullBusinessAnalysisData", "prototypeData"],
      message: "Business analysis and prototype data required for action plan generation",
    },
    fields: advanceStatus("actionPlanData"),
    analyticsEvent: "step_generated",
  } satisfies Generation<"actionPlan">,
  pitch: {
    kind: "pitch",
    column: "pitchData",
    requiredTier: "spark",
    tierMessage:
      "The Pitch Deck requires a Spark plan or higher. Upgrade to unlock your 10-slide investor deck.",
    prerequisite: {
      columns: ["actionPlanData"],
      message: "Complete the 60-day action plan before creating the pitch deck.",
    },
    fields: advanceStatus("pitchData"),
    analyticsEvent: "step_generated",
  } satisfies Generation<"pitch">,
  marketingPlan: {
    kind: "marketingPlan",
    column: "marketingPlanData",
    requiredTier: "fuel",
    tierMessage:
      "The Marketing Plan Generator requires a Fuel plan or higher. Upgrade to unlock SEO keywords, a social plan and ad copy.",
    prerequisite: {
      columns: ["fullBusinessAnalysisData"],
      message: "Complete the full business analysis before generating a marketing plan.",
    },
    analyticsEvent: "marketing_plan_generated",
  } satisfies Generation<"marketingPlan">,
} as const;
