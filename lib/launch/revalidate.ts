import "server-only";

import { revalidatePath } from "next/cache";

/**
 * Regenerates the prerendered /l/{slug} at once (app/l/[slug]/page.tsx): after publishing, saving, taking
 * down or deleting, the next visitor gets the new page or the 404, not the kept copy. Outside a Next.js
 * request (a script, or a test calling a handler directly) there is no prerender cache to clear, which is
 * the one error let through.
 */
export function revalidateLaunchPage(...slugs: (string | null | undefined)[]): void {
  for (const slug of new Set(slugs)) {
    if (!slug) continue;
    try {
      revalidatePath(`/l/${slug}`);
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith("Invariant: static generation store missing")))
        throw error;
    }
  }
}
