"use client";

import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import type { QuizResult } from "@/lib/artifacts/schemas";
import { apiJson, errorMessage } from "@/lib/api-client";
import { QUIZ_QUESTIONS } from "@/lib/content/quiz";
import { QUIZ_CLIENT_MINIMUMS, QUIZ_FIELDS, type QuizAnswers, type QuizField } from "@/lib/validation";
import { QuestionStep } from "./question-step";
import { QuizProgress } from "./quiz-progress";
import { QuizResultView } from "./quiz-result";
import { saveQuizProject } from "./save-quiz-project";
import { useFollowUp } from "./use-follow-up";
import {
  EMPTY_ANSWERS,
  quizStorageKey,
  useQuizDraft,
  type QuizAnswersDraft,
  type QuizDraft,
} from "./use-quiz-storage";
import { VoiceInputButton } from "./voice-input-button";

const isComplete = (field: QuizField, answer: string) => answer.trim().length >= QUIZ_CLIENT_MINIMUMS[field];

const trimAnswers = (answers: QuizAnswersDraft): QuizAnswers =>
  Object.fromEntries(QUIZ_FIELDS.map((field) => [field, answers[field].trim()])) as QuizAnswers;

const FRESH_DRAFT: QuizDraft = { step: 0, answers: EMPTY_ANSWERS };

interface QuizFlowProps {
  /** The project being refined; without it the quiz creates a new project. */
  projectId?: string;
  /** Saved answers to start from (a project's quizData). */
  initialAnswers?: Partial<QuizAnswers>;
}

/**
 * The quiz state machine: five questions, then the analysis (POST /api/quiz), then Save (a new project,
 * or the project being refined). Answers in progress are kept in localStorage until saved.
 */
export function QuizFlow({ projectId, initialAnswers }: QuizFlowProps) {
  const router = useRouter();
  const [initialDraft] = useState<QuizDraft>(() => ({
    step: 0,
    answers: { ...EMPTY_ANSWERS, ...initialAnswers },
  }));
  const { draft, setDraft, clearDraft } = useQuizDraft(quizStorageKey(projectId), initialDraft);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [saving, setSaving] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  /** Set by a step change; the textarea takes focus once it has rendered. */
  const focusPending = useRef(false);

  const { answers } = draft;
  const completed = QUIZ_FIELDS.map((field) => isComplete(field, answers[field]));
  const firstIncomplete = completed.indexOf(false);
  const allComplete = firstIncomplete === -1;
  const reachable = completed.map((_, index) => allComplete || index <= firstIncomplete);
  // A restored or edited draft can never sit beyond the first unfinished answer.
  const step = allComplete ? draft.step : Math.min(draft.step, firstIncomplete);
  const question = QUIZ_QUESTIONS[step];
  const answer = answers[question.field];
  const isLast = step === QUIZ_QUESTIONS.length - 1;
  const followUp = useFollowUp(question.field, answer, result === null);

  useEffect(() => {
    if (focusPending.current && textareaRef.current) {
      focusPending.current = false;
      textareaRef.current.focus();
    }
  });

  function goTo(next: number) {
    if (next < 0 || next >= QUIZ_QUESTIONS.length || !reachable[next]) return;
    focusPending.current = true;
    setDraft({ ...draft, step: next });
  }

  function setAnswer(value: string) {
    setDraft({ step, answers: { ...answers, [question.field]: value } });
  }

  function appendTranscript(text: string) {
    const before = answer.trimEnd();
    setAnswer(before ? `${before} ${text}` : text);
  }

  async function analyze() {
    if (!allComplete || analyzing) return;
    setAnalyzing(true);
    try {
      const analysis = await apiJson<QuizResult>("POST", "/api/quiz", trimAnswers(answers));
      setResult(analysis);
      toast.success("Analysis Complete!", { description: "Your refined concept is ready." });
    } catch (error) {
      toast.error("Analysis Failed", { description: errorMessage(error) });
    } finally {
      setAnalyzing(false);
    }
  }

  async function save() {
    setSaving(true);
    try {
      const next = await saveQuizProject({ projectId, answers: trimAnswers(answers), result });
      clearDraft(draft);
      toast.success("Project Saved!", {
        description: projectId
          ? "Your refined concept has been saved."
          : "Your new project is on your dashboard.",
      });
      router.push(next);
      router.refresh();
      // Stay disabled while the next page loads.
    } catch (error) {
      toast.error("Save Failed", { description: errorMessage(error) });
      setSaving(false);
    }
  }

  function restart() {
    setResult(null);
    focusPending.current = true;
    clearDraft(FRESH_DRAFT);
  }

  if (result) {
    return (
      <QuizResultView
        result={result}
        onProfileChange={async (profile) => {
          setResult({ ...result, profile });
          return true;
        }}
        saving={saving}
        onSave={save}
        onRestart={restart}
      />
    );
  }

  const currentComplete = completed[step];
  return (
    <Card className="gap-8 py-8">
      <CardHeader className="px-6 sm:px-8">
        <QuizProgress
          step={step}
          completed={completed}
          reachable={reachable}
          onSelect={goTo}
          disabled={analyzing}
        />
      </CardHeader>
      <CardContent className="px-6 sm:px-8">
        <QuestionStep
          key={question.field}
          question={question}
          value={answer}
          onChange={setAnswer}
          followUp={followUp}
          textareaRef={textareaRef}
          disabled={analyzing}
          actions={
            <VoiceInputButton key={question.field} onTranscript={appendTranscript} disabled={analyzing} />
          }
        />
      </CardContent>
      <CardFooter className="justify-between gap-3 border-t px-6 pt-6 sm:px-8">
        {step > 0 ? (
          <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={analyzing}>
            <ArrowLeftIcon aria-hidden /> Previous
          </Button>
        ) : (
          <span aria-hidden />
        )}
        {!isLast ? (
          <Button type="button" onClick={() => goTo(step + 1)} disabled={!currentComplete}>
            Next <ArrowRightIcon aria-hidden />
          </Button>
        ) : analyzing ? (
          <Button type="button" disabled>
            <span aria-hidden className="contents">
              <Spinner />
            </span>
            Analyzing...
          </Button>
        ) : allComplete ? (
          <Button type="button" onClick={analyze}>
            <SparklesIcon aria-hidden /> Analyze Concept
          </Button>
        ) : (
          <Button type="button" disabled>
            Complete All Questions
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
