import { z } from "zod";

import {
  DEFAULT_LOGO_COLOR,
  DEFAULT_LOGO_FONT,
  DEFAULT_LOGO_WEIGHT,
  LOGO_DESIGN,
  LOGO_LIMITS,
} from "@/lib/content/logo-fonts";
import { logoRenderSchema, type LogoRenderInput } from "@/lib/content/logo-schemas";
import { safeFileName } from "@/lib/documents/brand";
import { wordmarkSvg } from "@/lib/documents/wordmark";
import {
  AppError,
  describeZodError,
  methodNotAllowed,
  parseBody,
  searchParamsObject,
  withOptionalUser,
} from "@/lib/http";
import { clientKey, enforceRateLimit } from "@/lib/rate-limit";

/**
 * The public logo generator's wordmark as SVG: the letters as paths (no <text>, so it looks the same
 * without the font installed) on a transparent 1000 x 300 canvas. Signed in or out; 60 a minute per IP.
 *  - POST with the settings as JSON: a download (attachment).
 *  - GET /api/logo/svg?text=Acme&font=Poppins&weight=600&size=48&spacing=0&color=%231E40AF: the same
 *    picture for an <img> or a link, cacheable (the picture depends on the query only). Everything but
 *    `text` has the generator's default; `color` may leave out the "#".
 */

const number = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`)
    .transform(Number);

const logoQuerySchema = z
  .object({
    text: z.string({ error: "text is required" }),
    font: z.string().optional(),
    weight: number("weight").optional(),
    size: number("size").optional(),
    spacing: number("spacing").optional(),
    color: z.string().optional(),
  })
  .strict();

function settingsFromQuery(request: Request): LogoRenderInput {
  const query = logoQuerySchema.safeParse(searchParamsObject(request));
  if (!query.success) throw new AppError(400, describeZodError(query.error));
  const { text, font, weight, size, spacing, color } = query.data;
  const settings = logoRenderSchema.safeParse({
    text,
    fontFamily: font ?? DEFAULT_LOGO_FONT,
    fontWeight: weight ?? DEFAULT_LOGO_WEIGHT,
    fontSize: size ?? LOGO_LIMITS.fontSize.default,
    letterSpacing: spacing ?? LOGO_LIMITS.letterSpacing.default,
    color: color === undefined ? DEFAULT_LOGO_COLOR : color.startsWith("#") ? color : `#${color}`,
  });
  if (!settings.success) throw new AppError(400, describeZodError(settings.error));
  return settings.data;
}

async function limit(request: Request) {
  await enforceRateLimit({
    key: `logo-svg:ip:${clientKey(request)}`,
    limit: 60,
    windowMs: 60_000,
    message: "Too many logo downloads. Please wait a minute.",
  });
}

function svgResponse(settings: LogoRenderInput, disposition: "attachment" | "inline", cache: string) {
  const svg = wordmarkSvg(settings, { ...LOGO_DESIGN, background: null });
  const filename = safeFileName(settings.text, "logo.svg");
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "content-disposition": `${disposition}; filename="${filename}"`,
      "cache-control": cache,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}

export const POST = withOptionalUser(async ({ request }) => {
  await limit(request);
  const settings = await parseBody(request, logoRenderSchema);
  return svgResponse(settings, "attachment", "no-store");
});

export const GET = withOptionalUser(async ({ request }) => {
  await limit(request);
  return svgResponse(settingsFromQuery(request), "inline", "public, max-age=86400");
});

/** Other methods: 405 JSON with Allow. */
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
