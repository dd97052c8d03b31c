/**
 * The import layers (docs/architecture.md), checked by `npm run lint:deps` in CI:
 *   core/  the bottom: the environment, errors, plans, operator identity, the project's columns
 *   db/    the data layer: schema, client, queries; imports core/ only
 *   lib/   the product's rules and services; imports db/ and core/
 *   app/, components/, proxy.ts, scripts/: the top
 * Tests may import anything (a test of a query may use the product's catalogue as its data).
 */
const TESTS = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "db-imports-no-lib",
      comment: "db/ is below lib/: what both need lives in core/.",
      severity: "error",
      from: { path: "^db/", pathNot: TESTS },
      to: { path: "^(lib|app|components)/" },
    },
    {
      name: "core-imports-nothing-above",
      comment: "core/ is the bottom layer: it imports only packages and itself.",
      severity: "error",
      from: { path: "^core/", pathNot: TESTS },
      to: { path: "^(db|lib|app|components|scripts|tests)/" },
    },
    {
      name: "lib-imports-no-ui",
      comment: "lib/ is below the pages and components.",
      severity: "error",
      from: { path: "^(lib|db|core)/", pathNot: TESTS },
      to: { path: "^(app|components)/" },
    },
    {
      name: "product-imports-no-tests",
      comment: "The product never loads a test, a fixture or an evaluation.",
      severity: "error",
      from: { path: "^(core|db|lib|app|components)/", pathNot: TESTS },
      to: { path: "^(tests|eval)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|\\.data)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
