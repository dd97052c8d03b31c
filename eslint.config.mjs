import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    ".data-*/**",
    "db/migrations/**",
    "next-env.d.ts",
    "test-results/**",
    "bench/out/**",
    // The bare Next.js page `npm run bench` builds and serves while it runs.
    ".bench-bare/**",
  ]),
]);
