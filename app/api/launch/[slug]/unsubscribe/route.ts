import { NextResponse } from "next/server";
import { z } from "zod";

import { getLaunchPageBySlug, removeWaitlistSignupByToken } from "@/db/queries/launch-pages";
import { AppError, methodNotAllowed, parseParams, readBodyText, withOptionalUser } from "@/lib/http";
import { PAGE_NOT_FOUND_MESSAGE } from "@/lib/launch/public";
import { slugSchema } from "@/lib/launch/schemas";
import { hashToken } from "@/lib/launch/service";
import { publicOrigin } from "@/lib/site";

const tokenSchema = z.object({ token: z.string().min(1).max(100) });

/**
 * POST /api/launch/{slug}/unsubscribe (form field `token`, from the page the e-mail's link opens): deletes
 * the address from the waitlist. It works whether or not the page is still published. A second press finds
 * nothing to delete and says the same.
 */
export const POST = withOptionalUser<{ slug: string }>(async ({ request, params }) => {
  const slug = parseParams(params.slug, slugSchema, new AppError(404, PAGE_NOT_FOUND_MESSAGE));
  const row = await getLaunchPageBySlug(slug);
  if (!row) throw new AppError(404, PAGE_NOT_FOUND_MESSAGE);
  const text = await readBodyText(request, 1024);
  const { token } = parseParams(
    Object.fromEntries(new URLSearchParams(text)),
    tokenSchema,
    new AppError(400, "The link is incomplete: open it again from the e-mail."),
  );
  await removeWaitlistSignupByToken({ pageId: row.page.id, tokenHash: hashToken(token) });
  return NextResponse.redirect(new URL(`/l/${slug}/unsubscribe?done=1`, publicOrigin(request)), 303);
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
