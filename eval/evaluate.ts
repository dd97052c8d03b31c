/**
 * The checks of `npm run eval` (eval/run.ts) over a list of ideas, and the report they make. Each check
 * has a floor (a share of ideas, or of a field, read right) or a ceiling; the report passes when all hold.
 */
import type { EvalIdea } from "./corpus";
import { EXTRACTION_FLOORS, FIELDS, checkIdea, type Field } from "./checks/extraction";
import { cutSentences, inventedMarketCount } from "./checks/founder-facts";
import {
  confirmedProfileDiffers,
  foodProblems,
  mostAlike,
  packageOf,
  packageProblems,
  readAsFood,
} from "./checks/writing";

export interface CheckResult {
  /** What is measured: "extraction.prices", "whole", "distinct", "confirmed", "corpus". */
  check: string;
  /** The set of ideas it is measured on ("golden", "batch13", "all"). */
  scope: string;
  ideas: number;
  value: number;
  /** The floor (a share that must be reached) or, for "distinct", the ceiling; none for a measure. */
  limit: number;
  /** A measure is reported with its examples and fails nothing: what a later change sets a floor on. */
  kind: "floor" | "ceiling" | "measure";
  passed: boolean;
  /** Ideas that failed, with why. */
  failures: { key: string; detail: string }[];
}

export interface Report {
  date: string;
  /** Ideas written (the package of each), and ideas read (their profile against the expected one). */
  ideas: number;
  read: number;
  mode: "corpus" | "sample" | "file";
  seconds: number;
  passed: boolean;
  checks: CheckResult[];
}

const ratio = (good: number, all: number) => (all === 0 ? 1 : good / all);
const bySet = (ideas: readonly EvalIdea[]) => {
  const sets = new Map<string, EvalIdea[]>();
  for (const idea of ideas) sets.set(idea.set, [...(sets.get(idea.set) ?? []), idea]);
  return sets;
};

/** Keys are unique across every set (a batch measured apart holds no idea of another). */
function corpusCheck(ideas: readonly EvalIdea[]): CheckResult {
  const seen = new Map<string, string>();
  const failures: CheckResult["failures"] = [];
  for (const idea of ideas) {
    const other = seen.get(idea.key);
    if (other) failures.push({ key: idea.key, detail: `in ${other} and in ${idea.set}` });
    seen.set(idea.key, idea.set);
  }
  return {
    check: "corpus",
    scope: "all",
    ideas: ideas.length,
    value: ratio(ideas.length - failures.length, ideas.length),
    limit: 1,
    kind: "floor",
    passed: failures.length === 0,
    failures,
  };
}

/** Each set with expected profiles, field by field, against its floors. */
function extractionChecks(ideas: readonly EvalIdea[]): CheckResult[] {
  const results: CheckResult[] = [];
  for (const [set, members] of bySet(ideas)) {
    const floors = EXTRACTION_FLOORS[set];
    const measured = members.filter((idea) => idea.expect);
    if (!floors || measured.length === 0) continue;
    const read = measured.map((idea) => ({
      idea,
      ...checkIdea({ id: idea.key, answers: idea.answers, expect: idea.expect! }),
    }));
    for (const field of FIELDS as readonly Field[]) {
      const scored = read.filter((r) => r.result[field] !== null);
      if (scored.length === 0) continue;
      const misses = scored.filter((r) => !r.result[field]);
      const value = ratio(scored.length - misses.length, scored.length);
      results.push({
        check: `extraction.${field}`,
        scope: set,
        ideas: scored.length,
        value,
        limit: floors[field],
        kind: "floor",
        passed: value >= floors[field],
        failures: misses.map((r) => ({
          key: r.idea.key,
          detail: `read ${JSON.stringify(readField(r.got, field))}, expected ${JSON.stringify(r.idea.expect![field])}`,
        })),
      });
    }
  }
  return results;
}

function readField(got: ReturnType<typeof checkIdea>["got"], field: Field): unknown {
  switch (field) {
    case "customerType":
      return got.customer.type;
    case "customerUnit":
      return got.customer.unit;
    case "countries":
      return got.geography?.countries ?? [];
    case "currency":
      return got.currency;
    case "prices":
      return got.prices.map((p) => ({ amount: p.amount, period: p.period }));
    case "billingModel":
      return got.billingModel;
    case "competitors":
      return got.competitors.map((c) => c.name);
    case "channels":
      return got.channels;
  }
}

/**
 * A check every idea must pass: `problems` lists what is wrong with one idea ([] when nothing); the value
 * is the share of ideas with no problem, and the floor is all of them.
 */
function everyIdea(
  check: string,
  scope: string,
  ideas: readonly EvalIdea[],
  problems: (idea: EvalIdea) => string[],
): CheckResult {
  const failures = ideas.flatMap((idea) => problems(idea).map((detail) => ({ key: idea.key, detail })));
  const failed = new Set(failures.map((f) => f.key)).size;
  return {
    check,
    scope,
    ideas: ideas.length,
    value: ratio(ideas.length - failed, ideas.length),
    limit: 1,
    kind: "floor",
    passed: failures.length === 0,
    failures,
  };
}

/** Each idea's packages, written once per evaluation and read by every check. */
const packages = new Map<string, ReturnType<typeof packageOf>>();
function written(idea: EvalIdea, variant: number) {
  const key = `${variant}\u0000${idea.key}\u0000${JSON.stringify(idea.answers)}`;
  let pkg = packages.get(key);
  if (!pkg) packages.set(key, (pkg = packageOf(idea.answers, variant)));
  return pkg;
}

/** Every string of both takes of every idea's package whole and valid. */
const wholeCheck = (ideas: readonly EvalIdea[]) =>
  everyIdea("whole", "all", ideas, (idea) =>
    [0, 1].flatMap((variant) =>
      packageProblems(idea.answers, written(idea, variant)).map((p) => `take ${variant + 1}: ${p}`),
    ),
  );

/** No package sizes the market from a count of customers the founder never gave (issue 54: none may). */
const inventedCounts = (ideas: readonly EvalIdea[]) =>
  everyIdea("invented-market-count", "all", ideas, (idea) => {
    const count = inventedMarketCount(idea.answers, written(idea, 0));
    return count ? [count] : [];
  });

/** At most 3 sentences over 20 ideas end where the founder's own sentence went on (issue 54). */
const CUT_CEILING = 3;
function cutFounderSentences(ideas: readonly EvalIdea[]): CheckResult {
  const failures = ideas.flatMap((idea) =>
    cutSentences(idea.answers, written(idea, 0)).map((detail) => ({ key: idea.key, detail })),
  );
  const per20 = ideas.length ? (failures.length * 20) / ideas.length : 0;
  return {
    check: "cut-founder-sentences",
    scope: "all, per 20 ideas",
    ideas: ideas.length,
    value: per20,
    limit: CUT_CEILING,
    kind: "ceiling",
    passed: per20 <= CUT_CEILING,
    failures,
  };
}

/** Every idea the engine reads as food (lib/ai/offline/goods.ts isFood) is planned as food. */
const foodCheck = (ideas: readonly EvalIdea[]) =>
  everyIdea(
    "food",
    "read as food",
    ideas.filter((idea) => idea.set !== "fixtures" && readAsFood(idea.answers)),
    (idea) => foodProblems(idea.answers),
  );

/** The sets the analyses are told apart on: the engine's fixtures and the golden corpus. */
const TOLD_APART = new Set(["fixtures", "geography", "golden", "file"]);
const DISTINCT_CEILING = 0.35;

/** Two different ideas never get the same analysis with the nouns swapped. */
function distinctCheck(ideas: readonly EvalIdea[]): CheckResult {
  const told = ideas.filter((idea) => TOLD_APART.has(idea.set));
  const worst = mostAlike(told);
  return {
    check: "distinct",
    scope: "fixtures+golden",
    ideas: told.length,
    value: worst.value,
    limit: DISTINCT_CEILING,
    kind: "ceiling",
    passed: worst.value <= DISTINCT_CEILING,
    failures:
      worst.value <= DISTINCT_CEILING ? [] : [{ key: worst.pair, detail: `share ${worst.value.toFixed(2)}` }],
  };
}

/** A confirmed card writes what the answers write, but for the sector it confirms; read back, the same. */
const confirmedCheck = (ideas: readonly EvalIdea[]) =>
  everyIdea(
    "confirmed",
    "fixtures+golden",
    ideas.filter((idea) => TOLD_APART.has(idea.set)),
    (idea) => {
      const differ = confirmedProfileDiffers(idea.answers);
      return differ.length ? [`differs in ${differ.join(", ")}`] : [];
    },
  );

/**
 * Runs every check: the writing on `ideas`, the reading (extraction floors) on `read`, by default the same
 * ideas. Reading is cheap, so the CI sample reads the whole corpus and writes a sample of it.
 */
export function evaluate(
  ideas: readonly EvalIdea[],
  mode: Report["mode"],
  read: readonly EvalIdea[] = ideas,
): Report {
  const started = performance.now();
  const checks = [
    corpusCheck(read),
    ...extractionChecks(read),
    wholeCheck(ideas),
    foodCheck(ideas),
    distinctCheck(ideas),
    confirmedCheck(ideas),
    inventedCounts(ideas),
    cutFounderSentences(ideas),
  ];
  packages.clear();
  return {
    date: new Date().toISOString(),
    ideas: ideas.length,
    read: read.length,
    mode,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    passed: checks.every((c) => c.passed),
    checks,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function reportMarkdown(report: Report): string {
  const rows = report.checks.map(
    (c) =>
      `| ${c.kind === "measure" ? "measured" : c.passed ? "pass" : "**FAIL**"} | ${c.check} | ${c.scope} | ${c.ideas} | ${c.kind === "ceiling" ? c.value.toFixed(2) : percent(c.value)} | ${c.kind === "ceiling" ? `≤ ${c.limit}` : c.kind === "measure" ? "share of ideas; no floor yet" : `≥ ${percent(c.limit)}`} |`,
  );
  const failures = report.checks
    .filter((c) => c.failures.length)
    .map(
      (c) =>
        `### ${c.check} (${c.scope})\n\n${c.failures
          .slice(0, 50)
          .map((f) => `- \`${f.key}\`: ${f.detail.replace(/\n/g, " ")}`)
          .join("\n")}${c.failures.length > 50 ? `\n- … ${c.failures.length - 50} more in report.json` : ""}`,
    );
  return [
    `# Evaluation (${report.mode}: ${report.read} ideas read, ${report.ideas} written)`,
    "",
    `${report.date} · ${report.seconds} s · ${report.passed ? "every floor met" : "**below a floor**"}`,
    "",
    "| | Check | Set | Ideas | Value | Floor |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    "## What each check missed",
    "",
    failures.join("\n\n") || "Nothing.",
    "",
  ].join("\n");
}
