import nlp from "compromise";

import type { QuizAnswers } from "@/lib/validation";
import type { PricePoint } from "./money";

/**
 * What a price counts when it is not the customer: "£3 per staff member per month" for care homes with
 * "20-150 staff" is about 55 staff members per home, so a home pays about £165 a month, not £3. The count
 * comes from the founder's own numbers ("Starter pack of 20 traps", "studios with 2-20 people"); without
 * one, a stated default stands in and the forecast says it is an assumption.
 */
export interface PricedUnits {
  /** One unit, singular, in the founder's words: "staff member", "trap", "user". */
  label: string;
  /** How many a typical customer pays for. */
  count: number;
  /** Whether the count comes from the founder's answers. */
  stated: boolean;
}

/** Units that are people: a count of "workers", "staff" or "people" in the answers counts them too. */
const PEOPLE =
  /^(?:user|seat|staff|staff member|member|team member|employee|worker|agent|person|head|learner|student|technician|driver|carer|caregiver|nurse|teacher|engineer|rep|licen[cs]e)$/i;
const PEOPLE_WORDS =
  "users|seats|staff|staff members|members|team members|employees|workers|people|agents|persons|heads|learners|students|technicians|drivers|carers|caregivers|nurses|teachers|engineers|reps|licen[cs]es";
/** Words a price per customer is counted by: nothing to multiply. */
const CUSTOMER_WORDS =
  /^(?:customer|client|account|business|company|shop|store|user account|household|family|home|subscriber|order|booking|month|year|week|day)$/i;
/** Units of land, each with its English name and the words that count it ("100 to 1.500 hectares"). */
const AREA_UNITS: [RegExp, string, string][] = [
  [/^(?:hect[áa]reas?|hectares?|ha)$/i, "hectare", "hectares|hectare|hectáreas|hectárea|ha"],
  [/^acres?$/i, "acre", "acres|acre"],
  [/^(?:m2|m²|sqm|square\s+met(?:re|er)s?)$/i, "square metre", "square metres|square meters|m2|m²|sqm"],
  [/^square\s+(?:feet|foot)$/i, "square foot", "square feet|sq ft|sqft"],
];
/** Whether a price's unit is one of land ("hectárea", "acre", "m²"): a job priced by area. */
export function isAreaUnit(unit: string): boolean {
  return AREA_UNITS.some(([pattern]) => pattern.test(unit.trim()));
}

/** A default count when the founder gives none: a small team, or a handful of things. */
const DEFAULT_PEOPLE = 5;
const DEFAULT_THINGS = 10;

function singularOf(phrase: string): string {
  const words = phrase.toLowerCase().split(/\s+/);
  const last = words.pop() ?? "";
  const one = (nlp(last).nouns().toSingular().text() as string).trim() || last;
  return [...words, one].join(" ");
}

/** "staff member" → "staff members", "trap" → "traps". */
export function pluralOf(phrase: string): string {
  const words = phrase.toLowerCase().split(/\s+/);
  const last = words.pop() ?? "";
  const many = (nlp(last).nouns().toPlural().text() as string).trim() || `${last}s`;
  return [...words, many].join(" ");
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};

function amount(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase()];
  return word ?? Number(text.replace(/[,.\s](?=\d{3}\b)/g, "").replace(",", "."));
}

/**
 * The units the founder's price counts, or null when the price is per customer. `customerUnit` is the
 * paying customer, singular ("care home"): a price "per clinic" for clinics counts the customer.
 */
export function pricedUnits(
  price: PricePoint | undefined,
  customerUnit: string,
  consumer: boolean,
  answers: QuizAnswers,
): PricedUnits | null {
  const per = price?.per?.trim().toLowerCase();
  // A job priced by area ("₲85.000 por hectárea") counts the customer's land, in English words.
  const area =
    per && price?.period === "per_use" ? AREA_UNITS.find(([pattern]) => pattern.test(per)) : undefined;
  // A fee per use or per day already counts its uses ("Rs 500 per item per day" is a rental).
  if (!per || per.length > 30 || (!area && !["month", "year", "week"].includes(price?.period ?? "")))
    return null;
  const label = area ? area[1] : singularOf(per);
  const customer = singularOf(customerUnit);
  const head = (phrase: string) => phrase.split(/\s+/).pop() ?? "";
  if (CUSTOMER_WORDS.test(label) || head(label) === head(customer) || customer.endsWith(label)) return null;
  const people = PEOPLE.test(label) || nlp(label).has("#Actor");
  const nouns = area
    ? area[2]
    : people
      ? // ("3 to 20 electricians" are the seats of a crew's software.)
        `${PEOPLE_WORDS}|[\\p{L}-]+(?:ers|ors|ians|ists)`
      : [pluralOf(label), label, pluralOf(head(label)), head(label)]
          .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("|");
  // "20-150 staff", "10 to 40 workers", "a starter pack of 20 traps", "2–20 people": the first the answers
  // state, the business model first (where the price is), then the audience, the problem and the solution.
  const number = String.raw`(\d{1,3}(?:[,.]\d{3})*|\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
  const count = new RegExp(
    String.raw`(?<![\d.,])\b${number}(?:\s*(?:-|–|—|to)\s*${number})?\+?\s+(?:(?!(?:per|por|par|pro|a|an|each)\s)[\p{L}-]+\s+)?(?:${nouns})\b`,
    "giu",
  );
  for (const text of [answers.businessModel, answers.targetAudience, answers.problem, answers.solution]) {
    // An amount of money ("Rs 500 per item") counts no units.
    const match = [...text.matchAll(count)].find(
      (m) => !/(?:[$€£¥₹₱₦₩₫৳]|\b(?:Rs|Rp|RM|Ksh|TSh|Br|Gs|[A-Z]{1,3})\.?)\s?$/.test(text.slice(0, m.index)),
    );
    if (!match) continue;
    const low = amount(match[1]);
    const high = match[2] ? amount(match[2]) : low;
    if (!(low > 0) || !(high >= low)) continue;
    // A range stands for its typical member: the geometric mean (2-20 people → 6).
    const typical = Math.max(1, Math.round(Math.sqrt(low * high)));
    return { label, count: typical, stated: true };
  }
  // A person buying for themselves pays for their own few ("per child"), and land has no typical size:
  // nothing to assume.
  if (consumer || area || price?.perAfter) return null;
  return { label, count: people ? DEFAULT_PEOPLE : DEFAULT_THINGS, stated: false };
}
