import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { getCachedDomainChecks } from "@/db/queries/domains";
import { consumeRateLimit } from "@/db/queries/rate-limits";
import { DOMAIN_EXTENSIONS } from "@/lib/domains";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { startTestDnsServer, type TestDnsServer } from "@/tests/helpers/dns-server";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { awayFromWindowEdge } from "@/tests/helpers/windows";

// Registries of ours: RDAP says every "free…" domain is free (404) and never answers about the others;
// DNS never answers at all. What a server that cannot reach the real registries sees, but quicker.
// Their addresses must be set before the first env(): the route is imported after they start.
let rdap: Server;
let dns: TestDnsServer;
const rdapRequests: string[] = [];
const LOOKUP_TIMEOUT_MS = 500;
let POST: typeof import("./route").POST;

beforeAll(async () => {
  rdap = createServer((req, res) => {
    const domain =
      decodeURIComponent(req.url ?? "")
        .split("/")
        .pop() ?? "";
    rdapRequests.push(domain);
    if (!domain.startsWith("free")) return; // hangs
    res.writeHead(404, { "content-type": "application/rdap+json" });
    res.end(JSON.stringify({ errorCode: 404 }));
  });
  await new Promise<void>((resolve) => rdap.listen(0, "127.0.0.1", resolve));
  dns = await startTestDnsServer(() => "drop");
  process.env.RDAP_BASE_URL = `http://127.0.0.1:${(rdap.address() as AddressInfo).port}/rdap`;
  process.env.DNS_SERVERS = dns.address;
  process.env.DOMAIN_LOOKUP_TIMEOUT_MS = String(LOOKUP_TIMEOUT_MS);
  delete process.env.DOMAIN_CHECKS;
  ({ POST } = await import("./route"));
});

afterAll(async () => {
  rdap.closeAllConnections();
  await new Promise((resolve) => rdap.close(resolve));
  await dns.close();
});

setupTestDatabase();
const check = (body: unknown, cookie?: string) =>
  POST(testRequest("/api/domain/check", { method: "POST", body, cookie }), routeContext({}));

describe("POST /api/domain/check", () => {
  it("needs a session and a brand name", async () => {
    expect((await check({ brandName: "Breadwise" })).status).toBe(401);
    const user = await createTestUser();
    for (const body of [
      {},
      { brandName: "" },
      { brandName: 42 },
      { brandName: "Breadwise", recheck: "yes" },
    ]) {
      expect((await check(body, user.cookie)).status).toBe(400);
    }
  });

  it("caps checks per user with 429 and Retry-After", async () => {
    const user = await createTestUser();
    await awayFromWindowEdge(10 * 60_000);
    for (let i = 0; i < 60; i++) {
      await consumeRateLimit({ key: `domains:${user.id}`, limit: 60, windowMs: 10 * 60_000 });
    }
    const res = await check({ brandName: "Breadwise" }, user.cookie);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(res)).toEqual({
      status: 429,
      body: { error: "rate_limited", message: "Too many domain checks. Please try again in a few minutes." },
    });
  });

  it("caps checks per client address too, whichever account asks", async () => {
    const ip = "203.0.113.9";
    await awayFromWindowEdge(10 * 60_000);
    for (let i = 0; i < 300; i++) {
      await consumeRateLimit({ key: `domains-ip:${ip}`, limit: 300, windowMs: 10 * 60_000 });
    }
    const user = await createTestUser(); // a fresh account, with its own budget untouched
    const res = await POST(
      testRequest("/api/domain/check", {
        method: "POST",
        body: { brandName: "Breadwise" },
        cookie: user.cookie,
        headers: { "x-forwarded-for": ip },
      }),
      routeContext({}),
    );
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(res)).toEqual({
      status: 429,
      body: {
        error: "rate_limited",
        message: "Too many domain checks from your network. Please try again in a few minutes.",
      },
    });
  });
});

describe("POST /api/domain/check against registries of ours", () => {
  const unknown = Object.fromEntries(
    DOMAIN_EXTENSIONS.map((ext) => [ext, { available: null, status: "unknown" }]),
  );

  it("answers with each extension's availability", async () => {
    const user = await createTestUser();
    expect(await json(await check({ brandName: "Freebrand" }, user.cookie))).toEqual({
      status: 200,
      body: {
        domain: "freebrand.com",
        available: true,
        extensions: Object.fromEntries(
          DOMAIN_EXTENSIONS.map((ext) => [ext, { available: true, status: "available" }]),
        ),
      },
    });
  });

  it("answers a brand panel's ten checks by their deadline on registries that never answer, and Check again looks afresh", async () => {
    const user = await createTestUser();
    const names = Array.from({ length: 10 }, (_, i) => `Silent${i}`);
    const started = Date.now();
    const answers = await Promise.all(
      names.map(async (brandName) => ({
        ...(await json<{ unknownReason?: string }>(await check({ brandName }, user.cookie))),
        ms: Date.now() - started,
      })),
    );
    // 50 lookups, six at a time, 2 × 500 ms each: about 9 s in all. Every check answers by its deadline
    // (2 s here), give or take the time our database takes to sign in and count ten requests.
    const deadline = 2 * LOOKUP_TIMEOUT_MS + 1000;
    for (const [i, { status, body, ms }] of answers.entries()) {
      expect(status).toBe(200);
      expect(body).toEqual({
        domain: `silent${i}.com`,
        available: null,
        extensions: unknown,
        unknownReason: expect.stringMatching(/^(still-checking|no-answer)$/),
      });
      expect(ms).toBeLessThan(deadline + 2000);
    }
    expect(answers.filter((a) => a.body.unknownReason === "still-checking").length).toBeGreaterThan(0);

    // What was under way at the deadline finishes and is cached; what was still queued was dropped.
    const domains = names.flatMap((name) => DOMAIN_EXTENSIONS.map((ext) => `${name.toLowerCase()}${ext}`));
    let cached = 0;
    for (let waited = 0; waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      cached = (await getCachedDomainChecks({ domains })).length;
      if (cached === rdapRequests.filter((d) => d.startsWith("silent")).length) break;
    }
    expect(cached).toBe(rdapRequests.filter((d) => d.startsWith("silent")).length);
    expect(cached).toBeLessThan(domains.length);

    // Check again: every extension of the last name is asked now, and the answer says why it is unknown.
    const before = rdapRequests.length;
    const again = await json(await check({ brandName: "Silent9", recheck: true }, user.cookie));
    expect(again).toEqual({
      status: 200,
      body: { domain: "silent9.com", available: null, extensions: unknown, unknownReason: "no-answer" },
    });
    expect(rdapRequests.slice(before).sort()).toEqual(DOMAIN_EXTENSIONS.map((ext) => `silent9${ext}`).sort());
  });
});
