"use client";

import { LightbulbIcon } from "lucide-react";
import { useId, type ReactNode, type Ref } from "react";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { QuizQuestion } from "@/lib/content/quiz";
import { cn } from "@/lib/utils";
import { QUIZ_ANSWER_MAX, QUIZ_CLIENT_MINIMUMS } from "@/lib/validation";

interface QuestionStepProps {
  question: QuizQuestion;
  value: string;
  onChange: (value: string) => void;
  /** A follow-up question for a vague answer, shown as a tip. */
  followUp: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
  /** Extra controls beside the counter (the voice input button). */
  actions?: ReactNode;
}

/** One question: label, helper, answer, a live character count against the minimum and an optional tip. */
export function QuestionStep({
  question,
  value,
  onChange,
  followUp,
  textareaRef,
  disabled,
  actions,
}: QuestionStepProps) {
  const id = useId();
  const minimum = QUIZ_CLIENT_MINIMUMS[question.field];
  const count = value.trim().length;
  const remaining = Math.max(minimum - count, 0);

  return (
    <div className="flex flex-col gap-3">
      <h2>
        <Label
          htmlFor={`${id}-answer`}
          className="text-xl leading-snug font-semibold tracking-tight sm:text-2xl"
        >
          {question.title}
        </Label>
      </h2>
      <p id={`${id}-helper`} className="text-sm text-muted-foreground">
        {question.helper}
      </p>
      <Textarea
        id={`${id}-answer`}
        ref={textareaRef}
        name={question.field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={question.placeholder}
        maxLength={QUIZ_ANSWER_MAX}
        rows={6}
        disabled={disabled}
        aria-describedby={`${id}-helper ${id}-count`}
        className="mt-1 min-h-40 resize-y leading-relaxed"
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div
          id={`${id}-count`}
          aria-live="polite"
          className="flex min-h-9 flex-col justify-center gap-0.5 text-sm"
        >
          <p
            className={cn(
              "tabular-nums",
              remaining === 0 ? "font-medium text-success" : "text-muted-foreground",
            )}
          >
            {count}/{minimum} characters
          </p>
          {remaining > 0 && (
            <p className="text-warning">
              Please write at least {remaining} more {remaining === 1 ? "character" : "characters"} to
              continue
            </p>
          )}
        </div>
        {actions}
      </div>
      <div aria-live="polite">
        {followUp && (
          <p className="flex gap-3 rounded-lg border border-dashed bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
            <LightbulbIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <span className="font-medium text-foreground">Tip:</span> {followUp}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
