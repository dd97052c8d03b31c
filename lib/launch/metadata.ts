import type { Metadata } from "next";

import type { getLaunchPageBySlug } from "@/db/queries/launch-pages";
import { launchBrandName } from "./content";
import { settingsOf } from "./service";

type LaunchRow = NonNullable<Awaited<ReturnType<typeof getLaunchPageBySlug>>>;

/** A launch page's title, description, canonical address, robots and social preview; null: not found. */
export function launchMetadata(row: LaunchRow | null): Metadata {
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
