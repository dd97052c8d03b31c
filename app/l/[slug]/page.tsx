import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { after } from "next/server";

import { LaunchPage, NOTICES, type NoticeCode } from "@/components/launch/launch-page";
import { recordLaunchPageVisit } from "@/db/queries/launch-pages";
import { AppError } from "@/lib/errors";
import { launchBrandName, launchPageContent } from "@/lib/launch/content";
import { visiblePage } from "@/lib/launch/public";
import { privacyLine, settingsOf } from "@/lib/launch/service";
import { getCurrentUser } from "@/lib/session";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The page at the address, or null (404) for an unknown or unpublished one the viewer does not own. Read
 * once per request: the metadata and the page share it (React's cache).
 */
const load = cache(async (slug: string) => {
  const user = await getCurrentUser();
  try {
    const row = await visiblePage(slug, user?.id);
    return { ...row, ownerViewing: row.project.userId === user?.id };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const row = await load((await params).slug);
  if (!row) return { title: "Not found", robots: { index: false } };
  const settings = settingsOf(row.page, row.project);
  const brand = launchBrandName(row.project);
  const path = `/l/${row.page.slug}`;
  const image = row.project.prototypeData ? `/api/launch/${row.page.slug}/mockups/hero` : undefined;
  return {
    title: { absolute: `${brand}: ${settings.headline}` },
    description: settings.subheadline || settings.headline,
    alternates: { canonical: path },
    // A preview is never indexed; a published page is (until it is taken down: then it is a 404).
    robots: row.page.publishedAt ? { index: true, follow: true } : { index: false, follow: false },
    openGraph: {
      type: "website",
      url: path,
      siteName: brand,
      title: settings.headline,
      description: settings.subheadline || undefined,
      images: image ? [{ url: image, width: 1440, height: 900, alt: `${brand} on a laptop` }] : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary" },
  };
}

const noticeOf = (query: Record<string, string | string[] | undefined>): NoticeCode | null => {
  const one = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : null);
  const joined = one("joined");
  if (joined === "pending" || joined === "joined") return joined;
  if (one("confirmed") === "1") return "confirmed";
  if (one("confirmed") === "0") return "unconfirmed";
  const error = one("error");
  return error && error in NOTICES ? (error as NoticeCode) : null;
};

/**
 * /l/{slug}: a founder's public launch page. Published pages are for everyone; an unpublished one is a
 * 404 for visitors and a preview for its owner. A visit is counted on the server after the response
 * (not the owner's own, not a preview): no cookie, no third-party script.
 */
export default async function LaunchPageRoute({ params, searchParams }: Props) {
  const row = await load((await params).slug);
  if (!row) notFound();
  const { page, project, ownerViewing } = row;
  if (page.publishedAt && !ownerViewing) after(() => recordLaunchPageVisit(page.id));
  const brand = launchBrandName(project);
  return (
    <LaunchPage
      slug={page.slug}
      content={launchPageContent(project, settingsOf(page, project))}
      preview={!page.publishedAt}
      notice={noticeOf(await searchParams)}
      privacy={privacyLine(brand)}
    />
  );
}
