import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { getCachedDomainChecks, saveDomainChecks } from "@/db/queries/domains";
import { brandNameSchema, extensionResultSchema } from "@/lib/artifacts/schemas";
import { AppError } from "@/core/errors";
import { setupTestDatabase } from "@/tests/helpers/db";

import { checkDomains, DOMAIN_EXTENSIONS, domainLabel, MAX_CONCURRENT_LOOKUPS } from "./index";
import {
  RCODE,
  startTestDnsServer,
  type DnsQuestion,
  type DnsReply,
  type TestDnsServer,
} from "@/tests/helpers/dns-server";

setupTestDatabase();

// --- Our RDAP registry: how it answers, by label and TLD -------------------------------------------------

type RdapBehaviour = "taken" | "free" | "error" | "limited" | "hang" | "slow";

const RDAP_BY_DOMAIN: Record<string, RdapBehaviour> = {
  "mixbrand.com": "taken",
  "mixbrand.io": "free",
  "ghost.com": "hang",
  "cachebrand.com": "taken",
};

function rdapBehaviour(domain: string): RdapBehaviour {
  const label = domain.split(".")[0];
  if (RDAP_BY_DOMAIN[domain]) return RDAP_BY_DOMAIN[domain];
  if (label.startsWith("slow")) return "slow";
  if (label === "parked") return "limited";
  if (label === "cachebrand" || label === "staleknown") return "free";
  if (label === "abortbrand" || label.startsWith("late")) return "hang";
  if (label === "recheck") return "free";
  return "error"; // mixbrand.co/.ai/.app, ghost.io, ...: DNS must decide
}

// --- Our DNS: how it answers, by name ----------------------------------------------------------------

const NS = { type: "NS", host: "ns1.registrar-dns.test" } as const;
const SOA = { type: "SOA", mname: "ns1.registrar-dns.test", rname: "hostmaster.registrar-dns.test" } as const;

/** When true, the server answers NXDOMAIN for everything, even the TLDs: a resolver cut off from the internet. */
let blind = false;

function dnsReply({ name, type }: DnsQuestion): DnsReply {
  if (!name.includes("."))
    return blind ? { rcode: RCODE.NXDOMAIN } : { rcode: RCODE.NOERROR, answers: type === 2 ? [NS] : [SOA] }; // a TLD
  if (blind) return { rcode: RCODE.NXDOMAIN };
  if (name === "mixbrand.co") return { rcode: RCODE.NOERROR, answers: type === 2 ? [NS] : [SOA] }; // taken
  if (name === "mixbrand.ai") return { rcode: RCODE.NXDOMAIN }; // free
  if (name === "mixbrand.app") return { rcode: RCODE.SERVFAIL }; // broken
  if (name.startsWith("parked.")) return { rcode: RCODE.NOERROR, answers: type === 6 ? [SOA] : [] };
  return "drop"; // silent
}

let rdap: Server;
let dns: TestDnsServer;
const rdapRequests: string[] = [];
const rdapAccept = new Set<string | undefined>();
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  rdap = createServer((req, res) => {
    const domain =
      decodeURIComponent(req.url ?? "")
        .split("/")
        .pop() ?? "";
    rdapRequests.push(domain);
    rdapAccept.add(req.headers.accept);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const reply = (status: number) => {
      res.writeHead(status, { "content-type": "application/rdap+json" });
      res.end(
        JSON.stringify(
          status === 200 ? { objectClassName: "domain", ldhName: domain } : { errorCode: status },
        ),
      );
    };
    const behaviour = rdapBehaviour(domain);
    if (behaviour === "hang") return;
    if (behaviour === "slow") setTimeout(() => reply(404), 150);
    else reply({ taken: 200, free: 404, error: 500, limited: 429 }[behaviour]);
  });
  await new Promise<void>((resolve) => rdap.listen(0, "127.0.0.1", resolve));
  dns = await startTestDnsServer(dnsReply);

  // Before the first env() of this file: core/env parses lazily and caches.
  process.env.RDAP_BASE_URL = `http://127.0.0.1:${(rdap.address() as AddressInfo).port}/rdap`; // no trailing "/"
  process.env.DNS_SERVERS = dns.address;
  process.env.DOMAIN_LOOKUP_TIMEOUT_MS = "1000";
  delete process.env.DOMAIN_CHECKS;
});

afterAll(async () => {
  rdap.closeAllConnections();
  await new Promise((resolve) => rdap.close(resolve));
  await dns.close();
});

/** Polls the cache until `count` of `domains` are in it (up to 5 s); their statuses. */
async function waitForCached(domains: string[], count = domains.length): Promise<string[]> {
  let cached: string[] = [];
  for (let waited = 0; cached.length < count && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    cached = (await getCachedDomainChecks({ domains })).map((r) => r.status);
  }
  return cached;
}

const requestsFor = (label: string) => rdapRequests.filter((d) => d.startsWith(`${label}.`)).sort();
const dnsQueriesFor = (label: string) => dns.queries.filter((q) => q.name.startsWith(`${label}.`));

describe("domainLabel", () => {
  it("keeps lower-case letters, digits and single hyphens", () => {
    expect(domainLabel("Café Crème")).toBe("cafecreme");
    expect(domainLabel("  My--Brand! ")).toBe("my-brand");
    expect(domainLabel("-Über_Cool 2.0-")).toBe("ubercool20");
    expect(domainLabel("a".repeat(70))).toHaveLength(63);
  });

  it("throws a 400 when nothing usable is left", () => {
    expect(() => domainLabel("!!!")).toThrow(AppError);
    expect(() => domainLabel("!!!")).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => domainLabel("---")).toThrow("Brand name must contain letters or numbers.");
  });
});

describe("checkDomains", () => {
  it("reports available, taken and unknown per extension, falling back from RDAP to DNS", async () => {
    const result = await checkDomains("MixBrand");
    expect(result).toEqual({
      domain: "mixbrand.com",
      available: false,
      extensions: {
        ".com": { available: false, status: "taken" }, // RDAP 200
        ".io": { available: true, status: "available" }, // RDAP 404
        ".co": { available: false, status: "taken" }, // RDAP 500, DNS has NS records
        ".ai": { available: true, status: "available" }, // RDAP 500, DNS NXDOMAIN
        ".app": { available: null, status: "unknown" }, // RDAP 500, DNS SERVFAIL
      },
      unknownReason: "no-answer",
    });
    expect(Object.keys(result.extensions)).toEqual([...DOMAIN_EXTENSIONS]);
    for (const ext of Object.values(result.extensions)) expect(extensionResultSchema.parse(ext)).toEqual(ext);
    expect(brandNameSchema.shape.extensions.safeParse(result.extensions).success).toBe(true);

    expect(requestsFor("mixbrand")).toEqual([
      "mixbrand.ai",
      "mixbrand.app",
      "mixbrand.co",
      "mixbrand.com",
      "mixbrand.io",
    ]);
    expect(rdapAccept).toEqual(new Set(["application/rdap+json"]));
    // DNS is only asked about what RDAP could not tell.
    expect(new Set(dnsQueriesFor("mixbrand").map((q) => q.name))).toEqual(
      new Set(["mixbrand.co", "mixbrand.ai", "mixbrand.app"]),
    );

    const saved = await getCachedDomainChecks({ domains: ["mixbrand.com", "mixbrand.co", "mixbrand.app"] });
    expect(
      saved
        .map(({ domain, status, source }) => ({ domain, status, source }))
        .sort((a, b) => a.domain.localeCompare(b.domain)),
    ).toEqual([
      { domain: "mixbrand.app", status: "unknown", source: "dns" },
      { domain: "mixbrand.co", status: "taken", source: "dns" },
      { domain: "mixbrand.com", status: "taken", source: "rdap" },
    ]);
  });

  it("treats a domain that exists without NS records (NODATA, with an SOA) as taken", async () => {
    const result = await checkDomains("Parked", { extensions: ["com"] }); // RDAP 429 -> DNS
    expect(result.extensions).toEqual({ ".com": { available: false, status: "taken" } });
    expect(dnsQueriesFor("parked").map((q) => q.type)).toEqual([2, 6]);
  });

  it("never says available when the resolver cannot even see the TLD (NXDOMAIN for everything)", async () => {
    blind = true;
    try {
      const result = await checkDomains("blindbrand", { extensions: [".co", ".ai"] });
      expect(result.extensions).toEqual({
        ".co": { available: null, status: "unknown" },
        ".ai": { available: null, status: "unknown" },
      });
    } finally {
      blind = false;
    }
  });

  it("never says available when RDAP hangs or fails and DNS is silent, and respects the timeout", async () => {
    const timeoutMs = 400;
    const started = Date.now();
    const result = await checkDomains("Ghost", { extensions: [".com", ".io"], timeoutMs }); // hang / 500
    const elapsed = Date.now() - started;
    expect(result).toEqual({
      domain: "ghost.com",
      available: null,
      extensions: {
        ".com": { available: null, status: "unknown" },
        ".io": { available: null, status: "unknown" },
      },
      unknownReason: "no-answer",
    });
    expect(requestsFor("ghost")).toEqual(["ghost.com", "ghost.io"]);
    expect(
      dnsQueriesFor("ghost")
        .map((q) => q.name)
        .sort(),
    ).toEqual(["ghost.com", "ghost.io"]);
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs);
    expect(elapsed).toBeLessThan(2 * timeoutMs + 600);
  });

  it("answers from the cache on a second call, without any network request", async () => {
    const first = await checkDomains("CacheBrand");
    const rdapCount = rdapRequests.length;
    const dnsCount = dns.queries.length;
    const second = await checkDomains("cachebrand");
    expect(second).toEqual(first);
    expect(first.extensions[".com"].status).toBe("taken");
    expect(first.extensions[".io"].status).toBe("available");
    expect(rdapRequests).toHaveLength(rdapCount);
    expect(dns.queries).toHaveLength(dnsCount);

    const [row] = await getCachedDomainChecks({ domains: ["cachebrand.io"] });
    expect(row).toMatchObject({ domain: "cachebrand.io", status: "available", source: "rdap" });
    expect(Date.now() - row.checkedAt.getTime()).toBeLessThan(60_000);
  });

  it("reuses definite answers for 24 hours and unknown ones for only 10 minutes", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms);
    const MINUTE = 60_000;
    const HOUR = 60 * MINUTE;
    await saveDomainChecks({
      results: [
        { domain: "staleknown.com", status: "taken", source: "rdap", checkedAt: ago(23 * HOUR) },
        { domain: "staleknown.io", status: "taken", source: "rdap", checkedAt: ago(25 * HOUR) },
        { domain: "staleknown.co", status: "unknown", source: "dns", checkedAt: ago(5 * MINUTE) },
        { domain: "staleknown.ai", status: "unknown", source: "dns", checkedAt: ago(11 * MINUTE) },
      ],
    });
    const fresh = await getCachedDomainChecks({
      domains: ["staleknown.com", "staleknown.io", "staleknown.co", "staleknown.ai"],
    });
    expect(fresh.map((r) => r.domain).sort()).toEqual(["staleknown.co", "staleknown.com"]);

    const result = await checkDomains("StaleKnown", { extensions: [".com", ".io", ".co", ".ai"] });
    expect(requestsFor("staleknown")).toEqual(["staleknown.ai", "staleknown.io"]); // the stale ones only
    expect(result.extensions).toEqual({
      ".com": { available: false, status: "taken" }, // cached
      ".io": { available: true, status: "available" }, // re-checked
      ".co": { available: null, status: "unknown" }, // cached, recent
      ".ai": { available: true, status: "available" }, // re-checked
    });
    const refreshed = await getCachedDomainChecks({ domains: ["staleknown.io"] });
    expect(refreshed[0]).toMatchObject({ status: "available", source: "rdap" });
  });

  it("upserts: saving a domain again replaces its row", async () => {
    await saveDomainChecks({ results: [{ domain: "upsert.com", status: "unknown", source: "dns" }] });
    await saveDomainChecks({
      results: [
        { domain: "upsert.com", status: "available", source: "dns" },
        { domain: "upsert.com", status: "taken", source: "rdap" },
      ],
    });
    const rows = await getCachedDomainChecks({ domains: ["upsert.com", "never-saved.com"] });
    expect(rows).toEqual([
      { domain: "upsert.com", status: "taken", source: "rdap", checkedAt: expect.any(Date) },
    ]);
    expect(await getCachedDomainChecks({ domains: [] })).toEqual([]);
  });

  it(`never runs more than ${MAX_CONCURRENT_LOOKUPS} RDAP requests at once`, async () => {
    maxInFlight = 0;
    const results = await Promise.all(["SlowOne", "SlowTwo", "SlowThree"].map((name) => checkDomains(name)));
    expect(results.flatMap((r) => Object.values(r.extensions).map((e) => e.status))).toEqual(
      Array(15).fill("available"),
    );
    expect(maxInFlight).toBe(MAX_CONCURRENT_LOOKUPS);
  });

  it("stops at the caller's cancellation and caches nothing it could not tell", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const result = await checkDomains("AbortBrand", {
      extensions: [".com"],
      timeoutMs: 5000,
      signal: controller.signal,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.extensions[".com"]).toEqual({ available: null, status: "unknown" });
    expect(await getCachedDomainChecks({ domains: ["abortbrand.com"] })).toEqual([]);
  });

  it("answers by its deadline whatever the registries do, and caches what arrives later", async () => {
    const started = Date.now();
    const result = await checkDomains("LateOne", { extensions: [".com"], timeoutMs: 800, deadlineMs: 300 });
    expect(Date.now() - started).toBeLessThan(800);
    expect(result).toEqual({
      domain: "lateone.com",
      available: null,
      extensions: { ".com": { available: null, status: "unknown" } },
      unknownReason: "still-checking",
    });
    // The lookup goes on (RDAP hangs, then DNS is silent) and its answer is cached for the next check.
    expect(await waitForCached(["lateone.com"])).toEqual(["unknown"]);
    expect(requestsFor("lateone")).toEqual(["lateone.com"]);
  });

  it("drops lookups still queued at its deadline, so they do not hold up later checks", async () => {
    const extensions = [".com", ".io", ".co", ".ai", ".app", ".net", ".org", ".dev"];
    const result = await checkDomains("LateQueue", { extensions, timeoutMs: 500, deadlineMs: 200 });
    expect(Object.values(result.extensions).map((e) => e.status)).toEqual(Array(8).fill("unknown"));
    expect(result.unknownReason).toBe("still-checking");
    // The six under way finish and are cached; the two still queued were never asked.
    const domains = extensions.map((ext) => `latequeue${ext}`);
    expect(await waitForCached(domains, MAX_CONCURRENT_LOOKUPS)).toHaveLength(MAX_CONCURRENT_LOOKUPS);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the dropped ones leave the queue at once
    expect(requestsFor("latequeue")).toHaveLength(MAX_CONCURRENT_LOOKUPS);
    expect(await getCachedDomainChecks({ domains })).toHaveLength(MAX_CONCURRENT_LOOKUPS);
  });

  it("looks a domain up once however many checks ask at the same time", async () => {
    const [one, two] = await Promise.all([
      checkDomains("SlowShared", { extensions: [".com"] }),
      checkDomains("SlowShared", { extensions: [".com"] }),
    ]);
    expect(one).toEqual(two);
    expect(one.extensions[".com"].status).toBe("available");
    expect(requestsFor("slowshared")).toEqual(["slowshared.com"]);
  });

  it("lets a Check again after a deadline wait for the lookup still under way, not ask twice", async () => {
    const first = await checkDomains("SlowJoin", { extensions: [".com"], deadlineMs: 20 }); // RDAP answers in 150 ms
    expect(first.extensions[".com"].status).toBe("unknown");
    expect(first.unknownReason).toBe("still-checking");
    const again = await checkDomains("SlowJoin", { extensions: [".com"], recheck: true });
    expect(again).toEqual({
      domain: "slowjoin.com",
      available: true,
      extensions: { ".com": { available: true, status: "available" } },
    });
    expect(requestsFor("slowjoin")).toEqual(["slowjoin.com"]);
  });

  it("looks again on a recheck where the cache only knows unknown", async () => {
    await saveDomainChecks({ results: [{ domain: "recheck.com", status: "unknown", source: "dns" }] });
    const cached = await checkDomains("Recheck", { extensions: [".com"] });
    expect(cached.extensions[".com"].status).toBe("unknown");
    expect(requestsFor("recheck")).toEqual([]);
    const again = await checkDomains("Recheck", { extensions: [".com"], recheck: true });
    expect(again.extensions[".com"]).toEqual({ available: true, status: "available" });
    expect(requestsFor("recheck")).toEqual(["recheck.com"]);
  });

  it("rejects an unusable extension", async () => {
    await expect(checkDomains("Fine", { extensions: [".c0m!"] })).rejects.toMatchObject({ status: 400 });
  });

  it("with DOMAIN_CHECKS=false, reports unknown for everything without any request or caching", async () => {
    const saved = { ...process.env };
    process.env.DOMAIN_CHECKS = "false";
    let isolated!: typeof import("./index");
    try {
      jest.isolateModules(() => {
        isolated = jest.requireActual("./index");
        (jest.requireActual("@/core/env") as typeof import("@/core/env")).env();
      });
    } finally {
      process.env = saved;
    }
    const rdapCount = rdapRequests.length;
    const dnsCount = dns.queries.length;
    const result = await isolated.checkDomains("Offbrand");
    expect(result).toEqual({
      domain: "offbrand.com",
      available: null,
      extensions: Object.fromEntries(
        DOMAIN_EXTENSIONS.map((ext) => [ext, { available: null, status: "unknown" }]),
      ),
      unknownReason: "checks-off",
    });
    expect(rdapRequests).toHaveLength(rdapCount);
    expect(dns.queries).toHaveLength(dnsCount);
    expect(
      await getCachedDomainChecks({ domains: DOMAIN_EXTENSIONS.map((ext) => `offbrand${ext}`) }),
    ).toEqual([]);
  });
});
