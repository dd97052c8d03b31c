import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

import { compiledPrerenderedCsp } from "@/core/env";

/**
 * A Content Security Policy for prerendered pages, without a per-request nonce. A page Next.js prerenders at
 * build time (○ in the build output: the landing, privacy and terms pages) is served as the same HTML to
 * everyone, so its scripts carry no nonce; instead, each inline script it holds (the React flight data and
 * Next's bootstrap) is allowed by its SHA-256 hash. An address no route answers gets the prerendered 404
 * page, so it gets that page's hashes. Script files load from 'self'.
 *
 * The hashes are computed once the build has written the pages (scripts/static-csp.ts) and compiled into
 * the server (next.config.ts `env`, see builtCsp), so the proxy needs no HTML file beside it: a host that
 * serves the pages from a CDN and runs the proxy as a function (Vercel) gets the same policy. Without them
 * (`next build` run by hand) the hashes are read from the HTML files Next serves (.next/server/app).
 */

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The `'sha256-…'` source of every inline script (one without src) in a document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === "script") {
      const element = node as Element;
      if (!element.attrs.some((a) => a.name === "src")) {
        const text = element.childNodes.map((c) => ("value" in c ? String(c.value) : "")).join("");
        hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
      }
    }
    const children = "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
    if ("content" in node && node.content) visit(node.content as Node);
  };
  visit(parse(html) as unknown as Node);
  return [...hashes];
}

/** What the build computed: each prerendered page's hashes by path, and the regex of every route. */
export interface PrerenderedCsp {
  pages: Record<string, string[]>;
  routes: string[];
}

export type CompiledCsp = { csp: PrerenderedCsp; routes: RegExp[] };

export function compileCsp(csp: PrerenderedCsp): CompiledCsp {
  return { csp, routes: csp.routes.map((r) => new RegExp(r)) };
}

let built: { compiled: CompiledCsp | null } | undefined;

/**
 * The build's prerendered pages (LAUNCHFORGE_PRERENDERED_CSP, which next.config.ts compiles into the server
 * as a literal); null in development, in tests, and for a build made without scripts/build-if-needed.mjs.
 */
export function builtCsp(): CompiledCsp | null {
  if (!built) {
    const raw = compiledPrerenderedCsp();
    let compiled: CompiledCsp | null = null;
    try {
      compiled = raw ? compileCsp(JSON.parse(raw) as PrerenderedCsp) : null;
    } catch {
      compiled = null;
    }
    built = { compiled };
  }
  return built.compiled;
}

/**
 * Every prerendered page's hashes (`/` for index.html, `/_not-found` for the 404 page) and the build's route
 * patterns (routes-manifest.json), read from a build folder: what scripts/static-csp.ts compiles in.
 */
export function computePrerenderedCsp(nextDir: string): PrerenderedCsp {
  const appDir = path.join(nextDir, "server", "app");
  const pages: Record<string, string[]> = {};
  for (const file of readdirSync(appDir, { recursive: true }).map(String).sort()) {
    if (!file.endsWith(".html")) continue;
    const page = `/${file.slice(0, -".html".length).split(path.sep).join("/")}`;
    pages[page === "/index" ? "/" : page] = inlineScriptHashes(readFileSync(path.join(appDir, file), "utf8"));
  }
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "routes-manifest.json"), "utf8")) as {
    staticRoutes: { regex: string }[];
    dynamicRoutes: { regex: string }[];
  };
  return { pages, routes: [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => r.regex) };
}

/** Paths that can name a prerendered page: lower-case words, digits and hyphens between slashes. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?\/?$/;

const hashCache = new Map<string, { mtimeMs: number; hashes: string[] } | null>();

/**
 * The hashes of a prerendered HTML file, computed again when the file changes; null when there is none
 * (remembered: a page rendered per request gets no file until the next build, which is a new process).
 */
function fileHashes(file: string, { rememberMissing = true } = {}): string[] | null {
  const known = hashCache.get(file);
  if (known === null) return null;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    if (rememberMissing) remember(file, null);
    return null;
  }
  if (known && known.mtimeMs === mtimeMs) return known.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  remember(file, { mtimeMs, hashes });
  return hashes;
}

function remember(file: string, entry: { mtimeMs: number; hashes: string[] } | null) {
  if (hashCache.size > 500) hashCache.clear();
  hashCache.set(file, entry);
}

/** Each build's route patterns, read once: a new build is served by a new process. */
const routePatterns = new Map<string, RegExp[] | null>();

/** Whether any page or route of the build answers `pathname` (.next/routes-manifest.json). */
function matchesARoute(pathname: string, nextDir: string): boolean {
  if (!routePatterns.has(nextDir)) {
    let patterns: RegExp[] | null = null;
    try {
      const manifest = JSON.parse(readFileSync(path.join(nextDir, "routes-manifest.json"), "utf8")) as {
        staticRoutes: { regex: string }[];
        dynamicRoutes: { regex: string }[];
      };
      patterns = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => new RegExp(r.regex));
    } catch {
      // no build to read
    }
    routePatterns.set(nextDir, patterns);
  }
  const patterns = routePatterns.get(nextDir);
  // Without a build to read, assume a route (and a nonce).
  return !patterns || patterns.some((pattern) => pattern.test(pathname));
}

/**
 * The hashes of the prerendered page that answers `pathname`, or null when it is rendered per request (it
 * then gets a nonce). A path with its own prerendered HTML gets that file's; a path no route matches gets
 * the prerendered 404 page's. `nextDir` is the build's folder (.next).
 */
export function prerenderedScriptHashes(
  pathname: string,
  nextDir = path.join(process.cwd(), ".next"),
  compiled = builtCsp(),
): string[] | null {
  if (compiled) {
    const { csp, routes } = compiled;
    const trimmed = pathname.replace(/\/$/, "") || "/";
    if (PAGE_PATH.test(pathname) && csp.pages[trimmed]) return csp.pages[trimmed];
    return routes.some((pattern) => pattern.test(pathname)) ? null : (csp.pages["/_not-found"] ?? null);
  }
  const appDir = path.join(nextDir, "server", "app");
  if (PAGE_PATH.test(pathname)) {
    const trimmed = pathname.replace(/\/$/, "");
    const own = fileHashes(path.join(appDir, `${trimmed === "" ? "index" : trimmed.slice(1)}.html`));
    if (own) return own;
  }
  return matchesARoute(pathname, nextDir) ? null : fileHashes(path.join(appDir, "_not-found.html"));
}

/** Pages prerendered on their first visit and kept (ISR), with the folder Next keeps their files in. */
const keptRouteCache = new Map<string, { regex: RegExp; folder: string }[]>();

/**
 * The build's ISR routes: prerender-manifest.json's dynamic routes rendered on first visit (`fallback:
 * null`), each with the folder Next 16 writes their pages to (server/route-cache/APP_PAGE/<sha256 of the
 * app page>/$; app-path-routes-manifest.json names the page). Read once per build.
 */
function keptRoutes(nextDir: string): { regex: RegExp; folder: string }[] {
  const known = keptRouteCache.get(nextDir);
  if (known) return known;
  let routes: { regex: RegExp; folder: string }[] = [];
  try {
    const prerender = JSON.parse(readFileSync(path.join(nextDir, "prerender-manifest.json"), "utf8")) as {
      dynamicRoutes: Record<string, { routeRegex: string; fallback: unknown; dataRoute: string | null }>;
    };
    const appPaths = JSON.parse(
      readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8"),
    ) as Record<string, string>;
    const pageOf = new Map(Object.entries(appPaths).map(([page, route]) => [route, page]));
    routes = Object.entries(prerender.dynamicRoutes).flatMap(([route, entry]) => {
      const page = pageOf.get(route);
      if (entry.fallback !== null || !entry.dataRoute?.endsWith(".rsc") || !page) return [];
      const owner = createHash("sha256").update(page).digest("hex");
      return [
        {
          regex: new RegExp(entry.routeRegex),
          folder: path.join(nextDir, "server", "route-cache", "APP_PAGE", owner, "$"),
        },
      ];
    });
  } catch {
    // no build to read
  }
  keptRouteCache.set(nextDir, routes);
  return routes;
}

/**
 * For a page prerendered on its first visit and kept (ISR: a published launch page), the hashes of the
 * copy Next keeps now ([] before the first visit); null for any other path. Such a page may be served from
 * that copy or rendered afresh in the same response (its first visit, or right after a change regenerates
 * it), so the proxy allows both: these hashes and the request's nonce, which a fresh render puts on its
 * scripts. A missing copy is not remembered: it appears with the first visit.
 */
export function keptPageScriptHashes(
  pathname: string,
  nextDir = path.join(process.cwd(), ".next"),
): string[] | null {
  if (!PAGE_PATH.test(pathname)) return null;
  const trimmed = pathname.replace(/\/$/, "");
  const route = keptRoutes(nextDir).find((r) => r.regex.test(trimmed));
  if (!route) return null;
  return fileHashes(path.join(route.folder, `${trimmed}.html`), { rememberMissing: false }) ?? [];
}
