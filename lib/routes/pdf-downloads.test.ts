import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { postAnalysisPdf, postPitchPdf } from "./pdf-downloads";

setupTestDatabase();
const ctx = { params: Promise.resolve({} as Record<string, never>) };
// Rendering is tested in lib/documents/pdf/pdf.test.ts and, through these routes over HTTP, in
// tests/e2e/downloads.spec.ts (react-pdf is ESM-only and cannot load inside jest).
const post = (handler: typeof postAnalysisPdf, body: unknown, cookie?: string) =>
  handler(testRequest("/api/x/download/pdf", { method: "POST", body, cookie }), ctx);

describe("PDF downloads", () => {
  it("guards tier, owner, missing steps and bad bodies", async () => {
    const free = await createTestUser();
    const owner = await createTestUser({ tier: "spark" });
    const other = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: owner.id, upTo: "branding" });

    const forbidden = await post(postAnalysisPdf, { projectId: project.id }, free.cookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ message: expect.stringContaining("Spark plan") });
    expect((await post(postAnalysisPdf, { projectId: project.id })).status).toBe(401);
    expect((await post(postAnalysisPdf, { projectId: project.id }, other.cookie)).status).toBe(404);
    const missing = await post(postAnalysisPdf, { projectId: project.id }, owner.cookie);
    expect(missing.status).toBe(409);
    expect((await post(postAnalysisPdf, {}, owner.cookie)).status).toBe(400);
    expect(
      (await post(postAnalysisPdf, { fullBusinessAnalysis: { executiveSummary: "" } }, owner.cookie)).status,
    ).toBe(400);
    expect((await post(postPitchPdf, { projectId: "../../etc/passwd" }, owner.cookie)).status).toBe(400);
  });
});
