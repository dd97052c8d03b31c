"use client";

import { CheckIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

interface QuizProgressProps {
  /** Index of the current question. */
  step: number;
  /** Per question: whether its answer meets the minimum. */
  completed: readonly boolean[];
  /** Per question: whether every earlier answer is complete, so it can be visited. */
  reachable: readonly boolean[];
  onSelect: (step: number) => void;
  disabled?: boolean;
}

/** "Question n of 5", a percent bar and one dot per question. */
export function QuizProgress({ step, completed, reachable, onSelect, disabled }: QuizProgressProps) {
  const total = completed.length;
  const percent = Math.round(((step + 1) / total) * 100);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium">
          Question {step + 1} of {total}
        </p>
        <p className="text-muted-foreground tabular-nums">{percent}%</p>
      </div>
      <Progress value={percent} aria-label="Quiz progress" />
      <ol className="flex items-center justify-center gap-2">
        {completed.map((done, index) => {
          const current = index === step;
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                disabled={disabled || current || !reachable[index]}
                aria-label={`Go to question ${index + 1}`}
                data-completed={done || undefined}
                aria-current={current ? "step" : undefined}
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border text-xs font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed",
                  current &&
                    "border-primary bg-primary text-primary-foreground ring-4 ring-primary/15 disabled:cursor-default",
                  !current && done && "border-success/40 bg-success/15 text-success hover:bg-success/25",
                  !current &&
                    !done &&
                    "bg-background text-muted-foreground hover:bg-accent disabled:opacity-50",
                )}
              >
                {done && !current ? <CheckIcon aria-hidden className="size-4" /> : index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
