import { MockLanguageModelV3 } from "ai/test";

/** A language model for tests of our own generation code, from the AI SDK's test kit. */

export const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** A mock model that answers each call with the next text in `answers`, recording every prompt. */
export function scripted(answers: string[]) {
  let call = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: answers[Math.min(call++, answers.length - 1)] }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    }),
  });
}

export function promptText(model: MockLanguageModelV3, index: number): string {
  return JSON.stringify(model.doGenerateCalls[index].prompt);
}
