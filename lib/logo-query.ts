import { z } from "zod";

import { LOGO_LIMITS } from "@/lib/content/logo-fonts";
import { FALLBACK_BRAND_NAME } from "@/lib/documents/fallback-brand";

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

/** The logo maker's starting text from the ?brand= values of its address. */
export function brandFromQuery(values: string[] | string | undefined): string {
  return brandQuerySchema.parse(values);
}
