import { NextRequest } from "next/server";

import { sessionCookieFor } from "@/tests/helpers/auth";
import proxy, { config, launchAddress } from "./proxy";

/** proxy.ts as Next.js runs it on a page request: the page, or the auth gate in its place. */

type Proxy = (request: NextRequest, event: unknown) => Promise<Response>;

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { host: "localhost:3000", "x-forwarded-proto": "http", ...headers },
  });
}

const run = (req: NextRequest) => (proxy as unknown as Proxy)(req, { waitUntil: () => {} });
const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";

describe("proxy", () => {
  it("serves the auth gate in place of a guarded page when signed out, and the page when signed in", async () => {
    const gate = await run(request("/dashboard?tab=1"));
    const rewrite = new URL(gate.headers.get("x-middleware-rewrite")!);
    expect(rewrite.pathname).toBe("/auth/signin");
    expect(rewrite.searchParams.get("callbackUrl")).toBe("/dashboard?tab=1");
    expect(rewrite.searchParams.get("gate")).toBe("1");

    const cookie = await sessionCookieFor({ id: "user-1", name: "Ada", email: null });
    const page = await run(request("/dashboard", { cookie }));
    expect(passes(page)).toBe(true);
    expect(page.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("gives every page its own nonce policy, forwarded to the renderer", async () => {
    const [a, b] = await Promise.all([run(request("/")), run(request("/pricing"))]);
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce(a));
  });

  it("serves /pricing and /contact from the variant prerendered for this server, and hides the variants", async () => {
    // The test environment configures neither payments nor mail nor operators.
    for (const [path, variant] of [
      ["/pricing", "/pricing/off"],
      ["/contact", "/contact/unstaffed"],
      ["/contact/", "/contact/unstaffed"],
      ["/pricing/off", "/404"],
      ["/contact/staffed", "/404"],
    ]) {
      const res = await run(request(path));
      expect([path, new URL(res.headers.get("x-middleware-rewrite")!).pathname]).toEqual([path, variant]);
      expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
    }
    const plain = await run(request("/privacy"));
    expect(plain.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("serves a launch page with its form's answer per request, and without one as the kept page", async () => {
    const answered = await run(request("/l/shiftsole?joined=pending"));
    const rewrite = new URL(answered.headers.get("x-middleware-rewrite")!);
    expect(rewrite.pathname).toBe("/l/shiftsole/preview");
    expect(rewrite.searchParams.get("joined")).toBe("pending");
    for (const path of ["/l/shiftsole?confirmed=1", "/l/shiftsole?error=invalid"]) {
      const res = await run(request(path));
      expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe("/l/shiftsole/preview");
    }
    for (const path of ["/l/shiftsole", "/l/shiftsole?utm_source=x", "/l/shiftsole/preview"]) {
      expect([path, (await run(request(path))).headers.get("x-middleware-rewrite")]).toEqual([path, null]);
    }
  });

  it("makes a launch page's address canonical before anything can be kept: 308 to lower case, else the 404", async () => {
    for (const [path, to] of [
      ["/l/ShiftSole", "/l/shiftsole"],
      ["/l/MY-SLUG?utm_source=x", "/l/my-slug?utm_source=x"],
      ["/l/My-Slug/preview", "/l/my-slug/preview"],
      ["/l/MY-SLUG/unsubscribe?token=t", "/l/my-slug/unsubscribe?token=t"],
    ]) {
      const res = await run(request(path));
      expect([path, res.status]).toEqual([path, 308]);
      const location = new URL(res.headers.get("location")!);
      expect([path, `${location.pathname}${location.search}`]).toEqual([path, to]);
    }
    // Nothing that could be a slug in any spelling reaches a launch page's route (kept or per request).
    for (const path of [
      "/l/%0d%0aSet-Cookie:x",
      "/l/a",
      "/l/-lead",
      "/l/two--hyphens",
      "/l/caf%C3%A9",
      "/l/x".padEnd(60, "x"),
      "/l/under_score/preview",
    ]) {
      const res = await run(request(path));
      const rewrite = res.headers.get("x-middleware-rewrite");
      expect([path, rewrite && new URL(rewrite).pathname]).toEqual([path, "/404"]);
    }
    expect(launchAddress("/l/shiftsole")).toBeNull();
    expect(launchAddress("/pricing")).toBeNull();
  });

  it("runs for pages only: never for /api, build assets or metadata files", () => {
    // Next.js anchors a matcher to the whole path.
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const page of ["/", "/dashboard", "/project/1", "/pricing", "/apix", "/auth/signin"]) {
      expect([page, matcher.test(page)]).toEqual([page, true]);
    }
    for (const other of [
      "/api",
      "/api/projects",
      "/api/auth/session",
      "/_next/static/a.js",
      "/favicon.ico",
    ]) {
      expect([other, matcher.test(other)]).toEqual([other, false]);
    }
  });
});
