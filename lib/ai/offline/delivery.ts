import type { Delivery } from "@/lib/finance/assumptions";

import { isFood } from "./goods";
import type { IdeaProfile } from "./profile";
import { firstSentence } from "./text";

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

/**
 * Work the founder's team does for the client at a distance (the Polish accounting office's books, a
 * reading tutor on video, SASL interpreting): what is built first is the service, not software.
 */
export function doneForYou(p: IdeaProfile): boolean {
  return p.kind === "digital" && deliveredBy(p, false) === "people";
}

/** Paperwork a team does for its clients: books, invoices, tax returns. */
export function handlesPaperwork(p: IdeaProfile): boolean {
  return PAPERWORK.test(p.answers.solution);
}
const PAPERWORK =
  /\b(?:invoices?|receipts?|documents?|paperwork|tax(?:es)?|tax returns?|books|bookkeeping|accounts|forms|filings?|payroll|VAT)\b/i;

/**
 * What the founder owns and hires out: things that go out and come back (e-bikes, solar freezers, tools
 * from a locker), or a space used where it is (a kitchen by the hour, heated ice huts, pallet space in a
 * cold room). What is built first is a few units or the space, and how a hire starts and ends, not
 * software or a factory run. Null for anything else, a kit paid per use and left in place included.
 */
export function hiredOut(p: IdeaProfile): "things" | "space" | null {
  if (deliveredBy(p, false) !== "equipment") return null;
  const { solution, businessModel } = p.answers;
  const hire =
    HIRED.test(`${solution} ${businessModel}`) ||
    p.prices.some((x) => ["per_hour", "per_day", "deposit"].includes(x.period));
  // Paid off to be kept ("own the kit after 18 months", "until the kit is paid off", rent-to-own): it goes
  // out and never comes back. (A battery swap paid as you go comes back at every swap.)
  if (!hire || KEPT.test(`${solution} ${businessModel} ${p.answers.differentiator}`)) return null;
  const named = `${p.product} ${firstSentence(solution)}`;
  return !THINGS_HIRED.test(named) && SPACE_HIRED.test(named) ? "space" : "things";
}
const KEPT =
  /\b(?:rent|lease|hire)[-\s]to[-\s]own\b|\bpaid\s+off\b|\bown\s+(?:it|them|the\s+[\p{L}-]+)\s+(?:after|once|when|outright)\b/iu;
const THINGS_HIRED =
  /\b(?:tools?|e-?bikes?|bikes?|bicycles?|scooters?|kits?|gear|batter(?:y|ies)|freezers?|inverters?|cars?|vans?|dress(?:es)?|concentrators?|shakers?|machines?|power\s*banks?|cameras?|strollers?|prams?|tents?)\b/i;
const SPACE_HIRED =
  /\b(?:kitchens?|rooms?|spaces?|booths?|lockers?|desks?|studios?|storage|pallets?|huts?|pods?|garages?|parking|halls?|venues?)\b/i;

/** Renting or hiring things out ("e-bike hire", "rent-to-own solar kits", "we lease the carts"). */
const HIRED =
  /\b(?:we\s+(?:rent|lease|hire\s+out)|rent(?:s|ed|ing|als?)?\s+(?:of|out)\b|(?<!car\s)rentals?|rent-to-own|(?<!new\s)hire(?=\s*[:,.]|\s+(?:of|and|for|from|by|per)\b|$)|hired\s+out|leasing|(?:tool|toy|gear|equipment|camping)\s+librar(?:y|ies)|pay-?as-?you-?go|paygo|alquiler|arriendo|aluguel|noleggio|verleih)/iu;

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
