import { z } from "zod";

import { FONT_FAMILIES, hexColorSchema } from "@/lib/artifacts/schemas";
import { FONT_WEIGHTS, fontWeightProblem } from "./font-families";
import { LOGO_LIMITS } from "./logo-fonts";

/** Every weight some family has: what a weight without a family may be. */
const ANY_WEIGHT = [...new Set(Object.values(FONT_WEIGHTS).flat())].sort((a, b) => a - b);

/** One logo's settings, as POST /api/logo/svg takes them. */
export const logoRenderSchema = z
  .object({
    text: z.string().trim().min(1, "Enter a brand name").max(LOGO_LIMITS.textMax),
    fontFamily: z.enum(FONT_FAMILIES),
    fontWeight: z.number().int(),
    fontSize: z.number().min(LOGO_LIMITS.fontSize.min).max(LOGO_LIMITS.fontSize.max),
    letterSpacing: z.number().min(LOGO_LIMITS.letterSpacing.min).max(LOGO_LIMITS.letterSpacing.max),
    color: hexColorSchema,
  })
  .superRefine((settings, ctx) => {
    const problem = fontWeightProblem(settings.fontFamily, settings.fontWeight);
    if (problem) ctx.addIssue({ code: "custom", path: ["fontWeight"], message: problem });
  });
export type LogoRenderInput = z.infer<typeof logoRenderSchema>;

/** The logo kit's stored settings (logoKitData): any of the wordmark's settings; the rest follow the brand. */
export const logoKitSettingsSchema = z
  .object({
    fontFamily: z.enum(FONT_FAMILIES),
    fontWeight: z
      .number()
      .int()
      .refine((w) => ANY_WEIGHT.includes(w), `Font weights are ${ANY_WEIGHT.join(", ")}`),
    fontSize: z.number().min(LOGO_LIMITS.fontSize.min).max(LOGO_LIMITS.fontSize.max),
    letterSpacing: z.number().min(LOGO_LIMITS.letterSpacing.min).max(LOGO_LIMITS.letterSpacing.max),
    color: hexColorSchema,
  })
  .partial()
  .strict()
  // The same rule as the logo API: a weight saved with a family is one that family has.
  .superRefine((settings, ctx) => {
    if (settings.fontFamily === undefined || settings.fontWeight === undefined) return;
    const problem = fontWeightProblem(settings.fontFamily, settings.fontWeight);
    if (problem) ctx.addIssue({ code: "custom", path: ["fontWeight"], message: problem });
  });
export type LogoKitSettings = z.infer<typeof logoKitSettingsSchema>;
