import { keyboardTarget, placeOf, type Layout } from "./board-keyboard";

const layout: Layout = { todo: ["a", "b", "c"], doing: ["d"], done: ["e"] };

describe("board keyboard rules", () => {
  it("keeps Up and Down inside the card's own column", () => {
    expect(keyboardTarget("ArrowDown", "e", layout)).toEqual({ kind: "within", ids: [] });
    expect(keyboardTarget("ArrowUp", "b", layout)).toEqual({ kind: "within", ids: ["a", "c"] });
  });

  it("changes column only with Left and Right, to the neighbour, and stops at the edges", () => {
    expect(keyboardTarget("ArrowLeft", "e", layout)).toEqual({ kind: "column", column: "doing" });
    expect(keyboardTarget("ArrowRight", "a", layout)).toEqual({ kind: "column", column: "doing" });
    expect(keyboardTarget("ArrowRight", "e", layout)).toEqual({ kind: "stay" });
    expect(keyboardTarget("ArrowLeft", "a", layout)).toEqual({ kind: "stay" });
    expect(keyboardTarget("Space", "a", layout)).toBeNull();
    expect(keyboardTarget("ArrowDown", "unknown", layout)).toBeNull();
  });

  it("names the column and the place in it", () => {
    expect(placeOf(layout, "b")).toBe("To do, position 2 of 3");
    expect(placeOf(layout, "a", "doing")).toBe("Doing, position 2 of 2");
    expect(placeOf(layout, "a", "d")).toBe("Doing, position 1 of 2");
    expect(placeOf(layout, "e")).toBe("Done, position 1 of 1");
    expect(placeOf(layout, "a", "nowhere")).toBeNull();
  });
});
