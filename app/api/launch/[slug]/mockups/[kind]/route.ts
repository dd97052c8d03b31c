import { createHash } from "node:crypto";

import { z } from "zod";

import { perUserQueue } from "@/lib/concurrency";
import { renderOffThread } from "@/lib/render-pool";
import { MOCKUP_KINDS, mockupContentOfProject } from "@/lib/documents/mockups";
import { env } from "@/core/env";
import { AppError, methodNotAllowed, parseParams, withOptionalUser } from "@/lib/http";
import { visiblePage } from "@/lib/launch/public";
import { EXPORT_BUSY_MESSAGE } from "@/lib/routes/downloads";

const kindSchema = z.object({ kind: z.enum(MOCKUP_KINDS) });

/** Pictures one page may have drawing at once (a page shows a few; a crawler asking for many waits). */
const acquireSlot = perUserQueue(() => env().EXPORT_CONCURRENCY, EXPORT_BUSY_MESSAGE, {
  maxWaiting: 8,
  timeoutMs: 20_000,
});

/**
 * GET /api/launch/{slug}/mockups/{hero|phone|social|moodboard}: a published page's mockup as a PNG (its
 * Open Graph image is the hero), drawn from the project as it is now. Cached for five minutes by browsers
 * and CDNs, with an ETag of what it is drawn from; 404 once the page is unpublished.
 */
export const GET = withOptionalUser<{ slug: string; kind: string }>(async ({ request, params, user }) => {
  const { kind } = parseParams(params, kindSchema, new AppError(404, "No such mockup"));
  const { page, project } = await visiblePage(params.slug, user?.id);
  const content = mockupContentOfProject(project);
  if (!content) throw new AppError(404, "This page has no mockups yet.");
  const etag = `"${createHash("sha256")
    .update(JSON.stringify([kind, content]))
    .digest("base64url")
    .slice(0, 27)}"`;
  const headers: Record<string, string> = {
    // A preview (owner only) is never cached by a shared cache.
    "cache-control": page.publishedAt ? "public, max-age=300" : "private, no-cache",
    etag,
    "x-content-type-options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const release = await acquireSlot(`launch:${page.id}`);
  try {
    const png = await renderOffThread("mockupPng", kind, content);
    return new Response(new Uint8Array(png), { headers: { ...headers, "content-type": "image/png" } });
  } finally {
    release();
  }
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
