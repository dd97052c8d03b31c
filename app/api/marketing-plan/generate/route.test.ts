import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { listProjectStepVersions } from "@/db/queries/project-data";
import { getProjectById } from "@/db/queries/projects";
import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { userAnalyticsEvents } from "@/db/schema";
import { ARTIFACT_SCHEMAS, type MarketingPlan } from "@/lib/artifacts/schemas";
import { createTestUser, TEST_AUDIT } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { POST as restorePost } from "../../projects/[projectId]/history/[versionId]/restore/route";
import { PUT } from "../../projects/[projectId]/route";
import { POST } from "./route";
import { withFigures } from "@/lib/artifacts/figures";

setupTestDatabase();
const ctx = routeContext({});
const generate = (body: unknown, cookie?: string) =>
  POST(testRequest("/api/marketing-plan/generate", { method: "POST", body, cookie }), ctx);

describe("POST /api/marketing-plan/generate", () => {
  it("answers 401 when signed out", async () => {
    expect((await generate({ concept: "Demand forecasting for bakeries" })).status).toBe(401);
  });

  it("answers 403 below Fuel, with the plan it needs", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const res = await json<{ message: string }>(await generate({ projectId: project.id }, user.cookie));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/requires a Fuel plan/);
  });

  it("validates the body (400)", async () => {
    const user = await createTestUser({ tier: "fuel" });
    for (const body of [{}, { projectId: "not-a-uuid" }, { concept: "x".repeat(20_000) }, { concept: 42 }]) {
      const res = await json<{ error: string }>(await generate(body, user.cookie));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("invalid_request");
    }
  });

  it("answers 404 for another user's project and 409 before the business analysis", async () => {
    const owner = await createTestUser({ tier: "fuel" });
    const intruder = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: owner.id, upTo: "analysis" });
    expect(await json(await generate({ projectId: project.id }, intruder.cookie))).toEqual({
      status: 404,
      body: { error: "not_found", message: "Project not found" },
    });
    const early = await seedProject({ userId: owner.id, upTo: "branding" });
    const res = await json<{ message: string }>(await generate({ projectId: early.id }, owner.cookie));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/full business analysis/);
  });

  it("generates from the stored project, saves it, keeps the replaced version and records the event", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const first = await json<MarketingPlan>(await generate({ projectId: project.id }, user.cookie));
    expect(first.status).toBe(200);
    const plan = ARTIFACT_SCHEMAS.marketingPlan.parse(first.body);
    expect(plan.socialPlan.every((c) => c.posts.every((p) => p.day >= 1 && p.day <= 60))).toBe(true);
    expect(new Set(plan.adCopy.map((a) => a.platform))).toEqual(new Set(["search", "social"]));
    expect(JSON.stringify(plan)).toContain("BakeWise");

    // Stored with references to the model's figures; answered with them filled in.
    const stored = await getProjectById({ id: project.id, userId: user.id });
    expect(JSON.stringify(stored?.marketingPlanData)).toContain("⟦price⟧");
    expect(withFigures(stored!).marketingPlanData).toEqual(first.body);

    const second = await json<MarketingPlan>(
      await generate({ projectId: project.id, variant: 1 }, user.cookie),
    );
    expect(second.status).toBe(200);
    const versions = await listProjectStepVersions({
      projectId: project.id,
      userId: user.id,
      step: "marketingPlanData",
    });
    expect(versions?.[0]?.data).toEqual(stored?.marketingPlanData);

    const db = await getDb();
    const events = await db
      .select()
      .from(userAnalyticsEvents)
      .where(eq(userAnalyticsEvents.projectId, project.id));
    expect(events.filter((e) => e.eventType === "marketing_plan_generated")).toHaveLength(2);
  });

  it("edits and restores of the plan need Fuel too (403 after a downgrade)", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    await generate({ projectId: project.id }, user.cookie);
    await generate({ projectId: project.id, variant: 2 }, user.cookie);
    const [version] = (await listProjectStepVersions({
      projectId: project.id,
      userId: user.id,
      step: "marketingPlanData",
    }))!;
    await setUserTierByIdOrEmail({ idOrEmail: user.id, tier: "spark", audit: TEST_AUDIT });

    const restore = await json<{ message: string }>(
      await restorePost(
        testRequest(`/api/projects/${project.id}/history/${version.id}/restore`, {
          method: "POST",
          cookie: user.cookie,
        }),
        routeContext({ projectId: project.id, versionId: version.id }),
      ),
    );
    expect(restore).toEqual({
      status: 403,
      body: { error: "forbidden", message: "The Marketing Plan requires a Fuel plan or higher." },
    });
    const current = (await getProjectById({ id: project.id, userId: user.id }))!
      .marketingPlanData as MarketingPlan;
    const edit = await PUT(
      testRequest(`/api/projects/${project.id}`, {
        method: "PUT",
        cookie: user.cookie,
        body: { marketingPlanData: current },
      }),
      routeContext({ projectId: project.id }),
    );
    expect(edit.status).toBe(403);
    expect(
      (await listProjectStepVersions({ projectId: project.id, userId: user.id, step: "marketingPlanData" }))!,
    ).toHaveLength(1);
  });

  it("works from a concept and brand name alone, saving nothing", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const res = await json<MarketingPlan>(
      await generate(
        { concept: "Meal plans and grocery lists for busy parents of young kids", brandName: "Supperly" },
        user.cookie,
      ),
    );
    expect(res.status).toBe(200);
    expect(ARTIFACT_SCHEMAS.marketingPlan.safeParse(res.body).success).toBe(true);
  });
});
