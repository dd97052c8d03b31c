/**
 * The security headers. Static ones go on every response (next.config.ts `headers()`); the Content
 * Security Policy is set by proxy.ts: a page rendered per request gets a fresh nonce, which proxy.ts also
 * hands to Next.js (it reads it from the request's CSP header and puts it on its own scripts); a
 * prerendered page gets the hashes of its inline scripts instead (lib/static-csp.ts).
 */

/** Pages that can open the payment dialog (the plans grid) or confirm a payment: only they allow Stripe. */
const PAYMENT_PAGES = [/^\/$/, /^\/pricing\/?$/, /^\/dashboard\/?$/, /^\/payment-success\/?$/];

export function isPaymentPage(pathname: string): boolean {
  return PAYMENT_PAGES.some((pattern) => pattern.test(pathname));
}

/** 16 random bytes, base64: unguessable and new for every request. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({
  nonce,
  hashes,
  payments,
  development = false,
}: {
  /** A page rendered per request: its scripts carry this nonce. */
  nonce?: string;
  /**
   * A prerendered page: the hashes of its inline scripts (lib/static-csp.ts). With a nonce as well (a kept
   * ISR page, served from its copy or rendered afresh), either allows an inline script, and script files
   * load from 'self' ('strict-dynamic' would disable 'self', and the kept copy's files carry an old nonce).
   */
  hashes?: string[];
  /** Whether this page may load Stripe.js and its frames. */
  payments: boolean;
  development?: boolean;
}): string {
  const stripeScripts = payments ? ["https://js.stripe.com"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // With a nonce, 'strict-dynamic': scripts our nonce'd scripts load (Next.js chunks, Stripe.js) are
    // trusted; no inline script runs without the nonce. A prerendered page has no nonce: its inline scripts
    // are allowed by their hashes and script files by 'self'. React needs eval only in development.
    "script-src": [
      "'self'",
      ...(nonce && hashes
        ? [`'nonce-${nonce}'`, ...hashes]
        : nonce
          ? [`'nonce-${nonce}'`, "'strict-dynamic'"]
          : (hashes ?? [])),
      ...stripeScripts,
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Inline styles are data, not code: React style attributes, the inlined stylesheet, Stripe's elements.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(payments ? ["https://*.stripe.com"] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      ...(payments ? ["https://api.stripe.com", "https://r.stripe.com"] : []),
      ...(development ? ["ws:"] : []),
    ],
    "frame-src": payments ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers for every response. The microphone is allowed only on the quiz (voice answers). */
export function staticSecurityHeaders({ production }: { production: boolean }) {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
  const permissions = (microphone: string) => ({
    key: "Permissions-Policy",
    value: `camera=(), geolocation=(), usb=(), microphone=${microphone}, payment=(self "https://js.stripe.com")`,
  });
  return [
    // Next applies every matching entry, later ones winning: the quiz's entry comes after the default.
    { source: "/:path*", headers: [...common, permissions("()")] },
    { source: "/quiz/:path*", headers: [permissions("(self)")] },
    { source: "/quiz", headers: [permissions("(self)")] },
  ];
}
