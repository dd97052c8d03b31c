import { formatMoney, formatPercent } from "./format";
import { shareOfServiceable, type Financials } from "./figures";

/**
 * Sanity checks on a projection, each with an honest verdict: the figures a reader would question first
 * (a plan that wins most of its own market, an LTV:CAC too good to be true, costs that stay flat while
 * revenue multiplies), stated next to the figures in the forecast panel, the analysis and the documents.
 */

export type CheckLevel = "ok" | "warn";

export interface SanityCheck {
  id: "share-of-sam" | "revenue-vs-som" | "ltv-cac" | "cac-payback" | "fixed-costs" | "churn" | "cash";
  label: string;
  level: CheckLevel;
  /** One sentence: the figure and what it means. */
  verdict: string;
}

/** Monthly churn usual for each billing model (consumer subscriptions churn faster than retainers). */
const CHURN_RANGE: [number, number] = [0.01, 0.15];

export function sanityChecks(f: Financials): SanityCheck[] {
  const a = f.model.assumptions;
  const currency = f.model.currency ?? "USD";
  const money = (value: number) => formatMoney(value, currency);
  const [, , y3] = f.projection.years;
  const checks: SanityCheck[] = [];

  const share = shareOfServiceable(f);
  checks.push({
    id: "share-of-sam",
    label: "Customers vs serviceable market",
    level: share >= 0.25 ? "warn" : "ok",
    verdict:
      share >= 0.25
        ? `Year-3 customers are ${formatPercent(share)} of the serviceable market: no focused entrant wins that much in three years. Check the customer count or lower the growth.`
        : `Year-3 customers are ${formatPercent(share)} of the serviceable market, a share a focused entrant can plausibly win.`,
  });

  const som = f.market.som;
  checks.push({
    id: "revenue-vs-som",
    label: "Year-3 revenue vs obtainable market",
    level: y3.revenue > som ? "warn" : "ok",
    verdict:
      y3.revenue > som
        ? `Year-3 revenue (${money(y3.revenue)}) exceeds the obtainable market (SOM ${money(som)}): raise the obtainable share only if you can defend it, or lower the growth.`
        : `Year-3 revenue (${money(y3.revenue)}) is within the obtainable market (SOM ${money(som)}).`,
  });

  const ratio = f.projection.ltvToCac;
  checks.push({
    id: "ltv-cac",
    label: "LTV : CAC",
    level: ratio === null || ratio > 10 || ratio < 1 ? "warn" : "ok",
    verdict:
      ratio === null
        ? "Acquisition cost is zero, so LTV : CAC says nothing; put in what winning a customer really costs."
        : ratio > 10
          ? `LTV : CAC of ${ratio.toFixed(1)} is too good to be true: churn or acquisition cost is probably understated.`
          : ratio < 1
            ? `LTV : CAC of ${ratio.toFixed(1)}: each customer costs more to win than they bring in gross profit.`
            : ratio < 3
              ? `LTV : CAC of ${ratio.toFixed(1)} is positive but thin; 3 or more is the usual target.`
              : `LTV : CAC of ${ratio.toFixed(1)} is healthy (3 or more is the usual target).`,
  });

  const monthlyGrossProfit = f.projection.arpu * a.grossMargin;
  const payback = monthlyGrossProfit > 0 ? a.cac / monthlyGrossProfit : null;
  checks.push({
    id: "cac-payback",
    label: "CAC payback",
    level: payback === null || payback > 18 ? "warn" : "ok",
    verdict:
      payback === null
        ? "A customer brings no gross profit, so acquisition cost is never paid back."
        : payback > 18
          ? `A customer takes ${Math.ceil(payback)} months of gross profit to pay back their acquisition cost; over 18 months strains cash.`
          : `A customer pays back their acquisition cost in ${Math.max(1, Math.ceil(payback))} month${Math.ceil(payback) > 1 ? "s" : ""} of gross profit.`,
  });

  const first = f.projection.months[0];
  const last = f.projection.months.at(-1)!;
  const revenueGrowth = first.revenue > 0 ? last.revenue / first.revenue : 0;
  const costGrowth = first.fixedCosts > 0 ? last.fixedCosts / first.fixedCosts : 1;
  const flat = revenueGrowth > 20 && costGrowth < revenueGrowth / 10;
  checks.push({
    id: "fixed-costs",
    label: "Fixed costs vs scale",
    level: flat ? "warn" : "ok",
    verdict: flat
      ? `Monthly revenue grows ${Math.round(revenueGrowth)}-fold over three years while fixed costs grow ${costGrowth.toFixed(1)}-fold to ${money(last.fixedCosts)} a month: a business that size needs a larger team; raise the yearly growth of fixed costs.`
      : `Fixed costs grow from ${money(first.fixedCosts)} to ${money(last.fixedCosts)} a month as the business grows.`,
  });

  const recurring = ["subscription", "freemium", "services", "usage", "ads"].includes(a.billingModel);
  const [low, high] = CHURN_RANGE;
  const churnOff = recurring && (a.monthlyChurnRate < low || a.monthlyChurnRate > high);
  checks.push({
    id: "churn",
    label: "Churn",
    level: churnOff ? "warn" : "ok",
    verdict: churnOff
      ? `Monthly churn of ${formatPercent(a.monthlyChurnRate)} is outside the usual ${formatPercent(low)}–${formatPercent(high)}: ${a.monthlyChurnRate < low ? "customers almost never leaving is rare before a product has proved itself" : "most customers would be gone within a year"}.`
      : recurring
        ? `Monthly churn of ${formatPercent(a.monthlyChurnRate)} is within the usual ${formatPercent(low)}–${formatPercent(high)}.`
        : `Churn here is the share of buyers who do not buy again each month (${formatPercent(a.monthlyChurnRate)}).`,
  });

  const cumulative = last.cumulativeEbitda;
  const lowest = f.projection.minimumCash;
  checks.push({
    id: "cash",
    label: "Cash",
    level: lowest < 0 ? "warn" : "ok",
    verdict: `Cash is the starting cash (${money(a.startingCash)}) plus cumulative EBITDA (${money(cumulative)} by month 36), before any raise; ${
      lowest < 0
        ? `it goes as low as ${money(lowest)}, so the plan needs the raise (${money(f.ask.amount)}) before then.`
        : "it never goes below zero."
    }`,
  });

  return checks;
}
