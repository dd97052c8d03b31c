import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  compileCsp,
  computePrerenderedCsp,
  inlineScriptHashes,
  keptPageScriptHashes,
  prerenderedScriptHashes,
} from "./static-csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text exactly, once, and leaves script files out", () => {
    const flight = 'self.__next_f.push([1,"a<\\/script>b & c"])';
    const html = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>
<script>${flight}</script></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>${flight}</script><script id="_R_">  </script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha(flight),
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha("  "),
    ]);
  });

  it("matches what a browser hashes: entities in a script are not decoded", () => {
    expect(inlineScriptHashes("<script>a &amp;&lt; b</script>")).toEqual([sha("a &amp;&lt; b")]);
  });
});

describe("prerenderedScriptHashes", () => {
  let next: string;
  const appDir = () => path.join(next, "server", "app");
  beforeEach(() => {
    next = mkdtempSync(path.join(tmpdir(), "launchforge-csp-"));
    mkdirSync(appDir(), { recursive: true });
    writeFileSync(path.join(appDir(), "index.html"), "<script>home()</script>");
    writeFileSync(path.join(appDir(), "privacy.html"), "<script>privacy()</script>");
    writeFileSync(path.join(appDir(), "_not-found.html"), "<script>missing()</script>");
    writeFileSync(
      path.join(next, "routes-manifest.json"),
      JSON.stringify({
        staticRoutes: [{ regex: "^/(?:/)?$" }, { regex: "^/privacy(?:/)?$" }, { regex: "^/pricing(?:/)?$" }],
        dynamicRoutes: [{ regex: "^/l/([^/]+?)(?:/)?$" }],
      }),
    );
  });
  afterEach(() => rmSync(next, { recursive: true, force: true }));

  it("gives a prerendered page its own file's hashes, with or without the trailing slash", () => {
    expect(prerenderedScriptHashes("/", next)).toEqual([sha("home()")]);
    expect(prerenderedScriptHashes("/privacy", next)).toEqual([sha("privacy()")]);
    expect(prerenderedScriptHashes("/privacy/", next)).toEqual([sha("privacy()")]);
  });

  it("gives a page rendered per request none (it gets a nonce), and an unknown address the 404 page's", () => {
    expect(prerenderedScriptHashes("/pricing", next)).toBeNull();
    expect(prerenderedScriptHashes("/l/bakery", next)).toBeNull();
    expect(prerenderedScriptHashes("/no-such-page", next)).toEqual([sha("missing()")]);
    expect(prerenderedScriptHashes("/Privacy", next)).toEqual([sha("missing()")]);
    // Nothing outside the build's folder is ever read.
    expect(prerenderedScriptHashes("/../../etc/passwd", next)).toEqual([sha("missing()")]);
  });

  it("reads the file again when it changes (a new build)", () => {
    expect(prerenderedScriptHashes("/", next)).toEqual([sha("home()")]);
    const file = path.join(appDir(), "index.html");
    writeFileSync(file, "<script>home(2)</script>");
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(prerenderedScriptHashes("/", next)).toEqual([sha("home(2)")]);
  });

  it("with the hashes the build compiled in, answers the same with no build folder at all", () => {
    const compiled = compileCsp(computePrerenderedCsp(next));
    expect(compiled.csp.pages).toEqual({
      "/": [sha("home()")],
      "/_not-found": [sha("missing()")],
      "/privacy": [sha("privacy()")],
    });
    rmSync(next, { recursive: true, force: true });
    const gone = path.join(next, "nothing-here");
    expect(prerenderedScriptHashes("/", gone, compiled)).toEqual([sha("home()")]);
    expect(prerenderedScriptHashes("/privacy/", gone, compiled)).toEqual([sha("privacy()")]);
    expect(prerenderedScriptHashes("/pricing", gone, compiled)).toBeNull();
    expect(prerenderedScriptHashes("/l/bakery", gone, compiled)).toBeNull();
    expect(prerenderedScriptHashes("/no-such-page", gone, compiled)).toEqual([sha("missing()")]);
    expect(prerenderedScriptHashes("/Privacy", gone, compiled)).toEqual([sha("missing()")]);
  });

  it("assumes a page rendered per request when there is no build to read", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "launchforge-csp-none-"));
    try {
      expect(prerenderedScriptHashes("/no-such-page", empty)).toBeNull();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("keptPageScriptHashes", () => {
  let next: string;
  // Where Next 16 keeps an ISR page: route-cache/APP_PAGE/<sha256 of the app page>/$/<path>.html.
  const kept = () =>
    path.join(
      next,
      "server",
      "route-cache",
      "APP_PAGE",
      createHash("sha256").update("/l/[slug]/page").digest("hex"),
      "$",
      "l",
    );
  beforeEach(() => {
    next = mkdtempSync(path.join(tmpdir(), "launchforge-kept-"));
    writeFileSync(
      path.join(next, "prerender-manifest.json"),
      JSON.stringify({
        dynamicRoutes: {
          "/l/[slug]": { routeRegex: "^/l/([^/]+?)(?:/)?$", fallback: null, dataRoute: "/l/[slug].rsc" },
          // Every value listed at build (fallback: false): nothing is kept at run time.
          "/pricing/[payments]": {
            routeRegex: "^/pricing/([^/]+?)(?:/)?$",
            fallback: false,
            dataRoute: "/pricing/[payments].rsc",
          },
        },
      }),
    );
    writeFileSync(
      path.join(next, "app-path-routes-manifest.json"),
      JSON.stringify({ "/l/[slug]/page": "/l/[slug]", "/pricing/[payments]/page": "/pricing/[payments]" }),
    );
  });
  afterEach(() => rmSync(next, { recursive: true, force: true }));

  it("has no hashes before the first visit, then the kept copy's, and follows each regeneration", () => {
    expect(keptPageScriptHashes("/l/bakery", next)).toEqual([]);
    mkdirSync(kept(), { recursive: true });
    const file = path.join(kept(), "bakery.html");
    writeFileSync(file, "<script>first()</script>");
    expect(keptPageScriptHashes("/l/bakery", next)).toEqual([sha("first()")]);
    expect(keptPageScriptHashes("/l/bakery/", next)).toEqual([sha("first()")]);
    writeFileSync(file, "<script>second()</script>");
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(keptPageScriptHashes("/l/bakery", next)).toEqual([sha("second()")]);
  });

  it("is null for every other path, and reads nothing outside the kept folder", () => {
    expect(keptPageScriptHashes("/pricing/off", next)).toBeNull();
    expect(keptPageScriptHashes("/l/bakery/preview", next)).toBeNull();
    expect(keptPageScriptHashes("/", next)).toBeNull();
    expect(keptPageScriptHashes("/l/../../etc/passwd", next)).toBeNull();
    expect(keptPageScriptHashes("/l/Bakery", next)).toBeNull();
  });
});
