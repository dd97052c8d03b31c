"use client";

import { CheckCircle2Icon, LockIcon, SparklesIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { tierName } from "@/lib/plans";
import type { Step } from "@/lib/steps";
import { cn } from "@/lib/utils";
import { STEP_ICONS } from "./step-icons";

export interface StepState {
  completed: boolean;
  unlocked: boolean;
  /** The user's plan is below the step's tier. */
  tierLocked: boolean;
  generating: boolean;
  open: boolean;
}

/** One of the six steps: generate it, view its details, or see why it is locked. */
export function StepCard({
  step,
  state,
  onActivate,
  onViewDetails,
  onLockedClick,
}: {
  step: Step;
  state: StepState;
  onActivate: () => void;
  onViewDetails: () => void;
  onLockedClick: () => void;
}) {
  const Icon = STEP_ICONS[step.key];
  const { completed, unlocked, tierLocked, generating } = state;

  return (
    <li className="relative">
      <div
        className={cn(
          "flex h-full flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm transition-colors",
          completed && "border-success/50",
          state.open && "ring-2 ring-primary",
          tierLocked && "pointer-events-none blur-sm select-none",
        )}
        // Locked: out of reach for keyboard and screen readers alike (the overlay says why).
        inert={tierLocked || undefined}
      >
        <div className="flex items-start justify-between">
          <span
            className={cn(
              "flex size-10 items-center justify-center rounded-xl",
              completed ? "bg-success/15 text-success" : "bg-primary/10 text-primary",
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          {generating ? (
            <Spinner label={`Generating ${step.title}`} />
          ) : (
            completed && <CheckCircle2Icon aria-label="Completed" className="size-5 text-success" />
          )}
        </div>
        <div>
          <p className="text-xs font-medium text-muted-foreground">Step {step.number}</p>
          <h3 className="font-semibold">{step.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
        </div>
        <div className="mt-auto">
          {completed ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={onViewDetails}>
                {state.open ? "Hide Details" : "View Details"}
              </Button>
              {step.key === "concept" && (
                <Button size="sm" variant="ghost" onClick={onActivate}>
                  Refine
                </Button>
              )}
            </div>
          ) : !unlocked ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <LockIcon aria-hidden className="size-3.5" /> Complete previous steps first
            </p>
          ) : (
            <Button size="sm" onClick={onActivate} disabled={generating}>
              <SparklesIcon aria-hidden />{" "}
              {generating ? "Generating..." : step.key === "concept" ? "Answer the Quiz" : "Generate"}
            </Button>
          )}
        </div>
      </div>
      {tierLocked && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl border bg-background/85 p-4 text-center backdrop-blur-[1px]">
          <LockIcon aria-hidden className="size-5 text-primary" />
          <p className="font-semibold">Premium Feature</p>
          <p className="text-sm text-muted-foreground">
            {step.title}: upgrade to {tierName(step.requiredTier)}
          </p>
          <div className="flex gap-2">
            <Button size="sm" asChild>
              <Link href="/pricing">Upgrade to {tierName(step.requiredTier)}</Link>
            </Button>
            <Button size="sm" variant="ghost" onClick={onLockedClick}>
              Why?
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
