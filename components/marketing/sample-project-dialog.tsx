"use client";

import { FolderOpenIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

import { useLazyDialog } from "@/components/site/use-lazy-dialog";
import { Button } from "@/components/ui/button";
import { ModalLoading } from "./modal-loading";

// The modal (dialog primitives, tabs, the sample data) loads on the first hover, focus or press.
const loadModal = () => import("./sample-project-modal");
const SampleProjectModal = dynamic(() => loadModal().then((m) => m.SampleProjectModal), {
  loading: () => <ModalLoading label="Loading sample project" />,
});

/** 'View Sample Project': the button that opens the sample-project modal (spec 2). Each opening starts on Concept. */
export function SampleProjectButton({
  variant = "outline",
  size = "lg",
  className,
}: Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const router = useRouter();
  const { triggerRef, mounted, open, setOpen, show } = useLazyDialog();

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
        onClick={show}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <FolderOpenIcon aria-hidden /> View Sample Project
      </Button>
      {mounted && (
        <SampleProjectModal
          open={open}
          onOpenChange={setOpen}
          onStart={startBuilding}
          returnFocusTo={triggerRef}
        />
      )}
    </>
  );
}
