import "server-only";

import { NextResponse } from "next/server";

import { recordEvent } from "@/db/queries/analytics";
import { saveProjectData } from "@/db/queries/project-data";
import { projectStatus, STEPS } from "@/lib/steps";
import type { Project } from "@/db/schema";
import type { FounderContext } from "@/lib/ai/context";
import { generateArtifact, streamArtifact } from "@/lib/ai/generate";
import type { Artifact, ArtifactKind } from "@/lib/artifacts/schemas";
import { entitlements } from "@/lib/entitlements";
import { AppError } from "@/core/errors";
import type { SessionUser } from "@/lib/http";
import { clientKey, enforceRateLimit } from "@/lib/rate-limit";
import { viewOf } from "@/lib/artifacts/figures";
import { fillFigures } from "@/lib/finance/figures";
import { contextFromProject, definedOnly, loadOwnedProject } from "./context";
import {
  acquireGenerationSlot,
  GENERATION_IP_RATE_MESSAGE,
  GENERATION_RATE_MESSAGE,
  generationIpRateLimit,
  generationRateLimit,
} from "./limits";
import { ndjsonResponse, wantsStream } from "./ndjson";
import type { Generation } from "./rules";

export const UNNAMED_CUSTOMER =
  "Who pays is not clear yet. Name your first customers on the “What we understood” card (Correct it), then generate this step.";

/** The quiz read no one group of customers, and the founder has not named one on the card. */
const unnamedCustomer = (profile: FounderContext["profile"]) =>
  !!profile && !profile.confirmed && profile.questions.includes("customer");

/**
 * The flow every generation endpoint shares: with a projectId, load the user's project (404 if not
 * theirs), check the plan (403) and the prerequisite (409), build the input from the stored project,
 * generate, save the result with its history, and respond — as JSON, or as NDJSON events when the client
 * asks for a stream. Without a projectId the input comes from the body and nothing is saved.
 */
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
  entitlements(user).assert({ generate: generation.column });
  let project: Project | null = null;
  let ctx: FounderContext;
  if (projectId) {
    project = await loadOwnedProject(projectId, user);
    const stored = contextFromProject(project);
    // Names, a market and a raise are not written for "everyone": the card must name who pays first.
    if (generation.kind !== "quizResult" && unnamedCustomer(stored.profile))
      throw new AppError(409, UNNAMED_CUSTOMER);
    const needs = generation.rule.needs;
    if (needs?.columns.some((c) => project![c] === null || project![c] === undefined)) {
      throw new AppError(409, needs.message);
    }
    ctx = { ...stored, ...definedOnly(bodyContext()) };
  } else {
    ctx = bodyContext();
  }

  // The result as the founder sees it: its figures filled in from the model it was written with.
  const shown = (result: Artifact<K>): Artifact<K> => {
    const analysisModel = (result as { financialModel?: unknown }).financialModel;
    const view = viewOf(ctx.financialModel ?? analysisModel);
    return view ? fillFigures(result, view) : result;
  };

  const save = async (result: Artifact<K>) => {
    if (!project) return;
    const stored = generation.toStored ? generation.toStored(result, ctx) : result;
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: { [generation.column]: stored },
      fields: generation.fields?.(result),
      replacedBy: "generated",
      current: STEPS.find((s) => s.column === generation.column)?.title,
      statusOf: projectStatus,
    });
    await recordEvent({
      userId: user.id,
      projectId: project.id,
      eventType: generation.rule.analyticsEvent,
      eventData: { kind: generation.kind },
    });
  };

  await enforceRateLimit({
    key: `generate:${user.id}`,
    ...generationRateLimit(),
    message: GENERATION_RATE_MESSAGE,
  });
  await enforceRateLimit({
    key: `generate-ip:${clientKey(request)}`,
    ...generationIpRateLimit(),
    message: GENERATION_IP_RATE_MESSAGE,
  });
  const release = acquireGenerationSlot(user.id);
  if (!wantsStream(request)) {
    try {
      const result = await generateArtifact(generation.kind, ctx, { signal: request.signal });
      await save(result);
      return NextResponse.json(shown(result));
    } finally {
      release();
    }
  }
  return ndjsonResponse(async function* () {
    try {
      for await (const event of streamArtifact(generation.kind, ctx, { signal: request.signal })) {
        if (event.type === "final") {
          await save(event.data);
          yield { ...event, data: shown(event.data) };
        } else yield event;
      }
    } finally {
      release();
    }
  });
}
