import type { ServerResponse } from "node:http";

import { consumeRateLimit } from "@/db/queries/rate-limits";
import { getProjectById } from "@/db/queries/projects";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { answerWith, failWith, startOpenAiServer, useOpenAiCompatible } from "@/tests/helpers/openai-server";
import { ANSWERS, seedProject } from "@/tests/helpers/projects";
import { awayFromWindowEdge } from "@/tests/helpers/windows";

/**
 * Generation limits per user: a few at once (429 while they run, the slot back when one ends) and a
 * budget per hour kept in the database (429 with Retry-After, nothing saved). The model is a server of
 * ours speaking the OpenAI chat-completions protocol that answers only when the test lets it.
 */

const quiz = {
  concept: "BakeWise predicts tomorrow's demand for independent bakeries.",
  strengths: ["Measurable waste", "Clear customer", "Recurring revenue"],
  recommendations: ["Interview bakers", "Pilot with five", "Test $49"],
};

let model: Awaited<ReturnType<typeof startOpenAiServer>>;
const waiting: ServerResponse[] = [];
let mode: "hold" | "ok" | "fail" = "hold";

const answer = (res: ServerResponse) => answerWith(res, JSON.stringify(quiz));
const fail = (res: ServerResponse) => failWith(res);

let POST: typeof import("@/app/api/quiz/route").POST;
let limits: typeof import("./limits");

beforeAll(async () => {
  model = await startOpenAiServer((res) =>
    mode === "hold" ? waiting.push(res) : mode === "fail" ? fail(res) : answer(res),
  );
  await useOpenAiCompatible(model.baseUrl);
  ({ POST } = await import("@/app/api/quiz/route"));
  limits = await import("./limits");
});
setupTestDatabase();
afterAll(() => model.close());
beforeEach(() => {
  mode = "hold";
});

const ctx = routeContext({});
const analyse = (cookie: string, body: object = ANSWERS) =>
  POST(testRequest("/api/quiz", { method: "POST", body, cookie }), ctx);

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe("generation limits", () => {
  it("runs a few generations per user at once, refuses more with 429, and frees the slot when one ends", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const running = Array.from({ length: limits.maxConcurrentGenerations() }, () => analyse(user.cookie));
    await until(() => waiting.length === limits.maxConcurrentGenerations());

    const busy = await analyse(user.cookie);
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.json()).toEqual({ error: "rate_limited", message: limits.GENERATION_BUSY_MESSAGE });

    // Another founder is not held up by this one.
    const theirs = analyse(other.cookie);
    await until(() => waiting.length === limits.maxConcurrentGenerations() + 1);

    mode = "ok";
    waiting.splice(0).forEach((res) => answer(res));
    for (const response of [...(await Promise.all(running)), await theirs]) expect(response.status).toBe(200);
    expect((await analyse(user.cookie)).status).toBe(200);
  });

  it("gives the slot back when the model fails", async () => {
    const user = await createTestUser();
    const failing = Array.from({ length: limits.maxConcurrentGenerations() }, () => analyse(user.cookie));
    await until(() => waiting.length === limits.maxConcurrentGenerations());
    mode = "fail"; // the SDK's retries fail too
    waiting.splice(0).forEach(fail);
    for (const response of await Promise.all(failing)) expect(response.status).toBeGreaterThanOrEqual(500);
    mode = "ok";
    expect((await analyse(user.cookie)).status).toBe(200);
  });

  it("stops at the hourly budget with 429 and Retry-After, and saves nothing", async () => {
    mode = "ok";
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const { limit, windowMs } = limits.generationRateLimit();
    await awayFromWindowEdge(windowMs);
    for (let i = 0; i < limit; i++) await consumeRateLimit({ key: `generate:${user.id}`, limit, windowMs });

    const refused = await analyse(user.cookie, {
      ...ANSWERS,
      problem: `${ANSWERS.problem} Changed.`,
      projectId: project.id,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: "rate_limited", message: limits.GENERATION_RATE_MESSAGE });
    const after = await getProjectById({ id: project.id, userId: user.id });
    expect(after!.quizData).toEqual(project.quizData);

    // Another user's budget is their own.
    expect((await analyse((await createTestUser()).cookie)).status).toBe(200);
  });

  it("stops many accounts on one client address at the address's hourly budget", async () => {
    mode = "ok";
    const fromIp = (cookie: string, ip: string) =>
      POST(
        testRequest("/api/quiz", {
          method: "POST",
          body: ANSWERS,
          cookie,
          headers: { "x-forwarded-for": ip },
        }),
        ctx,
      );
    const ip = "203.0.113.7";
    const { limit, windowMs } = limits.generationIpRateLimit();
    await awayFromWindowEdge(windowMs);
    for (let i = 0; i < limit - 1; i++) await consumeRateLimit({ key: `generate-ip:${ip}`, limit, windowMs });

    expect((await fromIp((await createTestUser()).cookie, ip)).status).toBe(200); // the last one
    const fresh = await createTestUser(); // a new demo account changes nothing,
    const refused = await fromIp(fresh.cookie, `10.9.9.9, ${ip}`); // nor an address the client made up
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: "rate_limited",
      message: limits.GENERATION_IP_RATE_MESSAGE,
    });
    // The same account from another address goes on.
    expect((await fromIp(fresh.cookie, "198.51.100.2")).status).toBe(200);
  });
});
