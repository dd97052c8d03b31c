"use client";

import { LineChartIcon, RotateCcwIcon, SaveIcon } from "lucide-react";
import { Fragment, useMemo, useState } from "react";
import { toast } from "sonner";

import { LineChart } from "@/components/charts/line-chart";
import { Button } from "@/components/ui/button";
import {
  financialForecastSchema,
  fullBusinessAnalysisSchema,
  type FinancialForecast,
} from "@/lib/artifacts/schemas";
import { errorMessage } from "@/lib/api-client";
import {
  BILLING_MODEL_DEFAULTS,
  BILLING_MODEL_LABELS,
  BILLING_MODELS,
  DELIVERY,
  DELIVERY_LABELS,
  deliveryOf,
  financialModelInputSchema,
  formatCount,
  formatMoney,
  formatMonth,
  formatPercent,
  priceLabel,
  withAssumption,
  type BillingModel,
  type Delivery,
} from "@/lib/finance";
import { computeFinancials, type ModelInput } from "@/lib/finance/figures";
import { DownloadButton, exportDownload } from "../download-button";
import type { ProjectView } from "../types";
import { useUpdateProject } from "../use-project";
import { SanityChecks } from "./sanity-checks";
import { FORECAST_FIELDS, MARKET_FIELDS, type ForecastKey } from "./forecast-fields";
import { BILLING_HELP, ChoiceField, NumberField, savedSummary, SourceField } from "./forecast-form";

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

/**
 * Financial Forecasts (Fuel): the lib/finance projection as charts (revenue and EBITDA, customers, cash
 * with break-even) from assumptions the founder can edit. Figures are recomputed in the browser by the
 * same pure model the server uses; saving stores them in financialForecastData, which the Excel file and
 * the pitch then use.
 */
export function ForecastSection({ project }: { project: ProjectView }) {
  const base = baseForecast(project);
  const update = useUpdateProject(project.id);
  const initial: ModelInput | null = base
    ? { assumptions: base.forecast.assumptions, market: base.forecast.market }
    : null;
  const [draft, setDraft] = useState<ModelInput | null>(initial);
  const [saving, setSaving] = useState(false);
  const currency = base?.forecast.currency ?? "USD";
  const money = (value: number) => formatMoney(value, currency);

  const financials = useMemo(() => {
    const valid = draft ? financialModelInputSchema.safeParse(draft) : null;
    return valid?.success ? computeFinancials({ ...valid.data, currency }) : null;
  }, [draft, currency]);
  const projection = financials?.projection ?? null;

  if (!base || !draft || !initial) {
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

  const changed = JSON.stringify(draft) !== JSON.stringify(initial);

  async function save() {
    if (!draft || !base || !financials) return;
    setSaving(true);
    try {
      const notes = base.saved
        ? base.forecast.notes
        : [
            ...base.forecast.notes.slice(0, 1),
            `Edited in the forecast panel on ${new Date().toLocaleDateString("en-US", { dateStyle: "long" })}.`,
          ];
      const before = computeFinancials({ ...base.forecast, currency });
      await update.mutateAsync({
        financialForecastData: {
          ...base.forecast,
          assumptions: draft.assumptions,
          market: draft.market,
          notes,
        },
      });
      toast.success("Forecast Saved", { description: savedSummary(before, financials, money) });
    } catch (error) {
      toast.error("Save Failed", {
        description: errorMessage(error, "Please try again or check your connection."),
      });
    } finally {
      setSaving(false);
    }
  }

  const setAssumption = (key: ForecastKey, value: number) =>
    setDraft((d) => (d ? { ...d, assumptions: withAssumption(d.assumptions, key, value) } : d));
  const setMarket = (key: string, value: number | string | null | undefined) =>
    setDraft((d) => (d ? { ...d, market: { ...d.market, [key]: value } } : d));
  const setBilling = (billingModel: BillingModel) =>
    setDraft((d) => {
      if (!d) return d;
      // The fields the new model hides must stop counting: a take rate is only a marketplace's.
      const defaults = BILLING_MODEL_DEFAULTS[billingModel];
      const same = d.assumptions.billingModel === billingModel;
      return {
        ...d,
        assumptions: {
          ...d.assumptions,
          billingModel,
          revenueShare: billingModel === "marketplace" ? d.assumptions.revenueShare : 1,
          payingShare: billingModel === "freemium" ? d.assumptions.payingShare : 1,
          purchasesPerCustomerPerMonth:
            billingModel === "subscription" || billingModel === "services"
              ? 1
              : same
                ? d.assumptions.purchasesPerCustomerPerMonth
                : defaults.purchasesPerCustomerPerMonth,
          ...(billingModel === "marketplace" && d.assumptions.revenueShare === 1
            ? { revenueShare: defaults.revenueShare }
            : {}),
          ...(billingModel === "freemium" && d.assumptions.payingShare === 1
            ? { payingShare: defaults.payingShare }
            : {}),
        },
      };
    });
  const setDelivery = (deliveredBy: Delivery) =>
    setDraft((d) => (d ? { ...d, assumptions: { ...d.assumptions, deliveredBy } } : d));
  const assumptions = draft.assumptions;

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
          <Button size="sm" variant="outline" onClick={() => setDraft(initial)} disabled={!changed || saving}>
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
          <ChoiceField
            label="Billing model"
            value={assumptions.billingModel}
            options={BILLING_MODELS}
            labels={BILLING_MODEL_LABELS}
            onChange={setBilling}
            help={<p className="text-xs text-muted-foreground">{BILLING_HELP[assumptions.billingModel]}</p>}
          />
          {/* Work billed as services is people's work, whatever is chosen here. */}
          <ChoiceField
            label="What delivers each sale"
            value={deliveryOf(assumptions)}
            options={DELIVERY}
            labels={DELIVERY_LABELS}
            onChange={setDelivery}
            disabled={assumptions.billingModel === "services"}
            help={
              financials ? (
                <p className="text-xs text-muted-foreground" data-testid="use-of-funds">
                  The raise goes to{" "}
                  {financials.ask.useOfFunds
                    .map((u) => `${u.label.toLowerCase()} (${formatPercent(u.share)})`)
                    .join(", ")}
                  .
                </p>
              ) : null
            }
          />
          {FORECAST_FIELDS.filter((f) => f.when?.(assumptions) ?? true).map((field) => (
            <NumberField
              key={field.key}
              field={field.key === "pricePoint" ? { ...field, label: priceLabel(assumptions) } : field}
              currency={currency}
              value={assumptions[field.key] ?? 0}
              onChange={(value) => value !== null && setAssumption(field.key, value)}
            />
          ))}
          <fieldset className="grid gap-4 border-t pt-4">
            <legend className="pt-2 text-sm font-semibold">
              Market: {draft.market.customerUnit} in {draft.market.geography}
            </legend>
            {MARKET_FIELDS.map((field) => (
              <Fragment key={field.key}>
                <NumberField
                  field={field}
                  currency={currency}
                  value={draft.market[field.key]}
                  onChange={(value) => setMarket(field.key, value)}
                />
                {/* The count's source right under it: the two are the founder's together. */}
                {field.key === "potentialCustomers" && (
                  <SourceField
                    value={draft.market.countSource ?? ""}
                    onChange={(value) => setMarket("countSource", value.trim() ? value : undefined)}
                  />
                )}
              </Fragment>
            ))}
          </fieldset>
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
                ["Revenue, year 3", money(year3.revenue)],
                ["Customers, end of year 3", formatCount(year3.endingCustomers)],
                ["Break-even", formatMonth(projection.breakEvenMonth)],
                ["Raise (losses before break-even + 25%)", money(financials!.ask.amount)],
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
              summary={`Monthly revenue grows to ${money(months.at(-1)!.revenue)} by month 36; EBITDA is ${money(months.at(-1)!.ebitda)} that month.`}
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
              format={money}
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
                summary={`Cash is lowest at ${money(projection.minimumCash)} and ends at ${money(months.at(-1)!.cash)}.`}
                labels={labels}
                series={[{ name: "Cash", values: months.map((m) => m.cash), color: "var(--color-success)" }]}
                format={money}
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
                    <td className="py-2 text-right tabular-nums">{money(y.revenue)}</td>
                    <td className="py-2 text-right tabular-nums">{money(y.ebitda)}</td>
                    <td className="py-2 text-right tabular-nums">{formatCount(y.endingCustomers)}</td>
                    <td className="py-2 text-right tabular-nums">{money(y.endingCash)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-xs text-muted-foreground">
              Month 1 is the first month after the public launch on day 60 of the action plan. Cash is the
              cash at launch plus cumulative EBITDA, before any raise.
            </p>
            <SanityChecks financials={financials!} />
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
