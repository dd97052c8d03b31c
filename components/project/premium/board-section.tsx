"use client";

import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeftIcon, ChevronRightIcon, GripVerticalIcon, KanbanSquareIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { apiJson, errorMessage } from "@/lib/api-client";
import { BOARD_COLUMNS, COLUMN_TITLES, type BoardResponse, type BoardTaskView } from "@/lib/board/schemas";
import { cn } from "@/lib/utils";
import { AchievementCheck } from "../achievement-check";
import {
  boardAnnouncements,
  boardKeyboardCoordinates,
  columnOf,
  type Column,
  type Layout,
} from "./board-keyboard";

const boardKey = (projectId: string) => ["/api/projects", projectId, "board"] as const;

function layoutOf(board: BoardResponse): Layout {
  const layout: Layout = { todo: [], doing: [], done: [] };
  for (const task of [...board.tasks].sort((a, b) => a.position - b.position))
    layout[task.status].push(task.id);
  return layout;
}

const PRIORITY = {
  high: "border-destructive/40 text-destructive",
  medium: "border-warning/50 text-warning",
  low: "text-muted-foreground",
} as const;

function CardBody({
  task,
  column,
  onMove,
  handle,
}: {
  task: BoardTaskView;
  column: Column;
  onMove?: (to: Column) => void;
  /** The drag handle's props (none for the copy that follows the pointer). */
  handle?: Record<string, unknown>;
}) {
  const index = BOARD_COLUMNS.indexOf(column);
  const previous = BOARD_COLUMNS[index - 1];
  const next = BOARD_COLUMNS[index + 1];
  return (
    <>
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="mt-0.5 cursor-grab rounded text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
          aria-label={`Drag ${task.title}`}
          {...handle}
        >
          <GripVerticalIcon aria-hidden className="size-4" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="text-sm leading-snug font-medium">{task.title}</p>
          <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{task.description}</p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <span>Week {task.week}</span>
            <span aria-hidden>·</span>
            <span>{task.estimatedHours} h</span>
            <Badge variant="outline" className={cn("ml-auto", PRIORITY[task.priority])}>
              {task.priority}
            </Badge>
          </div>
        </div>
      </div>
      {onMove && (
        <div className="mt-2 flex justify-between">
          {previous ? (
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2 text-xs"
              onClick={() => onMove(previous)}
              aria-label={`Move ${task.title} to ${COLUMN_TITLES[previous]}`}
            >
              <ChevronLeftIcon aria-hidden /> {COLUMN_TITLES[previous]}
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button
              size="sm"
              variant="ghost"
              className="h-7 px-2 text-xs"
              onClick={() => onMove(next)}
              aria-label={`Move ${task.title} to ${COLUMN_TITLES[next]}`}
            >
              {COLUMN_TITLES[next]} <ChevronRightIcon aria-hidden />
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function TaskCard({
  task,
  column,
  onMove,
}: {
  task: BoardTaskView;
  column: Column;
  onMove: (to: Column) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("rounded-lg border bg-background p-3 shadow-xs", isDragging && "opacity-40")}
      data-testid="board-card"
    >
      <CardBody task={task} column={column} onMove={onMove} handle={{ ...attributes, ...listeners }} />
    </li>
  );
}

function BoardColumn({
  column,
  children,
  count,
}: {
  column: Column;
  children: React.ReactNode;
  count: number;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column });
  return (
    <section
      aria-labelledby={`board-${column}`}
      className={cn(
        "flex min-h-40 flex-col gap-3 rounded-xl bg-muted/50 p-3",
        isOver && "ring-2 ring-primary/40",
      )}
    >
      <h3 id={`board-${column}`} className="flex items-center justify-between text-sm font-semibold">
        {COLUMN_TITLES[column]} <span className="font-normal text-muted-foreground">{count}</span>
      </h3>
      <ul
        ref={setNodeRef}
        className="flex min-h-16 flex-col gap-2 md:max-h-[40rem] md:overflow-y-auto md:pr-1"
      >
        {children}
      </ul>
    </section>
  );
}

/**
 * The project board (Rocket): the action plan's tasks as cards in To do / Doing / Done. Cards move by
 * drag and drop (mouse, touch, or keyboard: Space to lift, arrows to move, Space to drop) or with the
 * arrow buttons; every move is saved at once and the board comes back from the server as it now is.
 */
export function BoardSection({ projectId, ready }: { projectId: string; ready: boolean }) {
  const queryClient = useQueryClient();
  const board = useQuery<BoardResponse>({
    queryKey: boardKey(projectId),
    enabled: ready,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const [dragging, setDragging] = useState<{ layout: Layout; active: string } | null>(null);
  const layoutRef = useRef<Layout | null>(null);

  // Keyboard moves and announcements: board-keyboard.ts. The keyboard sensor keeps the getter it started
  // with, so the getter reads the layout as it is at each key press.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: (event, args) => boardKeyboardCoordinates(event, args, layoutRef.current),
    }),
  );

  const tasks = new Map((board.data?.tasks ?? []).map((t) => [t.id, t]));
  const layout = dragging?.layout ?? (board.data ? layoutOf(board.data) : null);
  useEffect(() => {
    layoutRef.current = layout;
  });

  async function save(taskId: string, status: Column, position: number) {
    try {
      const next = await apiJson<BoardResponse>("PATCH", `/api/projects/${projectId}/board/tasks/${taskId}`, {
        status,
        position,
      });
      queryClient.setQueryData(boardKey(projectId), next);
      if (status === "done" && tasks.get(taskId)?.status !== "done")
        toast.success("Task Done!", { description: tasks.get(taskId)?.title });
    } catch (error) {
      toast.error("Move Failed", {
        description: errorMessage(error, "Please try again or check your connection."),
      });
      await queryClient.invalidateQueries({ queryKey: boardKey(projectId) });
    }
  }

  /** Optimistic: the card shows where it went while the server stores it. */
  function place(taskId: string, status: Column, position: number) {
    const current = queryClient.getQueryData<BoardResponse>(boardKey(projectId));
    if (current) {
      const moved = layoutOf(current);
      for (const c of BOARD_COLUMNS) moved[c] = moved[c].filter((id) => id !== taskId);
      moved[status].splice(position, 0, taskId);
      queryClient.setQueryData<BoardResponse>(boardKey(projectId), {
        ...current,
        tasks: current.tasks.map((t) => {
          const column = BOARD_COLUMNS.find((c) => moved[c].includes(t.id))!;
          return { ...t, status: column, position: moved[column].indexOf(t.id) };
        }),
      });
    }
    void save(taskId, status, position);
  }

  function onDragStart(event: DragStartEvent) {
    if (layout) setDragging({ layout, active: String(event.active.id) });
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!dragging || !over) return;
    const from = columnOf(dragging.layout, String(active.id));
    const to = columnOf(dragging.layout, String(over.id));
    if (!from || !to || from === to) return;
    const target = dragging.layout[to];
    const overIndex = target.indexOf(String(over.id));
    const next = {
      ...dragging.layout,
      [from]: dragging.layout[from].filter((id) => id !== active.id),
      [to]: [...target],
    };
    next[to].splice(overIndex < 0 ? target.length : overIndex, 0, String(active.id));
    setDragging({ ...dragging, layout: next });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const state = dragging;
    setDragging(null);
    if (!state || !over) return;
    const column = columnOf(state.layout, String(active.id));
    if (!column) return;
    const ids = state.layout[column];
    const overIndex = ids.indexOf(String(over.id));
    const finalIds = overIndex >= 0 ? arrayMove(ids, ids.indexOf(String(active.id)), overIndex) : ids;
    const position = finalIds.indexOf(String(active.id));
    const original = tasks.get(String(active.id));
    if (original && original.status === column && original.position === position) return;
    place(String(active.id), column, position);
  }

  const announcements = boardAnnouncements({
    layout,
    title: (id) => tasks.get(id)?.title ?? "",
    savedColumn: (id) => tasks.get(id)?.status,
  });

  const progress = board.data?.progress;
  return (
    <section
      id="project-board"
      aria-labelledby="board-title"
      className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="board-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <KanbanSquareIcon aria-hidden className="size-5 text-brand" /> Project Board
        </h2>
        {progress && (
          <div className="flex min-w-56 items-center gap-3 text-sm text-muted-foreground">
            <Progress
              value={progress.total ? (progress.done / progress.total) * 100 : 0}
              aria-label="Tasks done"
              className="h-2"
            />
            <span className="whitespace-nowrap" data-testid="board-progress">
              {progress.done} of {progress.total} done
            </span>
          </div>
        )}
      </div>
      {/* Finishing cards unlocks achievements (first task, halfway, all done). */}
      {progress && <AchievementCheck projectId={projectId} trigger={`board:${progress.done}`} />}
      {!ready ? (
        <p className="text-sm text-muted-foreground">
          Create the 60-day action plan first: its tasks become the cards.
        </p>
      ) : board.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the board" />
        </div>
      ) : board.isError || !layout ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(board.error, "The board could not be loaded. Please reload the page.")}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "To move a task, press Space, then use the arrow keys to move it, and Space again to drop it. Escape cancels.",
            },
          }}
        >
          <div className="grid gap-4 md:grid-cols-3">
            {BOARD_COLUMNS.map((column) => (
              <BoardColumn key={column} column={column} count={layout[column].length}>
                <SortableContext items={layout[column]} strategy={verticalListSortingStrategy}>
                  {layout[column].map((id) => {
                    const task = tasks.get(id);
                    return task ? (
                      <TaskCard
                        key={id}
                        task={task}
                        column={column}
                        onMove={(to) => place(id, to, layout[to].filter((t) => t !== id).length)}
                      />
                    ) : null;
                  })}
                </SortableContext>
              </BoardColumn>
            ))}
          </div>
          <DragOverlay>
            {dragging && tasks.get(dragging.active) ? (
              <div className="rounded-lg border bg-background p-3 shadow-lg">
                <CardBody
                  task={tasks.get(dragging.active)!}
                  column={columnOf(dragging.layout, dragging.active) ?? "todo"}
                />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </section>
  );
}
