import type { Delivery } from "@/lib/finance/assumptions";

import { isFood } from "./goods";
import type { IdeaProfile } from "./profile";

/**
 * What delivers each sale (lib/finance's `deliveredBy`), which names the cost of each sale in the use of funds: the
 * Seville e-bike hire, the Bengaluru home chef and the Polish accounting office were all told to spend
 * 45% of it on "Product and engineering", though their money goes on bikes, chefs and accountants.
 */
export function deliveredBy(profile: IdeaProfile, labour: boolean): Delivery {
  const { solution, businessModel, differentiator } = profile.answers;
  const billing = profile.billingModel;
  // Paid for by advertisers or by the few who upgrade: what is built is the product.
  if (billing === "ads" || billing === "freemium" || billing === "marketplace") return "software";
  if (labour || (profile.kind === "in-person" && billing !== "one_time")) return "people";
  if (isFood(profile)) return "goods";
  if (HIRED.test(`${solution} ${businessModel}`)) return "equipment";
  // "our certified accountant books them", "a SASL interpreter appears", "the instructor corrects you",
  // "a repair van that comes to your office", "We do it for you": the work is done by the founder's people.
  if (
    PERSON_ACTS.test(solution) ||
    PERSON_OFFERED.test(solution) ||
    COMES_TO_YOU.test(solution) ||
    DONE_FOR_YOU.test(`${solution} ${differentiator}`)
  )
    return "people";
  if (profile.kind === "physical") {
    if (billing === "one_time") return "goods";
    if (billing === "usage") return "equipment";
    // A box sent every month; a physical "kit order" in club software is not one.
    if (SENT.test(`${profile.product} ${solution} ${businessModel}`)) return "goods";
    return "software";
  }
  // "€4 por hora or €12 for the whole day" for e-bikes unlocked with an app: time with a thing is hire.
  if (billing === "usage" && profile.prices.some((p) => p.period === "per_hour" || p.period === "per_day"))
    return "equipment";
  return "software";
}

/** Renting or hiring things out ("e-bike hire", "rent-to-own solar kits", "we lease the carts"). */
const HIRED =
  /\b(?:we\s+(?:rent|lease|hire\s+out)|rent(?:s|ed|ing|als?)?\s+(?:of|out)\b|(?<!car\s)rentals?|rent-to-own|(?<!new\s)hire(?=\s*[:,.]|\s+(?:of|and|for|from|by|per)\b|$)|hired\s+out|leasing|pay-?as-?you-?go|paygo|alquiler|arriendo|aluguel|noleggio|verleih)/iu;

const ROLES =
  "accountants?|bookkeepers?|lawyers?|solicitors?|tutors?|teachers?|instructors?|coaches?|trainers?|nurses?|carers?|caregivers?|doctors?|translators?|interpreters?|advis[eo]rs?|stylists?|technicians?|mechanics?|chefs?|cooks?|drivers?|riders?|cleaners?|therapists?|vets?|photographers?|editors?|tailors?|electricians?|plumbers?|handymen|installers?|inspectors?|planners?|guides?";

/**
 * A person of the founder's who does something: "our accountant books", "a trained driver-companion
 * picks". (Not one who only benefits or looks, "the driver earns a share", "the planner sees every
 * vendor", nor a feature of an app, "a 'doubt' button where a graduate tutor answers".)
 */
const PERSON_ACTS = new RegExp(
  `(?<!where\\s)\\b(?:a|an|our|the)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${ROLES})(?:-[\\p{L}]+)?\\s+(?!apps?\\b|platforms?\\b|portals?\\b|software\\b|dashboards?\\b|tools?\\b|needs\\b|uses\\b|gets\\b|has\\b|wants\\b|is\\b|sees\\b|earns\\b|pays\\b|receives\\b|keeps\\b|plus\\b|as\\b)\\p{L}+s\\b`,
  "iu",
);
/** A person offered as the product: "a qualified bookkeeper plus an app", "a named bookkeeper who answers". */
const PERSON_OFFERED = new RegExp(
  `\\b(?:a|an|your\\s+own|our)\\s+(?:(?:named|qualified|certified|trained|dedicated|personal|licensed|registered)\\s+)+(?:${ROLES})\\b`,
  "iu",
);
const COMES_TO_YOU = /\b(?:comes?|visits?)\s+(?:to\s+)?(?:your|you)\b/i;
const DONE_FOR_YOU = /\bwe\s+do\s+(?:it|everything|all\s+of\s+it|the\s+work)\s+for\s+you\b/i;
/** Goods sent on a schedule. */
const SENT = /\b(?:box(?:es)?|deliver(?:s|ed|y|ies)?|ship(?:s|ped|ping)?|refills?|parcels?)\b/i;
