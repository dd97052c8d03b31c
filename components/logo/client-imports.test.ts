import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The public logo maker is a first visit for many people: its client code must not pull in zod or the
 * artifact schemas (about 39 KB compressed, measured by `npm run bench`). This follows the value imports
 * (not `import type`) from the page's client component through our own modules.
 */

const ROOT = process.cwd();

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith("@/") && !specifier.startsWith(".")) return null; // a package
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every module the file imports for its values, ours and packages', transitively through ours. */
function valueImports(entry: string) {
  const ours = new Set<string>();
  const packages = new Map<string, string>(); // package → first importer
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (ours.has(file)) continue;
    ours.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+"([^"]+)";/gms)) {
      const [, clause, specifier] = match;
      if (
        /^\{[^}]*\}$/s.test(clause.trim()) &&
        clause
          .split(",")
          .every((name) => /^\s*[{]?\s*type\s/.test(name) || !name.trim() || name.trim() === "}")
      ) {
        continue; // import { type A, type B } — erased
      }
      const target = resolve(file, specifier);
      if (target) queue.push(target);
      else if (!specifier.startsWith(".") && !packages.has(specifier))
        packages.set(specifier, path.relative(ROOT, file));
    }
    for (const match of source.matchAll(/^import\s+"([^"]+)";/gm)) {
      const target = resolve(file, match[1]);
      if (target) queue.push(target);
    }
  }
  return { ours: [...ours].map((file) => path.relative(ROOT, file)), packages };
}

describe("the logo maker's client code", () => {
  const { ours, packages } = valueImports(path.join(ROOT, "components/logo/logo-generator.tsx"));

  it("follows the imports it finds", () => {
    expect(ours).toEqual(
      expect.arrayContaining(["components/logo/logo-controls.tsx", "lib/content/logo-fonts.ts"]),
    );
  });

  it("ships neither zod nor the artifact schemas", () => {
    expect({ zod: packages.get("zod") ?? null }).toEqual({ zod: null });
    expect(ours).not.toContain("lib/artifacts/schemas.ts");
    expect(ours).not.toContain("lib/content/logo-schemas.ts");
  });
});
