import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { listProjectStepVersions } from "@/db/queries/project-data";
import { getProjectById } from "@/db/queries/projects";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";

/**
 * An AI provider that misbehaves during a real generation request (a server of ours speaking the OpenAI
 * chat-completions protocol): garbage, a reply that does not fit the schema, an error, silence past the
 * timeout. Each gives a clear JSON error with the right status, and the project's saved step, its
 * history and its other steps stay exactly as they were.
 */

type Mode = "garbage" | "wrong-shape" | "error" | "hang";
let mode: Mode = "garbage";
let server: Server;

function completion(content: string) {
  return JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 5, completion_tokens: 9, total_tokens: 14 },
  });
}

let POST: typeof import("@/app/api/brands/generate/route").POST;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (mode === "hang") return; // never answers
      if (mode === "error") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "model crashed", type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        completion(
          mode === "garbage"
            ? "Sure! Here are some names: {{{ not json"
            : JSON.stringify({ names: [{ name: 42 }] }),
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "test-model",
    AI_API_KEY: "local-key",
    AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    AI_TIMEOUT_MS: "9000", // past the SDK's retries of a failed call (2 s, then 4 s)
  });
  const { env } = await import("@/lib/env");
  if (env().AI_PROVIDER !== "openai-compatible") throw new Error("env() was read before this test set AI_*");
  ({ POST } = await import("@/app/api/brands/generate/route"));
});
setupTestDatabase();
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("a misbehaving AI provider during brand generation", () => {
  it.each<[Mode, number, RegExp]>([
    ["garbage", 502, /did not fit the expected format|could not complete/i],
    ["wrong-shape", 502, /did not fit the expected format|could not complete/i],
    ["error", 502, /AI provider/i],
    ["hang", 504, /took longer than 9 s to answer/],
  ])(
    "%s: answers %i with a clear message and keeps the saved work",
    async (which, status, message) => {
      mode = which;
      const user = await createTestUser();
      const project = await seedProject({ userId: user.id, upTo: "analysis" });
      const versionsBefore = await listProjectStepVersions({
        projectId: project.id,
        userId: user.id,
        step: "brandData",
      });

      const response = await POST(
        testRequest("/api/brands/generate", {
          method: "POST",
          body: { projectId: project.id },
          cookie: user.cookie,
        }),
        routeContext({}),
      );
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.message).toMatch(message);
      expect(JSON.stringify(body)).not.toContain("model crashed"); // the provider's raw text stays on the server

      const after = await getProjectById({ id: project.id, userId: user.id });
      expect(after!.brandData).toEqual(project.brandData);
      expect(after!.fullBusinessAnalysisData).toEqual(project.fullBusinessAnalysisData);
      expect(after!.updatedAt).toEqual(project.updatedAt);
      expect(
        await listProjectStepVersions({ projectId: project.id, userId: user.id, step: "brandData" }),
      ).toEqual(versionsBefore);
    },
    30_000,
  );
});
