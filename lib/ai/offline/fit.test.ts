import { z } from "zod";

import { fitToSchema, shorten } from "./fit";

const schema = z.object({
  title: z.string().trim().min(1).max(20),
  bullets: z.array(z.string().trim().min(1).max(12)).min(1).max(3),
  count: z.number().int(),
});

describe("fitToSchema", () => {
  it("shortens long strings at a word boundary, trims long lists and leaves valid output as it is", () => {
    const valid = { title: "Short", bullets: ["one"], count: 1 };
    expect(fitToSchema(schema, valid)).toEqual(valid);

    const fitted = fitToSchema(schema, {
      title: "A title that runs far past twenty characters",
      bullets: ["a", "b", "c", "an item far too long here"],
      count: 2,
    });
    expect(fitted).toEqual({ title: "A title that runs…", bullets: ["a", "b", "c"], count: 2 });
    expect(schema.safeParse(fitted).success).toBe(true);
  });

  it("turns a quote that came out empty into a dash, and reports nothing it cannot mend", () => {
    expect(fitToSchema(schema, { title: "  ", bullets: [""], count: 1 })).toEqual({
      title: "—",
      bullets: ["—"],
      count: 1,
    });
    const broken = { title: "Fine", bullets: [], count: 1.5 };
    expect(fitToSchema(schema, broken)).toEqual(broken); // too few items and a fraction: for validation to report
  });
});

describe("shorten", () => {
  it("cuts at the last space in the final 40%, else mid-word, and never passes the limit", () => {
    expect(shorten("short", 10)).toBe("short");
    expect(shorten("alpha beta gamma delta", 15)).toBe("alpha beta…");
    // The ellipsis never follows an article or a conjunction.
    expect(shorten("most do it from a spreadsheet and a notebook", 37)).toBe(
      "most do it from a spreadsheet…",
    );
    expect(shorten("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
    for (const max of [1, 2, 5, 17, 300])
      expect(shorten("word, ".repeat(100), max).length).toBeLessThanOrEqual(max);
  });

  it("never leaves a bracket open: a cut inside one steps back before it", () => {
    const text =
      "Practices lose money when a prescription was filled out wrong (missing ICD-10 code, wrong Diagnosegruppe, a missing signature) and the insurer cuts payment.";
    expect(shorten(text, 100)).toBe("Practices lose money when a prescription was filled out wrong…");
    for (let max = 2; max < text.length; max++) {
      const short = shorten(text, max);
      expect(short.length).toBeLessThanOrEqual(max);
      expect((short.match(/\(/g) ?? []).length).toBe((short.match(/\)/g) ?? []).length);
    }
    // A bracket closed before the cut stays.
    expect(shorten("A rota app (for cafés) that plans shifts for the whole week ahead", 42)).toBe(
      "A rota app (for cafés) that plans shifts…",
    );
  });
});

describe("shorten keeps figure references whole", () => {
  it("steps back before a reference or a section it would cut through", () => {
    const text =
      "Revenue reaches ⟦revenue.y3⟧ in year three ⟦#breaksEven⟧and the plan breaks even in ⟦breakEven⟧⟦/breaksEven⟧.";
    for (let max = 10; max < text.length; max++) {
      const short = shorten(text, max);
      expect(short.length).toBeLessThanOrEqual(max);
      // Every opening bracket is closed and every section that opens ends.
      expect((short.match(/⟦/g) ?? []).length).toBe((short.match(/⟧/g) ?? []).length);
      expect((short.match(/⟦#/g) ?? []).length).toBe((short.match(/⟦\//g) ?? []).length);
    }
  });
});
