import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getLaunchPageBySlug } from "@/db/queries/launch-pages";
import { launchBrandName } from "@/lib/launch/content";
import { slugSchema } from "@/lib/launch/schemas";

export const metadata: Metadata = { title: "Leave the waitlist", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /l/{slug}/unsubscribe?token=…: the page the e-mail's link opens. Leaving is a button (a POST), so a mail
 * scanner that follows links cannot take anyone off the list.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const slug = slugSchema.safeParse((await params).slug);
  const row = slug.success ? await getLaunchPageBySlug(slug.data) : null;
  if (!row) notFound();
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token.slice(0, 100) : "";
  const brand = launchBrandName(row.project);
  return (
    <main
      id="main"
      className="mx-auto flex max-w-md flex-1 flex-col justify-center gap-4 px-5 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">Leave the {brand} waitlist</h1>
      {query.done === "1" ? (
        <p role="status">Done: your address is deleted from the list. You will hear nothing more.</p>
      ) : token ? (
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
    </main>
  );
}
