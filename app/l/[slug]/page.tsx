import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { LaunchPage } from "@/components/launch/launch-page";
import { VisitBeacon } from "@/components/launch/visit-beacon";
import { AppError } from "@/core/errors";
import { launchBrandName, launchPageContent } from "@/lib/launch/content";
import { launchMetadata } from "@/lib/launch/metadata";
import { visiblePage } from "@/lib/launch/public";
import { privacyLine, settingsOf } from "@/lib/launch/service";

type Props = { params: Promise<{ slug: string }> };

/**
 * /l/{slug}: a founder's published launch page, the same file for every visitor. Prerendered on its first
 * visit and kept (ISR): publishing, saving, taking down or deleting regenerates it at once
 * (revalidateLaunchPage), and the founder's other edits (a new brand or mockup) reach it within a minute
 * (`revalidate`). Unpublished or unknown, it is a 404; the owner's preview and the page with what the
 * form says back are rendered per request (./preview/page.tsx).
 */
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const load = cache(async (slug: string) => {
  try {
    return await visiblePage(slug, null);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return launchMetadata(await load((await params).slug));
}

export default async function PublishedLaunchPage({ params }: Props) {
  const row = await load((await params).slug);
  if (!row) notFound();
  const { page, project } = row;
  return (
    <>
      <LaunchPage
        slug={page.slug}
        content={launchPageContent(project, settingsOf(page, project))}
        preview={false}
        notice={null}
        privacy={privacyLine(launchBrandName(project))}
      />
      <VisitBeacon slug={page.slug} />
    </>
  );
}
