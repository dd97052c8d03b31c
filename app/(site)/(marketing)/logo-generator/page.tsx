import type { Metadata } from "next";
import { z } from "zod";

import { LogoGenerator } from "@/components/logo/logo-generator";
import { PageHeader } from "@/components/site/page-header";
import { LOGO_LIMITS } from "@/lib/content/logo-fonts";
import { FALLBACK_BRAND_NAME } from "@/lib/documents/brand";

export const metadata: Metadata = {
  title: "Free Logo Generator",
  description:
    "Design a wordmark for your brand in eight professional fonts, pick weight, size, spacing and color, and download it free as a 2000 x 600 PNG or an SVG with outlined text. No sign-up needed.",
  alternates: { canonical: "/logo-generator" },
};

/** ?brand=: the first value, trimmed and cut to 50 characters; the fallback brand when absent or blank. */
const brandQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value) ?? "";
    const text = first
      .trim()
      .slice(0, LOGO_LIMITS.textMax)
      .replace(/[\uD800-\uDBFF]$/, "")
      .trim();
    return text || FALLBACK_BRAND_NAME;
  });

export default async function LogoGeneratorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { brand } = await searchParams;
  const initialText = brandQuerySchema.parse(brand);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader
        title="Logo Generator"
        description="Design a wordmark for your brand and download it as a PNG or an SVG. Free, no account needed."
      />
      <LogoGenerator key={initialText} initialText={initialText} />
    </div>
  );
}
