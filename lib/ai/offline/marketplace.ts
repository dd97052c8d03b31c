import nlp from "compromise";
import type { IdeaProfile } from "./profile";
import { escapeRegExp } from "./text";

/**
 * The two sides of a marketplace, read from the founder's answers: who sells (the side a cut is asked
 * of), who the other side is, and which side the package's customer is on.
 */

/** Who sells or provides on a marketplace: the side a cut is asked of. */
export const SUPPLY =
  /\b(?:vendors|sellers|suppliers|providers|hosts|tutors|drivers|riders|merchants|shops|stores|restaurants|artisans|makers|farmers|cooks|walkers|sitters|guides|operators|wholesalers|distributors|landlords|owners|professionals|freelancers|tradespeople|tradies|workers|cleaners|mechanics|coaches|teachers|nannies|caregivers|photographers|venues|halls|crews|stylists|tailors|braiders|therapists|instructors|trainers|agencies|agents|wineries|stations|cooperatives|salons|studios|clinics)$/i;

/**
 * Whether the customer the package speaks to pays for the order while the cut is taken from the other
 * side: "Players pay ₱299 per session, we keep 20%" (not "Operators pay 6% per ticket").
 */
export function buyerPaysOrder(p: IdeaProfile): boolean {
  const head =
    p.customer.units
      .split(/\s+/)
      .pop()
      ?.toLowerCase()
      .replace(/(?:es|s)$/, "") ?? "";
  // The clause that takes the share, and whether it names the customer ("we charge the restaurant 8%",
  // "10% on every order a tailor gets") or another side ("we keep 20% of what the coach earns").
  const clause = p.answers.businessModel.split(/[.;,]\s+|\s+[—–]\s+/).find((c) => /%/.test(c));
  if (!clause || !head) return false;
  // "garage owners … who want extra income": customers who earn through it are the side the cut is from.
  if (/\b(?:extra\s+income|earn|earning|side\s+hustle|make\s+money)\b/i.test(p.answers.targetAudience))
    return false;
  const mentionsCustomer = new RegExp(`\\b${escapeRegExp(head)}(?:e?s)?\\b`, "i").test(clause);
  return !mentionsCustomer && /\b(?:we|platform|app)\s+(?:keep|take|get)s?\b/i.test(clause);
}

/**
 * What one order is called in the founder's words: "PHP 299 per 1hr session" is "session", "15% of each
 * booking" "booking".
 */
export function orderWord(p: IdeaProfile): string {
  return (
    /\b(?:per|each|every)\s+(?:\d+\s*\p{L}+\s+)?(session|booking|ride|trip|lesson|class|course|job|visit|night|day|walk|clean|delivery|ticket|shift|pass|sale)\b/iu
      .exec(p.answers.businessModel)?.[1]
      ?.toLowerCase() ?? "order"
  );
}

/** The side of a marketplace that does not pay, named by the founder; null when they name none. */
export function otherSideOf(p: IdeaProfile): string | null {
  const text = `${p.answers.targetAudience} ${p.answers.businessModel}`;
  const match =
    /\b((?:[\p{L}-]+\s+)?[\p{L}-]+s)\s+(?:\([^()]*\)\s+|[—–-][^—–]*[—–]\s+|(?:in|at|on|from|across)\s+(?:[\p{L}-]+\s+){1,3}?)?(?:are\s+the\s+other\s+side|pay\s+(?:nothing|zero|no\s+fee|the\s+normal)|(?:use|search|browse|join|list|sign\s+up)\s+(?:it\s+|the\s+app\s+)?(?:(?:completely|totally|entirely|fully|for)\s+)?free)\b/iu.exec(
      text,
    );
  // "Traders pay KSh 500 per month to list. Free for buyers."
  const freeFor = /\bfree\s+for\s+(?:the\s+|all\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+s)\b/iu.exec(
    p.answers.businessModel,
  );
  if (!match && !freeFor) return null;
  const side = (match ?? freeFor)![1].toLowerCase();
  // "The paying side is the wholesalers", "they pay nothing": the payer again, or no noun, is no other side.
  const head = side.split(/\s+/).pop()!;
  if (/^(?:they|customers|users|people)$/.test(head) || p.customer.units.toLowerCase().endsWith(head))
    return null;
  // "Passengers", "the pharmacies", "truck owners": the noun, with the word before it when it describes it.
  const describes = nlp(side).terms().first();
  return side === head || !describes.has("(#Noun|#Adjective)") || describes.has("(#Verb|#Determiner)")
    ? head
    : side;
}

/**
 * Whether the other side is the one that buys: no seller's noun, or the founder says it books or orders
 * ("grooming salons publish their free slots and dog owners book instantly": "owners" sell elsewhere).
 */
export function otherSideBuys(p: IdeaProfile, side: string): boolean {
  if (!SUPPLY.test(side)) return true;
  return new RegExp(
    `\\b${escapeRegExp(side)}\\s+(?:can\\s+)?(?:book|order|buy|find|search|browse|hire|reserve|rent)s?\\b`,
    "i",
  ).test(p.answers.solution);
}

/**
 * Sellers paying a flat fee to be listed ("Traders pay KSh 500 per month to list. Free for buyers"): the
 * side that uses it free, whom the sellers stay for; null when the fee is no listing's (a daycare's app
 * its parents use free is not a marketplace).
 */
export function listedFreeSide(p: IdeaProfile): string | null {
  return p.billingModel === "subscription" && /\b(?:list|listed|listing)\b/i.test(p.answers.businessModel)
    ? otherSideOf(p)
    : null;
}

/**
 * Whether the customer is the side that sells and the cut is taken from its sales, while the other side
 * buys at no extra charge: "Operators pay 6% per ticket sold through us. Passengers pay the normal fare".
 * (Not "the shop pays a 15% fee on top of the wage… free for workers": the shop buys the shifts.)
 */
export function sellerPays(p: IdeaProfile): boolean {
  if (p.billingModel !== "marketplace" || p.statedTakeRate === null || p.statedTakeRate >= 1) return false;
  // (The clause that takes the cut: "a 15% fee on top of the wage" is the buyer's.)
  const cut = p.answers.businessModel.split(/[.;]\s+|,\s+(?=\p{L}+\s+pay)/u).find((c) => /%/.test(c)) ?? "";
  if (buyerPaysOrder(p) || /\b(?:on\s+top|plus)\b/i.test(cut)) return false;
  const other = otherSideOf(p);
  return other !== null && !SUPPLY.test(other.split(/\s+/).pop() ?? other);
}

/**
 * Who has the problem, as the pitch names them: the payer, unless a marketplace's problem opens on someone
 * else ("you buy your aso-ebi fabric, give tailor, and he disappears", "tourists in Tbilisi want…", "buying
 * a ferry ticket is a mess"), the other side's pain, which is then said as no one side's; null then.
 */
export function problemOwner(p: IdeaProfile): string | null {
  if (p.billingModel !== "marketplace") return p.audienceShort;
  const singular = (word: string) => word.toLowerCase().replace(/(?:es|s)$/, "");
  const payer = new Set(
    `${p.customer.units} ${p.audienceShort}`
      .split(/[^\p{L}-]+/u)
      .filter((word) => word.length > 3)
      .map(singular),
  );
  const opening = p.problem
    .split(/\s+/)
    .slice(0, 8)
    .map((word) => singular(word.replace(/[^\p{L}-]/gu, "")));
  return opening.some((word) => payer.has(word)) ? p.audienceShort : null;
}
