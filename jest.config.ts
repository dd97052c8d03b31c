import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** ESM-only packages that jest must transform. */
const ESM_PACKAGES = [
  "next-auth",
  "@auth",
  "oauth4webapi",
  "jose",
  "@panva",
  "preact",
  "preact-render-to-string",
  "ai",
  "@ai-sdk",
  "@standard-schema",
  "@electric-sql",
  "zod",
  "eventsource-parser",
  "@vercel",
  "@workflow",
  "franc-min",
  "trigram-utils",
  "n-gram",
  "collapse-white-space",
];

const config: Config = {
  testEnvironment: "node",
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/after-env.ts"],
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/setup/server-only.ts",
    // Stylesheets (the launch page's @fontsource fonts) are the bundler's business, not a test's.
    "\\.css$": "<rootDir>/tests/setup/style.ts",
    "^word-list$": "<rootDir>/tests/setup/word-list.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/e2e/", "<rootDir>/.next/"],
  testTimeout: 30_000,
  // Jest runs in band on a 2-core machine, and in one process the heap grows with every suite
  // (ESM modules loaded under --experimental-vm-modules are not all freed) until it passes V8's 4 GB
  // limit: CI died so at 1,190 s. A memory limit makes Jest use a worker and start a fresh one once a
  // suite leaves it above the limit.
  workerIdleMemoryLimit: "1536MB",
};

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`,
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
}
