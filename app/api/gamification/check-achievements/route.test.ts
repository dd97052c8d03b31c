import { getGamificationStats, listUserAchievements } from "@/db/queries/gamification";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { POST } from "./route";

setupTestDatabase();
const ctx = routeContext({});
const check = (cookie: string | undefined, body: unknown = {}) =>
  POST(testRequest("/api/gamification/check-achievements", { method: "POST", body, cookie }), ctx);

interface Result {
  hasNewAchievements: boolean;
  newAchievements: string[];
  unlocked: { id: string; name: string; points: number }[];
  stats: { totalPoints: number; level: number; streakDays: number; projectsCompleted: number };
}

describe("POST /api/gamification/check-achievements", () => {
  it("awards achievements once, with their real names and points", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "pitch" });
    const first = await json<Result>(await check(user.cookie, { projectId: project.id, userId: "ignored" }));
    expect(first.status).toBe(200);
    expect(first.body.hasNewAchievements).toBe(true);
    expect(first.body.newAchievements).toEqual(
      expect.arrayContaining(["first-spark", "brand-builder", "pitch-perfect"]),
    );
    expect(first.body.unlocked.find((a) => a.id === "pitch-perfect")).toMatchObject({
      name: "Pitch Perfect",
      points: 250,
    });
    const points = first.body.unlocked.reduce((t, a) => t + a.points, 0);
    expect(first.body.stats).toMatchObject({ totalPoints: points, streakDays: 1, projectsCompleted: 1 });
    expect(first.body.stats.level).toBe(1 + Math.floor(points / 250));

    const again = await json<Result>(await check(user.cookie, { projectId: project.id }));
    expect(again.body).toMatchObject({
      hasNewAchievements: false,
      newAchievements: [],
      stats: { totalPoints: points },
    });
    expect((await listUserAchievements({ userId: user.id })).length).toBe(first.body.newAchievements.length);
  });

  it("never awards another user's progress, whatever the body says", async () => {
    const achiever = await createTestUser();
    await seedProject({ userId: achiever.id, upTo: "pitch" });
    const newcomer = await createTestUser();
    const res = await json<Result>(await check(newcomer.cookie, { userId: achiever.id }));
    expect(res.body).toMatchObject({ hasNewAchievements: false, newAchievements: [] });
    expect(await getGamificationStats({ userId: newcomer.id })).toMatchObject({ totalPoints: 0 });
  });

  it("validates the body and the project", async () => {
    const user = await createTestUser();
    expect((await check(user.cookie, { projectId: "nope" })).status).toBe(400);
    expect((await check(user.cookie, { projectId: "00000000-0000-4000-8000-000000000000" })).status).toBe(
      404,
    );
    expect((await check(undefined)).status).toBe(401);
  });

  it("survives simultaneous checks without double points", async () => {
    const user = await createTestUser();
    await seedProject({ userId: user.id, upTo: "analysis" });
    const results = await Promise.all(
      [check(user.cookie), check(user.cookie), check(user.cookie)].map(
        async (r) => (await json<Result>(await r)).body,
      ),
    );
    const awarded = results.flatMap((r) => r.newAchievements);
    expect(new Set(awarded).size).toBe(awarded.length);
    const stats = await getGamificationStats({ userId: user.id });
    const catalogue = await listUserAchievements({ userId: user.id });
    expect(stats.totalPoints).toBe(catalogue.reduce((t, a) => t + a.points, 0));
  });
});
