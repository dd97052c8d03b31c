import "server-only";

import { getLaunchPageBySlug, recordLaunchPageVisit } from "@/db/queries/launch-pages";
import { AppError } from "@/core/errors";
import { describeZodError, readBodyText } from "@/lib/http";
import { firstInWindow, hashedClient } from "@/lib/rate-limit";
import { findBodyProblem } from "@/lib/validation/text";
import { slugSchema, waitlistJoinSchema, type WaitlistJoin } from "./schemas";

/** What the public side of a launch page shares: finding a page by its address, reading a visitor's form. */

export const PAGE_NOT_FOUND_MESSAGE = "There is no launch page at this address.";

/** A join form is a few hundred bytes; anything past this is refused with 413 before it is read. */
export const JOIN_BODY_MAX_BYTES = 4096;

/**
 * The page at an address with its project; 404 for an address that is malformed, unknown, or not
 * published (unless the viewer owns it: `ownerId`).
 */
export async function visiblePage(rawSlug: unknown, viewerId?: string | null) {
  const slug = slugSchema.safeParse(rawSlug);
  const row = slug.success ? await getLaunchPageBySlug(slug.data) : null;
  if (!row || (!row.page.publishedAt && row.project.userId !== viewerId))
    throw new AppError(404, PAGE_NOT_FOUND_MESSAGE);
  return row;
}

/** A visitor counts once per page in this window (a reload, a second tab or a waitlist answer is no visit). */
export const VISIT_WINDOW_MS = 30 * 60_000;

/**
 * Counts a visit to a published page, once per client per page in VISIT_WINDOW_MS (by a keyed hash of its
 * address, never the address itself): the beacon of the kept page and the page rendered with the form's
 * answer both count here, so reading, joining and reading again is one visit.
 */
export async function countLaunchPageVisit(pageId: string, request: { headers: Headers }): Promise<void> {
  if (await firstInWindow(`visit:${pageId}:${hashedClient(request)}`, VISIT_WINDOW_MS)) {
    await recordLaunchPageVisit(pageId);
  }
}

/** Whether the request is a plain HTML form post (the page works without JavaScript). */
export function isFormPost(request: Request): boolean {
  return (request.headers.get("content-type") ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");
}

/** The visitor's entry, from a form or JSON, validated; 400/413/415 with a message the page can show. */
export async function readJoin(request: Request): Promise<WaitlistJoin> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const form = isFormPost(request);
  if (!form && type && !type.includes("application/json"))
    throw new AppError(415, "Send the form as JSON or as a plain HTML form.");
  const text = await readBodyText(request, JOIN_BODY_MAX_BYTES);
  let body: unknown;
  if (form) body = Object.fromEntries(new URLSearchParams(text));
  else {
    try {
      body = text === "" ? {} : JSON.parse(text);
    } catch {
      throw new AppError(400, "Request body must be valid JSON.");
    }
  }
  const unstorable = findBodyProblem(body);
  if (unstorable) throw new AppError(400, unstorable);
  const parsed = waitlistJoinSchema.safeParse(body);
  if (!parsed.success) throw new AppError(400, describeZodError(parsed.error));
  return parsed.data;
}
