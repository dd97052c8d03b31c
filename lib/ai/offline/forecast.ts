import type { FinancialForecast } from "@/lib/artifacts/schemas";
import { BILLING_MODEL_LABELS } from "@/lib/finance/assumptions";
import { formatMoneyPrice } from "@/lib/finance/format";
import {
  cacFromValue,
  computeFinancials,
  financialFacts,
  proposeFinancialModel,
  type Financials,
} from "./financials";
import { orderWord } from "./marketplace";
import type { IdeaProfile } from "./profile";
import { withArticle } from "./text";

/** The Fuel-tier forecast: the same assumptions as the analysis, with notes on where they come from. */
export function offlineFinancialForecast(p: IdeaProfile, financials?: Financials): FinancialForecast {
  const f = financials ?? computeFinancials(proposeFinancialModel(p));
  const facts = financialFacts(f);
  const fromValue = cacFromValue(p);
  return {
    ...f.model,
    notes: [
      // Said of where the price started, in the founder's own words, not as a figure: after an edit of the
      // forecast, "Price R 118.50 taken from your business model answer" was untrue (they wrote R79).
      p.statedPrice !== null
        ? `The price started from your business model answer (${formatMoneyPrice(p.statedPrice, p.currency)}); any change you make here carries into every document.`
        : p.billingModel === "marketplace" && p.statedTakeRate !== null
          ? // "Operators pay 6% per ticket": the cut is theirs; the order it is taken from is the forecast's.
            `Your answers give the ${facts.takeRate} cut but not the value of ${withArticle(orderWord(p))}, so the forecast started from a typical one (${facts.price}); put your average ${orderWord(p)} here and every figure follows.`
          : `Your answers name no price, so the forecast started from a typical level for ${BILLING_MODEL_LABELS[p.billingModel]} offers ${p.industryConfident ? `in ${p.industry.name}` : "of this kind"}; replace it with your own.`,
      // An acquisition cost set from what a customer is worth is said to be so, not called a benchmark.
      fromValue
        ? `${facts.when("buysOnce", `Churn (${facts.churn} a month) is ${p.industryConfident ? `a sector benchmark for ${p.industry.name}` : "a general benchmark, not a figure for your sector"}, to be replaced with pilot data. `, false)}Acquisition cost (${facts.cac}) started from what a customer is worth (an eighth to a quarter of the gross profit they bring), not from a benchmark: replace it with what your first channel costs.`
        : facts.when(
            "buysOnce",
            `Acquisition cost (${facts.cac}) is ${p.industryConfident ? `a sector benchmark for ${p.industry.name}` : "a general benchmark, not a figure for your sector"}, to be replaced with pilot data.`,
          ) +
          facts.when(
            "buysOnce",
            `Churn (${facts.churn} a month) and acquisition cost (${facts.cac}) are ${p.industryConfident ? `sector benchmarks for ${p.industry.name}` : "general benchmarks, not figures for your sector"}, to be replaced with pilot data.`,
            false,
          ),
      ...(f.model.currency && f.model.currency !== "USD"
        ? [
            `Amounts are in ${f.model.currency}; the defaults you did not state (${fromValue ? "" : "acquisition cost, "}team costs, starting cash) are US benchmarks converted at an approximate rate.`,
          ]
        : []),
      facts.when(
        "sized",
        `Market: ${facts.potentialCustomers} ${f.model.market.customerUnit} in ${f.model.market.geography} is your count${facts.when("countSourced", ` (source: ${facts.countSource})`)}; the market figures follow it.`,
      ) +
        facts.when(
          "sized",
          `Market: not sized yet. Add how many ${f.model.market.customerUnit} there are in ${f.model.market.geography}, with its source, and TAM, SAM and SOM are worked out from it.`,
          false,
        ),
      `Fixed costs start at a lean founding team and grow ${Math.round(f.model.assumptions.annualFixedCostGrowth * 100)}% a year as you hire.`,
    ],
  };
}
