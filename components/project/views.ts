import type { StepKey } from "@/lib/steps";

/**
 * What the project page can show in its details area, one at a time: a step's details or a premium
 * section. Each has a deep link (`/project/{id}#analysis`); the hash is the view's stable public name.
 */
export type PremiumView = "board" | "launch-page" | "marketing-plan" | "forecast" | "logo-kit";
export type PageView = StepKey | PremiumView;

export const VIEW_HASHES: Record<PageView, string> = {
  concept: "concept",
  branding: "brand",
  analysis: "analysis",
  prototype: "prototype",
  actionPlan: "action-plan",
  pitch: "pitch",
  board: "board",
  "launch-page": "launch-page",
  "marketing-plan": "marketing-plan",
  forecast: "forecast",
  "logo-kit": "logo-kit",
};

export const PREMIUM_VIEWS: readonly { view: PremiumView; title: string }[] = [
  { view: "board", title: "Project Board" },
  { view: "launch-page", title: "Launch Page" },
  { view: "marketing-plan", title: "Marketing Plan" },
  { view: "forecast", title: "Financial Forecast" },
  { view: "logo-kit", title: "Logo Kit" },
];

/** The view a location hash names (`#analysis`, `analysis`), if it names one. */
export function viewFromHash(hash: string): PageView | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, "")).trim().toLowerCase();
  } catch {
    return null; // a malformed escape: not one of ours
  }
  const found = (Object.entries(VIEW_HASHES) as [PageView, string][]).find(([, h]) => h === name);
  return found ? found[0] : null;
}

/** The hash for a view (`#analysis`), or "" for none. */
export function hashFor(view: PageView | null): string {
  return view ? `#${VIEW_HASHES[view]}` : "";
}

export type ViewState = "done" | "ready" | "waiting" | "generating" | "upgrade";

export const VIEW_STATE_LABELS: Record<ViewState, string> = {
  done: "Done",
  ready: "Ready to generate",
  waiting: "Needs the previous step",
  generating: "Generating",
  upgrade: "Needs an upgrade",
};
