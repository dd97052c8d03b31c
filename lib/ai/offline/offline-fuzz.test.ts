import fc from "fast-check";

import { QUIZ_ANSWER_MAX, QUIZ_FIELDS, QUIZ_SERVER_MINIMUMS, type QuizAnswers } from "@/lib/validation";
import { ARTIFACT_SCHEMAS, type ArtifactKind } from "@/lib/artifacts/schemas";
import { shownOffline } from "./index";

/**
 * Whatever a founder types (within the quiz's limits), the offline engine writes output its own schemas
 * accept: a string past a schema's maximum would be a 500 at the route (found by app/api/fuzz.test.ts,
 * where an answer of long unbroken "words" made a pitch speaker note longer than 300 characters).
 */

const KINDS = Object.keys(ARTIFACT_SCHEMAS) as ArtifactKind[];

/** Text shaped like an answer, or not: long tokens, no spaces, punctuation runs, other scripts. */
const answerText = (min: number) =>
  fc
    .oneof(
      fc
        .array(fc.stringMatching(/^[A-Za-z]{1,80}$/), { minLength: 1, maxLength: 120 })
        .map((w) => w.join(" ")),
      fc
        .array(fc.stringMatching(/^[a-z0-9'.,;:!?$%-]{1,300}$/), { minLength: 1, maxLength: 30 })
        .map((w) => w.join(" ")),
      fc.string({ unit: "grapheme", minLength: min, maxLength: 600 }),
      fc.constantFrom("x".repeat(QUIZ_ANSWER_MAX), `${"word ".repeat(790)}end`),
    )
    .map((text) => text.trim().slice(0, QUIZ_ANSWER_MAX))
    .filter((text) => text.length >= min);

const answers: fc.Arbitrary<QuizAnswers> = fc.record(
  Object.fromEntries(QUIZ_FIELDS.map((field) => [field, answerText(QUIZ_SERVER_MINIMUMS[field])])) as {
    [F in keyof QuizAnswers]: fc.Arbitrary<string>;
  },
);

/** The first few schema issues of the output, or null when it is valid. */
function issuesOf(kind: ArtifactKind, input: QuizAnswers, brandName: string | null): string | null {
  const parsed = ARTIFACT_SCHEMAS[kind].safeParse(shownOffline(kind, { answers: input, brandName }));
  if (parsed.success) return null;
  return parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    .join("; ");
}

describe("offline engine under any answers", () => {
  it.each(KINDS)("%s is always valid by its schema", (kind) => {
    const result = fc.check(
      fc.property(answers, fc.option(fc.stringMatching(/^[A-Za-z0-9 ]{1,60}$/)), (input, brandName) => {
        return issuesOf(kind, input, brandName) === null;
      }),
      { numRuns: 60 },
    );
    // Reported short: a counterexample can be 20,000 characters of answers.
    const example = result.counterexample?.[0];
    const shape =
      example &&
      Object.entries(example).map(
        ([field, text]) => `${field} ${text.length} chars: ${JSON.stringify(text.slice(0, 40))}`,
      );
    expect({
      kind,
      issues: example ? issuesOf(kind, example, result.counterexample![1]) : null,
      shape,
      seed: result.seed,
    }).toMatchObject({ issues: null });
  });
});
