/** @jest-environment jsdom */
import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

import {
  boardAnnouncements,
  boardKeyboardCoordinates,
  keyboardTarget,
  placeOf,
  type Column,
  type Layout,
} from "./board-keyboard";

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

// --- The coordinate getter, on a board laid out as on a wide screen ---------------------------------------
//
//   To do (x 0)    Doing (x 320)    Done (x 640)
//   a  y 100                        e  y 100
//   b  y 190
//   c  y 280
//                  d  y 400         (the only card in Done has nothing below it in its own column,
//                                    but Doing's card lies below it on screen)

const rect = (left: number, top: number, width = 300, height = 80): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const COLUMN_X: Record<Column, number> = { todo: 0, doing: 320, done: 640 };
const rects = new Map<string, ClientRect>([
  ["todo", rect(0, 100, 300, 600)],
  ["doing", rect(320, 100, 300, 600)],
  ["done", rect(640, 100, 300, 600)],
  ["a", rect(0, 100)],
  ["b", rect(0, 190)],
  ["c", rect(0, 280)],
  ["d", rect(320, 400)],
  ["e", rect(640, 100)],
]);

/** The droppables as @dnd-kit registers them: the columns, and each card with its sortable data. */
function droppables(): Map<string, DroppableContainer> {
  const entries = new Map<string, DroppableContainer>();
  for (const id of rects.keys()) {
    const node = document.createElement(id in COLUMN_X ? "ul" : "li");
    document.body.append(node);
    const column = (Object.keys(layout) as Column[]).find((c) => layout[c].includes(id));
    entries.set(id, {
      id,
      key: id,
      disabled: false,
      node: { current: node },
      rect: { current: null },
      data: {
        current: column
          ? { sortable: { containerId: column, index: layout[column].indexOf(id), items: layout[column] } }
          : undefined,
      },
    } as DroppableContainer);
  }
  return entries;
}

function press(getter: KeyboardCoordinateGetter, code: string, active: string) {
  const entries = droppables();
  const event = { code, preventDefault: jest.fn() } as unknown as KeyboardEvent;
  const context = {
    active: {
      id: active,
      data: { current: undefined },
      rect: { current: { initial: null, translated: null } },
    },
    collisionRect: rects.get(active)!,
    droppableRects: rects,
    droppableContainers: {
      getEnabled: () => [...entries.values()],
      get: (id: string) => entries.get(id),
    },
    over: null,
    scrollableAncestors: [],
  };
  const coordinates = getter(event, {
    active,
    currentCoordinates: { x: rects.get(active)!.left, y: rects.get(active)!.top },
    context: context as never,
  });
  return { coordinates, prevented: (event.preventDefault as jest.Mock).mock.calls.length > 0 };
}

describe("boardKeyboardCoordinates", () => {
  const getter: KeyboardCoordinateGetter = (event, args) => boardKeyboardCoordinates(event, args, layout);

  it("leaves the only card in Done where it is on ArrowDown (the library alone moved it into Doing)", () => {
    expect(press(sortableKeyboardCoordinates, "ArrowDown", "e").coordinates).toEqual({ x: 320, y: 400 });
    expect(press(getter, "ArrowDown", "e")).toEqual({ coordinates: undefined, prevented: true });
    expect(press(getter, "ArrowUp", "e")).toEqual({ coordinates: undefined, prevented: true });
  });

  it("reorders within the column on ArrowUp and ArrowDown", () => {
    expect(press(getter, "ArrowDown", "a").coordinates).toEqual({ x: 0, y: 190 });
    expect(press(getter, "ArrowUp", "c").coordinates).toEqual({ x: 0, y: 190 });
    expect(press(getter, "ArrowDown", "c").coordinates).toBeUndefined();
  });

  it("goes to the neighbouring column on ArrowLeft and ArrowRight, and nowhere past the edges", () => {
    expect(press(getter, "ArrowRight", "d").coordinates).toEqual({ x: 640, y: 100 });
    expect(press(getter, "ArrowLeft", "d").coordinates).toEqual({ x: 0, y: 100 });
    expect(press(getter, "ArrowRight", "a").coordinates).toEqual({ x: 320, y: 100 });
    expect(press(getter, "ArrowRight", "e")).toEqual({ coordinates: undefined, prevented: true });
    expect(press(getter, "ArrowLeft", "b")).toEqual({ coordinates: undefined, prevented: true });
  });

  it("leaves other keys to the library", () => {
    expect(press(getter, "Space", "a")).toEqual({ coordinates: undefined, prevented: false });
  });
});

describe("boardAnnouncements", () => {
  const titles: Record<string, string> = { a: "Write the pitch", d: "Call ten bakeries", e: "Pick a name" };
  const saved: Record<string, Column> = { a: "todo", d: "doing", e: "done" };
  const announcer = (current: Layout | null) =>
    boardAnnouncements({ layout: current, title: (id) => titles[id] ?? "", savedColumn: (id) => saved[id] });
  const at = (active: string, over: string | null) =>
    ({ active: { id: active }, over: over === null ? null : { id: over } }) as never;

  it("names the column and the place, never 'X is over X'", () => {
    const announce = announcer(layout);
    expect(announce.onDragStart(at("a", null))).toBe("Picked up Write the pitch, in To do, position 1 of 3.");
    expect(announce.onDragOver(at("a", "a"))).toBe("Write the pitch is now in To do, position 1 of 3.");
    expect(announce.onDragOver(at("a", "doing"))).toBe("Write the pitch is now in Doing, position 2 of 2.");
    expect(announce.onDragOver(at("a", "e"))).toBe("Write the pitch is now in Done, position 1 of 2.");
    expect(announce.onDragOver(at("a", null))).toBe("Write the pitch is not over a column.");
    expect(announce.onDragEnd(at("e", "e"))).toBe("Pick a name was dropped in Done, position 1 of 1.");
    expect(announce.onDragEnd(at("e", null))).toBe("Pick a name was dropped.");
  });

  it("says where a cancelled move leaves the card: where it is stored", () => {
    const announce = announcer({ todo: ["b", "c"], doing: ["d", "a"], done: ["e"] }); // lifted into Doing
    expect(announce.onDragCancel(at("a", "d"))).toBe(
      "Moving Write the pitch was cancelled; it stays in To do.",
    );
  });

  it("still names the card before the board has a layout", () => {
    expect(announcer(null).onDragStart(at("a", null))).toBe("Picked up Write the pitch.");
  });
});
