import { renderToStaticMarkup } from "react-dom/server";

import { getDb } from "@/db/client";
import { waitlistSignups } from "@/db/schema";
import { visiblePage } from "@/lib/launch/public";
import { hashToken } from "@/lib/launch/service";
import { setupTestDatabase } from "@/tests/helpers/db";
import { savedLaunchPage } from "@/tests/helpers/launch-pages";
import UnsubscribePage from "./page";

/**
 * The page a waitlist e-mail's leave link opens names the founder's brand: for a published page, or for the
 * holder of one of its signups' links (who may leave a page taken down since). For anyone else an
 * unpublished page's address is a 404, as everywhere, and the answer after leaving names nothing.
 */

setupTestDatabase();

async function render(slug: string, query: Record<string, string>): Promise<string> {
  try {
    return renderToStaticMarkup(
      await UnsubscribePage({ params: Promise.resolve({ slug }), searchParams: Promise.resolve(query) }),
    );
  } catch (error) {
    if ((error as { digest?: string }).digest?.includes("404")) return "404";
    throw error;
  }
}

async function publishedPage(slug: string) {
  const { setPublished } = await savedLaunchPage(slug, { published: true });
  const { page: stored } = await visiblePage(slug, null);
  const token = `token-${slug}`;
  const db = await getDb();
  await db
    .insert(waitlistSignups)
    .values({ pageId: stored.id, email: `${slug}@example.com`, tokenHash: hashToken(token) });
  return { token, unpublish: () => setPublished(false) };
}

it("names the brand on a published page, and after it is taken down only to a signup's own link", async () => {
  const { token, unpublish } = await publishedPage("leave-me");
  const published = await render("leave-me", { token: "not-a-signup" });
  expect(published).toMatch(/Leave the .+ waitlist/);
  const brand = /Leave the (.+) waitlist/.exec(published)![1];
  await unpublish();

  expect(await render("leave-me", {})).toBe("404");
  expect(await render("leave-me", { token: "not-a-signup" })).toBe("404");
  const holder = await render("leave-me", { token });
  expect(holder).toContain(`Leave the ${brand} waitlist`);
  expect(holder).toContain('name="token"');

  // After leaving, the answer names the brand of no unpublished page, and is the same for any address.
  const done = await render("leave-me", { done: "1" });
  expect(done).toContain("Leave the waitlist");
  expect(done).not.toContain(brand);
  expect(await render("no-such-page", { done: "1" })).toBe(done);
});
