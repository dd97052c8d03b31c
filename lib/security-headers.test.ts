import { contentSecurityPolicy, createNonce, isPaymentPage, staticSecurityHeaders } from "./security-headers";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe("contentSecurityPolicy", () => {
  it("runs only scripts that carry this request's nonce (and what they load), never inline or eval", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc123", payments: false }));
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
  });

  it("runs a prerendered page's inline scripts by their hashes and its files from 'self', with no nonce", () => {
    const csp = directives(
      contentSecurityPolicy({ hashes: ["'sha256-AAAA'", "'sha256-BBBB'"], payments: true }),
    );
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'", "https://js.stripe.com"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    // Neither a nonce nor no policy at all: without hashes, no inline script runs.
    expect(directives(contentSecurityPolicy({ payments: false }))["script-src"]).toEqual(["'self'"]);
  });

  it("runs a kept ISR page's scripts by its copy's hashes or a fresh render's nonce, files from 'self'", () => {
    const csp = directives(
      contentSecurityPolicy({ nonce: "n1", hashes: ["'sha256-AAAA'"], payments: false }),
    );
    // No 'strict-dynamic': it would switch 'self' off, and the kept copy's script tags carry an old nonce.
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-n1'", "'sha256-AAAA'"]);
    // Before the first visit there is no copy: only the nonce, still without 'strict-dynamic'.
    expect(
      directives(contentSecurityPolicy({ nonce: "n2", hashes: [], payments: false }))["script-src"],
    ).toEqual(["'self'", "'nonce-n2'"]);
  });

  it("allows Stripe's script, API and frames only on payment pages", () => {
    const without = contentSecurityPolicy({ nonce: "n", payments: false });
    expect(without).not.toContain("stripe.com");
    expect(directives(without)["frame-src"]).toEqual(["'none'"]);
    const withPayments = directives(contentSecurityPolicy({ nonce: "n", payments: true }));
    expect(withPayments["script-src"]).toContain("https://js.stripe.com");
    expect(withPayments["connect-src"]).toContain("https://api.stripe.com");
    expect(withPayments["frame-src"]).toEqual(["https://js.stripe.com", "https://hooks.stripe.com"]);
  });

  it("adds eval and the dev server's socket only in development", () => {
    const dev = directives(contentSecurityPolicy({ nonce: "n", payments: false, development: true }));
    expect(dev["script-src"]).toContain("'unsafe-eval'");
    expect(dev["connect-src"]).toContain("ws:");
  });
});

describe("payment pages", () => {
  it("are the pages with the plans grid or the payment result", () => {
    for (const path of ["/", "/pricing", "/dashboard", "/payment-success"])
      expect(isPaymentPage(path)).toBe(true);
    for (const path of ["/quiz", "/project/1", "/contact", "/dashboardx", "/logo-generator"])
      expect(isPaymentPage(path)).toBe(false);
  });
});

describe("createNonce", () => {
  it("is 128 random bits, new every time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    expect(Buffer.from([...nonces][0], "base64")).toHaveLength(16);
  });
});

describe("staticSecurityHeaders", () => {
  const value = (rules: ReturnType<typeof staticSecurityHeaders>, source: string, key: string) =>
    rules.find((r) => r.source === source)?.headers.find((h) => h.key === key)?.value;

  it("sets nosniff, a referrer policy and no framing on every path, and HSTS in production only", () => {
    const production = staticSecurityHeaders({ production: true });
    expect(value(production, "/:path*", "X-Content-Type-Options")).toBe("nosniff");
    expect(value(production, "/:path*", "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(value(production, "/:path*", "X-Frame-Options")).toBe("DENY");
    expect(value(production, "/:path*", "Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
    expect(
      value(staticSecurityHeaders({ production: false }), "/:path*", "Strict-Transport-Security"),
    ).toBeUndefined();
  });

  it("allows the microphone on the quiz only", () => {
    const rules = staticSecurityHeaders({ production: true });
    expect(value(rules, "/:path*", "Permissions-Policy")).toContain("microphone=()");
    expect(value(rules, "/quiz", "Permissions-Policy")).toContain("microphone=(self)");
    expect(value(rules, "/quiz/:path*", "Permissions-Policy")).toContain("microphone=(self)");
    // The quiz's rule comes after the default, so it wins where both match.
    expect(rules.findIndex((r) => r.source === "/quiz")).toBeGreaterThan(
      rules.findIndex((r) => r.source === "/:path*"),
    );
  });
});
