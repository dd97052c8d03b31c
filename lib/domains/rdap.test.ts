import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import bootstrap from "./rdap-bootstrap.json";

// This file's first env() must not see a developer's RDAP mirror.
delete process.env.RDAP_BASE_URL;

/** A fresh copy of ./rdap whose (lazily parsed) environment is `vars`. */
function loadRdap(vars: Record<string, string | undefined>): typeof import("./rdap") {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let mod!: typeof import("./rdap");
    jest.isolateModules(() => {
      mod = jest.requireActual("./rdap");
      (jest.requireActual("@/core/env") as typeof import("@/core/env")).env();
    });
    return mod;
  } finally {
    process.env = saved;
  }
}

describe("rdap-bootstrap.json", () => {
  it("has the shape of IANA's dns.json, so the refresh script can replace it wholesale", () => {
    expect(Object.keys(bootstrap).sort()).toEqual(["description", "publication", "services", "version"]);
    expect(bootstrap.version).toBe("1.0");
    expect(typeof bootstrap.description).toBe("string");
    expect(Number.isNaN(Date.parse(bootstrap.publication))).toBe(false);
    expect(bootstrap.services.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const service of bootstrap.services) {
      expect(service).toHaveLength(2);
      const [tlds, urls] = service;
      expect(tlds.length).toBeGreaterThan(0);
      for (const tld of tlds) {
        expect(tld).toMatch(/^[a-z0-9-]+$/);
        expect(seen.has(tld)).toBe(false);
        seen.add(tld);
      }
      for (const url of urls) expect(url).toMatch(/^https:\/\/[^\s]+\/$/);
    }
  });
});

describe("rdapBaseUrl", () => {
  it("maps TLDs through the bootstrap and answers null for a TLD without RDAP", async () => {
    const { rdapBaseUrl } = await import("./rdap");
    expect(rdapBaseUrl("com")).toBe("https://rdap.verisign.com/com/v1/");
    expect(rdapBaseUrl(".COM")).toBe("https://rdap.verisign.com/com/v1/");
    expect(rdapBaseUrl("net")).toBe("https://rdap.verisign.com/net/v1/");
    expect(rdapBaseUrl("org")).toBe("https://rdap.publicinterestregistry.org/rdap/");
    expect(rdapBaseUrl("app")).toBe("https://pubapi.registry.google/rdap/");
    expect(rdapBaseUrl("dev")).toBe("https://pubapi.registry.google/rdap/");
    expect(rdapBaseUrl("notatld")).toBeNull();
  });

  it("uses RDAP_BASE_URL for every TLD when set, adding the trailing slash", () => {
    const { rdapBaseUrl } = loadRdap({ RDAP_BASE_URL: "http://127.0.0.1:9/mirror" });
    expect(rdapBaseUrl("com")).toBe("http://127.0.0.1:9/mirror/");
    expect(rdapBaseUrl("notatld")).toBe("http://127.0.0.1:9/mirror/");
  });
});

describe("rdapLookup", () => {
  let server: Server;
  let port: number;
  const requests: Array<{ url: string; accept: string | undefined }> = [];

  function respond(req: IncomingMessage): number | "hang" {
    const name =
      decodeURIComponent(req.url ?? "")
        .split("/")
        .pop() ?? "";
    const label = name.split(".")[0];
    if (label === "hang") return "hang";
    return { taken: 200, free: 404, limited: 429, broken: 500, moved: 301 }[label] ?? 400;
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ url: req.url ?? "", accept: req.headers.accept });
      const status = respond(req);
      if (status === "hang") return;
      res.writeHead(status, { "content-type": "application/rdap+json" });
      res.end(JSON.stringify(status === 200 ? { objectClassName: "domain" } : { errorCode: status }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("maps 404 to available, 200 to taken and anything else to unknown", async () => {
    const { rdapLookup } = loadRdap({ RDAP_BASE_URL: `http://127.0.0.1:${port}/rdap/` });
    const lookup = (domain: string) => rdapLookup(domain, { timeoutMs: 2000 });
    expect(await lookup("free.com")).toBe("available");
    expect(await lookup("taken.com")).toBe("taken");
    expect(await lookup("limited.com")).toBe("unknown");
    expect(await lookup("broken.com")).toBe("unknown");
    expect(await lookup("moved.com")).toBe("unknown");
    expect(requests.at(-1)).toEqual({ url: "/rdap/domain/moved.com", accept: "application/rdap+json" });
  });

  it("builds the same URL whether or not the base ends with a slash", async () => {
    const { rdapLookup } = loadRdap({ RDAP_BASE_URL: `http://127.0.0.1:${port}/rdap` });
    expect(await rdapLookup("Taken.COM", { timeoutMs: 2000 })).toBe("taken");
    expect(requests.at(-1)?.url).toBe("/rdap/domain/taken.com");
  });

  it("answers unknown on a timeout, within about the timeout", async () => {
    const { rdapLookup } = loadRdap({ RDAP_BASE_URL: `http://127.0.0.1:${port}/` });
    const started = Date.now();
    expect(await rdapLookup("hang.com", { timeoutMs: 200 })).toBe("unknown");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("answers unknown when the server cannot be reached, or the caller has already gone", async () => {
    const refused = loadRdap({ RDAP_BASE_URL: "http://127.0.0.1:1/" });
    expect(await refused.rdapLookup("free.com", { timeoutMs: 2000 })).toBe("unknown");

    const { rdapLookup } = loadRdap({ RDAP_BASE_URL: `http://127.0.0.1:${port}/` });
    const count = requests.length;
    expect(await rdapLookup("free.com", { timeoutMs: 2000, signal: AbortSignal.abort() })).toBe("unknown");
    expect(requests).toHaveLength(count);
  });

  it("answers unknown without a request for a TLD the bootstrap does not know", async () => {
    const { rdapLookup } = loadRdap({ RDAP_BASE_URL: undefined });
    expect(await rdapLookup("free.notatld", { timeoutMs: 2000 })).toBe("unknown");
  });
});
