import {
  findBodyProblem,
  findUnstorableText,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  withoutControlCharacters,
} from "./text";

describe("findUnstorableText", () => {
  it("accepts ordinary text in any script, with tabs and line breaks", () => {
    expect(findUnstorableText({ name: "Café Zürich 北京 مرحبا", notes: ["a\tb\nc\r\nd", "🚀"] })).toBeNull();
  });

  it("names the field holding a NUL byte or another control character", () => {
    expect(findUnstorableText({ name: "a\u0000b" })).toBe(
      "name contains a control character (U+0000), which cannot be stored",
    );
    expect(findUnstorableText({ quiz: { answers: ["ok", "bell\u0007"] } })).toMatch(
      /^quiz\.answers\.1 .*U\+0007/,
    );
    expect(findUnstorableText({ x: "\u009b" })).toMatch(/U\+009B/);
    expect(findUnstorableText("\u0000")).toMatch(/^body /);
  });

  it("refuses unpaired surrogates and control characters in field names", () => {
    expect(findUnstorableText({ name: "\ud800x" })).toMatch(/^name contains a broken character/);
    expect(findUnstorableText({ ["k\u0000"]: 1 })).toMatch(/^a field name in body/);
  });

  it("refuses bidirectional overrides, embeddings and isolates, but not right-to-left text or direction marks", () => {
    expect(findUnstorableText({ brand: { name: "Salt\u202Ereppep" } })).toBe(
      "brand.name contains an invisible text-direction control (U+202E), which would reverse the text around it; remove it",
    );
    for (const char of ["\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(findUnstorableText({ name: `a${char}b` })).toMatch(/text-direction control/);
    }
    expect(findUnstorableText({ name: "שלום \u200Fעולם\u200E مرحبا" })).toBeNull();
  });
});

describe("withoutControlCharacters", () => {
  it("removes what the rule refuses from every string of AI output, keeping the rest", () => {
    const output = { name: "Nul\u0000l\u202Eed", points: ["a\tb\n", "\ud800ok"], count: 3, flag: null };
    const cleaned = withoutControlCharacters(output);
    expect(cleaned).toEqual({ name: "Nulled", points: ["a\tb\n", "\ufffdok"], count: 3, flag: null });
    expect(findUnstorableText(cleaned)).toBeNull();
  });
});

describe("nestsDeeperThan and findBodyProblem", () => {
  const nested = (depth: number) => JSON.parse('{"a":'.repeat(depth) + "1" + "}".repeat(depth)) as unknown;

  it("counts arrays and objects, not the values in them", () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestsDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it("walks 100,000 levels without running out of call stack", () => {
    const deep = nested(100_000);
    expect(nestsDeeperThan(deep)).toBe(true);
    expect(findUnstorableText(deep)).toBeNull();
    expect(findBodyProblem(deep)).toMatch(/more than 64 levels deep/);
  });

  it("finds a bad string deep inside, with its path", () => {
    expect(findBodyProblem({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toMatch(/^a\.1\.c contains a control/);
  });
});
