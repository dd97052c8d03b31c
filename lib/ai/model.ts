import "server-only";

import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

import { AppError } from "@/core/errors";
import { aiProvider, env, type AiProviderName } from "@/core/env";

/**
 * The only file that knows AI providers and model ids.
 *   AI_PROVIDER=openai             OPENAI_API_KEY (+ AI_MODEL, default gpt-4o-mini; AI_BASE_URL for a proxy)
 *   AI_PROVIDER=openai-compatible  AI_BASE_URL + AI_MODEL (+ AI_API_KEY): Ollama, vLLM, LM Studio, OpenRouter
 *   AI_PROVIDER=offline            the built-in offline engine (lib/ai/offline)
 * Default: openai when OPENAI_API_KEY is set, else offline.
 */

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export type ModelChoice =
  | { provider: "offline" }
  | { provider: Exclude<AiProviderName, "offline">; model: LanguageModel; modelId: string };

let cached: { key: string; choice: ModelChoice } | undefined;

export function resolveModel(): ModelChoice {
  const provider = aiProvider();
  const e = env();
  const key = [provider, e.OPENAI_API_KEY, e.AI_MODEL, e.AI_BASE_URL, e.AI_API_KEY].join("|");
  if (cached?.key === key) return cached.choice;

  let choice: ModelChoice;
  if (provider === "offline") {
    choice = { provider };
  } else if (provider === "openai") {
    if (!e.OPENAI_API_KEY) throw new AppError(503, "AI_PROVIDER is openai but OPENAI_API_KEY is not set.");
    const openai = createOpenAI({ apiKey: e.OPENAI_API_KEY, baseURL: e.AI_BASE_URL });
    const modelId = e.AI_MODEL ?? DEFAULT_OPENAI_MODEL;
    choice = { provider, model: openai(modelId), modelId };
  } else {
    if (!e.AI_BASE_URL || !e.AI_MODEL) {
      throw new AppError(
        503,
        "AI_PROVIDER is openai-compatible but AI_BASE_URL and AI_MODEL are not both set.",
      );
    }
    const compatible = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      supportsStructuredOutputs: true,
    });
    choice = { provider, model: compatible(e.AI_MODEL), modelId: e.AI_MODEL };
  }
  cached = { key, choice };
  return choice;
}

/** Per-request timeout for model calls (AI_TIMEOUT_MS, default 60 s). */
export function aiTimeoutMs(): number {
  return env().AI_TIMEOUT_MS;
}
