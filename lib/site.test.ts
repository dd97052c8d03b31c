/** Each case loads lib/site (and core/env) afresh with its own APP_URL. */
function loadSite(appUrl: string | undefined): typeof import("./site") {
  const saved = process.env.APP_URL;
  if (appUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = appUrl;
  try {
    let mod!: typeof import("./site");
    jest.isolateModules(() => {
      mod = jest.requireActual("./site");
      jest.requireActual<typeof import("@/core/env")>("@/core/env").env();
    });
    return mod;
  } finally {
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
  }
}

// What Next.js hands a handler behind scripts/server.mjs: a URL on localhost, the browser's Host header.
const request = (headers: Record<string, string>, path = "/quiz?x=1") =>
  new Request(`http://localhost:3000${path}`, { headers });

describe("requestOrigin", () => {
  const { requestOrigin } = loadSite(undefined);

  it("is the host and protocol the browser used, not the name the server started with", () => {
    expect(requestOrigin(request({ host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
    expect(requestOrigin(request({ host: "192.168.1.20:3000", "x-forwarded-proto": "http" }))).toBe(
      "http://192.168.1.20:3000",
    );
    expect(requestOrigin(request({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
  });

  const proxied = request({
    host: "10.0.0.5:3000",
    "x-forwarded-host": "evil.example, app.example.com",
    "x-forwarded-proto": "http, https",
  });

  it("follows X-Forwarded-Host and -Proto as our proxy wrote them (the last entry) when TRUST_PROXY_HOPS names one", () => {
    expect(requestOrigin(proxied, 1)).toBe("https://app.example.com");
  });

  it("ignores X-Forwarded-Host and -Proto without a trusted proxy: a client writes them as it likes", () => {
    expect(requestOrigin(proxied, 0)).toBe("http://10.0.0.5:3000");
    expect(requestOrigin(request({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" }), 0)).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("falls back to the request URL for a malformed host or protocol", () => {
    expect(requestOrigin(request({ host: "evil.com/path@x" }))).toBe("http://localhost:3000");
    expect(requestOrigin(request({ host: "a.com", "x-forwarded-proto": "javascript" }))).toBe(
      "http://localhost:3000",
    );
    expect(requestOrigin(request({}))).toBe("http://localhost:3000");
  });
});

describe("canonicalRedirect and publicOrigin", () => {
  it("send pages on another host to APP_URL, keeping the path, when APP_URL is set", () => {
    const site = loadSite("https://launchforge.example");
    expect(site.canonicalRedirect(request({ host: "127.0.0.1:3000" }))?.href).toBe(
      "https://launchforge.example/quiz?x=1",
    );
    expect(
      site.canonicalRedirect(request({ host: "10.0.0.5", "x-forwarded-host": "launchforge.example" })),
    ).toBeNull();
    expect(site.publicOrigin(request({ host: "127.0.0.1:3000" }))).toBe("https://launchforge.example");
  });

  it("leave every host alone without APP_URL, and link back to the one the browser used", () => {
    const site = loadSite(undefined);
    expect(site.canonicalRedirect(request({ host: "127.0.0.1:3000" }))).toBeNull();
    expect(site.publicOrigin(request({ host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
  });
});
