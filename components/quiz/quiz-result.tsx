"use client";

import { CheckCircle2Icon, LightbulbIcon, RotateCcwIcon, SaveIcon, SparklesIcon } from "lucide-react";
import { useEffect, useRef } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { IdeaProfileCard } from "@/components/project/idea-profile-card";
import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import type { QuizResult } from "@/lib/artifacts/schemas";

interface QuizResultViewProps {
  result: QuizResult;
  /** Keeps the founder's confirmation or correction of the profile until the project is saved. */
  onProfileChange?: (profile: IdeaProfileData) => Promise<boolean>;
  saving: boolean;
  onSave: () => void;
  onRestart: () => void;
}

/** The analysis: refined concept, strengths and recommendations, with Save and Start New Quiz. */
export function QuizResultView({ result, onProfileChange, saving, onSave, onRestart }: QuizResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="gap-8 py-8">
      <CardHeader className="gap-3 px-6 sm:px-8">
        <Badge variant="success">
          <SparklesIcon aria-hidden /> Analysis complete
        </Badge>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Refined Concept
        </h2>
        <p className="rounded-lg border-l-4 border-primary bg-muted/50 px-4 py-3 leading-relaxed">
          {result.concept}
        </p>
      </CardHeader>

      {result.profile && onProfileChange && (
        <div className="px-6 sm:px-8">
          <IdeaProfileCard profile={result.profile} onSave={onProfileChange} />
        </div>
      )}

      <CardContent className="grid gap-8 px-6 sm:px-8 md:grid-cols-2">
        <section aria-labelledby="quiz-strengths" className="flex flex-col gap-3">
          <h2 id="quiz-strengths" className="text-lg font-semibold">
            Key Strengths
          </h2>
          <ul className="flex flex-col gap-2.5">
            {result.strengths.map((strength, index) => (
              <li key={index} className="flex gap-2.5 text-sm leading-relaxed">
                <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{strength}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="quiz-recommendations" className="flex flex-col gap-3">
          <h2 id="quiz-recommendations" className="text-lg font-semibold">
            Recommendations
          </h2>
          <ul className="flex flex-col gap-2.5">
            {result.recommendations.map((recommendation, index) => (
              <li key={index} className="flex gap-2.5 text-sm leading-relaxed">
                <LightbulbIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                <span>{recommendation}</span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>

      <CardFooter className="flex-col-reverse gap-3 border-t px-6 pt-6 sm:flex-row sm:justify-end sm:px-8">
        <Button
          type="button"
          variant="outline"
          onClick={onRestart}
          disabled={saving}
          className="w-full sm:w-auto"
        >
          <RotateCcwIcon aria-hidden /> Start New Quiz
        </Button>
        <Button type="button" onClick={onSave} disabled={saving} className="w-full sm:w-auto">
          {saving ? (
            <>
              <span aria-hidden className="contents">
                <Spinner />
              </span>
              Saving...
            </>
          ) : (
            <>
              <SaveIcon aria-hidden /> Save This Project
            </>
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}
