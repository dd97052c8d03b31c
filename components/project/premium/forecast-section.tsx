"use client";

import { LineChartIcon, RotateCcwIcon, SaveIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";

import { LineChart } from "@/components/charts/line-chart";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  financialForecastSchema,
  fullBusinessAnalysisSchema,
  type FinancialForecast,
} from "@/lib/artifacts/schemas";
import { errorMessage } from "@/lib/api-client";
import {
  financialAssumptionsSchema,
  formatCount,
  formatMonth,
  formatUsd,
  project as projectFinancials,
  type FinancialAssumptions,
} from "@/lib/finance";
import { DownloadButton, exportDownload } from "../download-button";
import type { ProjectView } from "../types";
import { useUpdateProject } from "../use-project";
import { FORECAST_FIELDS, fromDisplay, toDisplay, type ForecastField } from "./forecast-fields";

/** The forecast the panel starts from: the saved one, else the model behind the business analysis. */
export function baseForecast(
  project: Pick<ProjectView, "financialForecastData" | "fullBusinessAnalysisData">,
): {
  forecast: FinancialForecast;
  saved: boolean;
} | null {
  const saved = financialForecastSchema.safeParse(project.financialForecastData);
  if (saved.success) return { forecast: saved.data, saved: true };
  const model = fullBusinessAnalysisSchema.safeParse(project.fullBusinessAnalysisData).data?.financialModel;
  if (!model) return null;
  return {
    forecast: {
      ...model,
      notes: [
        "Starting point: the assumptions behind the business analysis.",
        "Every figure is computed from these assumptions by the same model as the analysis, the pitch deck and the Excel file.",
      ],
    },
    saved: false,
  };
}

function NumberField({
  field,
  value,
  onChange,
}: {
  field: ForecastField;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => toDisplay(field, value));
  const [shown, setShown] = useState(value);
  // A reset from outside (not typing) replaces the text.
  if (shown !== value && fromDisplay(field, text) !== value) {
    setShown(value);
    setText(toDisplay(field, value));
  }
  const invalid = fromDisplay(field, text) === null;
  const suffix = field.unit === "percent" ? "%" : field.unit === "usd" ? "USD" : "";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode="decimal"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = fromDisplay(field, event.target.value);
            if (parsed !== null) {
              setShown(parsed);
              onChange(parsed);
            }
          }}
        />
        {suffix && <span className="w-8 text-xs text-muted-foreground">{suffix}</span>}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          Enter a number from {field.min} to {field.max.toLocaleString("en-US")}.
        </p>
      )}
    </div>
  );
}

/**
 * Financial Forecasts (Fuel): the lib/finance projection as charts (revenue and EBITDA, customers, cash
 * with break-even) from assumptions the founder can edit. Figures are recomputed in the browser by the
 * same pure model the server uses; saving stores them in financialForecastData, which the Excel file and
 * the pitch then use.
 */
export function ForecastSection({ project }: { project: ProjectView }) {
  const base = baseForecast(project);
  const update = useUpdateProject(project.id);
  const [draft, setDraft] = useState<FinancialAssumptions | null>(base?.forecast.assumptions ?? null);
  const [saving, setSaving] = useState(false);

  const projection = useMemo(() => {
    const valid = draft ? financialAssumptionsSchema.safeParse(draft) : null;
    return valid?.success ? projectFinancials(valid.data) : null;
  }, [draft]);

  if (!base || !draft) {
    return (
      <section
        id="financial-forecast"
        aria-labelledby="forecast-title"
        className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="forecast-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <LineChartIcon aria-hidden className="size-5 text-brand" /> Financial Forecast
        </h2>
        <p className="mt-3 text-sm text-muted-foreground">
          Complete the business analysis first: the forecast starts from its assumptions.
        </p>
      </section>
    );
  }

  const changed = JSON.stringify(draft) !== JSON.stringify(base.forecast.assumptions);

  async function save() {
    if (!draft || !base) return;
    setSaving(true);
    try {
      const notes = base.saved
        ? base.forecast.notes
        : [
            ...base.forecast.notes.slice(0, 1),
            `Edited in the forecast panel on ${new Date().toLocaleDateString("en-US", { dateStyle: "long" })}.`,
          ];
      await update.mutateAsync({ financialForecastData: { ...base.forecast, assumptions: draft, notes } });
      toast.success("Forecast Saved", {
        description: "The Excel forecast and your pitch now use these assumptions.",
      });
    } catch (error) {
      toast.error("Save Failed", {
        description: errorMessage(error, "Please try again or check your connection."),
      });
    } finally {
      setSaving(false);
    }
  }

  const months = projection?.months ?? [];
  const labels = months.map((m) => `M${m.month}`);
  const breakEven = projection?.breakEvenMonth
    ? { index: projection.breakEvenMonth - 1, label: `Break-even, month ${projection.breakEvenMonth}` }
    : null;
  const year3 = projection?.years.at(-1);

  return (
    <section
      id="financial-forecast"
      aria-labelledby="forecast-title"
      className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="forecast-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <LineChartIcon aria-hidden className="size-5 text-brand" /> Financial Forecast
        </h2>
        <div className="flex flex-wrap gap-2">
          <DownloadButton projectId={project.id} download={exportDownload("financialForecastData.xlsx")} />
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDraft(base.forecast.assumptions)}
            disabled={!changed || saving}
          >
            <RotateCcwIcon aria-hidden /> Undo changes
          </Button>
          <Button size="sm" onClick={() => void save()} disabled={!changed || !projection || saving}>
            <SaveIcon aria-hidden /> {saving ? "Saving..." : "Save assumptions"}
          </Button>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,18rem)_1fr]">
        <form
          className="grid content-start gap-4"
          aria-label="Forecast assumptions"
          onSubmit={(e) => e.preventDefault()}
        >
          {FORECAST_FIELDS.filter((f) => f.when?.(draft) ?? true).map((field) => (
            <NumberField
              key={field.key}
              field={field}
              value={draft[field.key]}
              onChange={(value) => setDraft((d) => (d ? { ...d, [field.key]: value } : d))}
            />
          ))}
          <p className="text-xs text-muted-foreground">
            {changed
              ? "Not saved yet: the charts show your changes."
              : base.saved
                ? "Saved."
                : "From the business analysis."}
          </p>
        </form>

        {projection && year3 ? (
          <div className="flex min-w-0 flex-col gap-6">
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Key figures">
              {[
                ["Revenue, year 3", formatUsd(year3.revenue)],
                ["Customers, end of year 3", formatCount(year3.endingCustomers)],
                ["Break-even", formatMonth(projection.breakEvenMonth)],
                ["Funding needed", formatUsd(projection.fundingNeeded)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-lg font-semibold" data-testid={`kpi-${label}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <LineChart
              title="Revenue and EBITDA per month"
              summary={`Monthly revenue grows to ${formatUsd(months.at(-1)!.revenue)} by month 36; EBITDA is ${formatUsd(months.at(-1)!.ebitda)} that month.`}
              labels={labels}
              series={[
                {
                  name: "EBITDA",
                  values: months.map((m) => m.ebitda),
                  color: "var(--color-brand)",
                  bars: true,
                },
                { name: "Revenue", values: months.map((m) => m.revenue), color: "var(--color-primary)" },
              ]}
              format={formatUsd}
              marker={breakEven}
            />
            <div className="grid gap-6 md:grid-cols-2">
              <LineChart
                title="Active customers"
                summary={`${formatCount(months.at(-1)!.customers)} active customers by month 36.`}
                labels={labels}
                series={[
                  {
                    name: "Customers",
                    values: months.map((m) => m.customers),
                    color: "var(--color-primary)",
                  },
                ]}
                format={(v) => formatCount(v)}
                height={240}
                width={360}
              />
              <LineChart
                title="Cash in the bank"
                summary={`Cash is lowest at ${formatUsd(projection.minimumCash)} and ends at ${formatUsd(months.at(-1)!.cash)}.`}
                labels={labels}
                series={[{ name: "Cash", values: months.map((m) => m.cash), color: "var(--color-success)" }]}
                format={formatUsd}
                marker={breakEven}
                height={240}
                width={360}
              />
            </div>
            <table className="w-full text-sm">
              <caption className="sr-only">Three-year projection</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Year
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Revenue
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    EBITDA
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Customers
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Cash
                  </th>
                </tr>
              </thead>
              <tbody>
                {projection.years.map((y) => (
                  <tr key={y.year} className="border-b last:border-0">
                    <th scope="row" className="py-2 text-left font-medium">
                      Year {y.year}
                    </th>
                    <td className="py-2 text-right tabular-nums">{formatUsd(y.revenue)}</td>
                    <td className="py-2 text-right tabular-nums">{formatUsd(y.ebitda)}</td>
                    <td className="py-2 text-right tabular-nums">{formatCount(y.endingCustomers)}</td>
                    <td className="py-2 text-right tabular-nums">{formatUsd(y.endingCash)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p role="alert" className="text-sm text-destructive">
            These assumptions are out of range; fix the marked field to see the forecast.
          </p>
        )}
      </div>
    </section>
  );
}
