/**
 * Runs in the browser before the app (Next.js `instrumentation-client`). Our Content Security Policy
 * forbids eval, so zod's JIT cannot run; without `jitless` zod still probes with `new Function`, and
 * the browser reports every probe as a CSP violation (Lighthouse: "inspector issues").
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there when it
 * loads, so the setting is made without importing zod: a page that never validates (the landing) does
 * not download it. instrumentation-client.test.ts checks that zod still reads the setting from here.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
