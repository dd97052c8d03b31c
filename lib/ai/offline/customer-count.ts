import { AppError } from "@/core/errors";
import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import { formatCount } from "@/lib/finance/format";
import { countryPopulation } from "./geography";
import type { IdeaProfile } from "./profile";

/**
 * How many customers the founder says there are, counted in their own unit: "~15 small/medium ferry
 * operators", "The ~2,000 small rural pharmacies in those districts", "~1.5M people in NL", "Around 2-3k
 * beekeepers" (a range counts from its lower end). A number counting something else ("farms with 10-40
 * cows", "plants with 300+ operators") is no count of the customers; "~6,000 of them" is. Null when the answers give none.
 */
export function statedCount(
  profile: Pick<IdeaProfile, "answers" | "customer" | "billingModel">,
): number | null {
  const head = profile.customer.units.split(/\s+/).pop()?.toLowerCase() ?? "";
  if (!head) return null;
  const nouns = profile.customer.type === "consumer" ? `${head}|people|users` : head;
  const text = `${profile.answers.targetAudience} ${profile.answers.problem}`;
  // A count the founder means as one: "~15", "about 2,000", "around 2-3k", "1.5M" (not an age range, "the
  // next 12-18 months" nor "under 50 people").
  const count = new RegExp(
    String.raw`(?:(?<![\p{L}\d])(?:~\s*|(?:about|around|roughly|approx\.?|approximately|some|nearly|almost|over)\s+)(\d[\d,.]*)\s*(k|m|thousand|million)?|(?<![\p{L}\d~])(\d[\d,.]*)\s*(k|m|thousand|million))(?:\s*[-–]\s*\d[\d,.]*\s*(k|m|thousand|million)?)?\+?(?:\s+(?:(?!(?:years?|months?|weeks?|days?|old|hours?)\b)[\p{L}/-]+\s+){0,2}?(?:${nouns})\b|\s+of\s+them\b)`,
    "iu",
  );
  const found = count.exec(text);
  if (!found) return null;
  // "2-3k": the range's scale counts for its lower end too.
  const match = [found[0], found[1] ?? found[3], found[2] ?? found[4] ?? found[5]] as const;
  // "with ~40 cows": a count after "with" is of what the customers have.
  if (/\b(?:with|w\/|of|has|have|having|for|per|every|each|than|under)\s*$/i.test(text.slice(0, found.index)))
    return null;
  const digits = match[1].replace(/[,.](?=\d{3}\b)/g, "").replace(",", ".");
  const scale = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 }[match[2]?.toLowerCase() ?? ""] ?? 1;
  const value = Number(digits) * scale;
  return Number.isFinite(value) && value >= 2 ? Math.round(value) : null;
}

/**
 * Why a count of customers on the card cannot be right, or null: more customers than people live in the
 * countries it is for (a business count is smaller still). Countries missing from the population table
 * are not checked; the schema's own ceiling (about the world's population) still holds.
 */
export function countBeyondPopulation(
  profile: Pick<IdeaProfileData, "customerCount" | "geography">,
): string | null {
  const count = profile.customerCount?.count;
  const codes = profile.geography?.countries ?? [];
  if (!count || !codes.length) return null;
  const people = codes.map(countryPopulation);
  if (people.some((p) => p === undefined)) return null;
  const total = people.reduce<number>((sum, p) => sum + p!, 0);
  return count > total
    ? `${formatCount(count)} customers is more than the ${formatCount(total)} people who live in ${profile.geography!.label}: enter the count of your customers there.`
    : null;
}

/** Refuses (400) a card whose count of customers is more than the people of its market. */
export function assertCustomerCount(profile: Parameters<typeof countBeyondPopulation>[0] | undefined): void {
  const problem = profile ? countBeyondPopulation(profile) : null;
  if (problem) throw new AppError(400, problem);
}
