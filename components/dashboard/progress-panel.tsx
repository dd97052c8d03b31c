import { FlameIcon, LightbulbIcon, LockIcon, TrophyIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import type { DailyTip } from "@/db/schema";
import { ACHIEVEMENTS, POINTS_PER_LEVEL } from "@/lib/gamification/achievements";
import { cn } from "@/lib/utils";

export interface ProgressPanelProps {
  stats: { totalPoints: number; level: number; streakDays: number; achievementsUnlocked: number };
  unlocked: { id: string; name: string; points: number; unlockedAt: Date }[];
  tip: DailyTip;
}

/**
 * The founder's progress on the dashboard: level and points (with what the next level needs), the
 * activity streak, achievements (earned and still to earn, with their conditions) and today's tip.
 */
export function ProgressPanel({ stats, unlocked, tip }: ProgressPanelProps) {
  const intoLevel = stats.totalPoints - (stats.level - 1) * POINTS_PER_LEVEL;
  const earned = new Map(unlocked.map((a) => [a.id, a]));
  return (
    <section
      aria-labelledby="progress-panel-title"
      className="mb-10 grid items-start gap-4 lg:grid-cols-[2fr_1fr]"
    >
      <div className="rounded-2xl border bg-card p-5 shadow-sm">
        <h2 id="progress-panel-title" className="sr-only">
          Your progress
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <p className="text-sm text-muted-foreground">Level</p>
            <p className="text-2xl font-bold" data-testid="level">
              {stats.level}
            </p>
            <Progress
              value={(intoLevel / POINTS_PER_LEVEL) * 100}
              className="mt-2"
              aria-label="Progress to the next level"
            />
            <p className="mt-1 text-xs text-muted-foreground">
              {POINTS_PER_LEVEL - intoLevel} points to level {stats.level + 1}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">Points</p>
            <p className="text-2xl font-bold" data-testid="points">
              {stats.totalPoints}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">Streak</p>
            <p className="flex items-center gap-1.5 text-2xl font-bold" data-testid="streak">
              <FlameIcon
                aria-hidden
                className={cn("size-5", stats.streakDays > 0 ? "text-brand" : "text-muted-foreground")}
              />
              {stats.streakDays} {stats.streakDays === 1 ? "day" : "days"}
            </p>
          </div>
        </div>
        <details className="group mt-4">
          <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium">
            <TrophyIcon aria-hidden className="size-4 text-brand" />
            Achievements: {stats.achievementsUnlocked} of {ACHIEVEMENTS.length}
            <span className="text-muted-foreground group-open:hidden">(show all)</span>
          </summary>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {ACHIEVEMENTS.map((a) => {
              const got = earned.get(a.id);
              return (
                <li
                  key={a.id}
                  className={cn(
                    "flex items-start gap-2 rounded-lg border p-2.5 text-sm",
                    !got && "opacity-70",
                  )}
                >
                  {got ? (
                    <TrophyIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                  ) : (
                    <LockIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  )}
                  <span>
                    <span className="font-medium">{a.name}</span>{" "}
                    <span className="text-muted-foreground">· {a.points} points</span>
                    <span className="block text-xs text-muted-foreground">
                      {got ? a.description : a.condition}
                    </span>
                    <span className="sr-only">{got ? "Unlocked" : "Locked"}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </details>
      </div>
      <aside
        aria-labelledby="tip-title"
        className="rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-brand/10 p-5 shadow-sm"
      >
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
          <LightbulbIcon aria-hidden className="size-4" /> Tip of the day
        </p>
        <h2 id="tip-title" className="mt-2 font-semibold">
          {tip.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{tip.content}</p>
      </aside>
    </section>
  );
}
