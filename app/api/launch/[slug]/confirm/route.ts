import { NextResponse } from "next/server";

import { confirmWaitlistSignup } from "@/db/queries/launch-pages";
import { methodNotAllowed, searchParamsObject, withOptionalUser } from "@/lib/http";
import { visiblePage } from "@/lib/launch/public";
import { hashToken } from "@/lib/launch/service";
import { publicOrigin } from "@/lib/site";

/**
 * GET /api/launch/{slug}/confirm?token=…: the link in the confirmation e-mail. Confirming twice is
 * harmless; an unknown token says so on the page. The page goes back to its address either way.
 */
export const GET = withOptionalUser<{ slug: string }>(async ({ request, params, user }) => {
  const { page } = await visiblePage(params.slug, user?.id);
  const token = searchParamsObject(request).token ?? "";
  const confirmed =
    token.length > 0 &&
    token.length <= 100 &&
    (await confirmWaitlistSignup({ pageId: page.id, tokenHash: hashToken(token) }));
  return NextResponse.redirect(
    new URL(`/l/${page.slug}?confirmed=${confirmed ? "1" : "0"}#waitlist`, publicOrigin(request)),
    303,
  );
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
