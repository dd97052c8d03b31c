import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { openWalkthrough, signInOverHttp } from "./helpers";
import { E2E_STRIPE } from "./stripe-env";

/** Cross-site writes are refused, and no secret reaches the browser (@postgres: the server with Stripe keys). */

test.describe("security @postgres", () => {
  test("a write sent from another site's page is refused and changes nothing", async ({ page, baseURL }) => {
    await signInOverHttp(page.request);
    const count = async () => ((await (await page.request.get("/api/projects")).json()) as unknown[]).length;
    const before = await count();

    const forgeries: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of forgeries) {
      const forged = await page.request.post("/api/projects", { data: { name: "Forged" }, headers });
      expect(forged.status(), JSON.stringify(headers)).toBe(403);
      expect(await forged.json()).toEqual({
        error: "forbidden",
        message: "Cross-site requests are not allowed.",
      });
    }
    expect(await count()).toBe(before);

    // A real browser on another site's page (127.0.0.1 is another site than localhost; the page is served
    // by a server of this test, with no policy of ours) posting to the public contact endpoint: the browser marks it
    // cross-site and the server refuses it.
    const attacker = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><title>Another site</title><p>Nothing to see</p>");
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await page.evaluate(async (target) => {
      await fetch(`${target}/api/contact`, {
        method: "POST",
        mode: "no-cors",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({
          firstName: "Eve",
          lastName: "X",
          email: "eve@example.com",
          subject: "Hi",
          message: "Forged from another site.",
        }),
      }).catch(() => undefined);
    }, baseURL);
    expect((await refused).status()).toBe(403);
    attacker.close();

    // The app's own pages still write: the same fetch from a same-origin page succeeds.
    await page.goto("/dashboard");
    const status = await page.evaluate(async () => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "From the app" }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  test("prerendered pages come from the prerender cache under a hash policy; the rest get a fresh nonce", async ({
    page,
  }) => {
    await signInOverHttp(page.request);
    // Every violation the browser reports, including those it does not log (a caught eval probe).
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.log(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    page.on("console", (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    const securityHeaders = (route: string, headers: Record<string, string>) => {
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["strict-transport-security"]).toMatch(/max-age=/);
    };
    // Prerendered: one file for everyone (a CDN may keep it), no nonce, no cookie set even for a signed-in
    // visitor, and each inline script allowed by its hash. An address no route answers gets the 404 page.
    // /pricing and /contact come from the variant prerendered for this server's settings; the variants'
    // own addresses answer 404.
    for (const route of [
      "/",
      "/pricing",
      "/contact",
      "/logo-generator",
      "/privacy",
      "/terms",
      "/no-such-page",
      "/pricing/off",
    ]) {
      const response = (await page.goto(route))!;
      const headers = response.headers();
      securityHeaders(route, headers);
      const policy = headers["content-security-policy"];
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toContain("'strict-dynamic'");
      if (route === "/no-such-page" || route === "/pricing/off") expect(response.status()).toBe(404);
      else {
        expect(headers["x-nextjs-cache"]).toBe("HIT");
        expect(headers["cache-control"]).toMatch(/s-maxage=\d+/);
      }
      expect(headers["set-cookie"]).toBeUndefined();
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1],
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline)
        expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      expect(html).not.toContain("nonce=");
      // The same policy on the next request: nothing in it is per request.
      expect((await page.request.get(route)).headers()["content-security-policy"]).toBe(policy);
      await page.waitForLoadState("networkidle");
      // Hydrated: React is attached to the header (polled: on a busy machine the first page of a fresh
      // server can reach network idle just before React attaches).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__react")),
          ),
        )
        .toBe(true);
    }
    const nonces = new Set<string>();
    for (const route of ["/dashboard", "/quiz", "/analytics", "/support", "/billing", "/auth/error"]) {
      const response = (await page.goto(route))!;
      const headers = response.headers();
      securityHeaders(route, headers);
      const policy = headers["content-security-policy"];
      const nonce = policy.match(/'nonce-([^']+)'/)![1];
      nonces.add(nonce);
      expect(policy).toContain("'strict-dynamic'");
      expect(headers["permissions-policy"]).toContain(
        route === "/quiz" ? "microphone=(self)" : "microphone=()",
      );
      // Every script in the served HTML carries this request's nonce (data blocks aside); the chunks
      // those scripts add later run under 'strict-dynamic'.
      const html = await response.text();
      const tags = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      await page.waitForLoadState("networkidle");
    }
    expect(nonces.size).toBe(6);
    // The pages work under the policy: the landing page's walkthrough opens.
    await page.goto("/");
    await openWalkthrough(page);
    expect(violations).toEqual([]);
    // Stripe is allowed only where payments happen, and only when the server takes payments.
    const pricing = (await page.request.get("/pricing")).headers()["content-security-policy"];
    const quiz = (await page.request.get("/quiz")).headers()["content-security-policy"];
    expect(quiz).not.toContain("stripe.com");
    expect(pricing.includes("https://js.stripe.com")).toBe(test.info().project.name === "postgres");
    // API answers and build assets carry the static headers too.
    expect((await page.request.get("/api/me")).headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("no server secret or server-only setting reaches the browser", async ({ page }) => {
    await signInOverHttp(page.request);
    // Each server generated its own secret into its data folder (playwright.config.ts).
    const dataDir = test.info().project.name === "postgres" ? ".data-e2e-pg" : ".data-e2e";
    const authSecret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    expect(authSecret.length).toBeGreaterThan(20);
    const secrets = [
      authSecret,
      E2E_STRIPE.STRIPE_SECRET_KEY,
      E2E_STRIPE.STRIPE_WEBHOOK_SECRET,
      process.env.E2E_DATABASE_URL,
    ].filter((secret): secret is string => Boolean(secret));
    const patterns = [
      /sk_(live|test)_[A-Za-z0-9]{8,}/,
      /whsec_[A-Za-z0-9]{8,}/,
      /postgres(ql)?:\/\/[^"'\s]+@/,
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    ];
    const serverNames = [
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "AUTH_SECRET",
      "DATABASE_URL",
      "OPENAI_API_KEY",
      "SMTP_PASS",
    ];

    // What the server sends: signed-in pages (HTML and the React payload in it) and every script they load.
    const served: { url: string; body: string }[] = [];
    page.on("response", async (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (/html|javascript|json|x-component/.test(type))
        served.push({ url: response.url(), body: await response.text().catch(() => "") });
    });
    for (const route of [
      "/",
      "/pricing",
      "/dashboard",
      "/quiz",
      "/analytics",
      "/support",
      "/logo-generator",
      "/contact",
    ]) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
    }
    expect(served.length).toBeGreaterThan(20);
    // The publishable key is meant for the browser; the page that pays shows it.
    for (const { url, body } of served) {
      for (const secret of secrets) expect(body.includes(secret), `${url} carries a secret`).toBe(false);
      for (const pattern of patterns) expect(body, url).not.toMatch(pattern);
    }

    // Every client bundle of the build, whether or not a page above loaded it.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith(".js")) files.push(file);
      }
    };
    walk(path.join(".next", "static"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(file, "utf8");
      for (const pattern of patterns) expect(code, file).not.toMatch(pattern);
      // A server env name in a client chunk means server code (core/env.ts) was bundled for the browser.
      for (const name of serverNames) expect(code.includes(name), `${file} mentions ${name}`).toBe(false);
    }
  });
});
