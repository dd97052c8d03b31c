"use client";

import { useQuery } from "@tanstack/react-query";
import { ActivityIcon, RadioIcon } from "lucide-react";
import Link from "next/link";

import { LineChart } from "@/components/charts/line-chart";
import { Badge } from "@/components/ui/badge";
import { LocalTime } from "@/components/ui/local-time";
import { Progress } from "@/components/ui/progress";
import type { AnalyticsResponse } from "@/lib/analytics-types";

export const EVENT_LABELS: Record<string, string> = {
  quiz_completed: "Quizzes completed",
  step_generated: "Steps generated",
  marketing_plan_generated: "Marketing plans",
  export_downloaded: "Exports downloaded",
  brand_saved: "Brands saved",
  task_moved: "Board moves",
};

const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * A founder's analytics: activity per day over 30 days, totals per kind of action, progress per
 * project (steps and board), and the latest actions. On Rocket it refreshes itself every few seconds.
 */
export function AnalyticsView({
  initial,
  refreshMs,
}: {
  initial: AnalyticsResponse;
  refreshMs: number | null;
}) {
  const { data } = useQuery<AnalyticsResponse>({
    queryKey: ["/api/analytics"],
    initialData: initial,
    refetchInterval: refreshMs ?? false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const perDay = data.days.map((d) => Object.values(d.counts).reduce((a, b) => a + b, 0));
  const cumulativeSteps = data.days.reduce<number[]>(
    (acc, d) => [...acc, (acc.at(-1) ?? 0) + (d.counts.step_generated ?? 0)],
    [],
  );
  const totalActions = perDay.reduce((a, b) => a + b, 0);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        {data.live ? (
          <Badge variant="secondary" className="gap-1.5">
            <RadioIcon aria-hidden className="size-3.5 text-success" />
            <span>{`Live: updates every ${Math.round((refreshMs ?? 0) / 1000)} s`}</span>
          </Badge>
        ) : (
          <span>Updated when you open this page. Rocket plans update live.</span>
        )}
        <span data-testid="analytics-updated">
          Last update <LocalTime iso={data.generatedAt} options={{ timeStyle: "medium" }} />
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          ["Actions in 30 days", String(totalActions)],
          ["Level", String(data.stats.level)],
          ["Points", String(data.stats.totalPoints)],
          ["Streak", `${data.stats.streakDays} ${data.stats.streakDays === 1 ? "day" : "days"}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card p-4">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold" data-testid={`stat-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 rounded-2xl border bg-card p-6 lg:grid-cols-2">
        <LineChart
          title="Actions per day"
          summary={`${totalActions} actions in the last 30 days; the busiest day had ${Math.max(0, ...perDay)}.`}
          labels={data.days.map((d) => shortDate(d.date))}
          series={[{ name: "Actions", values: perDay, color: "var(--color-primary)", bars: true }]}
          format={(v) => String(Math.round(v))}
        />
        <LineChart
          title="Steps generated, running total"
          summary={`${cumulativeSteps.at(-1) ?? 0} steps generated in the last 30 days.`}
          labels={data.days.map((d) => shortDate(d.date))}
          series={[{ name: "Steps", values: cumulativeSteps, color: "var(--color-brand)" }]}
          format={(v) => String(Math.round(v))}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="totals-title" className="rounded-2xl border bg-card p-6">
          <h2 id="totals-title" className="mb-4 font-semibold">
            What you did (30 days)
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {Object.entries(EVENT_LABELS).map(([type, label]) => (
              <li key={type} className="flex justify-between gap-4">
                <span>{label}</span>
                <span className="font-medium tabular-nums" data-testid={`total-${type}`}>
                  {data.totals[type] ?? 0}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="projects-title" className="rounded-2xl border bg-card p-6">
          <h2 id="projects-title" className="mb-4 font-semibold">
            Progress by project
          </h2>
          {data.projects.length === 0 ? (
            <p className="text-sm text-muted-foreground">No projects yet.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.projects.map((p) => (
                <li key={p.id} className="text-sm">
                  <div className="mb-1 flex justify-between gap-2">
                    <Link
                      href={`/project/${p.id}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <span className="text-muted-foreground">{p.stepsDone} of 6 steps</span>
                  </div>
                  <Progress value={(p.stepsDone / 6) * 100} aria-label={`${p.name}: steps complete`} />
                  {p.board && p.board.total > 0 && (
                    <p className="mt-1 text-xs text-muted-foreground">
                      Board: {p.board.done} of {p.board.total} tasks done
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="recent-title" className="rounded-2xl border bg-card p-6">
        <h2 id="recent-title" className="mb-4 flex items-center gap-2 font-semibold">
          <ActivityIcon aria-hidden className="size-4" /> Latest activity
        </h2>
        {data.recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet: generate a step or move a task.</p>
        ) : (
          <ol className="flex flex-col divide-y text-sm" data-testid="recent-activity">
            {data.recent.map((event, i) => (
              <li key={`${event.at}-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{EVENT_LABELS[event.type] ?? event.type}</span>
                  {event.detail && <span className="text-muted-foreground"> · {event.detail}</span>}
                  {event.projectName && <span className="text-muted-foreground"> · {event.projectName}</span>}
                </span>
                <LocalTime
                  iso={event.at}
                  options={{ dateStyle: "medium", timeStyle: "short" }}
                  className="text-muted-foreground"
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
