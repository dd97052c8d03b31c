import "server-only";

import { createHash } from "node:crypto";

import { z } from "zod";

import { safeFileName } from "@/lib/documents/brand";
import { MOCKUP_KINDS, mockupContentOfProject } from "@/lib/documents/mockups";
import { renderOffThread } from "@/lib/render-pool";
import { entitlements } from "@/lib/entitlements";
import { AppError, parseParams, withUser } from "@/lib/http";
import { loadOwnedProject } from "@/lib/generation";
import { perUserQueue } from "@/lib/concurrency";
import { env } from "@/core/env";
import { EXPORT_BUSY_MESSAGE } from "./downloads";

/**
 * Mockups one user may have drawing at once: the panel asks for its four pictures together, so a request
 * over the limit waits its turn (each takes a fifth of a second) rather than answering 429 and leaving a
 * broken picture.
 */
const acquireMockupSlot = perUserQueue(() => env().EXPORT_CONCURRENCY, EXPORT_BUSY_MESSAGE, {
  maxWaiting: 8,
  timeoutMs: 20_000,
});

const paramsSchema = z.object({ projectId: z.uuid(), kind: z.enum(MOCKUP_KINDS) });

export const NO_PROTOTYPE_MESSAGE = "Generate the prototype assets first: the mockups are drawn from them.";

/**
 * GET /api/projects/{id}/mockups/{hero|phone|social|moodboard}: the mockup as a PNG, drawn from the
 * project's brand, palette, fonts and copy as they are now (never stored, so every edit shows at once).
 * The ETag is a hash of what the picture is drawn from: an unchanged project answers 304 without drawing.
 * `?download=1` sends it as a file named after the brand.
 */
export const getMockup = withUser<{ projectId: string; kind: string }>(async ({ request, params, user }) => {
  const { projectId, kind } = parseParams(
    params,
    paramsSchema,
    new AppError(404, `No such mockup: the mockups are ${MOCKUP_KINDS.join(", ")}`),
  );
  // The mockups are the prototype step's pictures: the plan that makes the step draws them.
  entitlements(user).assert({ generate: "prototypeData" });
  const project = await loadOwnedProject(projectId, user);
  const content = mockupContentOfProject(project);
  if (!content) throw new AppError(409, NO_PROTOTYPE_MESSAGE);
  const etag = `"${createHash("sha256")
    .update(JSON.stringify([kind, content]))
    .digest("base64url")
    .slice(0, 27)}"`;
  const download = request.nextUrl.searchParams.get("download") === "1";
  const headers: Record<string, string> = {
    "cache-control": "private, no-cache",
    etag,
    "x-content-type-options": "nosniff",
  };
  if (!download && request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers });
  const release = await acquireMockupSlot(user.id);
  let png: Buffer;
  try {
    png = await renderOffThread("mockupPng", kind, content);
  } finally {
    release();
  }
  if (download) {
    const filename = safeFileName(content.brand.name, `${kind}-mockup.png`);
    headers["content-disposition"] = `attachment; filename="${filename}"`;
  }
  return new Response(new Uint8Array(png), { headers: { ...headers, "content-type": "image/png" } });
});
