import { NextResponse } from "next/server";

import { smtpUrl } from "@/core/env";
import { AppError, methodNotAllowed, toErrorResponse, withOptionalUser } from "@/lib/http";
import { launchBrandName } from "@/lib/launch/content";
import { isFormPost, readJoin, visiblePage } from "@/lib/launch/public";
import { joinWaitlist, settingsOf } from "@/lib/launch/service";
import { clientKey, enforceRateLimit } from "@/lib/rate-limit";
import { publicOrigin } from "@/lib/site";

export const JOINED_MESSAGES = {
  pending: "Thank you! Check your inbox and confirm your address to keep your place.",
  joined: "Thank you! You are on the list.",
} as const;

/** Where a form post goes back to: the page's waitlist, saying what happened (a code, never free text). */
const backTo = (request: Request, slug: string, query: string) =>
  NextResponse.redirect(new URL(`/l/${slug}?${query}#waitlist`, publicOrigin(request)), 303);

/**
 * POST /api/launch/{slug}/join: a visitor joins a published page's waitlist, from the page's plain HTML
 * form (answered with a 303 back to the page) or as JSON. Spam defences: a honeypot field (a filled one
 * gets the same answer and stores nothing), a 4 KB body, a valid address, limits per client address and
 * per e-mail address. A repeated address gets the same answer as a new one (nobody learns who signed up).
 */
export const POST = withOptionalUser<{ slug: string }>(async ({ request, params, user }) => {
  const form = isFormPost(request);
  try {
    const { page, project } = await visiblePage(params.slug, user?.id);
    if (!page.publishedAt) throw new AppError(409, "This page is a preview: publish it to take signups.");
    const input = await readJoin(request);
    const status = smtpUrl() ? "pending" : "joined";
    if (!input.website) {
      await enforceRateLimit({
        key: `waitlist:ip:${clientKey(request)}`,
        limit: 20,
        windowMs: 10 * 60_000,
        message: "Too many signups from your network just now. Please try again in a few minutes.",
      });
      await enforceRateLimit({
        key: `waitlist:email:${page.id}:${input.email}`,
        limit: 3,
        windowMs: 60 * 60_000,
        message: "This address was entered several times in the last hour. Please check your inbox.",
      });
      const settings = settingsOf(page, project);
      await joinWaitlist({
        page,
        brand: launchBrandName(project),
        origin: publicOrigin(request),
        email: input.email,
        name: input.name,
        answer: settings.question ? input.answer : "",
      });
    }
    if (form) return backTo(request, page.slug, `joined=${status}`);
    return NextResponse.json({ status, message: JOINED_MESSAGES[status] });
  } catch (error) {
    if (!form || !(error instanceof AppError) || error.status === 404) throw error;
    const code = error.status === 429 ? "busy" : error.status === 409 ? "preview" : "invalid";
    const slug = String(params.slug).toLowerCase();
    return /^[a-z0-9-]{1,48}$/.test(slug) ? backTo(request, slug, `error=${code}`) : toErrorResponse(error);
  }
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
