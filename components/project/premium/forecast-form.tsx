"use client";

import { useId, useState, type ReactNode } from "react";

import { Input } from "@/components/ui/input";
import { formatMonth, type BillingModel } from "@/lib/finance";
import type { Financials } from "@/lib/finance/figures";
import { fromDisplay, toDisplay, type ForecastField } from "./forecast-fields";

/** The forecast panel's form parts: a number field, what each billing model asks for, and the save toast. */

/** How each billing model is entered, so annual plans and commissions are not misread. */
export const BILLING_HELP: Record<BillingModel, string> = {
  subscription:
    "Price per month. An annual plan counts as its monthly equivalent (annual price ÷ 12), so revenue is spread over the year.",
  marketplace: "Average order value, orders per customer a month and the commission you keep.",
  one_time: "Price of one purchase and how often a customer buys again (0.1 a month is once in ten months).",
  freemium: "Price of the paid plan per month and the share of active users who pay it.",
  ads: "Advertising revenue per active user per month.",
  services: "Monthly retainer, or the price of one job with jobs per client a month.",
  usage: "Price per unit of use (per day, per booking) and units a typical customer uses a month.",
};

/** The toast after saving: which headline figures moved, and where they now show. */
export function savedSummary(
  before: Financials,
  after: Financials,
  money: (value: number) => string,
): string {
  const changes: string[] = [];
  const [b3, a3] = [before.projection.years[2], after.projection.years[2]];
  if (money(b3.revenue) !== money(a3.revenue))
    changes.push(`year-3 revenue ${money(b3.revenue)} → ${money(a3.revenue)}`);
  if (before.projection.breakEvenMonth !== after.projection.breakEvenMonth)
    changes.push(
      `break-even ${formatMonth(before.projection.breakEvenMonth)} → ${formatMonth(after.projection.breakEvenMonth)}`,
    );
  if (before.ask.amount !== after.ask.amount)
    changes.push(`raise ${money(before.ask.amount)} → ${money(after.ask.amount)}`);
  const tam = (value: number | null) => (value === null ? "not sized" : money(value));
  if (tam(before.market.tam) !== tam(after.market.tam))
    changes.push(`TAM ${tam(before.market.tam)} → ${tam(after.market.tam)}`);
  const what = changes.length ? `${changes.join("; ")}.` : "The headline figures are unchanged.";
  const model =
    before.model.assumptions.billingModel !== after.model.assumptions.billingModel
      ? " The billing model changed: regenerate the analysis and pitch to reword them for it."
      : "";
  return `${what[0].toUpperCase()}${what.slice(1)} The analysis, pitch, action plan and every download now use these figures.${model}`;
}

export function NumberField({
  field,
  value,
  currency,
  onChange,
}: {
  field: ForecastField<string>;
  /** Null only for a field that may be blank (`field.blank`). */
  value: number | null;
  currency: string;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => toDisplay(field, value));
  const [shown, setShown] = useState(value);
  // A reset from outside (not typing) replaces the text.
  if (shown !== value && fromDisplay(field, text) !== value) {
    setShown(value);
    setText(toDisplay(field, value));
  }
  const empty = text.trim() === "";
  const invalid = fromDisplay(field, text) === null && !(empty && field.blank);
  const suffix = field.unit === "percent" ? "%" : field.unit === "usd" ? currency : "";
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
          aria-describedby={invalid ? `${id}-error` : empty && field.blank ? `${id}-blank` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (field.blank && event.target.value.trim() === "") {
              setShown(null);
              onChange(null);
              return;
            }
            const parsed = fromDisplay(field, event.target.value);
            if (parsed !== null) {
              setShown(parsed);
              onChange(parsed);
            }
          }}
        />
        {suffix && <span className="w-9 text-xs text-muted-foreground">{suffix}</span>}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          Enter a number from {field.min} to {field.max.toLocaleString("en-US")}
          {field.blank ? ", or leave it blank" : ""}.
        </p>
      )}
      {empty && field.blank && (
        <p id={`${id}-blank`} className="text-xs text-muted-foreground">
          {field.blank}
        </p>
      )}
    </div>
  );
}

/** Where the founder's count of customers comes from, as they write it (shown as written, never linked). */
export function SourceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Source of the count
      </label>
      <Input
        id={id}
        value={value}
        maxLength={200}
        placeholder="e.g. the national business register, 2025"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled choice among an assumption's values, with a line of help under it. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  disabled = false,
  help,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  disabled?: boolean;
  help: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-9 rounded-md border bg-background px-2 text-sm disabled:opacity-70"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      {help}
    </div>
  );
}
