import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { getLaunchPageBySlug, hasWaitlistSignupToken } from "@/db/queries/launch-pages";
import { launchBrandName } from "@/lib/launch/content";
import { slugSchema } from "@/lib/launch/schemas";
import { hashToken } from "@/lib/launch/service";

export const metadata: Metadata = { title: "Leave the waitlist", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /l/{slug}/unsubscribe?token=…: the page the e-mail's link opens. Leaving is a button (a POST), so a mail
 * scanner that follows links cannot take anyone off the list. It names the brand only where the page is
 * published or the link's token is one of its signups' (someone who joined may leave a page taken down
 * since); for anyone else an unpublished page's address is a 404, as everywhere.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const slug = slugSchema.safeParse((await params).slug);
  const query = await searchParams;
  const row = slug.success ? await getLaunchPageBySlug(slug.data) : null;
  const published = Boolean(row?.page.publishedAt);
  // After leaving, the token is gone: the answer names the brand only where the page is published, and is
  // the same for any address otherwise (it tells nobody which addresses exist).
  if (query.done === "1") {
    return (
      <Frame brand={published && row ? launchBrandName(row.project) : null}>
        <p role="status">Done: your address is deleted from the list. You will hear nothing more.</p>
      </Frame>
    );
  }
  if (!row) notFound();
  const token = typeof query.token === "string" ? query.token.slice(0, 100) : "";
  const holder =
    token !== "" && (await hasWaitlistSignupToken({ pageId: row.page.id, tokenHash: hashToken(token) }));
  if (!published && !holder) notFound();
  return (
    <Frame brand={launchBrandName(row.project)}>
      {token ? (
        <form
          method="post"
          action={`/api/launch/${row.page.slug}/unsubscribe`}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="token" value={token} />
          <p>Your address will be deleted from the list for good.</p>
          <button type="submit" className="rounded-full bg-black px-5 py-3 font-bold text-white">
            Leave the list
          </button>
        </form>
      ) : (
        <p>This link is incomplete: open it again from the e-mail.</p>
      )}
    </Frame>
  );
}

function Frame({ brand, children }: { brand: string | null; children: ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto flex max-w-md flex-1 flex-col justify-center gap-4 px-5 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{brand ? `Leave the ${brand} waitlist` : "Leave the waitlist"}</h1>
      {children}
    </main>
  );
}
