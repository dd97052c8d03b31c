import type { FinancialModel } from "@/lib/artifacts/schemas";
import type { QuizData } from "@/lib/validation";

/**
 * The card follows the forecast. A founder who sets the price, the customer count or the team's costs in
 * the forecast finds the same on the "What we understood" card, and on the published launch page that
 * reads the card. Only facts the two state on the same basis are carried: the card's main price when it
 * was the model's price before the edit (a weekly price beside a monthly model is left alone), the count
 * of customers with its source, and the team's monthly costs once the founder has set them.
 *
 * Returns the quiz data with the card updated, or null when the edit changes nothing the card shows.
 */
export function quizFollowingForecast(
  quiz: QuizData | null | undefined,
  before: FinancialModel | null | undefined,
  after: FinancialModel,
): QuizData | null {
  const profile = quiz?.profile;
  if (!quiz || !profile || !before) return null;
  const next = { ...profile };
  let changed = false;

  const [was, now] = [before.assumptions.pricePoint, after.assumptions.pricePoint];
  const main = profile.prices.find((p) => p.period !== "commission") ?? profile.prices[0];
  if (now !== was && main && main.amount === was) {
    next.prices = profile.prices.map((p) => (p === main ? { ...p, amount: now } : p));
    changed = true;
  }

  const count = after.market.potentialCustomers;
  if (count !== before.market.potentialCustomers || after.market.countSource !== before.market.countSource) {
    next.customerCount = count === null ? null : { count, source: after.market.countSource ?? "" };
    changed = true;
  }

  const costs = after.assumptions.fixedMonthlyCosts;
  if (
    !after.assumptions.costsAreDefault &&
    (costs !== before.assumptions.fixedMonthlyCosts || before.assumptions.costsAreDefault)
  ) {
    next.team = { who: profile.team?.who ?? "", monthlyCost: costs };
    changed = true;
  }
  return changed ? { ...quiz, profile: next } : null;
}
