import { CheckIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";

import type { WalkthroughStepId } from "@/lib/content/walkthrough";
import { readableOn } from "@/lib/color";
import { cn } from "@/lib/utils";

/**
 * A small mock of what each walkthrough step produces, drawn with styled divs (no images). It is one
 * picture for assistive technology (role img with a label); the step's text already says the same.
 */
export function WalkthroughPreview({ stepId, label }: { stepId: WalkthroughStepId; label: string }) {
  return (
    <div role="img" aria-label={label} className="rounded-lg border bg-background p-4 text-xs shadow-inner">
      {MOCKS[stepId]}
    </div>
  );
}

function Bar({ className }: { className?: string }) {
  return <div className={cn("h-2 rounded-full bg-muted-foreground/25", className)} />;
}

const ConceptMock = (
  <div className="grid gap-3">
    <div className="flex items-center justify-between font-medium">
      <span>Question 1 of 5</span>
      <span className="text-muted-foreground">20%</span>
    </div>
    <div className="h-1.5 rounded-full bg-primary/20">
      <div className="h-full w-1/5 rounded-full bg-primary" />
    </div>
    <p className="font-semibold">What problem are you solving?</p>
    <div className="rounded-md border bg-card p-2 leading-relaxed">
      Working parents spend hours every week deciding what to cook…
    </div>
    <p className="font-medium text-success">142/50 characters</p>
    <div className="grid gap-1.5 rounded-md border border-primary/30 bg-primary/5 p-2">
      <p className="font-semibold text-primary">Key strengths</p>
      <Bar className="w-11/12" />
      <Bar className="w-3/4" />
    </div>
  </div>
);

const NAMES = [
  { name: "Forkcast", domain: "forkcast.app", available: true },
  { name: "PlatePilot", domain: "platepilot.co", available: true },
  { name: "SupperSync", domain: "suppersync.com", available: false },
  { name: "MealNest", domain: "mealnest.io", available: true },
];

const BrandingMock = (
  <ul className="grid gap-2">
    {NAMES.map((n, i) => (
      <li
        key={n.name}
        className={cn(
          "flex items-center justify-between gap-2 rounded-md border bg-card p-2",
          i === 0 && "border-primary ring-1 ring-primary",
        )}
      >
        <div>
          <p className="text-sm font-semibold">{n.name}</p>
          <p className="text-muted-foreground">{n.domain}</p>
        </div>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium",
            n.available ? "border border-success/50 text-success" : "bg-secondary text-secondary-foreground",
          )}
        >
          {n.available ? <CheckIcon className="size-3" /> : <XIcon className="size-3" />}
          {n.available ? "Available" : "Taken"}
        </span>
      </li>
    ))}
  </ul>
);

const REVENUE = [
  { year: "Y1", height: "h-1/6", value: "$0.4M" },
  { year: "Y2", height: "h-2/5", value: "$1.6M" },
  { year: "Y3", height: "h-full", value: "$4.1M" },
];

const AnalysisMock = (
  <div className="grid gap-3">
    <div className="grid grid-cols-3 gap-2">
      {[
        ["Market", "2.4M"],
        ["Year 3", "$4.1M"],
        ["Margin", "78%"],
      ].map(([label, value]) => (
        <div key={label} className="rounded-md border bg-card p-2 text-center">
          <p className="text-sm font-bold">{value}</p>
          <p className="text-muted-foreground">{label}</p>
        </div>
      ))}
    </div>
    <p className="font-semibold">Revenue projection</p>
    <div className="flex h-24 items-end gap-3 border-b px-2">
      {REVENUE.map((r) => (
        <div
          key={r.year}
          className={cn("flex flex-1 items-start justify-center rounded-t bg-primary", r.height)}
        >
          <span className="pt-0.5 text-[10px] font-semibold text-primary-foreground">{r.value}</span>
        </div>
      ))}
    </div>
    <div className="flex gap-3 px-2 text-center text-muted-foreground">
      {REVENUE.map((r) => (
        <span key={r.year} className="flex-1">
          {r.year}
        </span>
      ))}
    </div>
  </div>
);

const PALETTE = ["#C2410C", "#15803D", "#FFF7ED", "#1F2937"];

const AssetsMock = (
  <div className="grid gap-3">
    <div className="flex items-center gap-3">
      <div className="grid size-12 place-items-center rounded-xl bg-[#C2410C] text-xl font-extrabold text-white">
        F
      </div>
      <div>
        <p className="text-base font-extrabold tracking-tight">Forkcast</p>
        <p className="text-muted-foreground">Dinner, sorted for the week</p>
      </div>
    </div>
    <div className="grid grid-cols-4 overflow-hidden rounded-md border">
      {PALETTE.map((hex) => (
        <div
          key={hex}
          className="flex h-12 items-end p-1 font-mono text-[10px]"
          style={{ backgroundColor: hex, color: readableOn(hex) }}
        >
          {hex}
        </div>
      ))}
    </div>
    <div className="flex items-baseline gap-3 rounded-md border bg-card p-2">
      <span className="text-2xl font-bold">Aa</span>
      <span className="text-muted-foreground">Nunito headings · Inter text</span>
    </div>
  </div>
);

const PLAN = [
  { weeks: "Weeks 1-2", task: "Interview 20 parents", done: true },
  { weeks: "Weeks 3-4", task: "Build the weekly planner", done: true },
  { weeks: "Weeks 5-6", task: "Grocery list + 50-family beta", done: false },
  { weeks: "Weeks 7-8", task: "Launch: 25 paying families", done: false },
];

const PlanMock = (
  <ol className="grid gap-2">
    {PLAN.map((p) => (
      <li key={p.weeks} className="flex items-center gap-2 rounded-md border bg-card p-2">
        <span
          className={cn(
            "grid size-4 shrink-0 place-items-center rounded border",
            p.done ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground",
          )}
        >
          {p.done && <CheckIcon className="size-3" />}
        </span>
        <span className="w-20 shrink-0 font-semibold text-primary">{p.weeks}</span>
        <span className={cn(p.done && "text-muted-foreground line-through")}>{p.task}</span>
      </li>
    ))}
  </ol>
);

const PitchMock = (
  <div className="grid gap-2">
    <div className="grid aspect-video content-center gap-2 rounded-md bg-primary p-4 text-primary-foreground">
      <p className="font-semibold opacity-90">01 · Problem</p>
      <p className="text-base font-bold">The 6 pm scramble</p>
      <div className="h-1.5 w-3/4 rounded-full bg-primary-foreground/40" />
      <div className="h-1.5 w-1/2 rounded-full bg-primary-foreground/40" />
    </div>
    <div className="grid grid-cols-5 gap-1.5">
      {Array.from({ length: 10 }, (_, i) => (
        <div
          key={i}
          className={cn(
            "grid aspect-video place-items-center rounded border bg-card text-[10px] font-medium",
            i === 0 && "border-primary ring-1 ring-primary",
          )}
        >
          {i + 1}
        </div>
      ))}
    </div>
  </div>
);

const MOCKS: Record<WalkthroughStepId, ReactNode> = {
  1: ConceptMock,
  2: BrandingMock,
  3: AnalysisMock,
  4: AssetsMock,
  5: PlanMock,
  6: PitchMock,
};
