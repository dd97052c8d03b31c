import { LOGO_DESIGN } from "@/lib/content/logo-fonts";
import { logoRenderSchema } from "@/lib/content/logo-schemas";
import { safeFileName } from "@/lib/documents/brand";
import { wordmarkSvg } from "@/lib/documents/wordmark";
import { parseBody, withOptionalUser } from "@/lib/http";
import { clientIp, enforceRateLimit } from "@/lib/rate-limit";

/**
 * The public logo generator's SVG download: the wordmark as paths (no <text>, so it looks the same without
 * the font installed) on a transparent 1000 x 300 canvas. Signed in or out; 60 a minute per IP.
 */
export const POST = withOptionalUser(async ({ request }) => {
  await enforceRateLimit({
    key: `logo-svg:ip:${clientIp(request)}`,
    limit: 60,
    windowMs: 60_000,
    message: "Too many logo downloads. Please wait a minute.",
  });
  const settings = await parseBody(request, logoRenderSchema);
  const svg = wordmarkSvg(settings, { ...LOGO_DESIGN, background: null });
  const filename = safeFileName(settings.text, "logo.svg");
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
});
