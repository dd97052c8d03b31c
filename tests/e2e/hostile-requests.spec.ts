import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Requests a stranger can send, against the production server: junk launch-page addresses must not make
 * Next keep files (each once left about seven under .next/server), another spelling of a slug is a 308 to
 * the canonical address, and a client-written X-Forwarded-Host does not move the links the server writes.
 */

/** Every file path under .next/server (the build's own and whatever the server kept since). */
function keptFiles(dir = path.join(process.cwd(), ".next", "server")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? keptFiles(full) : [full];
  });
}

test("junk launch-page addresses leave no files, and another spelling is a 308 to the canonical one", async ({
  request,
}) => {
  const token = randomBytes(4).toString("hex");
  const junk = [
    `/l/Junk${token}`,
    `/l/junk-${token}`,
    `/l/%0d%0ajunk${token}`,
    `/l/ju_nk${token}`,
    `/l/${token}-ABC/preview`,
    `/l/x${token}`.padEnd(60, "x"),
  ];
  for (let i = 0; i < 20; i++) {
    for (const address of junk) {
      const response = await request.get(`${address}${i ? `-${i}` : ""}`, { maxRedirects: 0 });
      expect([address, response.status()]).toEqual([address, /[A-Z]/.test(address) ? 308 : 404]);
    }
  }
  const upper = await request.get(`/l/Junk${token}?utm_source=x`, { maxRedirects: 0 });
  expect(upper.headers()["location"]).toMatch(new RegExp(`/l/junk${token}\\?utm_source=x$`));
  expect(keptFiles().filter((file) => file.toLowerCase().includes(token))).toEqual([]);
});

test("a client-written X-Forwarded-Host does not move the links the server writes", async ({ request }) => {
  const providers = await request.get("/api/auth/providers", {
    headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  });
  const body = JSON.stringify(await providers.json());
  expect(body).not.toContain("evil.example");
  expect(body).toContain(new URL(test.info().project.use.baseURL!).host);
});

test("a malformed router-state header is a 400, not a 500", async ({ request }) => {
  for (const path of ["/dashboard", "/l/no-such-page", "/pricing"]) {
    for (const value of ["garbage", "%7B", "%5B%5D", "%5B%22x%22%5D"]) {
      const response = await request.get(path, {
        headers: { RSC: "1", "Next-Router-State-Tree": value },
        maxRedirects: 0,
      });
      expect([path, value, response.status()]).toEqual([path, value, 400]);
      expect(await response.json()).toEqual({ error: "invalid_request", message: expect.any(String) });
    }
  }
});
