"use client";

import { PlayCircleIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, type ComponentProps } from "react";

import { useLazyDialog } from "@/components/site/use-lazy-dialog";
import { Button } from "@/components/ui/button";
import { ModalLoading } from "./modal-loading";

/** 'Step N of 6' (spec 2). */
export const WALKTHROUGH_STEP_COUNT = 6;

// The modal (dialog primitives, steps, previews) loads on the first hover, focus or press, so the
// landing page ships only this button.
const loadModal = () => import("./walkthrough-modal");
const WalkthroughModal = dynamic(() => loadModal().then((m) => m.WalkthroughModal), {
  loading: () => <ModalLoading label="Loading walkthrough" />,
});

/**
 * 'See How It Works': the button that opens the walkthrough modal (spec 2). Opening always restarts at
 * step 1; there is no wrap-around at either end.
 */
export function WalkthroughButton({
  variant = "outline",
  size = "lg",
  className,
}: Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const router = useRouter();
  const { triggerRef, mounted, open, setOpen, show } = useLazyDialog();
  const [step, setStep] = useState(0);

  function openWalkthrough() {
    setStep(0);
    show();
  }

  function goTo(index: number) {
    setStep(Math.min(Math.max(index, 0), WALKTHROUGH_STEP_COUNT - 1));
  }

  function startBuilding() {
    setOpen(false);
    router.push("/quiz");
  }

  return (
    <>
      <Button
        ref={triggerRef}
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openWalkthrough}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <PlayCircleIcon aria-hidden /> See How It Works
      </Button>
      {mounted && (
        <WalkthroughModal
          open={open}
          onOpenChange={setOpen}
          step={step}
          onStepChange={goTo}
          onStart={startBuilding}
          returnFocusTo={triggerRef}
        />
      )}
    </>
  );
}
