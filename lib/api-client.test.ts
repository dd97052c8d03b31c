import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { apiJson, apiRequest, ApiError, errorMessage } from "./api-client";
import { createQueryClient, getQueryFn } from "./query-client";

/** A real HTTP server on 127.0.0.1 that answers like our API does. */
let server: Server;
let base: string;
const seen: { method?: string; url?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, contentType: req.headers["content-type"], body });
      if (req.url === "/api/forbidden") {
        res.writeHead(403, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ error: "forbidden", message: "Prototype Assets require a Spark plan or higher" }),
        );
      } else if (req.url === "/api/empty") {
        res.writeHead(500);
        res.end();
      } else if (req.url === "/api/unauthorized") {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "unauthorized", message: "Please sign in to access this feature." }));
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: true, path: req.url }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("apiRequest", () => {
  it("sends JSON only when there is a payload", async () => {
    await apiRequest("POST", `${base}/api/quiz`, { problem: "x" });
    await apiRequest("DELETE", `${base}/api/projects/1`);
    const [post, del] = seen.slice(-2);
    expect(post).toMatchObject({ method: "POST", contentType: "application/json", body: '{"problem":"x"}' });
    expect(del).toMatchObject({ method: "DELETE", contentType: undefined, body: "" });
  });

  it("turns a non-OK response into 'status: body' with the server's message available", async () => {
    const error = await apiRequest("POST", `${base}/api/forbidden`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe(
      '403: {"error":"forbidden","message":"Prototype Assets require a Spark plan or higher"}',
    );
    expect(errorMessage(error)).toBe("Prototype Assets require a Spark plan or higher");
  });

  it("uses the status text when the body is empty", async () => {
    const error = (await apiRequest("GET", `${base}/api/empty`).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("500: Internal Server Error");
    expect(errorMessage(error)).toBe("500: Internal Server Error");
  });

  it("parses JSON responses", async () => {
    expect(await apiJson("GET", `${base}/api/projects`)).toEqual({ ok: true, path: "/api/projects" });
  });
});

describe("query defaults", () => {
  it("GETs the query key joined with '/'", async () => {
    const fn = getQueryFn({ on401: "throw" });
    const data = await fn({ queryKey: [`${base}/api/projects`, "abc"] } as never);
    expect(data).toEqual({ ok: true, path: "/api/projects/abc" });
  });

  it("yields null on 401 when asked to, and throws otherwise", async () => {
    await expect(
      getQueryFn({ on401: "returnNull" })({ queryKey: [`${base}/api/unauthorized`] } as never),
    ).resolves.toBeNull();
    await expect(
      getQueryFn({ on401: "throw" })({ queryKey: [`${base}/api/unauthorized`] } as never),
    ).rejects.toThrow(/^401: /);
  });

  it("never refetches, never goes stale and does not retry (spec section 7)", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
      gcTime: 300_000,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
