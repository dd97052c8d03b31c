import { NextResponse } from "next/server";

import { methodNotAllowed, withOptionalUser } from "@/lib/http";
import { countLaunchPageVisit, visiblePage } from "@/lib/launch/public";

/**
 * POST /api/launch/{slug}/visit: the prerendered launch page counts its visit (components/launch/
 * visit-beacon.tsx). 204; the owner's own visits and previews are not counted, nor a client already counted
 * for this page in the last half hour (countLaunchPageVisit); 404 for an address with no published page.
 * No body is read.
 */
export const POST = withOptionalUser<{ slug: string }>(async ({ request, params, user }) => {
  const { page, project } = await visiblePage(params.slug, user?.id);
  if (page.publishedAt && project.userId !== user?.id) await countLaunchPageVisit(page.id, request);
  return new NextResponse(null, { status: 204 });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
