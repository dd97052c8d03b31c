import { paymentMode, supportIsStaffed } from "@/core/env";

/**
 * Public pages whose content depends on how this server is configured, not on who asks: /pricing (payments
 * by card form, by Checkout or off) and /contact (whether a reply time is promised). Each is prerendered at
 * build once per setting, under /<page>/<setting>, and the proxy serves the public address from the variant
 * that matches this server (Next's pattern for static pages behind flags). One build still serves servers
 * configured differently, every visitor gets a file a CDN can cache, and nothing moves after load: the
 * signed-in visitor's own plan is the only thing read in the browser.
 *
 * The variant addresses are internal: asked for directly, they answer 404, and each page's canonical URL
 * is the public one.
 */
export const PAGE_VARIANTS = {
  "/pricing": { values: ["elements", "checkout", "off"], current: () => paymentMode() },
  "/contact": {
    values: ["staffed", "unstaffed"],
    current: (): string => (supportIsStaffed() ? "staffed" : "unstaffed"),
  },
} as const satisfies Record<string, { values: readonly string[]; current: () => string }>;

export type VariantPage = keyof typeof PAGE_VARIANTS;
export type PaymentsVariant = (typeof PAGE_VARIANTS)["/pricing"]["values"][number];

/** The params generateStaticParams returns for a variant page: one per setting. */
export function variantParams<Key extends string>(page: VariantPage, key: Key): Record<Key, string>[] {
  return PAGE_VARIANTS[page].values.map((value) => ({ [key]: value }) as Record<Key, string>);
}

/** The /pricing variant a route param names (the build lists only these; anything else is "off"). */
export function paymentsVariant(param: string): PaymentsVariant {
  return PAGE_VARIANTS["/pricing"].values.find((value) => value === param) ?? "off";
}

/** "/pricing" → "/pricing/off" on a server without payments; null for a page without variants. */
export function variantPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const variants = (PAGE_VARIANTS as Record<string, { current: () => string }>)[trimmed];
  return variants ? `${trimmed}/${variants.current()}` : null;
}

/** Whether a request asks for a variant address itself (/pricing/off, /contact/anything): not public. */
export function isInternalVariantPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/$/, "");
  return Object.keys(PAGE_VARIANTS).some((page) => trimmed.startsWith(`${page}/`));
}
