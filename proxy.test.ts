import { NextRequest, type NextFetchEvent } from "next/server";

import { sessionCookieFor } from "@/tests/helpers/auth";
import proxy, { hasSessionCookie } from "./proxy";

/** proxy.ts as Next.js runs it: a request in, a response (pass, rewrite or refusal) out. */

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers: { host: "localhost:3000", "x-forwarded-proto": "http", ...init.headers },
  });
}

async function run(req: NextRequest) {
  const event = { waitUntil: () => {} } as unknown as NextFetchEvent;
  return (await proxy(req, event)) as Response;
}

const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";

describe("proxy", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookieFor({ id: "user-1", name: "Ada", email: null });
  });

  it("refuses an API request with no session cookie (401 JSON), and lets public API paths through", async () => {
    const res = await run(request("/api/projects"));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: "unauthorized",
      message: "Please sign in to access this feature.",
    });
    expect(passes(await run(request("/api/contact", { method: "POST" })))).toBe(true);
    expect(passes(await run(request("/api/logo/svg", { method: "POST" })))).toBe(true);
  });

  it("passes an API request with a session cookie on to its handler, which decodes it", async () => {
    expect(passes(await run(request("/api/projects", { headers: { cookie } })))).toBe(true);
    // Not decoded here: a forged cookie also passes, and the handler answers 401 (see lib/session.test.ts).
    expect(
      passes(await run(request("/api/projects", { headers: { cookie: "authjs.session-token=x" } }))),
    ).toBe(true);
  });

  it("refuses a cross-site write before anything else", async () => {
    const res = await run(
      request("/api/projects", { method: "POST", headers: { cookie, "sec-fetch-site": "cross-site" } }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("forbidden");
  });

  it("serves the auth gate in place of a guarded page when signed out, and the page when signed in", async () => {
    const gate = await run(request("/dashboard?tab=1"));
    const rewrite = new URL(gate.headers.get("x-middleware-rewrite")!);
    expect(rewrite.pathname).toBe("/auth/signin");
    expect(rewrite.searchParams.get("callbackUrl")).toBe("/dashboard?tab=1");
    expect(gate.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);

    const page = await run(request("/dashboard", { headers: { cookie } }));
    expect(passes(page)).toBe(true);
    expect(page.headers.get("x-middleware-rewrite")).toBeNull();
  });
});

describe("hasSessionCookie", () => {
  it.each([
    ["authjs.session-token=a", true],
    ["__Secure-authjs.session-token=a", true],
    ["authjs.session-token.0=a; authjs.session-token.1=b", true],
    ["authjs.csrf-token=a; theme=dark", false],
    ["xauthjs.session-token=a", false],
    ["", false],
  ])("%s → %s", (cookie, expected) => {
    expect(hasSessionCookie(request("/api/me", { headers: cookie ? { cookie } : {} }))).toBe(expected);
  });
});
