"use client";

import { SampleProjectButton } from "./sample-project-dialog";
import { WalkthroughButton } from "./walkthrough-dialog";

/** The hero's two secondary actions: the interactive walkthrough and the sample project. */
export function LandingModals() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <WalkthroughButton />
      <SampleProjectButton />
    </div>
  );
}
