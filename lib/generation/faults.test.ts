import { listProjectStepVersions } from "@/db/queries/project-data";
import { getProjectById } from "@/db/queries/projects";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { answerWith, failWith, startOpenAiServer, useOpenAiCompatible } from "@/tests/helpers/openai-server";
import { seedProject } from "@/tests/helpers/projects";

/**
 * An AI provider that misbehaves during a real generation request (a server of ours speaking the OpenAI
 * chat-completions protocol): garbage, a reply that does not fit the schema, an error, silence past the
 * timeout. Each gives a clear JSON error with the right status, and the project's saved step, its
 * history and its other steps stay exactly as they were.
 */

type Mode = "garbage" | "wrong-shape" | "error" | "hang";
let mode: Mode = "garbage";
let model: Awaited<ReturnType<typeof startOpenAiServer>>;

let POST: typeof import("@/app/api/brands/generate/route").POST;

beforeAll(async () => {
  model = await startOpenAiServer((res) => {
    if (mode === "hang") return; // never answers
    if (mode === "error") return failWith(res);
    answerWith(
      res,
      mode === "garbage"
        ? "Sure! Here are some names: {{{ not json"
        : JSON.stringify({ names: [{ name: 42 }] }),
    );
  });
  // Past the SDK's retries of a failed call, so "error" ends as the provider's failure, not a timeout.
  await useOpenAiCompatible(model.baseUrl, { AI_TIMEOUT_MS: "9000" });
  ({ POST } = await import("@/app/api/brands/generate/route"));
});
setupTestDatabase();
afterAll(() => model.close());

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
