"use client";

import { ClockIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { ActionItem, ActionPlan } from "@/lib/artifacts/schemas";
import { EditableText } from "../editable-text";
import { Field } from "../step-panel";
import type { PanelProps } from "./types";

const PRIORITY_VARIANT = { high: "destructive", medium: "warning", low: "secondary" } as const;

export function ActionPlanPanel({ data, save }: PanelProps<ActionPlan>) {
  const d = (data ?? {}) as Partial<ActionPlan>;
  const update = (patch: Partial<ActionPlan>) => save({ ...(d as ActionPlan), ...patch });
  const items = (d.actionItems ?? []).filter((i): i is ActionItem => Boolean(i?.title));
  const weeks = [...new Set(items.map((i) => i.week))].sort((a, b) => a - b);
  const updateItem = (index: number, patch: Partial<ActionItem>) =>
    update({
      actionItems: (d.actionItems as ActionItem[]).map((it, i) => (i === index ? { ...it, ...patch } : it)),
    });

  return (
    <div className="flex flex-col gap-6">
      <Field title="Launch Strategy">
        <EditableText
          label="launch strategy"
          value={d.launchStrategy}
          fallback="No launch strategy available"
          onSave={(v) => update({ launchStrategy: v })}
        />
      </Field>
      <Field title="Action Items">
        {weeks.length === 0 && (
          <p className="text-sm text-muted-foreground italic">No action items available</p>
        )}
        <ol className="flex flex-col gap-5">
          {weeks.map((week) => (
            <li key={week}>
              <h4 className="mb-2 text-sm font-semibold">
                Week {week}{" "}
                <span className="font-normal text-muted-foreground">
                  · days {(week - 1) * 7 + 1}–{Math.min(60, week * 7)}
                </span>
              </h4>
              <ul className="flex flex-col gap-2">
                {items.map((item, index) =>
                  item.week !== week ? null : (
                    <li key={index} className="rounded-lg border bg-background/50 p-3">
                      <div className="mb-1 flex flex-wrap items-center gap-2">
                        <Badge
                          variant={PRIORITY_VARIANT[item.priority] ?? "secondary"}
                          className="capitalize"
                        >
                          {item.priority}
                        </Badge>
                        <span className="flex items-center gap-1 text-xs text-muted-foreground">
                          <ClockIcon aria-hidden className="size-3" /> {item.estimatedHours} h
                        </span>
                        <span className="font-medium">{item.title}</span>
                      </div>
                      <EditableText
                        label={`description of "${item.title}"`}
                        value={item.description}
                        fallback=""
                        onSave={(v) => updateItem(index, { description: v })}
                      />
                    </li>
                  ),
                )}
              </ul>
            </li>
          ))}
        </ol>
      </Field>
      <Field title="Success Metrics">
        <EditableText
          kind="list"
          label="success metrics"
          value={d.successMetrics}
          fallback="No success metrics defined"
          onSave={(v) => update({ successMetrics: v })}
        />
      </Field>
    </div>
  );
}
