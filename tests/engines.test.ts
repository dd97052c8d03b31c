import { readFileSync } from "node:fs";
import path from "node:path";

import semver from "semver";

/**
 * Every installed package supports every Node.js version the project declares (package.json "engines",
 * which `npm start` checks): `npm install` then warns of nothing, and no dependency runs on a Node it was
 * not built for. Platform binaries for other systems (optional, never installed here) are left out.
 */
const root = path.resolve(__dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

interface LockEntry {
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

it("declares a Node.js range every dependency supports, and runs on one", () => {
  const declared: string = read("package.json").engines.node;
  const packages: Record<string, LockEntry> = read("package-lock.json").packages;
  const unsupported = Object.entries(packages)
    .filter(([, entry]) => !(entry.optional && (entry.os || entry.cpu)))
    .flatMap(([name, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return node && !semver.subset(declared, node)
        ? [`${name.replace(/^.*node_modules\//, "")} needs ${node}`]
        : [];
    });
  expect(unsupported).toEqual([]);
  expect(semver.satisfies(process.versions.node, declared)).toBe(true);
});
