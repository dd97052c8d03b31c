import "./globals.css";

import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import { Providers } from "@/components/site/providers";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { isLaunchPagePath, PATH_HEADER, siteUrl } from "@/lib/site";

export function generateMetadata(): Metadata {
  return {
    metadataBase: siteUrl(),
    title: { default: "LaunchForge: from idea to launch package", template: "%s | LaunchForge" },
    description:
      "Answer five questions and get an AI analysis, brand names with real domain checks, a business analysis, prototype assets, a 60-day action plan and a pitch deck.",
    applicationName: "LaunchForge",
    openGraph: { type: "website", siteName: "LaunchForge", locale: "en_US" },
    twitter: { card: "summary_large_image" },
  };
}

/**
 * Every page renders per request: its scripts carry the nonce of that request's Content Security Policy
 * (proxy.ts), and a prerendered page could not.
 */
export const dynamic = "force-dynamic";

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfbfe" },
    { media: "(prefers-color-scheme: dark)", color: "#15151f" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // A founder's launch page is theirs: their brand, no LaunchForge header, footer or session script.
  if (isLaunchPagePath((await headers()).get(PATH_HEADER)))
    return (
      <html lang="en">
        <body className="flex min-h-dvh flex-col">{children}</body>
      </html>
    );
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Providers>
          <SiteHeader />
          <main id="main" className="flex-1 pt-16">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
