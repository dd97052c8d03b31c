import fc from "fast-check";

import { niceTicks } from "./ticks";

describe("niceTicks", () => {
  it("gives round steps that cover the range", () => {
    expect(niceTicks(0, 97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-12_000, 48_000)).toEqual([-20_000, 0, 20_000, 40_000, 60_000]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(5, 5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("stays short and finite when the range is below the precision of its values", () => {
    // These once looped forever: `t += step` stopped moving at 1e9 and the tick array grew until V8 died.
    for (const [min, max] of [
      [1e9, 1e9 + 1.1920928955078125e-7], // one unit in the last place above 1e9
      [1e9, 1e9 + 1e-6],
      [-1e9 - 1e-6, -1e9],
      [123_456_789.123, 123_456_789.1230001],
    ]) {
      const ticks = niceTicks(min, max);
      expect(ticks.length).toBeLessThanOrEqual(12);
      expect(ticks[0]).toBeLessThanOrEqual(min);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
    }
  });

  it("always covers [min, max], includes 0 when the range crosses it, and stays short", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const ticks = niceTicks(min, max);
          expect(ticks[0]).toBeLessThanOrEqual(min);
          expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
          if (min < 0 && max > 0) expect(ticks).toContain(0);
          expect(ticks.length).toBeLessThanOrEqual(12);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
