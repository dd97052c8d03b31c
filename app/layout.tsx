import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { siteUrl } from "@/lib/site";

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

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfbfe" },
    { media: "(prefers-color-scheme: dark)", color: "#15151f" },
  ],
};

/**
 * The document. It reads nothing of the request, so a page that reads nothing either is prerendered:
 * LaunchForge's pages get their header and footer from app/(site)/layout.tsx, and a founder's launch page
 * (app/l) goes without them.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
