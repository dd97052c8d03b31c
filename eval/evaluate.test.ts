import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { corpusIdeas, ideasFromFile, type EvalIdea } from "./corpus";
import { evaluate, reportMarkdown } from "./evaluate";
import { stratifiedSample, WHOLE_PART } from "./sample";

/**
 * The harness of `npm run eval`, on a handful of ideas: what it samples, what it accepts, and that a
 * broken floor fails the report. The corpus itself is read by `npm run eval`, never here.
 */

const golden = (n: number): EvalIdea[] =>
  IDEA_CORPUS.slice(0, n).map((idea) => ({
    key: idea.id,
    set: "golden",
    part: "written-here",
    answers: idea.answers,
    expect: idea.expect,
  }));

describe("the sample", () => {
  const ideas = corpusIdeas();
  const sample = stratifiedSample(ideas);

  it("takes the same share of every part, small parts whole, the same ideas every time", () => {
    const count = (list: EvalIdea[]) => {
      const parts = new Map<string, number>();
      for (const idea of list)
        parts.set(`${idea.set}/${idea.part}`, (parts.get(`${idea.set}/${idea.part}`) ?? 0) + 1);
      return parts;
    };
    const all = count(ideas);
    const taken = count(sample);
    for (const [part, n] of all) {
      const expected = n <= WHOLE_PART ? n : Math.ceil(n * 0.3);
      expect([part, taken.get(part)]).toEqual([part, expected]);
    }
    expect(stratifiedSample(ideas).map((i) => i.key)).toEqual(sample.map((i) => i.key));
  });

  it("does not depend on the order of the corpus", () => {
    expect(new Set(stratifiedSample([...ideas].reverse()).map((i) => i.key))).toEqual(
      new Set(sample.map((i) => i.key)),
    );
  });
});

describe("an ideas file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "eval-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: unknown) => {
    const at = path.join(dir, name);
    writeFileSync(at, typeof content === "string" ? content : JSON.stringify(content));
    return at;
  };
  const answers = IDEA_CORPUS[0].answers;

  it("is read as ideas with their keys", () => {
    expect(ideasFromFile(file("ok.json", [{ key: "mine", answers }]))).toEqual([
      { key: "mine", set: "file", part: "file", answers },
    ]);
  });

  it("is refused with the reason when it is not JSON, misses an answer or repeats a key", () => {
    expect(() => ideasFromFile(file("bad.json", "{"))).toThrow(/not a JSON file/);
    expect(() => ideasFromFile(file("short.json", [{ key: "a", answers: { problem: "x" } }]))).toThrow(
      /0\.answers\.solution/,
    );
    expect(() =>
      ideasFromFile(
        file("twice.json", [
          { key: "a", answers },
          { key: "a", answers },
        ]),
      ),
    ).toThrow(/its own key/);
  });
});

describe("the report", () => {
  it("passes when the ideas are read as expected", () => {
    const report = evaluate(golden(3), "sample");
    expect(report.checks.filter((c) => !c.passed)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(reportMarkdown(report)).toContain("every floor met");
    // Sentences cut where the founder's went on have a ceiling (3 over 20 ideas); an invented market count
    // fails.
    expect(report.checks.find((c) => c.check === "cut-founder-sentences")).toMatchObject({
      kind: "ceiling",
      limit: 3,
      passed: true,
    });
    expect(report.checks.find((c) => c.check === "invented-market-count")).toMatchObject({
      kind: "floor",
      passed: true,
    });
  });

  it("fails, naming the idea and the field, when a floor is broken", () => {
    const [first, ...rest] = golden(3);
    // An expectation no reading meets: the idea's currency read as another.
    const wrong = { ...first, expect: { ...first.expect!, currency: "XTS" } };
    const report = evaluate([wrong, ...rest], "sample");
    expect(report.passed).toBe(false);
    const failed = report.checks.find((c) => c.check === "extraction.currency")!;
    expect(failed).toMatchObject({ passed: false, scope: "golden", value: 2 / 3 });
    expect(failed.failures).toEqual([{ key: first.key, detail: expect.stringContaining('expected "XTS"') }]);
    expect(reportMarkdown(report)).toContain("**FAIL** | extraction.currency");
  });
});
