import "server-only";

import {
  generateText,
  NoObjectGeneratedError,
  Output,
  streamText,
  type DeepPartial,
  type LanguageModel,
} from "ai";
import { z, type ZodType } from "zod";

import { AppError } from "@/core/errors";
import type { QuizField } from "@/lib/validation";
import { withoutControlCharacters } from "@/lib/validation/text";
import { nameProblem } from "./offline/name-screen";
import { PROFILE_TASK } from "./model-profile";
import { figureView, templatizeAll } from "@/lib/finance/figures";
import { keepsFounderNumbers } from "./founder-numbers";
import { artifactFlaws } from "./text-quality";
import { toOfflineInput, type FounderContext } from "./context";
import { describeAiFailure, isTimeout } from "./errors";
import { aiTimeoutMs, resolveModel } from "./model";
import { analyzeIdea, generateOffline, offlineFollowUp } from "./offline";
import { computeFinancials, type Financials } from "./offline/financials";
import { offlineFinancialForecast } from "./offline/forecast";
import { engineReading, SPECS } from "./drafts";
import { artifactPrompt, assumptionsPrompt, followUpPrompt, SYSTEM_PROMPT } from "./prompts";
import {
  ARTIFACT_SCHEMAS,
  financialModelSchema,
  followUpSchema,
  type Artifact,
  type ArtifactKind,
  type FinancialModel,
  type FollowUp,
} from "@/lib/artifacts/schemas";

/**
 * One function per artifact, for every provider. The offline engine answers at once; a language model
 * answers through the AI SDK's structured output, validated by zod, with one repair attempt, a timeout,
 * and errors mapped to 502/504. Numbers always come from lib/finance.
 */

export interface GenerateOptions {
  /** A specific model (tests pass the SDK's mock model), or "offline"; default: the configured provider. */
  model?: LanguageModel | "offline";
  /** Cancels the generation (the client went away). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type StreamEvent<K extends ArtifactKind> =
  { type: "partial"; data: DeepPartial<Artifact<K>> } | { type: "final"; data: Artifact<K> };

function chosenModel(opts: GenerateOptions): LanguageModel | null {
  if (opts.model === "offline") return null;
  if (opts.model) return opts.model;
  const choice = resolveModel();
  return choice.provider === "offline" ? null : choice.model;
}

// --- Calling the model ---------------------------------------------------------------------------------

function signals(opts: GenerateOptions) {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? aiTimeoutMs());
  return { timeout, combined: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout };
}

function reasonOf(error: unknown): string {
  if (NoObjectGeneratedError.isInstance(error)) {
    const cause =
      error.cause instanceof z.ZodError
        ? error.cause.issues
            .slice(0, 5)
            .map((i) => `${i.path.join(".")}: ${i.message}`)
            .join("; ")
        : error.message;
    return cause;
  }
  if (error instanceof z.ZodError)
    return error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".")}: ${i.message}`)
      .join("; ");
  return error instanceof Error ? error.message : String(error);
}

const OFFLINE_INVALID =
  'This step could not be written in the expected format for these answers. Please try again, or change the answers or "What we understood".';

const INVALID_TWICE =
  "The AI returned an answer that did not fit the expected format, twice. Please try again.";

/**
 * Calls the model for `schema`, validates `finish(output)` (control and text-direction characters removed
 * first: the model's text is stored and quoted next to the founder's), and repairs once with the
 * validation error.
 */
async function structuredCall<T, R>(
  model: LanguageModel,
  schema: ZodType<T>,
  name: string,
  prompt: string,
  finish: (output: T) => R,
  opts: GenerateOptions,
  attempts = 2,
): Promise<R> {
  const { timeout, combined } = signals(opts);
  let repairNote = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await generateText({
        model,
        system: SYSTEM_PROMPT,
        prompt: `${prompt}${repairNote}`,
        output: Output.object({ schema, name }),
        abortSignal: combined,
        maxRetries: 1,
      });
      return finish(withoutControlCharacters(result.output as T));
    } catch (error) {
      if (isTimeout(timeout)) throw new AppError(504, timeoutMessage(opts));
      if (opts.signal?.aborted) throw error;
      const invalid = NoObjectGeneratedError.isInstance(error) || error instanceof z.ZodError;
      if (!invalid) throw describeAiFailure(error);
      if (attempt === attempts) throw new AppError(502, INVALID_TWICE);
      repairNote = `\n\nYour previous answer could not be used (${reasonOf(error)}). Answer again with JSON that matches the schema exactly.`;
    }
  }
  throw new AppError(502, INVALID_TWICE);
}

function timeoutMessage(opts: GenerateOptions): string {
  return `The AI took longer than ${Math.max(1, Math.round((opts.timeoutMs ?? aiTimeoutMs()) / 1000))} s to answer. Please try again.`;
}

async function financialsFor(
  ctx: FounderContext,
  model: LanguageModel,
  opts: GenerateOptions,
): Promise<Financials> {
  const stored = financialModelSchema.safeParse(ctx.financialModel ?? ctx.analysis?.financialModel);
  const proposed: FinancialModel = stored.success
    ? stored.data
    : await structuredCall(
        model,
        financialModelSchema,
        "financial_assumptions",
        assumptionsPrompt(ctx),
        (o) => keepsFounderNumbers(financialModelSchema.parse(o), ctx),
        opts,
      );
  // The model's amounts are in the founder's currency (the prompt says so), and the model says which.
  const currency = ctx.profile?.currency;
  return computeFinancials(
    proposed.currency || !currency || currency === "USD" ? proposed : { ...proposed, currency },
  );
}

function finishFor<K extends ArtifactKind>(kind: K, ctx: FounderContext, financials: Financials | null) {
  return (draft: unknown): Artifact<K> => {
    const spec = SPECS[kind];
    const finalized = spec.finalize(spec.draft.parse(draft) as never, ctx, financials);
    const artifact = ARTIFACT_SCHEMAS[kind].parse(finalized) as Artifact<K>;
    // The same post-check as the offline writer's tests: a broken sentence goes back to the model for one
    // repair (as a validation error naming it), never to the founder.
    const flaws = artifactFlaws(artifact);
    if (kind === "brandData")
      for (const [i, { name }] of (artifact as Artifact<"brandData">).names.entries()) {
        const problem = nameProblem(name);
        if (problem)
          flaws.push({
            path: `names.${i}.name`,
            text: name,
            flaw: { kind: "repeated-word", detail: problem },
          });
      }
    if (flaws.length)
      throw new z.ZodError(
        flaws.slice(0, 5).map((f) => ({
          code: "custom" as const,
          path: f.path.split(/[.[\]]+/).filter(Boolean),
          message: `broken sentence (${f.flaw.kind}): ${f.flaw.detail}`,
          input: f.text,
        })),
      );
    // Stored with references to the figures it states, so it follows every later edit of the forecast.
    return financials && kind !== "quizResult" ? templatizeAll(artifact, figureView(financials)) : artifact;
  };
}

/** The prompt for a step; the concept's also shows the engine's reading for the model to correct. */
function promptFor(kind: ArtifactKind, ctx: FounderContext, financials: Financials | null): string {
  if (kind !== "quizResult") return artifactPrompt(kind, ctx, financials ?? undefined);
  return `${artifactPrompt(kind, { ...ctx, profile: engineReading(ctx) })}\n${PROFILE_TASK}`;
}

/**
 * The quiz reads the answers afresh (they may be new): its profile is for the founder to confirm again,
 * never the one stored with the earlier answers.
 */
function freshFor(kind: ArtifactKind, ctx: FounderContext): FounderContext {
  return kind === "quizResult" ? { ...ctx, profile: null } : ctx;
}

/** Generates one artifact for a founder. */
export async function generateArtifact<K extends ArtifactKind>(
  kind: K,
  founder: FounderContext,
  opts: GenerateOptions = {},
): Promise<Artifact<K>> {
  const ctx = freshFor(kind, founder);
  const model = chosenModel(opts);
  if (!model) {
    // The offline writer's own output failing its schema is a clear, logged 502, never an unexpected
    // error (nothing is saved, so the founder's earlier version stays).
    const offline = ARTIFACT_SCHEMAS[kind].safeParse(generateOffline(kind, toOfflineInput(ctx)));
    if (!offline.success) {
      console.error(`[generate] the offline ${kind} did not fit its format: ${reasonOf(offline.error)}`);
      throw new AppError(502, OFFLINE_INVALID);
    }
    return offline.data as Artifact<K>;
  }
  const spec = SPECS[kind];
  const financials = spec.financial ? await financialsFor(ctx, model, opts) : null;
  if (kind === "financialForecast") {
    // Numbers are the model's job only as assumptions; the notes explain them in the founder's terms.
    return ARTIFACT_SCHEMAS.financialForecast.parse(
      offlineFinancialForecast(analyzeIdea(toOfflineInput(ctx)), financials!),
    ) as Artifact<K>;
  }
  return structuredCall(
    model,
    spec.draft,
    kind,
    promptFor(kind, ctx, financials),
    finishFor(kind, ctx, financials),
    opts,
  );
}

/**
 * Streams an artifact: partial objects as the model writes them, then the validated result. The
 * offline engine yields the final object at once. Invalid streamed output gets one repair call.
 */
export async function* streamArtifact<K extends ArtifactKind>(
  kind: K,
  founder: FounderContext,
  opts: GenerateOptions = {},
): AsyncGenerator<StreamEvent<K>> {
  const ctx = freshFor(kind, founder);
  const model = chosenModel(opts);
  const spec = SPECS[kind];
  if (!model || kind === "financialForecast") {
    yield { type: "final", data: await generateArtifact(kind, ctx, opts) };
    return;
  }
  const financials = spec.financial ? await financialsFor(ctx, model, opts) : null;
  const prompt = promptFor(kind, ctx, financials);
  const finish = finishFor(kind, ctx, financials);
  const { timeout, combined } = signals(opts);
  let streamError: unknown;
  const result = streamText({
    model,
    system: SYSTEM_PROMPT,
    prompt,
    output: Output.object({ schema: spec.draft, name: kind }),
    abortSignal: combined,
    maxRetries: 1,
    onError: ({ error }) => {
      streamError = error;
    },
  });
  try {
    for await (const partial of result.partialOutputStream)
      yield { type: "partial", data: partial as DeepPartial<Artifact<K>> };
    if (streamError) throw streamError;
    yield { type: "final", data: finish(withoutControlCharacters(await result.output)) };
  } catch (error) {
    if (isTimeout(timeout)) throw new AppError(504, timeoutMessage(opts));
    if (opts.signal?.aborted) throw error;
    if (!(NoObjectGeneratedError.isInstance(error) || error instanceof z.ZodError))
      throw describeAiFailure(error);
    // One repair, without streaming, telling the model what was wrong.
    const note = `\n\nYour previous answer could not be used (${reasonOf(error)}). Answer again with JSON that matches the schema exactly.`;
    yield {
      type: "final",
      data: await structuredCall(model, spec.draft, kind, `${prompt}${note}`, finish, opts, 1),
    };
  }
}

/** Whether one quiz answer is specific enough, and if not, one follow-up question. */
export async function generateFollowUp(
  field: QuizField,
  answer: string,
  opts: GenerateOptions = {},
): Promise<FollowUp> {
  const model = chosenModel(opts);
  if (!model) return offlineFollowUp(field, answer);
  return structuredCall(
    model,
    followUpSchema,
    "follow_up",
    followUpPrompt(field, answer),
    (o) => followUpSchema.parse({ ...o, field }),
    opts,
  );
}
