import { z } from "zod";

import { DatabaseLockedError } from "@/db/lock";
import { AppError, isDatabaseUnavailable, MAX_JSON_BODY_BYTES, parseBody, toErrorResponse } from "./http";

const schema = z.object({ name: z.string().min(1), count: z.number().int().optional() });

function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers });
}

async function statusOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  return error instanceof AppError ? [error.status, error.message] : error;
}

describe("parseBody", () => {
  it("returns the parsed body", async () => {
    await expect(parseBody(post('{"name":"a","count":2}'), schema)).resolves.toEqual({ name: "a", count: 2 });
  });

  it("rejects invalid JSON, wrong shapes and wrong media types with a readable message", async () => {
    expect(await statusOf(parseBody(post("{"), schema))).toEqual([400, "Request body must be valid JSON."]);
    expect(await statusOf(parseBody(post('{"name":""}'), schema))).toEqual([
      400,
      "name: Too small: expected string to have >=1 characters",
    ]);
    expect(await statusOf(parseBody(post('{"name":"a","count":1.5}'), schema))).toEqual([
      400,
      "count: Invalid input: expected int, received number",
    ]);
    expect(await statusOf(parseBody(post("[]"), schema))).toEqual([400, "Invalid input: expected object, received array"]);
    expect((await statusOf(parseBody(post("a=b", { "content-type": "text/plain" }), schema)))).toEqual([
      415,
      "Request body must be JSON (Content-Type: application/json).",
    ]);
  });

  it("treats an empty body as an empty object", async () => {
    expect(await statusOf(parseBody(post(""), schema))).toEqual([400, "name: Invalid input: expected string, received undefined"]);
  });

  it("rejects bodies over the limit", async () => {
    const big = JSON.stringify({ name: "x".repeat(MAX_JSON_BODY_BYTES) });
    expect(await statusOf(parseBody(post(big), schema))).toEqual([413, "Request body is too large."]);
  });
});

describe("toErrorResponse", () => {
  it("sends AppErrors as { error, message } with their status and headers", async () => {
    const response = toErrorResponse(new AppError(429, "Slow down", undefined, { "Retry-After": "30" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ error: "rate_limited", message: "Slow down" });
  });

  it("maps database connection faults to 503 and bugs to 500 without leaking details", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const down = toErrorResponse(new Error("query failed", { cause: refused }));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    const bug = toErrorResponse(new TypeError("x is not a function"));
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual({ error: "internal_error", message: "Something went wrong on our side. Please try again." });
    spy.mockRestore();
  });

  it("recognises connection faults", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseLockedError("/tmp/x", 1))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
  });
});
