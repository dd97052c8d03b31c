import { z } from "zod";

import { FONT_FAMILIES, hexColorSchema } from "@/lib/artifacts/schemas";
import { LOGO_FONT_WEIGHTS, LOGO_LIMITS } from "./logo-fonts";

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
    const weights = LOGO_FONT_WEIGHTS[settings.fontFamily];
    if (!weights.includes(settings.fontWeight)) {
      ctx.addIssue({
        code: "custom",
        path: ["fontWeight"],
        message: `${settings.fontFamily} comes in weights ${weights.join(", ")}`,
      });
    }
  });
export type LogoRenderInput = z.infer<typeof logoRenderSchema>;

/** The logo kit's stored settings (logoKitData): any of the wordmark's settings; the rest follow the brand. */
export const logoKitSettingsSchema = z
  .object({
    fontFamily: z.enum(FONT_FAMILIES),
    fontWeight: z.number().int().min(300).max(800),
    fontSize: z.number().min(LOGO_LIMITS.fontSize.min).max(LOGO_LIMITS.fontSize.max),
    letterSpacing: z.number().min(LOGO_LIMITS.letterSpacing.min).max(LOGO_LIMITS.letterSpacing.max),
    color: hexColorSchema,
  })
  .partial()
  .strict();
export type LogoKitSettings = z.infer<typeof logoKitSettingsSchema>;
