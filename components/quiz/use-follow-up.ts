"use client";

import { useEffect, useState } from "react";

import type { FollowUp } from "@/lib/artifacts/schemas";
import { apiJson } from "@/lib/api-client";
import { QUIZ_CLIENT_MINIMUMS, type QuizField } from "@/lib/validation";

/** How long the founder must pause typing before the answer is checked. */
export const FOLLOW_UP_DELAY_MS = 1200;

interface Checked {
  field: QuizField;
  followUp: FollowUp;
}

/**
 * A follow-up question for a vague answer, or null. Once the answer has reached its minimum and the
 * founder pauses, POST /api/quiz/follow-up checks it. A response for an answer that has changed since is
 * dropped; the last tip stays visible while the founder keeps typing in the same field. Never blocks:
 * errors only reach the console.
 */
export function useFollowUp(field: QuizField, answer: string, enabled = true): string | null {
  const text = answer.trim();
  const ready = enabled && text.length >= QUIZ_CLIENT_MINIMUMS[field];
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const followUp = await apiJson<FollowUp>("POST", "/api/quiz/follow-up", { field, answer: text });
        if (current) setChecked({ field, followUp });
      } catch (error) {
        if (current) console.warn("[quiz] follow-up check failed:", error);
      }
    }, FOLLOW_UP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [field, text, ready]);

  if (!ready || checked?.field !== field || checked.followUp.specific) return null;
  return typeof checked.followUp.question === "string" && checked.followUp.question
    ? checked.followUp.question
    : null;
}
