"use client";

import type { FullBusinessAnalysis } from "@/lib/artifacts/schemas";
import type { ModelInput } from "@/lib/finance/figures";
import { AssumptionsCard } from "./assumptions-card";
import { EditableText } from "../editable-text";
import { Field } from "../step-panel";
import type { PanelProps } from "./types";

const SECTIONS: { key: keyof FullBusinessAnalysis; title: string; fallback: string }[] = [
  { key: "executiveSummary", title: "Executive Summary", fallback: "No executive summary available" },
  { key: "marketPotential", title: "Market Potential", fallback: "No market analysis available" },
  {
    key: "competitiveLandscape",
    title: "Competitive Landscape",
    fallback: "No competitive analysis available",
  },
  {
    key: "financialProjections",
    title: "Financial Projections",
    fallback: "No financial projections available",
  },
  { key: "marketingStrategy", title: "Marketing Strategy", fallback: "No marketing strategy available" },
];

export function AnalysisPanel({
  data,
  save,
  model = null,
}: PanelProps<FullBusinessAnalysis> & { model?: ModelInput | null }) {
  const d = (data ?? {}) as Partial<FullBusinessAnalysis>;
  const update = (patch: Partial<FullBusinessAnalysis>) => save({ ...(d as FullBusinessAnalysis), ...patch });
  return (
    <div className="flex flex-col gap-6">
      {SECTIONS.map(({ key, title, fallback }) => (
        <Field key={key} title={title}>
          <EditableText
            label={title}
            value={d[key] as string | undefined}
            fallback={fallback}
            onSave={(v) => update({ [key]: v })}
          />
        </Field>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <Field title="Strategic Recommendations">
          <EditableText
            kind="list"
            ordered
            label="strategic recommendations"
            value={d.strategicRecommendations}
            fallback="No recommendations available"
            onSave={(v) => update({ strategicRecommendations: v })}
          />
        </Field>
        <Field title="Next Actions">
          <EditableText
            kind="list"
            label="next actions"
            value={d.actionItems}
            fallback="No action items"
            onSave={(v) => update({ actionItems: v })}
          />
        </Field>
      </div>
      <AssumptionsCard model={model} />
    </div>
  );
}
