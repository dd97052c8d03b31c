import { consumeRateLimit, peekRateLimit } from "@/db/queries/rate-limits";
import { setupTestDatabase } from "@/tests/helpers/db";
import { testRequest } from "@/tests/helpers/http";
import { awayFromWindowEdge } from "@/tests/helpers/windows";
import { GET, POST } from "./route";

setupTestDatabase();

async function demoSignIn(ip: string) {
  const csrf = await GET(testRequest("/api/auth/csrf", { headers: { "x-forwarded-for": ip } }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return POST(
    testRequest("/api/auth/callback/demo", {
      method: "POST",
      body: new URLSearchParams({ csrfToken, callbackUrl: "/quiz" }).toString(),
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    }),
  );
}

describe("sign-in rate limit", () => {
  it("signs in below the limit, answers 429 with Retry-After above it, per client address", async () => {
    await awayFromWindowEdge(10 * 60_000);
    const ok = await demoSignIn("203.0.113.7");
    expect(ok.status).toBe(302);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token="))).toBe(true);

    for (let i = 0; i < 300; i++) {
      await consumeRateLimit({ key: "signin:ip:203.0.113.7", limit: 300, windowMs: 10 * 60_000 });
    }
    const refused = await demoSignIn("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: "rate_limited",
      message: "Too many sign-in attempts from this address. Please try again in a few minutes.",
    });

    expect((await demoSignIn("198.51.100.2")).status).toBe(302);
  });
});

describe("sign-out", () => {
  it("ends the session on the server: the old cookie, replayed, is signed out", async () => {
    const { GET: listProjects } = await import("@/app/api/projects/route");
    const signedIn = await demoSignIn("192.0.2.10");
    const session = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("authjs.session-token="))!
      .split(";")[0];
    const projects = () =>
      listProjects(testRequest("/api/projects", { cookie: session }), { params: Promise.resolve({}) });
    expect((await projects()).status).toBe(200);
    const sessionOf = async () => (await GET(testRequest("/api/auth/session", { cookie: session }))).json();
    expect(await sessionOf()).toMatchObject({ user: { name: "Demo Founder" } });

    const csrf = await GET(testRequest("/api/auth/csrf", { cookie: session }));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const signedOut = await POST(
      testRequest("/api/auth/signout", {
        method: "POST",
        body: new URLSearchParams({ csrfToken, callbackUrl: "/" }).toString(),
        cookie: `${csrfCookie}; ${session}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(signedOut.status).toBe(302);

    const replayed = await projects();
    expect(replayed.status).toBe(401);
    expect((await replayed.json()).error).toBe("unauthorized");
    // The header menu asks Auth.js's session endpoint: it too reads the old cookie as signed out.
    expect(await sessionOf()).toBeNull();
  });
});

describe("demo accounts", () => {
  const used = async () => {
    const { env } = await import("@/core/env");
    const limit = env().DEMO_ACCOUNTS_PER_HOUR;
    return (
      limit - (await peekRateLimit({ key: "demo-accounts:all", limit, windowMs: 60 * 60_000 })).remaining
    );
  };

  it("count against the site's budget only when an account is created, not for a bogus attempt", async () => {
    await awayFromWindowEdge(60 * 60_000);
    const before = await used();
    for (let i = 0; i < 5; i++) {
      const bogus = await POST(
        testRequest("/api/auth/callback/demo", {
          method: "POST",
          body: new URLSearchParams({ csrfToken: "forged", callbackUrl: "/quiz" }).toString(),
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": `198.51.100.${i}`,
          },
        }),
      );
      expect(bogus.status).toBe(302); // Auth.js sends a failed CSRF check back to the sign-in page
      expect(bogus.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token="))).toBe(false);
    }
    expect(await used()).toBe(before);
    expect((await demoSignIn("198.51.100.99")).status).toBe(302);
    expect(await used()).toBe(before + 1);
  });

  it("are capped for the whole site per hour, from any address", async () => {
    const { env } = await import("@/core/env");
    const limit = env().DEMO_ACCOUNTS_PER_HOUR;
    await awayFromWindowEdge(60 * 60_000);
    for (let i = 0; i < limit; i++) {
      await consumeRateLimit({ key: "demo-accounts:all", limit, windowMs: 60 * 60_000 });
    }
    const refused = await demoSignIn("192.0.2.77"); // an address that has not signed in before
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Many demo accounts/);
  });
});
