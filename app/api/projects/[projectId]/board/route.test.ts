import { and, eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { userAnalyticsEvents } from "@/db/schema";
import type { BoardResponse } from "@/lib/board/schemas";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { PATCH } from "./tasks/[taskId]/route";
import { GET } from "./route";
import { withFigures } from "@/lib/artifacts/figures";

setupTestDatabase();

async function board(projectId: string, cookie?: string) {
  return json<BoardResponse & { error?: string; message?: string }>(
    await GET(testRequest(`/api/projects/${projectId}/board`, { cookie }), routeContext({ projectId })),
  );
}

async function move(user: TestUser, projectId: string, taskId: string, body: unknown) {
  return json<BoardResponse & { error?: string; message?: string }>(
    await PATCH(
      testRequest(`/api/projects/${projectId}/board/tasks/${taskId}`, {
        method: "PATCH",
        body,
        cookie: user.cookie,
      }),
      routeContext({ projectId, taskId }),
    ),
  );
}

/** Each column's positions are exactly 0..n-1, and every task is on the board once. */
function expectTidy(result: BoardResponse, total: number) {
  expect(result.tasks).toHaveLength(total);
  expect(new Set(result.tasks.map((t) => t.id)).size).toBe(total);
  for (const status of ["todo", "doing", "done"] as const) {
    const positions = result.tasks.filter((t) => t.status === status).map((t) => t.position);
    expect(positions).toEqual(positions.map((_, i) => i));
  }
}

async function rocketBoard() {
  const user = await createTestUser({ tier: "rocket" });
  const project = await seedProject({ userId: user.id, upTo: "actionPlan" });
  const res = await board(project.id, user.cookie);
  expect(res.status).toBe(200);
  return { user, project, tasks: res.body.tasks };
}

describe("GET /api/projects/{id}/board", () => {
  it("answers 401 signed out, 403 below Rocket, 404 for another user's project, 409 without an action plan", async () => {
    const owner = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: owner.id, upTo: "actionPlan" });
    expect((await board(project.id)).status).toBe(401);

    const fuel = await createTestUser({ tier: "fuel" });
    const fuelProject = await seedProject({ userId: fuel.id, upTo: "actionPlan" });
    const denied = await board(fuelProject.id, fuel.cookie);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/Rocket plan/);

    const intruder = await createTestUser({ tier: "rocket" });
    expect(await board(project.id, intruder.cookie)).toEqual({
      status: 404,
      body: { error: "not_found", message: "Project not found" },
    });
    expect((await board("not-a-uuid", owner.cookie)).status).toBe(404);

    const early = await seedProject({ userId: owner.id, upTo: "prototype" });
    expect((await board(early.id, owner.cookie)).status).toBe(409);
  });

  it("builds the board from the action plan once: every item in To do, in week order", async () => {
    const { user, project, tasks } = await rocketBoard();
    // The cards are the plan as the founder sees it, its figures filled in.
    const items = (withFigures(project).actionPlanData as { actionItems: { title: string; week: number }[] })
      .actionItems;
    expect(tasks.map((t) => t.title).sort()).toEqual(items.map((i) => i.title).sort());
    expect(tasks.every((t) => t.status === "todo")).toBe(true);
    expect(tasks.map((t) => t.week)).toEqual([...tasks.map((t) => t.week)].sort((a, b) => a - b));
    expectTidy({ tasks, progress: { total: 0, done: 0, doing: 0 } }, items.length);

    const again = await board(project.id, user.cookie);
    expect(again.body.tasks.map((t) => t.id)).toEqual(tasks.map((t) => t.id));
  });

  it("creates the board once even when two browsers open it at the same time", async () => {
    const user = await createTestUser({ tier: "rocket" });
    const project = await seedProject({ userId: user.id, upTo: "actionPlan" });
    const [a, b] = await Promise.all([board(project.id, user.cookie), board(project.id, user.cookie)]);
    const items = (project.actionPlanData as { actionItems: unknown[] }).actionItems.length;
    expect(a.body.tasks).toHaveLength(items);
    expect(b.body.tasks).toHaveLength(items);
    expect((await board(project.id, user.cookie)).body.tasks).toHaveLength(items);
  });
});

describe("PATCH /api/projects/{id}/board/tasks/{taskId}", () => {
  it("moves a card between columns and within one, keeping positions gap-free", async () => {
    const { user, project, tasks } = await rocketBoard();
    const [first, second, third] = tasks;

    const doing = await move(user, project.id, second.id, { status: "doing", position: 0 });
    expect(doing.status).toBe(200);
    expectTidy(doing.body, tasks.length);
    expect(doing.body.tasks.find((t) => t.id === second.id)).toMatchObject({ status: "doing", position: 0 });
    expect(doing.body.progress).toEqual({ total: tasks.length, done: 0, doing: 1 });

    // Within To do: the first card goes below the next one.
    const reordered = await move(user, project.id, first.id, { status: "todo", position: 1 });
    const todo = reordered.body.tasks.filter((t) => t.status === "todo").map((t) => t.id);
    expect(todo.slice(0, 2)).toEqual([third.id, first.id]);
    expectTidy(reordered.body, tasks.length);

    // A position past the end lands at the end.
    const end = await move(user, project.id, third.id, { status: "doing", position: 999 });
    expect(end.body.tasks.find((t) => t.id === third.id)).toMatchObject({ status: "doing", position: 1 });
  });

  it("stamps completedAt in Done, clears it when moved back, and records the move", async () => {
    const { user, project, tasks } = await rocketBoard();
    const done = await move(user, project.id, tasks[0].id, { status: "done", position: 0 });
    expect(done.body.tasks.find((t) => t.id === tasks[0].id)!.completedAt).toEqual(expect.any(String));
    expect(done.body.progress.done).toBe(1);
    const back = await move(user, project.id, tasks[0].id, { status: "doing", position: 0 });
    expect(back.body.tasks.find((t) => t.id === tasks[0].id)!.completedAt).toBeNull();

    const db = await getDb();
    const events = await db
      .select({ data: userAnalyticsEvents.eventData })
      .from(userAnalyticsEvents)
      .where(
        and(eq(userAnalyticsEvents.projectId, project.id), eq(userAnalyticsEvents.eventType, "task_moved")),
      );
    expect(events.map((e) => (e.data as { to: string }).to)).toEqual(["done", "doing"]);
  });

  it("keeps the board consistent under concurrent moves", async () => {
    const { user, project, tasks } = await rocketBoard();
    const statuses = ["doing", "done", "todo"] as const;
    const results = await Promise.all(
      tasks
        .slice(0, 9)
        .map((t, i) => move(user, project.id, t.id, { status: statuses[i % 3], position: i % 2 })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const final = await board(project.id, user.cookie);
    expectTidy(final.body, tasks.length);
    expect(final.body.progress.doing + final.body.progress.done).toBe(6);
  });

  it("validates the move (400) and answers 404 for unknown cards and other users' boards", async () => {
    const { user, project, tasks } = await rocketBoard();
    for (const body of [
      {},
      { status: "blocked", position: 0 },
      { status: "done", position: -1 },
      { status: "done", position: 1.5 },
      { status: "done" },
    ]) {
      const res = await move(user, project.id, tasks[0].id, body);
      expect(res.status).toBe(400);
    }
    expect(
      (await move(user, project.id, "00000000-0000-4000-8000-000000000000", { status: "done", position: 0 }))
        .body,
    ).toEqual({
      error: "not_found",
      message: "Task not found",
    });
    const other = await createTestUser({ tier: "rocket" });
    const res = await move(other, project.id, tasks[0].id, { status: "done", position: 0 });
    expect(res.status).toBe(404);
    expect((await board(project.id, user.cookie)).body.tasks.find((t) => t.id === tasks[0].id)!.status).toBe(
      "todo",
    );

    const fuel = await createTestUser({ tier: "fuel" });
    expect((await move(fuel, project.id, tasks[0].id, { status: "done", position: 0 })).status).toBe(403);
  });
});
