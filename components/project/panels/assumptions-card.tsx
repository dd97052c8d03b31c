import {
  BILLING_MODEL_LABELS,
  formatCount,
  formatMoneyPrice,
  formatPercent,
  priceLabel,
  type FinancialAssumptions,
} from "@/lib/finance";
import { computeFinancials, type ModelInput } from "@/lib/finance/figures";
import { SanityChecks } from "../premium/sanity-checks";
import { Field } from "../step-panel";

/**
 * "Assumptions": where every figure of the analysis comes from, read-only, for every plan (the Financial
 * Forecast edits them on Fuel and Rocket), with the model's sanity checks and their verdicts.
 */
export function AssumptionsCard({ model }: { model: ModelInput | null }) {
  if (!model) return null;
  const financials = computeFinancials(model);
  const a: FinancialAssumptions = model.assumptions;
  const currency = model.currency ?? "USD";
  const price = (value: number) => formatMoneyPrice(value, currency);
  const rows: [string, string][] = [
    ["Billing model", BILLING_MODEL_LABELS[a.billingModel]],
    [
      priceLabel(a),
      `${price(a.pricePoint)}${a.priceIsDefault ? " (a default: set your price in the forecast)" : ""}`,
    ],
    ...((a.annualPrice ?? 0) > 0 ? ([["Yearly plan", price(a.annualPrice ?? 0)]] as [string, string][]) : []),
    ...((a.upfrontPrice ?? 0) > 0
      ? ([
          [
            "Paid once at sign-up",
            `${price(a.upfrontPrice ?? 0)}${(a.upfrontUnits ?? 1) !== 1 ? ` × ${formatCount(a.upfrontUnits ?? 1)}` : ""} (${formatPercent(a.upfrontMargin ?? 0)} gross margin)`,
          ],
        ] as [string, string][])
      : []),
    ...(a.billingModel === "subscription"
      ? []
      : ([["Purchases per customer a month", String(a.purchasesPerCustomerPerMonth)]] as [string, string][])),
    ...(a.billingModel === "marketplace"
      ? ([["Take rate", formatPercent(a.revenueShare)]] as [string, string][])
      : []),
    ...(a.billingModel === "freemium"
      ? ([["Users who pay", formatPercent(a.payingShare)]] as [string, string][])
      : []),
    ["New customers in month 1", formatCount(a.newCustomersFirstMonth)],
    ["Growth of new customers", `${formatPercent(a.monthlyGrowthRate)} a month`],
    ["Churn", `${formatPercent(a.monthlyChurnRate)} a month`],
    ["Cost to acquire a customer", price(a.cac)],
    ["Gross margin", formatPercent(a.grossMargin)],
    [
      "Team and overhead",
      `${price(a.fixedMonthlyCosts)} a month, +${formatPercent(a.annualFixedCostGrowth)} a year${a.costsAreDefault ? " (a default: give your team's costs on the card or in the forecast)" : ""}`,
    ],
    ["Cash at launch", price(a.startingCash)],
    [
      "Market",
      model.market.potentialCustomers === null
        ? `Not sized yet: add your customer count (${model.market.customerUnit} in ${model.market.geography})`
        : `${formatCount(model.market.potentialCustomers)} ${model.market.customerUnit} in ${model.market.geography} (your count${model.market.countSource ? `, source: ${model.market.countSource}` : ""}); ${formatPercent(model.market.serviceableShare)} served at launch, ${formatPercent(model.market.obtainableShare)} won in 3 years`,
    ],
  ];
  return (
    <Field title="Assumptions">
      <p className="mb-3 text-sm text-muted-foreground">
        Every figure above is computed from these assumptions ({currency}); month 1 is the first month after
        the public launch.
      </p>
      <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label="Assumptions">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b py-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <SanityChecks financials={financials} />
    </Field>
  );
}
