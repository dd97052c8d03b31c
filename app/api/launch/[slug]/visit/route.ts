import { NextResponse } from "next/server";

import { recordLaunchPageVisit } from "@/db/queries/launch-pages";
import { methodNotAllowed, withOptionalUser } from "@/lib/http";
import { VISIT_WINDOW_MS, visiblePage } from "@/lib/launch/public";
import { firstInWindow, hashedClient } from "@/lib/rate-limit";

/**
 * POST /api/launch/{slug}/visit: the prerendered launch page counts its visit (components/launch/
 * visit-beacon.tsx). 204; the owner's own visits and previews are not counted, nor a client already counted
 * for this page in the last window (by a keyed hash of its address, never the address itself); 404 for an
 * address with no published page. No body is read.
 */
export const POST = withOptionalUser<{ slug: string }>(async ({ request, params, user }) => {
  const { page, project } = await visiblePage(params.slug, user?.id);
  if (
    page.publishedAt &&
    project.userId !== user?.id &&
    (await firstInWindow(`visit:${page.id}:${hashedClient(request)}`, VISIT_WINDOW_MS))
  )
    await recordLaunchPageVisit(page.id);
  return new NextResponse(null, { status: 204 });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
