import "server-only";

import { createHash, randomBytes } from "node:crypto";

import {
  addWaitlistSignup,
  getOwnedLaunchPage,
  isUniqueViolation,
  launchPageStats,
  markWaitlistMailed,
  saveLaunchPage,
} from "@/db/queries/launch-pages";
import type { LaunchPage, Project } from "@/db/schema";
import { smtpUrl } from "@/core/env";
import { AppError } from "@/core/errors";
import { sendMail } from "@/lib/mail";
import { defaultLaunchSettings, launchBrandName, slugFrom, type LaunchProject } from "./content";
import { launchSettingsSchema, type LaunchPageView, type LaunchSettings } from "./schemas";

/**
 * The launch page's server side: what the founder's panel reads, saving under a unique address, and a
 * visitor joining the waitlist (stored first, then a confirmation e-mail when mail is configured).
 */

export const SLUG_TAKEN_MESSAGE = "That address is taken; choose another.";
export const NO_CONCEPT_MESSAGE = "Answer the quiz first: the launch page is written from your concept.";

/** The settings stored on a page, or the proposed ones when they no longer parse. */
export function settingsOf(page: LaunchPage, project: LaunchProject): LaunchSettings {
  const parsed = launchSettingsSchema.safeParse(page.settings);
  return parsed.success ? parsed.data : defaultLaunchSettings(project);
}

export async function launchPageView(project: Project, page: LaunchPage | null): Promise<LaunchPageView> {
  const mailConfigured = Boolean(smtpUrl());
  if (!page)
    return {
      slug: slugFrom(launchBrandName(project)),
      settings: defaultLaunchSettings(project),
      published: false,
      publishedAt: null,
      mailConfigured,
      stats: { visits: 0, signups: 0, confirmed: 0, conversion: null, days: [] },
      draft: true,
    };
  return {
    slug: page.slug,
    settings: settingsOf(page, project),
    published: page.publishedAt !== null,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    mailConfigured,
    stats: await launchPageStats(page.id),
    draft: false,
  };
}

/** Saves the page's address and settings; 409 when another page has the address. */
export async function saveOwnedLaunchPage(
  project: Project,
  input: { slug: string; settings: LaunchSettings },
) {
  if (!project.quizData) throw new AppError(409, NO_CONCEPT_MESSAGE);
  try {
    return await saveLaunchPage({ projectId: project.id, slug: input.slug, settings: input.settings });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, SLUG_TAKEN_MESSAGE);
    throw error;
  }
}

/** The owner's page, or 404 "save it first" when the founder has never saved one. */
export async function requireOwnedLaunchPage(projectId: string, userId: string): Promise<LaunchPage> {
  const page = await getOwnedLaunchPage({ projectId, userId });
  if (!page) throw new AppError(404, "This project has no launch page yet: save one first.");
  return page;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The links every waitlist e-mail carries. */
export function waitlistLinks(origin: string, slug: string, token: string) {
  const t = encodeURIComponent(token);
  return {
    confirm: `${origin}/api/launch/${slug}/confirm?token=${t}`,
    unsubscribe: `${origin}/l/${slug}/unsubscribe?token=${t}`,
  };
}

/** The line on the page and in every e-mail that says who holds the visitor's address. */
export function privacyLine(brand: string): string {
  return `${brand} is the controller of the e-mail address you leave here and uses it only to tell you about its launch; LaunchForge stores it on ${brand}'s behalf. Every e-mail has a link to leave the list, and leaving deletes your address.`;
}

export interface JoinOutcome {
  /** The same for a new, a repeated and a confirmed address: nobody learns who is on the list. */
  status: "pending" | "joined";
}

/**
 * Adds a visitor to the waitlist. With mail configured, the address must confirm (double opt-in) and
 * the answer is "pending" (check your inbox); without it the address is stored unconfirmed and the answer
 * is "joined". A repeated address gets the same answer as a new one.
 */
export async function joinWaitlist(input: {
  page: LaunchPage;
  brand: string;
  origin: string;
  email: string;
  name: string;
  answer: string;
}): Promise<JoinOutcome> {
  const token = randomBytes(24).toString("base64url");
  const signup = await addWaitlistSignup({
    pageId: input.page.id,
    email: input.email,
    name: input.name || null,
    answer: input.answer || null,
    tokenHash: hashToken(token),
  });
  if (!smtpUrl()) return { status: "joined" };
  if (signup.confirmed || !signup.tokenStored) return { status: "pending" };
  const links = waitlistLinks(input.origin, input.page.slug, token);
  const sent = await sendMail({
    to: input.email,
    subject: `Confirm your place on the ${input.brand} waitlist`,
    text: [
      `Hello${input.name ? ` ${input.name}` : ""},`,
      "",
      `You asked to join the waitlist for ${input.brand}. Please confirm your address:`,
      links.confirm,
      "",
      "If this was not you, ignore this e-mail: without confirmation you will hear nothing more.",
      `To leave the list at any time: ${links.unsubscribe}`,
      "",
      privacyLine(input.brand),
    ].join("\n"),
  });
  if (sent)
    await markWaitlistMailed(signup.id).catch((error: unknown) =>
      console.error("[launch] could not mark as mailed:", error),
    );
  return { status: "pending" };
}
