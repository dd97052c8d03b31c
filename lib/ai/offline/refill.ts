import type { BillingModel } from "@/lib/finance/assumptions";
import { formatMoneyPrice } from "@/lib/finance/format";
import type { QuizAnswers } from "@/lib/validation";
import type { PricePoint } from "./facts";
import { escapeRegExp, lowerFirst } from "./text";

/** What a founder sells again after the product itself: "replacement top covers", "refill packs". */
const REFILL =
  /\b(?:replacements?|refills?|spares?|top[-\s]?ups?|cartridges?|inserts?|covers?|filters?|pads?|blades?|heads?|pods?|capsules?|consumables?|sachets?|packs?|batter(?:y|ies)|modules?)\b/i;

/**
 * A lower price the founder asks for a refill of a product sold once ("£39 one-off for a pair, then
 * optional replacement top covers at £9 for two pairs"): the price as written and what it buys. The
 * forecast counts one purchase per buyer, so the package says this price is left out instead of dropping it.
 * The price is formatted as the package's other prices are.
 */
export function refillOffer(p: {
  billingModel: BillingModel;
  prices: PricePoint[];
  statedPrice: number | null;
  answers: QuizAnswers;
}): { price: string; what: string; amount: number } | null {
  if (p.billingModel !== "one_time" || p.statedPrice === null) return null;
  const text = p.answers.businessModel;
  for (const price of p.prices) {
    // The price as written, not inside a longer one ("£9" in "£90"); a price by the month is a plan, not a refill.
    const at = price.text ? text.search(new RegExp(`${escapeRegExp(price.text)}(?![\\d]|[.,]\\d)`)) : -1;
    if (price.amount >= p.statedPrice || at < 0 || price.period !== "one_time") continue;
    // The words before the price, back to the clause's start: "then optional replacement top covers at".
    const what = text
      .slice(0, at)
      .split(/[,;:.()]|\s[-–—]\s/)
      .pop()!
      // ("and a spare pair of soles for €12": "your spare pair of soles", not "your a spare pair".)
      .replace(/^\s*(?:(?:and|then|plus|with|also|optional(?:ly)?|extra|later|a|an|the)\s+)*/i, "")
      .replace(/\s+(?:at|for|cost(?:s|ing)?|from|of|is|are)\s*$/i, "")
      .trim();
    const words = what.split(/\s+/).length;
    // Written as every other price of the package ("৳650", not "৳ 650" beside "৳3,200").
    if (what && words <= 5 && REFILL.test(what) && !/\d/.test(what))
      return {
        price: price.currency ? formatMoneyPrice(price.amount, price.currency) : price.text,
        what: lowerFirst(what),
        amount: price.amount,
      };
  }
  return null;
}
