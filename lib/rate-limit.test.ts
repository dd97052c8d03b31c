import { getDb } from "@/db/client";
import { consumeRateLimit } from "@/db/queries/rate-limits";
import { rateLimits } from "@/db/schema";
import { setupTestDatabase } from "@/tests/helpers/db";
import { clientIp, clientKey, enforceRateLimit, RATE_LIMIT_RETENTION_MS } from "./rate-limit";
import { awayFromWindowEdge } from "@/tests/helpers/windows";

setupTestDatabase();

const keys = async () =>
  (await (await getDb()).select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();

describe("rate_limits stays bounded", () => {
  it("deletes the counters whose windows ended over the retention ago, and keeps the live ones", async () => {
    const now = Date.now();
    const old = new Date(now - RATE_LIMIT_RETENTION_MS - 10 * 60_000);
    const recent = new Date(now - 30 * 60_000);
    for (let i = 0; i < 50; i++)
      await consumeRateLimit({ key: `old:${i}`, limit: 5, windowMs: 10 * 60_000, now: old });
    await consumeRateLimit({ key: "recent", limit: 5, windowMs: 60 * 60_000, now: recent });
    expect((await keys()).length).toBe(51);

    await awayFromWindowEdge(60_000, 2_000);
    await enforceRateLimit({ key: "live", limit: 5, windowMs: 60_000, message: "x" });
    expect(await keys()).toEqual(["live", "recent"]);

    // The counts of a live window survive the pruning: the limit still holds.
    for (let i = 0; i < 4; i++)
      await enforceRateLimit({ key: "live", limit: 5, windowMs: 60_000, message: "x" });
    await expect(
      enforceRateLimit({ key: "live", limit: 5, windowMs: 60_000, message: "Too many" }),
    ).rejects.toThrow("Too many");
  });

  it("refuses a window longer than the retention can keep", async () => {
    await expect(
      enforceRateLimit({ key: "day", limit: 5, windowMs: 24 * 60 * 60_000, message: "x" }),
    ).rejects.toThrow(/at most an hour/);
  });
});

describe("clientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

  it("with no proxy of ours in front (0 hops), is the socket's address whatever X-Forwarded-For says", () => {
    expect(clientIp(request({ "x-launchforge-peer": "10.0.0.5", "x-forwarded-for": "1.2.3.4" }), 0)).toBe(
      "10.0.0.5",
    );
    expect(clientIp(request({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("unknown");
  });

  it("behind one proxy that appends (1 hop), is the address that proxy saw; entries a client wrote are never read", () => {
    const viaNginx = { "x-launchforge-peer": "10.0.0.1" };
    expect(clientIp(request({ ...viaNginx, "x-forwarded-for": "203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientIp(request({ ...viaNginx, "x-forwarded-for": "fake, 203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientIp(request({ ...viaNginx, "x-forwarded-for": "fake1,fake2 , 203.0.113.9" }), 1)).toBe(
      "203.0.113.9",
    );
    // Two proxies (a CDN, then nginx): the CDN appended the client, nginx appended the CDN.
    expect(clientIp(request({ ...viaNginx, "x-forwarded-for": "fake, 198.51.100.7, 192.0.2.1" }), 2)).toBe(
      "198.51.100.7",
    );
  });

  it("never reads past the start of the chain", () => {
    expect(clientIp(request({ "x-launchforge-peer": "10.0.0.1" }), 3)).toBe("10.0.0.1");
  });
});

describe("clientKey", () => {
  const peer = (address: string) =>
    new Request("http://localhost/api/x", { headers: { "x-launchforge-peer": address } });

  it("keys an IPv6 client on its /64, so the addresses of one network share one budget", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:0db8:0001:0002:abcd::9"].map(
      (address) => clientKey(peer(address), 0),
    );
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey(peer("2001:db8:1:3::1"), 0)).toBe("2001:db8:1:3::/64");
    expect(clientKey(peer("::1"), 0)).toBe("0:0:0:0::/64");
  });

  it("keys an IPv4 client (and an IPv4-mapped IPv6 one) on its whole address", () => {
    expect(clientKey(peer("203.0.113.9"), 0)).toBe("203.0.113.9");
    expect(clientKey(peer("::ffff:203.0.113.9"), 0)).toBe("203.0.113.9");
    expect(clientKey(peer("203.0.113.10"), 0)).toBe("203.0.113.10");
    expect(clientKey(new Request("http://localhost/api/x"), 0)).toBe("unknown");
  });
});
