import type { Announcements, KeyboardCoordinateGetter, UniqueIdentifier } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

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

/**
 * The keyboard sensor's coordinates for the board, given the board's `layout` as it is now (the sensor
 * keeps the getter it started with, so the caller reads the layout at each key press). Up and Down use
 * the sortable list's own coordinates over the lifted card's column only (so the only card in Done has
 * nowhere to go, rather than into whatever droppable lies below it on screen); Left and Right go to the
 * neighbouring column, wherever it is on screen (side by side, or stacked on a phone).
 */
export function boardKeyboardCoordinates(
  event: KeyboardEvent,
  args: Parameters<KeyboardCoordinateGetter>[1],
  layout: Layout | null,
): ReturnType<KeyboardCoordinateGetter> {
  const { active, droppableRects, droppableContainers } = args.context;
  const target = active && layout ? keyboardTarget(event.code, String(active.id), layout) : null;
  if (!target) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  if (target.kind === "stay") return undefined;
  if (target.kind === "column") {
    const rect = droppableRects.get(target.column);
    return rect ? { x: rect.left, y: rect.top } : undefined;
  }
  const allowed = new Set(target.ids);
  const within = {
    getEnabled: () => droppableContainers.getEnabled().filter((entry) => allowed.has(String(entry.id))),
    get: (id: UniqueIdentifier) => droppableContainers.get(id),
  } as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: within },
  });
}

/**
 * What a screen reader hears while a card moves: the card, its column and its place there ("Launch page
 * is now in Doing, position 1 of 2."), never "X is over X". `layout` is the board as rendered when the
 * event comes (during a drag, with the lifted card where it is, or where it was until this move);
 * `savedColumn` is where a card is stored, where a cancelled move leaves it.
 */
export function boardAnnouncements({
  layout,
  title,
  savedColumn,
}: {
  layout: Layout | null;
  title: (id: string) => string;
  savedColumn: (id: string) => Column | undefined;
}): Announcements {
  const where = (id: UniqueIdentifier, over: UniqueIdentifier = id) =>
    layout ? placeOf(layout, String(id), String(over)) : null;
  return {
    onDragStart: ({ active }) => {
      const place = where(active.id);
      return place
        ? `Picked up ${title(String(active.id))}, in ${place}.`
        : `Picked up ${title(String(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      const place = over && where(active.id, over.id);
      return place
        ? `${title(String(active.id))} is now in ${place}.`
        : `${title(String(active.id))} is not over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = over && where(active.id, over.id);
      return place
        ? `${title(String(active.id))} was dropped in ${place}.`
        : `${title(String(active.id))} was dropped.`;
    },
    onDragCancel: ({ active }) => {
      const column = savedColumn(String(active.id));
      return `Moving ${title(String(active.id))} was cancelled; it stays in ${column ? COLUMN_TITLES[column] : "its column"}.`;
    },
  };
}
