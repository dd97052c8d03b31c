import { config } from "zod/v4/core";

/**
 * Runs in the browser before the app (Next.js `instrumentation-client`). Our Content Security Policy
 * forbids eval, so zod's JIT cannot run; without `jitless` zod still probes with `new Function`, and
 * the browser reports every probe as a CSP violation (Lighthouse: "inspector issues").
 */
config({ jitless: true });
