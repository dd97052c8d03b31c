"use client";

import { useCallback, useRef, useState } from "react";

/**
 * State for a dialog whose code loads on first use: nothing is rendered (or downloaded) until `show()`;
 * after that the dialog stays mounted so reopening is instant, and `triggerRef` is where focus returns.
 */
export function useLazyDialog() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return { triggerRef, mounted, open, setOpen, show };
}
