import { formatCount, formatMoney, formatMoneyPrice, formatPercent } from "./format";
import { shareOfServiceable, type Financials } from "./figures";
import { buysOnce, customersWon, upfrontPerCustomer, type Projection } from "./model";

/**
 * Sanity checks on a projection, each with an honest verdict: the figures a reader would question first
 * (a plan that wins most of its own market, an LTV:CAC too good to be true, costs that stay flat while
 * revenue multiplies), stated next to the figures in the forecast panel, the analysis and the documents.
 */

export type CheckLevel = "ok" | "warn";

export interface SanityCheck {
  id:
    | "market-size"
    | "share-of-sam"
    | "revenue-vs-som"
    | "raise-vs-sam"
    | "ltv-cac"
    | "cac-payback"
    | "fixed-costs"
    | "churn"
    | "cash"
    | "yearly-plan";
  label: string;
  level: CheckLevel;
  /** One sentence: the figure and what it means. */
  verdict: string;
}

/** Months of a customer's gross profit that pay back what winning them cost; null when there is none. */
export function cacPaybackMonths(projection: Projection): number | null {
  const monthlyGrossProfit = projection.arpu * projection.assumptions.grossMargin;
  if (projection.assumptions.cac === 0) return 0;
  return monthlyGrossProfit > 0 ? projection.assumptions.cac / monthlyGrossProfit : null;
}

/**
 * The payback as every document says it (one rounding, one wording): "3.3 months"; for a thing each
 * customer buys once, whether that one purchase pays it back ("0.2 months" of a purchase made once says
 * nothing).
 */
export function cacPaybackText(projection: Projection): string {
  const payback = cacPaybackMonths(projection);
  if (payback === null) return "never (no gross profit per customer)";
  if (buysOnce(projection.assumptions.monthlyChurnRate))
    return payback <= 1
      ? "on the first purchase"
      : `never: one purchase covers ${Math.round(100 / payback)}% of it`;
  const months = Math.round(payback * 10) / 10;
  return `${months.toFixed(1)} month${months === 1 ? "" : "s"}`;
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
  const { sam, som } = f.market;
  if (share === null || sam === null || som === null)
    checks.push({
      id: "market-size",
      label: "Market size",
      level: "warn",
      verdict: `Not sized yet: add your customer count (how many ${f.model.market.customerUnit} there are in ${f.model.market.geography}, with its source). Until then the plan cannot be checked against its market.`,
    });
  else {
    // Of a product bought once the share counts every buyer of the three years (each buys once), who are not
    // the year-3 customers the rest of the plan names.
    const won = buysOnce(a.monthlyChurnRate)
      ? `The ${formatCount(customersWon(f.projection))} buyers of years 1-3 are`
      : "Year-3 customers are";
    checks.push({
      id: "share-of-sam",
      label: "Customers vs serviceable market",
      level: share >= 0.25 ? "warn" : "ok",
      verdict:
        share >= 0.25
          ? `${won} ${formatPercent(share)} of the serviceable market: no focused entrant wins that much in three years. Check the customer count or lower the growth.`
          : `${won} ${formatPercent(share)} of the serviceable market, a share a focused entrant can plausibly win.`,
    });

    // The market is sized in recurring revenue; what new customers pay once (a device) is left out of both.
    const recurring3 = y3.revenue - y3.newCustomers * upfrontPerCustomer(a);
    const once = a.upfrontPrice ? " (recurring revenue, without one-time device sales)" : "";
    checks.push({
      id: "revenue-vs-som",
      label: "Year-3 revenue vs obtainable market",
      level: recurring3 > som ? "warn" : "ok",
      verdict:
        recurring3 > som
          ? `Year-3 revenue${once} of ${money(recurring3)} exceeds the obtainable market (SOM ${money(som)}): raise the obtainable share only if you can defend it, or lower the growth.`
          : `Year-3 revenue${once} of ${money(recurring3)} is within the obtainable market (SOM ${money(som)}).`,
    });

    // Investors fund a business smaller than its market, not one that needs more than a year of it.
    const beyond = f.ask.amount > sam;
    checks.push({
      id: "raise-vs-sam",
      label: "Raise vs serviceable market",
      level: beyond ? "warn" : "ok",
      verdict: beyond
        ? `The raise the plan needs (${money(f.ask.amount)}) is more than a year of the serviceable market (SAM ${money(sam)}): widen the market (more places, another customer group) or cut the fixed costs before raising.`
        : `A year of the serviceable market (SAM ${money(sam)}) is more than the raise the plan needs (${money(f.ask.amount)}).`,
    });
  }

  const ratio = f.projection.ltvToCac;
  checks.push({
    id: "ltv-cac",
    label: "Lifetime value vs acquisition cost",
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

  const payback = cacPaybackMonths(f.projection);
  const boughtOnce = buysOnce(a.monthlyChurnRate);
  checks.push({
    id: "cac-payback",
    label: "CAC payback",
    level: payback === null || payback > (boughtOnce ? 1 : 18) ? "warn" : "ok",
    verdict:
      payback === null
        ? "A customer brings no gross profit, so acquisition cost is never paid back."
        : boughtOnce
          ? payback <= 1
            ? "A buyer's one purchase pays back their acquisition cost."
            : `A buyer's one purchase covers only ${Math.round(100 / payback)}% of their acquisition cost.`
          : payback > 18
            ? `A customer takes ${cacPaybackText(f.projection)} of gross profit to pay back their acquisition cost; over 18 months strains cash.`
            : `A customer pays back their acquisition cost in ${cacPaybackText(f.projection)} of gross profit.`,
  });

  // A team sized for launch cannot run a business many times bigger: fixed costs under a tenth of
  // year-3 revenue mean the plan has not paid for the people that revenue needs.
  const last = f.projection.months.at(-1)!;
  const fixedShare = y3.revenue > 0 ? y3.fixedCosts / y3.revenue : 1;
  const flat = fixedShare < 0.1;
  checks.push({
    id: "fixed-costs",
    label: "Fixed costs vs scale",
    level: flat ? "warn" : "ok",
    verdict: flat
      ? `Fixed costs are only ${formatPercent(fixedShare)} of year-3 revenue (${money(last.fixedCosts)} a month against ${money(last.revenue)} of monthly revenue): a business that size needs a larger team; raise the yearly growth of fixed costs.`
      : `Fixed costs are ${formatPercent(fixedShare)} of year-3 revenue, growing from ${money(f.projection.months[0].fixedCosts)} to ${money(last.fixedCosts)} a month.`,
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
        ? `it goes as low as ${money(lowest)}, so the plan needs the raise (${money(f.ask.amount)}) before then; with the raise in the bank at launch, cash stays at or above ${money(lowest + f.ask.amount)}.`
        : "it never goes below zero."
    }`,
  });

  // A yearly plan said beside the monthly price: what paying upfront saves. An edit of the monthly price
  // through the API (the forecast panel moves both) can leave a yearly plan that no longer saves, or one
  // cheaper than the founder meant ("2 months free" at 6.7 months of the new price).
  if ((a.annualPrice ?? 0) > 0 && a.billingModel !== "one_time" && a.pricePoint > 0) {
    // Rounded once, so the verdict and its level say the same thing ("9 months" is not "more than three free").
    const months = Math.round((a.annualPrice! / a.pricePoint) * 10) / 10;
    const said = `The yearly plan (${formatMoneyPrice(a.annualPrice!, currency)}) is ${months} months of the monthly price (${formatMoneyPrice(a.pricePoint, currency)})`;
    checks.push({
      id: "yearly-plan",
      label: "Yearly plan vs monthly price",
      level: months >= 12 || months < 9 ? "warn" : "ok",
      verdict:
        months >= 12
          ? `${said}: paying upfront saves nothing, so nobody would choose it. Lower it, or change the monthly price.`
          : months < 9
            ? `${said}, more than three months free for paying upfront: check that it is meant (two months free is the usual offer).`
            : `${said}: ${Math.round((1 - months / 12) * 100)}% off for paying upfront.`,
    });
  }

  return checks;
}
