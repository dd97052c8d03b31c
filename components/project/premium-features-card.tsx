import { ArrowRightIcon, CalendarIcon, FileSpreadsheetIcon, MegaphoneIcon, ShapesIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import type { StepKey } from "@/lib/steps";

/** Where each Fuel feature lives on the project page: its own section, or a step's details panel. */
export type FuelFeatureTarget =
  { section: "marketing-plan" | "financial-forecast" | "logo-kit" } | { step: StepKey };

const FEATURES: {
  icon: typeof MegaphoneIcon;
  title: string;
  detail: string;
  target: FuelFeatureTarget;
  needs: string;
}[] = [
  {
    icon: MegaphoneIcon,
    title: "Marketing Plan Generator",
    detail: "SEO, social plans, ad copy",
    target: { section: "marketing-plan" },
    needs: "",
  },
  {
    icon: FileSpreadsheetIcon,
    title: "Financial Forecasts",
    detail: "Excel exports, revenue projections",
    target: { section: "financial-forecast" },
    needs: "",
  },
  {
    icon: ShapesIcon,
    title: "Logo Kit Generator",
    detail: "Formats, variations, favicon",
    target: { section: "logo-kit" },
    needs: "Brand Naming",
  },
  {
    icon: CalendarIcon,
    title: "Calendar Export",
    detail: "ICS files",
    target: { step: "actionPlan" },
    needs: "Action Plan",
  },
];

/**
 * The spec's 'Fuel Plan Premium Features' card. Below Fuel it sells the plan ('Upgrade to Fuel Plan -
 * $599'); on Fuel and up each feature leads to where it lives on this page.
 */
export function PremiumFeaturesCard({
  unlocked = false,
  isAvailable,
  onShow,
}: {
  unlocked?: boolean;
  /** Whether the step a feature lives in is complete (Fuel users only). */
  isAvailable?: (target: FuelFeatureTarget) => boolean;
  onShow?: (target: FuelFeatureTarget) => void;
}) {
  return (
    <section
      aria-labelledby="fuel-features"
      className="rounded-2xl border bg-gradient-to-br from-brand/10 via-card to-primary/10 p-6"
    >
      <h2 id="fuel-features" className="text-lg font-semibold">
        Fuel Plan Premium Features
      </h2>
      <ul className="my-4 grid gap-3 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, title, detail, target, needs }) => {
          const available = unlocked && (isAvailable?.(target) ?? true);
          return (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 text-brand" />
              <div className="flex flex-col items-start gap-1">
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{detail}</p>
                {unlocked &&
                  (available ? (
                    <Button size="sm" variant="link" className="h-auto p-0" onClick={() => onShow?.(target)}>
                      Open {title.replace(" Generator", "")} <ArrowRightIcon aria-hidden />
                    </Button>
                  ) : (
                    <p className="text-xs text-muted-foreground">Available after {needs}</p>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
      {!unlocked && (
        <Button asChild variant="brand">
          <Link href="/pricing">Upgrade to Fuel Plan - $599</Link>
        </Button>
      )}
    </section>
  );
}
