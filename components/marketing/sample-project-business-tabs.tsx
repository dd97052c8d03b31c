import { BuildingIcon, CircleDollarSignIcon, GlobeIcon, PercentIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { ACTION_PLAN_KEYS, type SampleAnalysis, type SampleProject } from "@/lib/content/sample-project";

/** The text-heavy tabs of the sample project: Concept, Analysis, Action Plan and Pitch. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function ConceptTab({ project }: { project: SampleProject }) {
  const { concept } = project;
  const items = [
    ["Problem Statement", concept.problem],
    ["Solution", concept.solution],
    ["Target Audience", concept.targetAudience],
    ["Differentiator", concept.differentiator],
    ["Business Model", concept.businessModel],
  ] as const;
  return (
    <div className="grid gap-4">
      {items.map(([title, text]) => (
        <Section key={title} title={title}>
          <p className="text-sm text-muted-foreground">{text}</p>
        </Section>
      ))}
    </div>
  );
}

const STATS: { key: keyof SampleAnalysis; label: string; Icon: LucideIcon }[] = [
  { key: "marketSize", label: "Market Size", Icon: GlobeIcon },
  { key: "targetAgencies", label: "Target Agencies", Icon: BuildingIcon },
  { key: "grossMargin", label: "Gross Margin", Icon: PercentIcon },
  { key: "fundingAsk", label: "Funding Ask", Icon: CircleDollarSignIcon },
];

export function AnalysisTab({ project }: { project: SampleProject }) {
  const { analysis, businessPlan } = project;
  return (
    <div className="grid gap-5">
      <ul aria-label="Key numbers" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {STATS.map(({ key, label, Icon }) => (
          <li key={key} className="rounded-xl border bg-card p-4">
            <Icon aria-hidden className="mb-2 size-5 text-primary" />
            <p className="text-2xl font-bold tracking-tight">{analysis[key]}</p>
            <p className="text-sm text-muted-foreground">{label}</p>
          </li>
        ))}
      </ul>
      <Section title="Executive Summary">
        <p className="text-sm text-muted-foreground">{businessPlan.executiveSummary}</p>
      </Section>
      <Section title="Market Opportunity">
        <p className="text-sm text-muted-foreground">{businessPlan.marketOpportunity}</p>
      </Section>
      <Section title="Competitive Advantage">
        <p className="text-sm text-muted-foreground">{businessPlan.competitiveAdvantage}</p>
      </Section>
      <Section title="3-Year Projection">
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Year
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Revenue
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Customers
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Churn
                </th>
              </tr>
            </thead>
            <tbody>
              {businessPlan.projections.map((p) => (
                <tr key={p.year} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    Year {p.year}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{p.revenue}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.customers}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{p.churn}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}

export function ActionPlanTab({ project }: { project: SampleProject }) {
  return (
    <ol className="grid gap-3">
      {ACTION_PLAN_KEYS.map((key) => {
        const phase = project.actionPlan[key];
        return (
          <li key={key} className="rounded-xl border bg-card p-4">
            <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
              <span className="text-primary">{`${phase.label}:`}</span> <span>{phase.focus}</span>
            </h3>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground marker:text-primary">
              {phase.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

export function PitchTab({ project }: { project: SampleProject }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {project.pitchDeck.slides.map((slide) => (
        <li key={slide.number} className="flex gap-3 rounded-xl border bg-card p-4">
          <span
            aria-hidden
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          >
            {slide.number}
          </span>
          <div className="grid gap-1">
            <h3 className="font-semibold">
              <span className="sr-only">Slide {slide.number}: </span>
              {slide.title}
            </h3>
            <ul className="grid list-disc gap-0.5 pl-4 text-sm text-muted-foreground">
              {slide.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
