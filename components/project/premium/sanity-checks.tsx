import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";

import { sanityChecks } from "@/lib/finance/checks";
import type { Financials } from "@/lib/finance/figures";

/** The model's sanity checks, each with its verdict: shown beside the forecast and the analysis. */
export function SanityChecks({
  financials,
  title = "Sanity checks",
}: {
  financials: Financials;
  title?: string;
}) {
  const checks = sanityChecks(financials);
  return (
    <section aria-label={title} className="rounded-xl border p-4">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <ul className="grid gap-2 text-sm">
        {checks.map((check) => (
          <li key={check.id} className="flex gap-2" data-check={check.id} data-level={check.level}>
            {check.level === "warn" ? (
              <CircleAlertIcon aria-label="Warning" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            ) : (
              <CircleCheckIcon aria-label="Fine" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            )}
            <span>
              <span className="font-medium">{check.label}:</span> {check.verdict}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
