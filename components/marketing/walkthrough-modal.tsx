"use client";

import { useRef, type KeyboardEvent, type RefObject } from "react";

import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { WalkthroughBody } from "./walkthrough-body";

/** Keys that a focused control handles itself: Space there activates the control, not 'next'. */
const CONTROL_SELECTOR = "button, a[href], input, textarea, select, [role='tab'], [contenteditable='true']";

/**
 * The walkthrough modal (spec 2), loaded when its button is first pressed. While open, → or Space goes
 * to the next step, ← to the previous one, Escape closes; on close, focus returns to `returnFocusTo`.
 */
export function WalkthroughModal({
  open,
  onOpenChange,
  step,
  onStepChange,
  onStart,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: number;
  onStepChange: (index: number) => void;
  onStart: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const contentRef = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Keys pressed in a dialog opened from inside this one (sign-in) bubble here through React's tree.
    if (
      event.defaultPrevented ||
      !(event.target instanceof Element) ||
      !event.currentTarget.contains(event.target)
    )
      return;
    const onControl = event.target.closest(CONTROL_SELECTOR) !== null;
    if (event.key === "ArrowRight" || (event.key === " " && !onControl)) {
      event.preventDefault();
      onStepChange(step + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      onStepChange(step - 1);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="outline-none sm:max-w-4xl"
        onKeyDown={handleKeyDown}
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself: the title and description are read first, and the keys work at once.
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader className="pr-8">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <DialogTitle className="text-xl">How LaunchForge Works</DialogTitle>
            <Badge variant="secondary">Interactive Demo</Badge>
          </div>
          <DialogDescription>
            Follow one idea, a dinner planner for busy parents, through all six steps. Use the arrow keys or
            Space to move between steps.
          </DialogDescription>
        </DialogHeader>
        <WalkthroughBody step={step} onStepChange={onStepChange} onStart={onStart} />
      </DialogContent>
    </Dialog>
  );
}
