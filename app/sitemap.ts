import type { MetadataRoute } from "next";

import { PUBLIC_PAGES, siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic"; // APP_URL is read at run time, not build time

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return PUBLIC_PAGES.map((path) => ({
    url: new URL(path, base).toString(),
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : 0.6,
  }));
}
