/**
 * `npm run eval`: the corpus evaluations of the offline engine, with their floors.
 *
 *   npm run eval                         every idea of the corpus (tests/fixtures), every check
 *   npm run eval -- --sample             the fixed, stratified sample CI reads (eval/sample.ts)
 *   npm run eval -- --sample 20          the first 20 ideas of the sample's order (a quick look)
 *   npm run eval -- --ideas FILE.json    ideas from any file: [{ "key", "answers": { problem, … } }]
 *   npm run eval -- --out DIR            where report.md and report.json go (default eval/out)
 *
 * Prints one line per check and a summary, and exits 1 when any floor is not met.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { corpusIdeas, ideasFromFile, type EvalIdea } from "./corpus";
import { evaluate, reportMarkdown, type Report } from "./evaluate";
import { firstOf, stratifiedSample } from "./sample";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function main() {
  const { values } = parseArgs({
    options: {
      ideas: { type: "string" },
      sample: { type: "boolean", default: false },
      out: { type: "string", default: path.join("eval", "out") },
    },
    allowPositionals: true,
    strict: true,
  });
  // `--sample 20` arrives as --sample and a positional.
  const { positionals } = parseArgs({
    options: { sample: { type: "boolean" } },
    strict: false,
    allowPositionals: true,
  });
  const count = positionals.map(Number).find((n) => Number.isInteger(n) && n > 0);

  let ideas: EvalIdea[];
  let read: EvalIdea[] | undefined;
  let mode: Report["mode"];
  if (values.ideas) {
    try {
      ideas = ideasFromFile(values.ideas);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    }
    mode = "file";
  } else {
    ideas = corpusIdeas();
    mode = "corpus";
  }
  if (values.sample) {
    // The sample is written; every idea is still read (reading the corpus takes well under a minute), so
    // the extraction floors are the same as on the whole corpus. `--sample N` reads only what it writes.
    if (!count && mode === "corpus") read = ideas;
    ideas = count ? firstOf(stratifiedSample(ideas), count) : stratifiedSample(ideas);
    mode = mode === "file" ? "file" : "sample";
  }

  const report = evaluate(ideas, mode, read);
  mkdirSync(values.out!, { recursive: true });
  writeFileSync(path.join(values.out!, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(values.out!, "report.md"), reportMarkdown(report));
  for (const c of report.checks)
    if (!c.passed)
      console.log(
        `FAIL ${c.check} (${c.scope}): ${c.kind === "ceiling" ? c.value.toFixed(2) : percent(c.value)} against ${c.kind === "ceiling" ? "≤" : "≥"} ${c.kind === "ceiling" ? c.limit : percent(c.limit)}; ${c.failures
          .slice(0, 5)
          .map((f) => f.key)
          .join(", ")}${c.failures.length > 5 ? "…" : ""}`,
      );
  for (const c of report.checks.filter((check) => check.kind === "measure"))
    console.log(
      `measured ${c.check}: ${percent(c.value)} of ${c.ideas} ideas (${c.failures.length} instances; no floor yet)`,
    );
  const failed = report.checks.filter((c) => !c.passed).length;
  console.log(
    `eval (${report.mode}): ${report.read} ideas read, ${report.ideas} written, ${report.checks.length} checks, ${failed ? `${failed} below their floor` : "every floor met"}, ${report.seconds} s. Report: ${path.join(values.out!, "report.md")}`,
  );
  process.exitCode = report.passed ? 0 : 1;
}

main();
