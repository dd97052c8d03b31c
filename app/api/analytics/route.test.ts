import { getDb } from "@/db/client";
import { userAnalyticsEvents } from "@/db/schema";
import type { AnalyticsResponse } from "@/lib/analytics-types";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { GET } from "./route";

setupTestDatabase();
const ctx = routeContext({});
const analytics = async (cookie?: string) =>
  json<AnalyticsResponse & { error?: string; message?: string }>(
    await GET(testRequest("/api/analytics", { cookie }), ctx),
  );

const daysAgo = (n: number, hour = 12) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

describe("GET /api/analytics", () => {
  it("answers 401 signed out and 403 below Fuel", async () => {
    expect((await analytics()).status).toBe(401);
    const spark = await createTestUser({ tier: "spark" });
    const res = await analytics(spark.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Fuel plan/);
  });

  it("counts the founder's own actions per UTC day over 30 days, with totals, latest actions and project progress", async () => {
    const user = await createTestUser({ tier: "fuel" });
    const other = await createTestUser({ tier: "fuel" });
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const db = await getDb();
    await db.insert(userAnalyticsEvents).values([
      { userId: user.id, projectId: project.id, eventType: "quiz_completed", createdAt: daysAgo(3) },
      {
        userId: user.id,
        projectId: project.id,
        eventType: "step_generated",
        eventData: { kind: "brandData" },
        createdAt: daysAgo(3, 13),
      },
      {
        userId: user.id,
        projectId: project.id,
        eventType: "step_generated",
        eventData: { kind: "fullBusinessAnalysis" },
        createdAt: daysAgo(1),
      },
      {
        userId: user.id,
        projectId: project.id,
        eventType: "export_downloaded",
        eventData: { file: "pitch.pdf" },
        createdAt: daysAgo(0, 0),
      },
      { userId: user.id, eventType: "step_generated", createdAt: daysAgo(40) }, // outside the window
      { userId: other.id, eventType: "step_generated", createdAt: daysAgo(1) }, // someone else's
    ]);

    const res = await analytics(user.cookie);
    expect(res.status).toBe(200);
    const { days, totals, recent, projects, live } = res.body;
    expect(live).toBe(false);
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    const on = (n: number) => days.find((d) => d.date === daysAgo(n).toISOString().slice(0, 10))!.counts;
    expect(on(3)).toMatchObject({ quiz_completed: 1, step_generated: 1 });
    expect(on(1)).toMatchObject({ step_generated: 1 });
    expect(on(0)).toMatchObject({ export_downloaded: 1 });
    expect(totals).toMatchObject({
      quiz_completed: 1,
      step_generated: 2,
      export_downloaded: 1,
      task_moved: 0,
    });

    expect(recent[0]).toMatchObject({
      type: "export_downloaded",
      detail: "pitch.pdf",
      projectName: project.name,
    });
    // Steps by the name the project page gives them, not the internal kind.
    expect(recent[1]).toMatchObject({ type: "step_generated", detail: "Business Analysis" });
    expect(recent.map((r) => r.at)).toEqual([...recent.map((r) => r.at)].sort().reverse());
    expect(recent).toHaveLength(5); // the user's five, not the other user's
    expect(projects).toEqual([{ id: project.id, name: project.name, stepsDone: 3, board: null }]);
  });

  it("is live on Rocket", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const res = await analytics(user.cookie);
    expect(res.body.live).toBe(true);
    expect(res.body.totals.step_generated).toBe(0);
  });
});
