"use client";

import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { z } from "zod";

import { QUIZ_ANSWER_MAX, QUIZ_FIELDS, type QuizField } from "@/lib/validation";

/**
 * The quiz in progress, `{ step, answers }`, kept in localStorage so a reload loses nothing. The stored
 * draft is read through useSyncExternalStore: the server render and hydration use the initial draft, and
 * React re-renders with the stored one right after hydration (no setState in an effect, no mismatch).
 */

export type QuizAnswersDraft = Record<QuizField, string>;
export interface QuizDraft {
  /** Index of the current question, 0-4. */
  step: number;
  answers: QuizAnswersDraft;
}

export const EMPTY_ANSWERS: QuizAnswersDraft = {
  problem: "",
  solution: "",
  targetAudience: "",
  differentiator: "",
  businessModel: "",
};

export function quizStorageKey(projectId?: string): string {
  return `launchforge:quiz:${projectId ?? "new"}`;
}

const storedDraftSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(QUIZ_FIELDS.length - 1),
  answers: z.partialRecord(z.enum(QUIZ_FIELDS), z.string().max(QUIZ_ANSWER_MAX)),
});

/** The stored draft, or null when there is none or it is not one of ours. */
export function parseQuizDraft(raw: string | null): QuizDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedDraftSchema.safeParse(value);
  if (!parsed.success) return null;
  return { step: parsed.data.step, answers: { ...EMPTY_ANSWERS, ...parsed.data.answers } };
}

// Storage can be missing or throw (private modes, blocked cookies): the quiz then simply isn't persisted.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, draft: QuizDraft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch (error) {
    console.warn("[quiz] could not persist the draft:", error);
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export function useQuizDraft(key: string, initial: QuizDraft) {
  /** The draft as edited in this page; until the first edit, the stored draft (or `initial`) shows. */
  const [edited, setEdited] = useState<QuizDraft | null>(null);
  const stored = useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
  const restored = useMemo(() => parseQuizDraft(stored), [stored]);

  const setDraft = useCallback(
    (next: QuizDraft) => {
      setEdited(next);
      writeStorage(key, next);
    },
    [key],
  );

  /** Shows `next` and forgets the stored draft (after a save, or to start over). */
  const clearDraft = useCallback(
    (next: QuizDraft) => {
      setEdited(next);
      writeStorage(key, null);
    },
    [key],
  );

  return { draft: edited ?? restored ?? initial, setDraft, clearDraft };
}
