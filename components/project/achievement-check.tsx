"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";

import { apiJson } from "@/lib/api-client";

interface Result {
  hasNewAchievements: boolean;
  unlocked: { id: string; name: string; description: string; points: number }[];
}

/** Opening a project checks achievements; new ones are announced with their names and points. */
export function AchievementCheck({ projectId, trigger }: { projectId: string; trigger: string }) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === trigger) return;
    last.current = trigger;
    apiJson<Result>("POST", "/api/gamification/check-achievements", { projectId })
      .then((result) => {
        for (const a of result.unlocked) {
          toast.success(`Achievement Unlocked: ${a.name}`, {
            description: `${a.description} +${a.points} points`,
          });
        }
      })
      .catch((error) => console.warn("Achievement check failed", error));
  }, [projectId, trigger]);
  return null;
}
