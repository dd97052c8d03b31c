import { env } from "./env";

/** The public origin of the site (canonical URLs, sitemap, Open Graph): APP_URL, or localhost in development. */
export function siteUrl(): URL {
  return new URL(env().APP_URL ?? `http://localhost:${env().PORT}`);
}

/**
 * The origin links back to this site should use (Stripe's return URLs): APP_URL when set, else the origin
 * the request came in on (development, previews).
 */
export function publicOrigin(request: Request): string {
  const configured = env().APP_URL;
  return (configured ? new URL(configured) : new URL(request.url)).origin;
}

/** The public pages, for the sitemap. */
export const PUBLIC_PAGES = ["/", "/pricing", "/logo-generator", "/contact", "/privacy", "/terms"] as const;
