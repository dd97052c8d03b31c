import { NextRequest } from "next/server";
import { z } from "zod";

import { DatabaseLockedError } from "@/db/lock";

import {
  AppError,
  isDatabaseUnavailable,
  MAX_JSON_BODY_BYTES,
  parseBody,
  readBodyText,
  toErrorResponse,
  withOptionalUser,
} from "./http";

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
    expect(await statusOf(parseBody(post("[]"), schema))).toEqual([
      400,
      "Invalid input: expected object, received array",
    ]);
    expect(await statusOf(parseBody(post("a=b", { "content-type": "text/plain" }), schema))).toEqual([
      415,
      "Request body must be JSON (Content-Type: application/json).",
    ]);
  });

  it("treats an empty body as an empty object", async () => {
    expect(await statusOf(parseBody(post(""), schema))).toEqual([
      400,
      "name: Invalid input: expected string, received undefined",
    ]);
  });

  it("rejects bodies over the limit", async () => {
    const big = JSON.stringify({ name: "x".repeat(MAX_JSON_BODY_BYTES) });
    expect(await statusOf(parseBody(post(big), schema))).toEqual([413, "Request body is too large."]);
  });
});

describe("readBodyText", () => {
  /** A chunked upload (no Content-Length) of `chunks` chunks of `size` bytes; counts what was pulled. */
  function streamed(chunks: number, size: number) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(new TextEncoder().encode("é".repeat(size / 2)));
      },
    });
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    return { request, pulled: () => pulled };
  }

  it("reads a chunked body whole, decoding UTF-8 across chunk boundaries", async () => {
    const { request } = streamed(3, 1000);
    await expect(readBodyText(request)).resolves.toBe("é".repeat(1500));
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { request, pulled } = streamed(1000, 64 * 1024); // 64 MB on offer
    expect(await statusOf(readBodyText(request, 256 * 1024))).toEqual([413, "Request body is too large."]);
    expect(pulled()).toBeLessThanOrEqual(6);
  });

  it("refuses by Content-Length before reading anything", async () => {
    const request = post("{}", {
      "content-type": "application/json",
      "content-length": String(MAX_JSON_BODY_BYTES + 1),
    });
    expect(await statusOf(readBodyText(request))).toEqual([413, "Request body is too large."]);
    expect(request.bodyUsed).toBe(false);
  });
});

describe("withOptionalUser", () => {
  const handler = withOptionalUser(async ({ user }) => Response.json({ user: user?.id ?? null }));
  const call = (method: string, headers: Record<string, string>) =>
    handler(
      new NextRequest("http://localhost:3000/api/x", {
        method,
        headers: { host: "localhost:3000", ...headers },
      }),
      {
        params: Promise.resolve({}),
      },
    );

  it("refuses a state-changing request from another site's page, before anything else", async () => {
    const refused: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of refused) {
      const response = await call("POST", headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: "forbidden",
        message: "Cross-site requests are not allowed.",
      });
    }
  });

  it("lets same-origin writes, reads from anywhere and non-browser clients through", async () => {
    for (const [method, headers] of [
      ["POST", { "sec-fetch-site": "same-origin" }],
      ["POST", { origin: "http://localhost:3000" }],
      ["POST", {}],
      ["GET", { "sec-fetch-site": "cross-site" }],
    ] as const) {
      const response = await call(method, headers);
      expect([method, response.status]).toEqual([method, 200]);
      expect(await response.json()).toEqual({ user: null });
    }
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
    expect(await bug.json()).toEqual({
      error: "internal_error",
      message: "Something went wrong on our side. Please try again.",
    });
    spy.mockRestore();
  });

  it("recognises connection faults", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseLockedError("/tmp/x", 1))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
  });
});
