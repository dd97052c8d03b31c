"use client";

import { CheckCircle2Icon, CircleDashedIcon, CircleIcon, Loader2Icon, LockIcon } from "lucide-react";
import type { MouseEvent } from "react";

import { cn } from "@/lib/utils";
import { hashFor, VIEW_STATE_LABELS, type PageView, type ViewState } from "./views";

export interface NavigatorItem {
  view: PageView;
  title: string;
  state: ViewState;
}

const STATE_ICONS: Record<Exclude<ViewState, "generating">, typeof CircleIcon> = {
  done: CheckCircle2Icon,
  ready: CircleIcon,
  waiting: CircleDashedIcon,
  upgrade: LockIcon,
};

function NavLink({
  item,
  current,
  onSelect,
}: {
  item: NavigatorItem;
  current: boolean;
  onSelect: (view: PageView) => void;
}) {
  const Icon = item.state === "generating" ? null : STATE_ICONS[item.state];
  return (
    <a
      href={hashFor(item.view)}
      aria-current={current ? "location" : undefined}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onSelect(item.view);
      }}
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap transition-colors",
        "hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        current ? "bg-primary/10 font-semibold text-primary" : "text-foreground",
      )}
    >
      {Icon ? (
        <Icon
          aria-hidden
          className={cn("size-4 shrink-0", item.state === "done" ? "text-success" : "text-muted-foreground")}
        />
      ) : (
        <Loader2Icon aria-hidden className="size-4 shrink-0 animate-spin text-primary" />
      )}
      <span>{item.title}</span>
      <span className="sr-only">({VIEW_STATE_LABELS[item.state]})</span>
    </a>
  );
}

/**
 * The project page's navigator: the six steps and the premium sections, each with its state, as links
 * with deep-link hashes. A side rail on wide screens, a strip that scrolls sideways on a phone; sticky in
 * both, so any part of the project is one click away.
 */
export function StepNavigator({
  steps,
  premium,
  current,
  onSelect,
}: {
  steps: NavigatorItem[];
  premium: NavigatorItem[];
  current: PageView | null;
  onSelect: (view: PageView) => void;
}) {
  return (
    <nav
      aria-label="Project sections"
      className="sticky top-16 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur lg:top-20 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <div className="relative flex gap-1 overflow-x-auto lg:block lg:overflow-visible">
        <ol className="flex gap-1 lg:flex-col">
          {steps.map((item) => (
            <li key={item.view}>
              <NavLink item={item} current={current === item.view} onSelect={onSelect} />
            </li>
          ))}
        </ol>
        {premium.length > 0 && (
          <>
            <p className="mt-4 mb-1 hidden px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase lg:block">
              Premium
            </p>
            <ul
              aria-label="Premium sections"
              className="flex gap-1 border-l pl-1 lg:flex-col lg:border-0 lg:pl-0"
            >
              {premium.map((item) => (
                <li key={item.view}>
                  <NavLink item={item} current={current === item.view} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </nav>
  );
}
