import { BOARD_COLUMNS, COLUMN_TITLES } from "@/lib/board/schemas";

/**
 * The board's keyboard rules, apart from the drag-and-drop library so they can be tested: a lifted card
 * changes column only with Left and Right (to the neighbouring column, in any layout: side by side or
 * stacked on a phone), and Up and Down only reorder it within its own column — the last card in Done
 * stays in Done. Announcements name the column and the place in it.
 */
export type Column = (typeof BOARD_COLUMNS)[number];
export type Layout = Record<Column, string[]>;

export type KeyboardTarget =
  /** Reorder among these cards of the same column (none: stay put). */
  | { kind: "within"; ids: string[] }
  /** Go to this neighbouring column. */
  | { kind: "column"; column: Column }
  /** Nowhere to go (no column on that side). */
  | { kind: "stay" };

export function columnOf(layout: Layout, id: string): Column | undefined {
  return (BOARD_COLUMNS as readonly string[]).includes(id)
    ? (id as Column)
    : BOARD_COLUMNS.find((c) => layout[c].includes(id));
}

/** Where an arrow key may take the lifted card `activeId`; null for keys that are not arrows. */
export function keyboardTarget(code: string, activeId: string, layout: Layout): KeyboardTarget | null {
  const column = columnOf(layout, activeId);
  if (!column) return null;
  const index = BOARD_COLUMNS.indexOf(column);
  switch (code) {
    case "ArrowUp":
    case "ArrowDown":
      return { kind: "within", ids: layout[column].filter((id) => id !== activeId) };
    case "ArrowLeft":
    case "ArrowRight": {
      const neighbour = BOARD_COLUMNS[index + (code === "ArrowLeft" ? -1 : 1)];
      return neighbour ? { kind: "column", column: neighbour } : { kind: "stay" };
    }
    default:
      return null;
  }
}

/** "Doing, position 2 of 3": where card `id` is (or would be, over `overId`) in `layout`. */
export function placeOf(layout: Layout, id: string, overId: string = id): string | null {
  const column = columnOf(layout, overId);
  if (!column) return null;
  const others = layout[column].filter((other) => other !== id);
  const at = layout[column].indexOf(overId === column ? id : overId);
  const index = at < 0 || overId === column ? others.length : Math.min(at, others.length);
  return `${COLUMN_TITLES[column]}, position ${index + 1} of ${others.length + 1}`;
}
