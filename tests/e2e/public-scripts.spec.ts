import { readFileSync } from "node:fs";

import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * What a visitor's browser downloads on the public pages (issue 21). Each library below is marked by a
 * string its minified code keeps; the landing, pricing and legal pages need none of them, and none of the
 * public pages needs the database layer or react-query. A page that does (the contact form validates
 * with zod) says so here.
 */
const MARKERS = {
  drizzle: { text: "drizzle:entityKind", source: "node_modules/drizzle-orm/entity.js" },
  "react-query": {
    text: "Missing queryFn",
    source: "node_modules/@tanstack/query-core/build/modern/utils.js",
  },
  zod: { text: "Unexpected value in exhaustive check", source: "node_modules/zod/v4/core/util.js" },
} as const;
type Library = keyof typeof MARKERS;

const PAGES: { path: string; uses: Library[] }[] = [
  { path: "/", uses: [] },
  { path: "/pricing", uses: [] },
  { path: "/privacy", uses: [] },
  { path: "/terms", uses: [] },
  { path: "/contact", uses: ["zod"] },
  { path: "/logo-generator", uses: ["zod"] },
];

/**
 * The libraries found in the scripts the page's document names (what a first visit pays for before the
 * page works). Read from the HTML the server sends, not the live page: once React runs, Next adds script
 * tags for the chunks of the pages it prefetches, which a visitor pays for later and only when idle.
 */
async function librariesLoaded(request: APIRequestContext, path: string): Promise<Library[]> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter((tag) => !/\bnomodule\b/i.test(tag[0]))
    .map((tag) => tag[1]);
  expect(sources.length).toBeGreaterThan(0);
  const scripts = await Promise.all(sources.map(async (source) => (await request.get(source)).text()));
  return (Object.keys(MARKERS) as Library[]).filter((library) =>
    scripts.some((script) => script.includes(MARKERS[library].text)),
  );
}

test("each marker is in its library's code, so finding none means the library was not sent", () => {
  for (const { text, source } of Object.values(MARKERS)) expect(readFileSync(source, "utf8")).toContain(text);
});

for (const { path, uses } of PAGES) {
  test(`${path} loads only the libraries it uses (${uses.join(", ") || "none of the marked ones"})`, async ({
    request,
  }) => {
    expect(await librariesLoaded(request, path)).toEqual(uses);
  });
}
