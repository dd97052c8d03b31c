import { analyzeIdea } from "@/lib/ai/offline";
import { storedProfile } from "@/lib/ai/offline/profile";
import type { CorpusIdea, ExpectedProfile } from "@/tests/fixtures/idea-corpus";

/**
 * How well the engine reads the golden corpus (tests/fixtures/idea-corpus.ts), field by field: the share
 * of ideas whose extracted field equals what a careful reader takes from the answers. Used by the
 * extraction test (a floor) and by `npm run bench` (the goal is 95% on every field).
 */

export const FIELDS = [
  "customerType",
  "customerUnit",
  "countries",
  "currency",
  "prices",
  "billingModel",
  "competitors",
  "channels",
] as const satisfies readonly (keyof ExpectedProfile)[];
export type Field = (typeof FIELDS)[number];

const sameName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y || x.includes(y) || y.includes(x);
};

export function readProfile(idea: CorpusIdea) {
  return storedProfile(analyzeIdea({ answers: idea.answers }));
}

/** Which fields the engine read right for one idea, and what it read. */
export function checkIdea(idea: CorpusIdea) {
  const got = readProfile(idea);
  const want = idea.expect;
  const unit = got.customer.unit.toLowerCase();
  const channels = got.channels.map((c) => c.toLowerCase());
  // Channels are measured on the ideas that say which (the blind batches); null elsewhere.
  const result: Record<Field, boolean | null> = {
    customerType: got.customer.type === want.customerType,
    customerUnit: want.customerUnit.some(
      (u) => unit === u || unit.endsWith(` ${u}`) || u.endsWith(` ${unit}`),
    ),
    countries:
      JSON.stringify([...(got.geography?.countries ?? [])].sort()) ===
      JSON.stringify([...want.countries].sort()),
    currency: got.currency === want.currency,
    prices:
      got.prices.length === want.prices.length &&
      got.prices.every(
        (p, i) => Math.abs(p.amount - want.prices[i].amount) < 0.01 && p.period === want.prices[i].period,
      ),
    billingModel: got.billingModel === want.billingModel,
    competitors:
      got.competitors.length === want.competitors.length &&
      want.competitors.every((name) => got.competitors.some((c) => sameName(c.name, name))),
    // Every channel the founder names, in their words or under its usual name, and at most one more.
    channels: want.channels
      ? want.channels.every((w) => channels.some((c) => sameName(c, w))) &&
        channels.length <= want.channels.length + 1
      : null,
  };
  return { result, got };
}

/** Accuracy per field over a corpus (0-1), with the ideas each field missed. */
export function measureExtraction(corpus: readonly CorpusIdea[]) {
  const misses = Object.fromEntries(FIELDS.map((f) => [f, [] as string[]])) as Record<Field, string[]>;
  const measured = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  for (const idea of corpus) {
    const { result } = checkIdea(idea);
    for (const field of FIELDS) {
      if (result[field] === null) continue;
      measured[field]++;
      if (!result[field]) misses[field].push(idea.id);
    }
  }
  const accuracy = Object.fromEntries(
    FIELDS.map((f) => [f, (measured[f] - misses[f].length) / Math.max(1, measured[f])]),
  ) as Record<Field, number>;
  return { accuracy, misses };
}
