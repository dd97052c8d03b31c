import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { after } from "next/server";

import { LaunchPage, NOTICES, type NoticeCode } from "@/components/launch/launch-page";
import { AppError } from "@/core/errors";
import { launchBrandName, launchPageContent } from "@/lib/launch/content";
import { launchMetadata } from "@/lib/launch/metadata";
import { keepLaunchPage } from "@/lib/launch/revalidate";
import { launchPageKept } from "@/lib/launch/warm";
import { countLaunchPageVisit, visiblePage } from "@/lib/launch/public";
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
  return launchMetadata(await load((await params).slug));
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
 * A launch page rendered per request: the owner's preview at /l/{slug}/preview (an unpublished page is a
 * 404 for everyone else), and the published page with what the form says back (/l/{slug}?joined=…,
 * ?confirmed=…, ?error=…, which the proxy serves from here so that the form works without JavaScript).
 * Without those, visitors get the prerendered /l/{slug} (../page.tsx). A visit is counted on the server
 * after the response (not the owner's own, not a preview): no cookie, no third-party script.
 */
export default async function LaunchPageRoute({ params, searchParams }: Props) {
  const row = await load((await params).slug);
  if (!row) notFound();
  const { page, project, ownerViewing } = row;
  const query = await searchParams;
  if (page.publishedAt && !ownerViewing) {
    const request = { headers: await headers() };
    after(() => countLaunchPageVisit(page.id, request));
    // A published page read here without a form's answer has no kept copy yet (a new build starts without).
    if (noticeOf(query) === null && !launchPageKept(page.slug)) keepLaunchPage(page.slug);
  }
  const brand = launchBrandName(project);
  return (
    <LaunchPage
      slug={page.slug}
      content={launchPageContent(project, settingsOf(page, project))}
      preview={!page.publishedAt}
      notice={noticeOf(query)}
      privacy={privacyLine(brand)}
    />
  );
}
