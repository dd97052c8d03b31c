import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * No network at build or run time beyond what the user configures: every npm script that runs Next.js
 * (which otherwise sends anonymous telemetry) runs it with NEXT_TELEMETRY_DISABLED, either in the command
 * itself or in the scripts/*.mjs wrapper it calls, which must set it for the Next process it spawns.
 */
const root = path.resolve(__dirname, "..");
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
).scripts;

function wrapperOf(command: string): string | undefined {
  return /\bnode (scripts\/[\w./-]+\.mjs)/.exec(command)?.[1];
}

it.each(["build", "dev", "start"])("npm run %s runs Next with its telemetry off", (name) => {
  const command = scripts[name];
  const wrapper = wrapperOf(command);
  if (wrapper) {
    const source = readFileSync(path.join(root, wrapper), "utf8");
    expect(source).toMatch(/NEXT_TELEMETRY_DISABLED: "1"/);
  } else {
    expect(command).toMatch(/^NEXT_TELEMETRY_DISABLED=1 next /);
  }
});

it("no other npm script starts Next without it", () => {
  const bare = Object.entries(scripts).filter(
    ([, command]) => /(^|&&\s*|;\s*)next /.test(command) && !/NEXT_TELEMETRY_DISABLED=1 next /.test(command),
  );
  expect(bare).toEqual([]);
});
