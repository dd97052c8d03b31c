"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";

import { apiJson } from "@/lib/api-client";

export interface UnlockedAchievement {
  id: string;
  name: string;
  description: string;
  points: number;
}

interface Result {
  hasNewAchievements: boolean;
  unlocked: UnlockedAchievement[];
}

/**
 * Announces newly unlocked achievements in ONE toast (the spec: one toast at a time): the achievement
 * itself when there is one, else how many, their names and the points together.
 */
export function announceAchievements(unlocked: UnlockedAchievement[]) {
  if (unlocked.length === 0) return;
  if (unlocked.length === 1) {
    const [a] = unlocked;
    toast.success(`Achievement Unlocked: ${a.name}`, { description: `${a.description} +${a.points} points` });
    return;
  }
  const points = unlocked.reduce((sum, a) => sum + a.points, 0);
  toast.success(`${unlocked.length} Achievements Unlocked`, {
    description: `${unlocked.map((a) => a.name).join(", ")}. +${points} points`,
  });
}

/** Announces, once, what the server unlocked while rendering the page (the dashboard). */
export function AchievementAnnouncer({ unlocked }: { unlocked: UnlockedAchievement[] }) {
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    announceAchievements(unlocked);
  }, [unlocked]);
  return null;
}

/** Opening a project checks achievements; new ones are announced with their names and points. */
export function AchievementCheck({ projectId, trigger }: { projectId: string; trigger: string }) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === trigger) return;
    last.current = trigger;
    apiJson<Result>("POST", "/api/gamification/check-achievements", { projectId })
      .then((result) => announceAchievements(result.unlocked))
      .catch((error) => console.warn("Achievement check failed", error));
  }, [projectId, trigger]);
  return null;
}
