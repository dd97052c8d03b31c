import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";

/**
 * The openai-compatible provider (Ollama, vLLM, LM Studio…) against a small server of ours on 127.0.0.1
 * that speaks the OpenAI chat-completions protocol, plain and streamed (server-sent events).
 */

interface Seen {
  url?: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name?: string; schema: { properties: Record<string, unknown> } };
    };
  };
}

/** The model writes the concept; the result also carries the profile read from the answers. */
const withProfile = <T extends object>(quiz: T) => ({
  ...quiz,
  profile: expect.objectContaining({
    confirmed: false,
    customer: expect.objectContaining({ unit: expect.any(String) }),
  }),
});

const quiz = {
  concept: "BakeWise predicts tomorrow's demand for independent bakeries.",
  strengths: ["Measurable waste", "Clear customer", "Recurring revenue"],
  recommendations: ["Interview bakers", "Pilot with five", "Test $49"],
};

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let mode: "ok" | "dirty" | "error" | "hang" = "ok";

beforeAll(async () => {
  server = createServer((req, res) => {
    // One request per connection: a keep-alive socket the server closes as idle (Node's 5 s default)
    // while the client reuses it would fail the next request with a reset, at a time that depends on
    // how long the tests before took.
    res.setHeader("connection", "close");
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw) as Seen["body"];
      seen.push({ url: req.url, headers: req.headers, body });
      if (mode === "hang") return; // never answers
      if (mode === "error") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "model crashed", type: "server_error" } }));
        return;
      }
      const content = JSON.stringify(
        mode === "dirty" ? { ...quiz, concept: `\u202E${quiz.concept}\u0000\u202C` } : quiz,
      );
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model: body.model };
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] })}\n\n`,
        );
        for (const piece of content.match(/.{1,15}/g)!) {
          res.write(
            `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
          );
        }
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 5, completion_tokens: 9, total_tokens: 14 } })}\n\n`,
        );
        res.end("data: [DONE]\n\n");
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 5, completion_tokens: 9, total_tokens: 14 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  mode = "ok";
});

/** lib/ai/generate with the environment pointing at our server (env and model are read lazily). */
function loadGenerate(vars: Record<string, string>): typeof import("./generate") {
  Object.assign(process.env, vars);
  let mod!: typeof import("./generate");
  jest.isolateModules(() => {
    mod = jest.requireActual("./generate");
  });
  return mod;
}

const config = { AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1:8b", AI_API_KEY: "local-key" };
const ctx = { answers: IDEA_FIXTURES[0].answers, brandName: "BakeWise" };

describe("the openai-compatible provider", () => {
  it("sends a chat-completions request with our prompt and JSON schema, and parses the answer", async () => {
    const { generateArtifact } = loadGenerate({ ...config, AI_BASE_URL: baseUrl });
    await expect(generateArtifact("quizResult", ctx)).resolves.toEqual(withProfile(quiz));

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer local-key");
    expect(request.body.model).toBe("llama3.1:8b");
    expect(request.body.messages[0]).toMatchObject({
      role: "system",
      content: expect.stringContaining("You are LaunchForge"),
    });
    expect(request.body.messages[1].role).toBe("user");
    expect(request.body.messages[1].content).toContain(IDEA_FIXTURES[0].answers.problem);
    expect(request.body.response_format?.type).toBe("json_schema");
    // The concept, and the model's own reading of the idea ("What we understood"), shown the engine's.
    expect(Object.keys(request.body.response_format!.json_schema!.schema.properties).sort()).toEqual([
      "concept",
      "profile",
      "recommendations",
      "strengths",
    ]);
    expect(request.body.messages[1].content).toContain("Read from the answers");
    expect(request.body.messages[1].content).toContain("correct only what it misreads");
  });

  it("streams partial objects over server-sent events", async () => {
    const { streamArtifact } = loadGenerate({ ...config, AI_BASE_URL: baseUrl });
    const events = [];
    for await (const event of streamArtifact("quizResult", ctx)) events.push(event);
    expect(seen[0].body.stream).toBe(true);
    expect(events.filter((e) => e.type === "partial").length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: "final", data: withProfile(quiz) });
  });

  it("removes NUL bytes and text-direction overrides from what the model writes, streamed or not", async () => {
    mode = "dirty";
    const { generateArtifact, streamArtifact } = loadGenerate({ ...config, AI_BASE_URL: baseUrl });
    await expect(generateArtifact("quizResult", ctx)).resolves.toEqual(withProfile(quiz));
    const events = [];
    for await (const event of streamArtifact("quizResult", ctx)) events.push(event);
    expect(events.at(-1)).toEqual({ type: "final", data: withProfile(quiz) });
  });

  it("turns a server error into a 502 with a message the UI can show", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    mode = "error";
    const { generateArtifact } = loadGenerate({ ...config, AI_BASE_URL: baseUrl });
    await expect(generateArtifact("quizResult", ctx)).rejects.toMatchObject({
      status: 502,
      message: "The AI provider failed to answer (status 500). Please try again.",
    });
    expect(seen.length).toBeLessThanOrEqual(2); // one retry at most
    spy.mockRestore();
  });

  it("times out a silent server with a 504", async () => {
    mode = "hang";
    const { generateArtifact } = loadGenerate({ ...config, AI_BASE_URL: baseUrl });
    await expect(generateArtifact("quizResult", ctx, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 504,
    });
  });

  it("explains a missing configuration with a 503", async () => {
    const { generateArtifact } = loadGenerate({ ...config, AI_BASE_URL: "" });
    await expect(generateArtifact("quizResult", ctx)).rejects.toMatchObject({
      status: 503,
      message: "AI_PROVIDER is openai-compatible but AI_BASE_URL and AI_MODEL are not both set.",
    });
  });
});
