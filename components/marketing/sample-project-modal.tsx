"use client";

import type { RefObject } from "react";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SampleProjectBody } from "./sample-project-body";

/** The sample-project modal (spec 2), loaded when its button is first pressed. */
export function SampleProjectModal({
  open,
  onOpenChange,
  onStart,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStart: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-4xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SampleProjectBody onStart={onStart} />
      </DialogContent>
    </Dialog>
  );
}
