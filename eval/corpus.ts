import { readFileSync } from "node:fs";

import { z } from "zod";

import { QUIZ_FIELDS, type QuizAnswers } from "@/lib/validation";
import { GEOGRAPHY_CORPUS } from "@/tests/fixtures/geography-corpus";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { BATCH3_CORPUS } from "@/tests/fixtures/idea-corpus-batch3";
import { BATCH4_CORPUS } from "@/tests/fixtures/idea-corpus-batch4";
import { BATCH5_CORPUS } from "@/tests/fixtures/idea-corpus-batch5";
import { BATCH6_CORPUS } from "@/tests/fixtures/idea-corpus-batch6";
import { BATCH7_CORPUS } from "@/tests/fixtures/idea-corpus-batch7";
import { BATCH8_CORPUS } from "@/tests/fixtures/idea-corpus-batch8";
import { BATCH9_CORPUS } from "@/tests/fixtures/idea-corpus-batch9";
import { BATCH10_CORPUS } from "@/tests/fixtures/idea-corpus-batch10";
import { BATCH11_CORPUS } from "@/tests/fixtures/idea-corpus-batch11";
import { BATCH12_CORPUS } from "@/tests/fixtures/idea-corpus-batch12";
import { BATCH13_CORPUS } from "@/tests/fixtures/idea-corpus-batch13";
import { BATCH14_CORPUS } from "@/tests/fixtures/idea-corpus-batch14";
import { BATCH15_CORPUS } from "@/tests/fixtures/idea-corpus-batch15";
import { BATCH16_CORPUS } from "@/tests/fixtures/idea-corpus-batch16";
import { BATCH17_CORPUS } from "@/tests/fixtures/idea-corpus-batch17";
import { BATCH18_CORPUS } from "@/tests/fixtures/idea-corpus-batch18";
import { BATCH19_CORPUS } from "@/tests/fixtures/idea-corpus-batch19";
import { BATCH20_CORPUS } from "@/tests/fixtures/idea-corpus-batch20";
import { BATCH21_CORPUS } from "@/tests/fixtures/idea-corpus-batch21";
import { BATCH22_CORPUS } from "@/tests/fixtures/idea-corpus-batch22";
import { BATCH23_CORPUS } from "@/tests/fixtures/idea-corpus-batch23";
import { BATCH24_CORPUS } from "@/tests/fixtures/idea-corpus-batch24";
import { BLIND_CORPUS } from "@/tests/fixtures/idea-corpus-blind";
import { HOLDOUT_CORPUS } from "@/tests/fixtures/idea-corpus-holdout";
import { IDEA_CORPUS, type ExpectedProfile } from "@/tests/fixtures/idea-corpus";

/**
 * The ideas an evaluation reads. Each belongs to a set: the golden corpus (tests/fixtures/idea-corpus.ts,
 * made of the batches it folded in), the batches still measured apart (13 to 24), and the engine's own
 * fixtures (tests/fixtures/ideas.ts, geography-corpus.ts), which carry no expected profile. `part` is the
 * batch an idea arrived in: the sample is drawn per part, so every batch is represented.
 */
export interface EvalIdea {
  key: string;
  set: string;
  part: string;
  answers: QuizAnswers;
  /** What a careful reader takes from the answers (the extraction floors); absent for outside ideas. */
  expect?: ExpectedProfile;
}

type Source = { id: string; answers: QuizAnswers; expect?: unknown };

const ideasOf = (set: string, part: string, list: readonly Source[], withExpect = true): EvalIdea[] =>
  list.map((idea) => ({
    key: idea.id,
    set,
    part,
    answers: idea.answers,
    ...(withExpect ? { expect: idea.expect as ExpectedProfile } : {}),
  }));

/** The golden corpus's parts, in its order (checked against IDEA_CORPUS below). */
const GOLDEN_PARTS: [string, readonly Source[]][] = [
  ["blind", BLIND_CORPUS],
  ["holdout", HOLDOUT_CORPUS],
  ["batch3", BATCH3_CORPUS],
  ["batch4", BATCH4_CORPUS],
  ["batch5", BATCH5_CORPUS],
  ["batch6", BATCH6_CORPUS],
  ["batch7", BATCH7_CORPUS],
  ["batch8", BATCH8_CORPUS],
  ["batch9", BATCH9_CORPUS],
  ["batch10", BATCH10_CORPUS],
  ["batch11", BATCH11_CORPUS],
  ["batch12", BATCH12_CORPUS],
];

function goldenIdeas(): EvalIdea[] {
  const partOf = new Map<string, string>();
  for (const [part, list] of GOLDEN_PARTS) for (const idea of list) partOf.set(idea.id, part);
  return IDEA_CORPUS.map((idea) => ({
    key: idea.id,
    set: "golden",
    part: partOf.get(idea.id) ?? "written-here",
    answers: idea.answers,
    expect: idea.expect,
  }));
}

/** Batches measured apart from the golden corpus, each with floors of its own (eval/checks/extraction.ts). */
export const BATCHES_APART: [string, readonly Source[]][] = [
  ["batch13", BATCH13_CORPUS],
  ["batch14", BATCH14_CORPUS],
  ["batch15", BATCH15_CORPUS],
  ["batch16", BATCH16_CORPUS],
  ["batch17", BATCH17_CORPUS],
  ["batch18", BATCH18_CORPUS],
  ["batch19", BATCH19_CORPUS],
  ["batch20", BATCH20_CORPUS],
  ["batch21", BATCH21_CORPUS],
  ["batch22", BATCH22_CORPUS],
  ["batch23", BATCH23_CORPUS],
  ["batch24", BATCH24_CORPUS],
];

/** Every idea of the corpus, each once. */
export function corpusIdeas(): EvalIdea[] {
  return [
    ...ideasOf("fixtures", "fixtures", IDEA_FIXTURES, false),
    ...ideasOf("geography", "geography", GEOGRAPHY_CORPUS, false),
    ...goldenIdeas(),
    ...BATCHES_APART.flatMap(([name, list]) => ideasOf(name, name, list)),
  ];
}

/** An outside file of ideas: `[{ "key": "...", "answers": { problem, solution, targetAudience, differentiator, businessModel } }]`. */
const ideasFileSchema = z
  .array(
    z.object({
      key: z.string().min(1).max(200),
      answers: z.object(
        Object.fromEntries(QUIZ_FIELDS.map((field) => [field, z.string().trim().min(1)])) as Record<
          keyof QuizAnswers,
          z.ZodString
        >,
      ),
    }),
  )
  .min(1)
  .refine((ideas) => new Set(ideas.map((i) => i.key)).size === ideas.length, {
    error: "Every idea needs its own key.",
  });

export function ideasFromFile(file: string): EvalIdea[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not a JSON file (${error instanceof Error ? error.message : error})`);
  }
  const parsed = ideasFileSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`).join("; ")}`,
    );
  return parsed.data.map((idea) => ({ key: idea.key, set: "file", part: "file", answers: idea.answers }));
}
