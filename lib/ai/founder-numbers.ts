import { z } from "zod";

import type { FinancialModel } from "@/lib/artifacts/schemas";
import { toOfflineInput, type FounderContext } from "./context";
import { analyzeIdea } from "./offline";

/**
 * The founder's numbers reach the model unchanged: a proposal that changes the price, the commission or
 * the device price they typed goes back to the model once with the reason, and a second miss fails the
 * generation (nothing saved is touched) rather than show a forecast that contradicts the founder.
 */
export function keepsFounderNumbers(proposed: FinancialModel, ctx: FounderContext): FinancialModel {
  const reading = analyzeIdea(toOfflineInput(ctx));
  const a = proposed.assumptions;
  const issues: z.core.$ZodIssue[] = [];
  const differs = (x: number, y: number) => Math.abs(x - y) > Math.max(0.005, Math.abs(y) * 0.005);
  if (reading.statedPrice !== null && a.billingModel !== "ads" && differs(a.pricePoint, reading.statedPrice))
    issues.push({
      code: "custom",
      path: ["assumptions", "pricePoint"],
      message: `must be the founder's stated price, ${reading.statedPrice} (a monthly equivalent for an annual plan)`,
      input: a.pricePoint,
    });
  if (
    reading.statedTakeRate !== null &&
    a.billingModel === "marketplace" &&
    differs(a.revenueShare, reading.statedTakeRate)
  )
    issues.push({
      code: "custom",
      path: ["assumptions", "revenueShare"],
      message: `must be the founder's stated commission, ${reading.statedTakeRate}`,
      input: a.revenueShare,
    });
  // "A £79 kit, then £6 a month": the device price is paid once by each new customer.
  const device =
    a.billingModel !== "one_time" && reading.statedPrice !== null
      ? reading.prices.find((p) => p.period === "hardware" && p.amount !== reading.statedPrice)
      : undefined;
  if (device && differs(a.upfrontPrice ?? 0, device.amount))
    issues.push({
      code: "custom",
      path: ["assumptions", "upfrontPrice"],
      message: `must be the founder's stated device price, ${device.amount}, paid once by each new customer`,
      input: a.upfrontPrice,
    });
  // "£79 a month, or £790 a year": the yearly plan is said beside the monthly price.
  const annual =
    ["subscription", "freemium", "services"].includes(a.billingModel) &&
    reading.prices.some((p) => p.period === "month" && p.amount === reading.statedPrice)
      ? reading.prices.find((p) => p.period === "year")
      : undefined;
  if (annual && differs(a.annualPrice ?? 0, annual.amount))
    issues.push({
      code: "custom",
      path: ["assumptions", "annualPrice"],
      message: `must be the founder's stated yearly plan, ${annual.amount}, offered beside the monthly price`,
      input: a.annualPrice,
    });
  if (issues.length) throw new z.ZodError(issues);
  // The count of customers is the founder's, never a model's estimate: the market is not sized without it.
  const counted = reading.customerCount;
  const { countSource: _modelSource, ...market } = proposed.market;
  // A price the founder did not give is the model's default, and flagged so every writer says it is.
  // So are the team's costs: the founder's from the card, else the model's, said to be a default.
  const { priceIsDefault: _flag, costsAreDefault: _costs, ...assumptions } = proposed.assumptions;
  const team = reading.team;
  return {
    ...proposed,
    assumptions: {
      ...assumptions,
      ...(reading.statedPrice === null ? { priceIsDefault: true as const } : {}),
      ...(team
        ? { fixedMonthlyCosts: team.monthlyCost, annualFixedCostGrowth: 0 }
        : { costsAreDefault: true as const }),
    },
    market: {
      ...market,
      potentialCustomers: counted?.count ?? null,
      ...(counted?.source ? { countSource: counted.source } : {}),
    },
  };
}
