"use client";

import { countries } from "countries-list";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  ideaProfileSchema,
  INDUSTRY_CHOICES,
  PRICE_PERIOD_LABELS,
  PRICE_PERIODS,
  type IdeaProfileData,
  type PricePeriod,
} from "@/lib/artifacts/idea-profile";
import { BILLING_MODEL_LABELS, BILLING_MODELS, type BillingModel } from "@/lib/finance/assumptions";
import { formatCount, formatMoneyPrice } from "@/lib/finance/format";

/**
 * "What we understood": the facts every later step is written from, shown as a short card the founder
 * confirms or corrects (customer, where, currency, price and billing, competitors, industry). Saving a
 * correction marks it confirmed; the steps already written are named as following the earlier reading.
 */

const NAMES = Object.entries(countries).map(([code, c]) => ({ code, name: c.name }));
const CODE_BY_NAME = new Map(NAMES.map((c) => [c.name.toLowerCase(), c.code]));
const ALIASES: Record<string, string> = { uk: "GB", usa: "US", us: "US", "united states of america": "US" };

/** "Kenya, Uganda" → codes and a label; unknown names are kept in the label only. */
function parsePlaces(text: string): IdeaProfileData["geography"] {
  const names = text
    .split(/,|\band\b/)
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.length) return null;
  const codes = names
    .map((n) => ALIASES[n.toLowerCase()] ?? CODE_BY_NAME.get(n.toLowerCase().replace(/^the /, "")))
    .filter((c): c is string => Boolean(c));
  const label =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
  return { label: label.slice(0, 160), countries: [...new Set(codes)], continent: null };
}

const CURRENCIES = Intl.supportedValuesOf("currency");

function priceText(profile: IdeaProfileData): string {
  if (!profile.prices.length) return "No price stated yet";
  return profile.prices
    .map((p) =>
      p.period === "commission"
        ? `${p.amount}% commission`
        : `${formatMoneyPrice(p.amount, profile.currency ?? "USD")} ${PRICE_PERIOD_LABELS[p.period]}`,
    )
    .join(", ");
}

interface Props {
  profile: IdeaProfileData;
  onSave: (profile: IdeaProfileData) => Promise<boolean>;
  /** Steps written before the founder's last correction, by title. */
  outdated?: string[];
}

export function IdeaProfileCard({ profile, onSave, outdated = [] }: Props) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState(() => toDraft(profile));
  const [countError, setCountError] = useState<string | null>(null);
  const [costError, setCostError] = useState<string | null>(null);
  const id = useId();
  // The quiz read no one group of customers: the card asks for one before anything else is written.
  const unnamed = !profile.confirmed && profile.questions.includes("customer");

  const rows: [string, string][] = [
    ["Who pays", `${profile.customer.units} (${profile.customer.type})`],
    ["Where", profile.geography?.label ?? "Not named yet: where do you sell first?"],
    [
      "How many there are",
      profile.customerCount
        ? `${formatCount(profile.customerCount.count)} ${profile.customer.units}${profile.customerCount.source ? ` (source: ${profile.customerCount.source})` : ""}`
        : `Not counted yet: how many ${profile.customer.units} are there${profile.geography ? ` in ${profile.geography.label}` : ""}? Until you say, the market is not sized.`,
    ],
    [
      "Team and monthly costs",
      profile.team
        ? `${profile.team.who ? `${profile.team.who}: ` : ""}${formatMoneyPrice(profile.team.monthlyCost, profile.currency ?? "USD")} a month`
        : "Not given yet: who is on the team, and what pay and running costs come to a month? Until you say, the forecast runs on a default.",
    ],
    ...(profile.language
      ? ([
          [
            "Language",
            `Your answers are in ${profile.language}; without a language model this package is written in English, quoting your words as you wrote them.`,
          ],
        ] as [string, string][])
      : []),
    ["Currency", profile.currency ?? "Not stated (amounts shown in USD)"],
    ["Price and billing", `${priceText(profile)} · ${BILLING_MODEL_LABELS[profile.billingModel]}`],
    [
      "Competitors you named",
      profile.competitors.length ? profile.competitors.map((c) => c.name).join(", ") : "None named yet",
    ],
    [
      "Industry",
      profile.industry.confident && profile.industry.id ? profile.industry.name : "No template fits",
    ],
  ];

  async function save() {
    const next = fromDraft(draft, profile);
    // 0, a negative or a fractional count is refused here, with the schema's own words.
    const checked = ideaProfileSchema.shape.customerCount.safeParse(next.customerCount);
    setCountError(checked.success ? null : checked.error.issues[0].message);
    const costs = ideaProfileSchema.shape.team.safeParse(next.team);
    setCostError(costs.success ? null : costs.error.issues[0].message);
    if (!checked.success || !costs.success) return;
    setSaving(true);
    const ok = await onSave(next);
    setSaving(false);
    if (ok) setEditing(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          What we understood
        </h3>
        {profile.confirmed ? (
          <Badge variant="success">Confirmed</Badge>
        ) : (
          <Badge variant="outline">Please check</Badge>
        )}
      </div>
      {editing ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-units`} label="Who pays (plural)">
            <Input
              id={`${id}-units`}
              value={draft.units}
              maxLength={90}
              onChange={(e) => setDraft({ ...draft, units: e.target.value })}
            />
          </Field>
          <Field id={`${id}-type`} label="Business or consumer">
            <select
              id={`${id}-type`}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as "business" | "consumer" })}
            >
              <option value="business">Business</option>
              <option value="consumer">Consumer</option>
            </select>
          </Field>
          <Field id={`${id}-where`} label="Where you sell (countries, comma-separated)">
            <Input
              id={`${id}-where`}
              list={`${id}-countries`}
              value={draft.where}
              maxLength={160}
              onChange={(e) => setDraft({ ...draft, where: e.target.value })}
            />
            <datalist id={`${id}-countries`}>
              {NAMES.map((c) => (
                <option key={c.code} value={c.name} />
              ))}
            </datalist>
          </Field>
          <Field
            id={`${id}-count`}
            label={`How many ${draft.units.trim() || "customers"} there are (leave blank if unknown)`}
          >
            <Input
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft.count}
              aria-invalid={countError ? true : undefined}
              aria-describedby={countError ? `${id}-count-error` : `${id}-count-help`}
              onChange={(e) => setDraft({ ...draft, count: e.target.value })}
            />
            {countError && (
              <p id={`${id}-count-error`} role="alert" className="text-xs text-destructive">
                {countError}
              </p>
            )}
            <p id={`${id}-count-help`} className="text-xs text-muted-foreground">
              Look in the national business register, the regulator&apos;s or licensing body&apos;s list, a
              trade association&apos;s membership or the census (households); or count those you can reach in
              your first city.
            </p>
          </Field>
          <Field id={`${id}-source`} label="Source of the count">
            <Input
              id={`${id}-source`}
              value={draft.source}
              maxLength={200}
              placeholder="e.g. the national business register, 2025"
              onChange={(e) => setDraft({ ...draft, source: e.target.value })}
            />
          </Field>
          <Field id={`${id}-team`} label="Your team (leave blank if it is you alone)">
            <Input
              id={`${id}-team`}
              value={draft.who}
              maxLength={200}
              placeholder="e.g. two co-founders, unpaid the first year"
              onChange={(e) => setDraft({ ...draft, who: e.target.value })}
            />
          </Field>
          <Field id={`${id}-costs`} label="Team pay and running costs a month (leave blank if unknown)">
            <Input
              id={`${id}-costs`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={draft.costs}
              aria-invalid={costError ? true : undefined}
              aria-describedby={costError ? `${id}-costs-error` : `${id}-costs-help`}
              onChange={(e) => setDraft({ ...draft, costs: e.target.value })}
            />
            {costError && (
              <p id={`${id}-costs-error`} role="alert" className="text-xs text-destructive">
                {costError}
              </p>
            )}
            <p id={`${id}-costs-help`} className="text-xs text-muted-foreground">
              Salaries you will pay, plus tools, rent and insurance, in the currency below. 0 is fine for an
              unpaid team with no running costs.
            </p>
          </Field>
          <Field id={`${id}-currency`} label="Currency">
            <select
              id={`${id}-currency`}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={draft.currency}
              onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-price`} label="Main price">
            <div className="flex gap-2">
              <Input
                id={`${id}-price`}
                type="number"
                min={0}
                step="any"
                value={draft.price}
                onChange={(e) => setDraft({ ...draft, price: e.target.value })}
              />
              <select
                aria-label="Price period"
                className="h-9 rounded-md border bg-background px-2 text-sm"
                value={draft.period}
                onChange={(e) => setDraft({ ...draft, period: e.target.value as PricePeriod })}
              >
                {PRICE_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {PRICE_PERIOD_LABELS[p]}
                  </option>
                ))}
              </select>
            </div>
          </Field>
          <Field id={`${id}-billing`} label="Billing model">
            <select
              id={`${id}-billing`}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={draft.billingModel}
              onChange={(e) => setDraft({ ...draft, billingModel: e.target.value as BillingModel })}
            >
              {BILLING_MODELS.map((m) => (
                <option key={m} value={m}>
                  {BILLING_MODEL_LABELS[m]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-competitors`} label="Competitors (comma-separated)">
            <Input
              id={`${id}-competitors`}
              value={draft.competitors}
              maxLength={400}
              onChange={(e) => setDraft({ ...draft, competitors: e.target.value })}
            />
          </Field>
          <Field id={`${id}-industry`} label="Industry">
            <select
              id={`${id}-industry`}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={draft.industry}
              onChange={(e) => setDraft({ ...draft, industry: e.target.value })}
            >
              <option value="">No template fits</option>
              {INDUSTRY_CHOICES.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex gap-2 sm:col-span-2">
            <Button size="sm" onClick={save} disabled={saving}>
              <CheckIcon aria-hidden /> {saving ? "Saving..." : "Save and confirm"}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
              <XIcon aria-hidden /> Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-muted-foreground">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {unnamed && (
            <p role="status" className="rounded-md bg-warning/10 px-3 py-2 text-sm">
              Who pays is not clear yet: “{profile.customer.segment || profile.customer.units}” is not one
              group of customers. Correct it with the first people or businesses who would pay (a trade, a
              role, a place: “freelance designers in Lisbon”). Brand names, the analysis and the pitch wait
              for it.
            </p>
          )}
          {outdated.length > 0 && (
            <p role="status" className="rounded-md bg-warning/10 px-3 py-2 text-sm">
              Written before your correction: {outdated.join(", ")}. Regenerate them to use it.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {!profile.confirmed && !unnamed && (
              <Button size="sm" onClick={() => onSave({ ...profile, confirmed: true })}>
                <CheckIcon aria-hidden /> This is right
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(toDraft(profile));
                setEditing(true);
              }}
            >
              <PencilIcon aria-hidden /> Correct it
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

type Draft = ReturnType<typeof toDraft>;

function toDraft(profile: IdeaProfileData) {
  const main = profile.prices.find((p) => p.period !== "commission") ?? profile.prices[0];
  return {
    units: profile.customer.units,
    type: profile.customer.type,
    where: profile.geography?.label ?? "",
    count: profile.customerCount ? String(profile.customerCount.count) : "",
    source: profile.customerCount?.source ?? "",
    who: profile.team?.who ?? "",
    costs: profile.team ? String(profile.team.monthlyCost) : "",
    currency: profile.currency ?? "USD",
    price: main ? String(main.amount) : "",
    period: (main?.period ?? "month") as PricePeriod,
    billingModel: profile.billingModel,
    competitors: profile.competitors.map((c) => c.name).join(", "),
    industry: profile.industry.confident && profile.industry.id ? profile.industry.id : "",
  };
}

function fromDraft(draft: Draft, profile: IdeaProfileData): IdeaProfileData {
  const units = draft.units.trim() || profile.customer.units;
  const amount = Number(draft.price);
  const main = profile.prices.find((p) => p.period !== "commission") ?? profile.prices[0];
  const others = profile.prices.filter((p) => p !== main);
  const names = draft.competitors
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean)
    .slice(0, 8);
  const industry = INDUSTRY_CHOICES.find((i) => i.id === draft.industry);
  // A count the server refuses (0, negative, more than the market's people) comes back with its reason.
  const count = draft.count.trim() === "" ? null : Number(draft.count);
  // Blank costs keep the default; a team described without costs is kept once its costs are given.
  const costs = draft.costs.trim() === "" ? null : Number(draft.costs);
  return {
    ...profile,
    customer: {
      ...profile.customer,
      units: units.slice(0, 90),
      unit: units === profile.customer.units ? profile.customer.unit : units.replace(/s$/, "").slice(0, 80),
      type: draft.type,
    },
    geography: draft.where.trim() ? parsePlaces(draft.where) : null,
    customerCount: count === null ? null : { count, source: draft.source.trim().slice(0, 200) },
    team: costs === null ? null : { who: draft.who.trim().slice(0, 200), monthlyCost: costs },
    currency: draft.currency,
    prices:
      Number.isFinite(amount) && amount > 0
        ? [{ amount, period: draft.period }, ...others].slice(0, 8)
        : others,
    billingModel: draft.billingModel,
    competitors: names.map(
      (name) => profile.competitors.find((c) => c.name === name) ?? { name: name.slice(0, 60), claim: "" },
    ),
    industry: industry
      ? { id: industry.id, name: industry.name, confident: true }
      : { id: null, name: profile.industry.name, confident: false },
    questions: [],
    confirmed: true,
  };
}
