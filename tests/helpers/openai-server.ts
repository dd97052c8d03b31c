import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A server of ours on 127.0.0.1 speaking the OpenAI chat-completions protocol, for tests that run a real
 * generation through the AI SDK: each test decides what the "model" answers, and when.
 */

export const TEST_MODEL = "test-model";

/** A chat completion holding `content`, as the protocol returns it. */
export function chatCompletion(content: string): string {
  return JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: TEST_MODEL,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 5, completion_tokens: 9, total_tokens: 14 },
  });
}

export function answerWith(res: ServerResponse, content: string): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(chatCompletion(content));
}

/** A provider failure in the protocol's error shape. */
export function failWith(res: ServerResponse, status = 500): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message: "model crashed", type: "server_error" } }));
}

/** Starts the server; `onRequest` gets each request's response once its body has arrived. */
export async function startOpenAiServer(
  onRequest: (res: ServerResponse) => void,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => onRequest(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Points the app's AI provider at `baseUrl`. The environment is read once, on first use: call this
 * before anything reads it, and import route handlers afterwards.
 */
export async function useOpenAiCompatible(
  baseUrl: string,
  extra: Record<string, string> = {},
): Promise<void> {
  Object.assign(process.env, {
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: TEST_MODEL,
    AI_API_KEY: "local-key",
    AI_BASE_URL: baseUrl,
    ...extra,
  });
  const { env } = await import("@/core/env");
  if (env().AI_BASE_URL !== baseUrl) {
    throw new Error("env() was read before the AI provider was set: import route handlers after this call");
  }
}
