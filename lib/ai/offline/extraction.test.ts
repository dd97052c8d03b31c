import { IDEA_CORPUS } from "@/tests/fixtures/idea-corpus";
import { BATCH3_CORPUS } from "@/tests/fixtures/idea-corpus-batch3";
import { FIELDS, measureExtraction } from "@/tests/helpers/extraction";

/**
 * How well the engine reads ideas it was not tuned to (tests/fixtures/idea-corpus.ts: 24 ideas written
 * here and 108 by someone who never saw the extraction code), field by field. The goal is 95% on every
 * field (`npm run bench` reports it); the floors are just under today's reading, so a change that reads
 * worse fails here. Raise them as the reading improves.
 */
const FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.98,
  customerUnit: 0.98,
  countries: 0.96,
  currency: 0.98,
  prices: 0.98,
  billingModel: 0.97, // 0.95 before retainers (work done by the team for a monthly fee) read as services
  competitors: 0.97,
};

describe("reading the golden corpus", () => {
  const { accuracy, misses } = measureExtraction(IDEA_CORPUS);

  it("has enough varied ideas to measure", () => {
    expect(IDEA_CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(IDEA_CORPUS.map((i) => i.id)).size).toBe(IDEA_CORPUS.length);
  });

  it.each(FIELDS)("%s", (field) => {
    // The failure names the ideas read wrong.
    expect({
      field,
      accuracy: accuracy[field],
      misses: misses[field],
      atFloor: accuracy[field] >= FLOOR[field],
    }).toEqual({
      field,
      accuracy: accuracy[field],
      misses: misses[field],
      atFloor: true,
    });
  });
});

/**
 * A third batch of 30 ideas written blind (tests/fixtures/idea-corpus-batch3.ts), measured as it came: the
 * honest reading of ideas the engine had never seen. Prices and billing are fixed for; the other floors
 * are still the first reading. Fix what they reveal, raise them, then fold the batch into IDEA_CORPUS.
 */
const BATCH3_FLOOR: Record<(typeof FIELDS)[number], number> = {
  customerType: 0.96,
  customerUnit: 0.9,
  countries: 0.9,
  currency: 0.93, // first reading 0.9: "Rs." is the market's rupee
  prices: 0.96, // first reading 0.7: fixed for local signs, period words and Swiss thousands
  billingModel: 0.96, // first reading 0.83: through the prices, and retainers read as services
  competitors: 0.96, // first reading 0.66: lists led by a lower-case or dictionary word, makers after "from", examples after "players like", "X exists"; tests and compound words are not rivals
};

describe("reading the third blind batch", () => {
  const { accuracy } = measureExtraction(BATCH3_CORPUS);
  it.each(FIELDS)("%s stays at or above its first reading", (field) => {
    expect({ field, accuracy: accuracy[field], atFloor: accuracy[field] >= BATCH3_FLOOR[field] }).toEqual({
      field,
      accuracy: accuracy[field],
      atFloor: true,
    });
  });
});
