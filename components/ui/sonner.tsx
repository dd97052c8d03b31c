"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** One toast at a time, 5 s by default, F8 focuses the viewport, swipe right to dismiss (spec 9). */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="bottom-right"
      closeButton
      richColors
      {...props}
    />
  );
}

export { Toaster };
