"use client";

import type { ReactNode } from "react";

import { Spinner } from "@/components/ui/spinner";
import type { Step } from "@/lib/steps";
import { HistoryDialog } from "./history-dialog";
import { RegenerateButton } from "./regenerate-button";

/** The frame of a step's details: title, actions (regenerate, history, downloads) and the content. */
export function StepPanel({
  step,
  projectId,
  onRegenerate,
  regenerating,
  streaming,
  actions,
  children,
}: {
  step: Step;
  projectId: string;
  onRegenerate?: () => void;
  regenerating: boolean;
  /** True while a generation streams into this panel. */
  streaming: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={`panel-${step.key}`}
      aria-labelledby={`panel-${step.key}-title`}
      className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`panel-${step.key}-title`}
          className="flex items-center gap-2 text-xl font-semibold tracking-tight"
        >
          {step.title}
          {streaming && (
            <span
              className="flex items-center gap-1.5 text-sm font-normal text-muted-foreground"
              aria-live="polite"
            >
              <Spinner className="size-3.5" label="Writing" /> Writing…
            </span>
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          {actions}
          {step.column !== "quizData" && (
            <HistoryDialog projectId={projectId} column={step.column} title={step.title} />
          )}
          {onRegenerate && (
            <RegenerateButton
              projectId={projectId}
              column={step.column}
              title={step.title}
              regenerating={regenerating}
              onRegenerate={onRegenerate}
            />
          )}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A labelled section inside a panel. */
export function Field({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </div>
  );
}
