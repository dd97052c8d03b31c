import "server-only";

import { revalidatePath } from "next/cache";
import { after } from "next/server";

import { warmLaunchPage } from "./warm";

/**
 * Outside a Next.js request (a script, or a test calling a handler directly) there is no prerender cache
 * and no response to run after: those are the only errors let through here.
 */
const OUTSIDE_NEXT = /static generation store missing|outside a request scope/;

function unlessOutsideNext(task: () => void): void {
  try {
    task();
  } catch (error) {
    if (!(error instanceof Error && OUTSIDE_NEXT.test(error.message))) throw error;
  }
}

/**
 * Regenerates the kept /l/{slug} at once (app/l/[slug]/page.tsx): after publishing, saving, taking down or
 * deleting, the next visitor gets the new page or the 404, not the kept copy.
 */
export function revalidateLaunchPage(...slugs: (string | null | undefined)[]): void {
  for (const slug of new Set(slugs)) if (slug) unlessOutsideNext(() => revalidatePath(`/l/${slug}`));
}

/** After the response, asks this server for a published page so that Next keeps it (lib/launch/warm.ts). */
export function keepLaunchPage(slug: string): void {
  unlessOutsideNext(() => after(() => warmLaunchPage(slug)));
}
