import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { HTTP_METHODS } from "@/lib/http";

/**
 * Every API route answers every method: the ones it implements, and 405 JSON `{ error, message }` with an
 * Allow header for the rest (Next.js alone answers those with an empty 405 body).
 */
const apiDir = path.join(__dirname);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === "route.ts" ? [full] : [];
  });
}

const routes = routeFiles(apiDir).map((file) => path.relative(apiDir, file));

it("finds the API's route files", () => {
  expect(routes.length).toBeGreaterThan(40);
});

describe.each(routes)("app/api/%s", (route) => {
  it("answers every method, and the ones it lacks with a JSON 405 naming those it has", async () => {
    const source = readFileSync(path.join(apiDir, route), "utf8");
    const mod = (await import(`./${route.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) expect([method, typeof mod[method]]).toEqual([method, "function"]);
    if (route.startsWith("[...path]")) return; // the catch-all answers 404 for every method
    const declared = /methodNotAllowed\(\[([^\]]*)\]\)/.exec(source);
    expect(declared).not.toBeNull();
    const allowed = declared![1].match(/[A-Z]+/g)!;
    const missing = HTTP_METHODS.filter((m) => !allowed.includes(m));
    for (const method of missing) {
      const response = (mod[method] as () => Response)();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allowed.join(", "));
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "method_not_allowed", message: expect.any(String) });
    }
    // What it declares as allowed are real handlers, not the 405 helper.
    for (const method of allowed) {
      expect(new RegExp(`\\b${method}\\b`).test(source.split("methodNotAllowed([")[0])).toBe(true);
    }
  });
});
