"use client";

import {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  SparklesIcon,
  UserIcon,
} from "lucide-react";

import { AuthGatedButton } from "@/components/site/auth-gated-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { WALKTHROUGH_STEPS } from "@/lib/content/walkthrough";
import { cn } from "@/lib/utils";
import { WalkthroughPreview } from "./walkthrough-preview";

/**
 * The walkthrough's body for step index `step` (0-5): progress, the step's details, an example, a preview
 * and the controls. On the last step, Next becomes the auth-gated 'Start Building Now'.
 */
export function WalkthroughBody({
  step,
  onStepChange,
  onStart,
}: {
  step: number;
  onStepChange: (index: number) => void;
  onStart: () => void;
}) {
  const current = WALKTHROUGH_STEPS[step];
  const total = WALKTHROUGH_STEPS.length;
  const percent = Math.round((current.id / total) * 100);
  const isLast = step === total - 1;

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-4 text-sm">
          <p className="font-medium" aria-live="polite" aria-atomic>
            Step {current.id} of {total}
          </p>
          <p className="text-muted-foreground">{percent}% complete</p>
        </div>
        <Progress value={percent} aria-label="Walkthrough progress" />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-5">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="text-2xl font-bold tracking-tight">{current.title}</h3>
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <ClockIcon aria-hidden className="size-4" /> {current.duration}
              </span>
            </div>
            <p className="text-muted-foreground">{current.description}</p>
          </div>

          <section aria-labelledby="walkthrough-features" className="grid gap-2">
            <h4 id="walkthrough-features" className="text-sm font-semibold">
              Key features
            </h4>
            <ul className="grid gap-1.5 text-sm">
              {current.preview.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="walkthrough-example" className="grid gap-2">
            <h4 id="walkthrough-example" className="text-sm font-semibold">
              Example
            </h4>
            <div className="rounded-lg border bg-muted/50 p-3 text-sm">
              <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-muted-foreground uppercase">
                <UserIcon aria-hidden className="size-3.5" /> Input
              </p>
              <p>{current.mockData.input}</p>
            </div>
            <div className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
              <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-primary uppercase">
                <SparklesIcon aria-hidden className="size-3.5" /> AI output
              </p>
              <p>{current.mockData.output}</p>
            </div>
          </section>
        </div>

        <Card className="gap-4 self-start py-5">
          <CardHeader className="px-5">
            <CardTitle>{current.preview.title}</CardTitle>
            <CardDescription>{current.preview.content}</CardDescription>
          </CardHeader>
          <CardContent className="px-5">
            <WalkthroughPreview stepId={current.id} label={`Preview: ${current.preview.title}`} />
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <Button variant="outline" onClick={() => onStepChange(step - 1)} disabled={step === 0}>
          <ChevronLeftIcon aria-hidden /> Previous
        </Button>
        <div
          role="group"
          aria-label="Steps"
          className="order-first flex w-full justify-center gap-1 sm:order-none sm:w-auto"
        >
          {WALKTHROUGH_STEPS.map((s, index) => (
            <button
              key={s.id}
              type="button"
              aria-label={`Go to step ${s.id}`}
              aria-current={index === step ? "step" : undefined}
              onClick={() => onStepChange(index)}
              className="grid h-6 min-w-6 place-items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span
                aria-hidden
                className={cn(
                  "block h-2.5 rounded-full transition-all duration-300",
                  index === step && "w-6 bg-primary",
                  index < step && "w-2.5 bg-primary/80",
                  index > step && "w-2.5 border-2 border-muted-foreground",
                )}
              />
            </button>
          ))}
        </div>
        {isLast ? (
          <AuthGatedButton onAction={onStart}>
            Start Building Now <ChevronRightIcon aria-hidden />
          </AuthGatedButton>
        ) : (
          <Button onClick={() => onStepChange(step + 1)}>
            Next <ChevronRightIcon aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
