import type { Metadata } from "next";

import { LogoGeneratorPage } from "@/components/logo/logo-generator-page";
import { PageHeader } from "@/components/site/page-header";

export const metadata: Metadata = {
  title: "Free Logo Generator",
  description:
    "Design a wordmark for your brand in eight professional fonts, pick weight, size, spacing and color, and download it free as a 2000 x 600 PNG or an SVG with outlined text. No sign-up needed.",
  alternates: { canonical: "/logo-generator" },
};

/** Prerendered: the same file for every visitor; ?brand= is read in the browser. */
export default function LogoGeneratorRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader
        title="Logo Generator"
        description="Design a wordmark for your brand and download it as a PNG or an SVG. Free, no account needed."
      />
      <LogoGeneratorPage />
    </div>
  );
}
