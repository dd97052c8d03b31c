import { formatMoneyPrice } from "@/lib/finance/format";
import type { BillingModel } from "@/lib/finance/assumptions";
import type { QuizAnswers } from "@/lib/validation";
import type { PricePoint } from "./facts";
import type { ProductKind } from "./profile";
import { countMatches, escapeRegExp, firstSentence } from "./text";

/**
 * How the founder is paid (lib/finance's billing models), read from what they charge and for what: the
 * prices with their periods decide (lib/ai/offline/facts/money.ts), billing words in the business-model
 * answer decide when the prices do not, and work done by people makes a service. Measured on the golden
 * corpus (tests/fixtures/idea-corpus.ts) by `npm run eval` (eval/checks/extraction.ts).
 */

const MODEL_KEYWORDS: Record<BillingModel, string[]> = {
  freemium: [
    "freemium",
    "free tier",
    "free version",
    "free plan",
    "free basic",
    "basic version for free",
    "premium features",
    "upgrade to",
    "free for",
    // "maybe free with limits and paid for unlimited?": a capped free use beside a paid one.
    "free with limit*",
    "paid for unlimited",
    "pay for unlimited",
  ],
  marketplace: [
    "commission*",
    "take rate",
    "marketplace",
    "transaction fee*",
    "booking fee*",
    "per booking",
    "service fee",
    "cut of each",
    "of each booking",
    "of each order",
    "of each sale",
    "of every transaction",
  ],
  usage: [
    "pay-as-you-go",
    "pay as you go",
    "pay per use",
    "per use",
    "usage-based",
    "usage based",
    "per api call",
    "per request",
    "per message",
    "credits",
    "metered",
    "per minute",
  ],
  subscription: [
    "subscription*",
    "subscribe*",
    // The founder's own language: "Suscripción semanal", "assinatura mensal", "abonnement".
    "suscripci*",
    "assinatura*",
    "abonnement*",
    "monthly fee",
    "per month",
    "a month",
    "/month",
    "/mo",
    "monthly plan",
    "annual plan",
    "saas",
    "recurring",
    "membership*",
    "per seat",
    "per user per month",
    "monthly",
  ],
  services: [
    "consulting",
    "retainer*",
    "hourly",
    "per hour",
    "per project",
    "agency",
    "done-for-you",
    "setup fee",
    "service contract*",
    "implementation fee",
  ],
  ads: ["advertis*", "ads", "ad-supported", "ad-funded", "ad funded", "sponsor*", "ad revenue", "affiliate*"],
  one_time: [
    "one-time",
    "one time",
    "per unit",
    "retail price",
    "purchase price",
    "buy once",
    "sell the",
    "sell our",
    "we sell",
    "sell it",
    "sales of",
    "sell bottles",
    "sell jars",
    "sell kits",
    "sell boxes",
    "sell cans",
    "per device",
    "per kit",
    "lifetime licen*",
    "wholesale",
    "per bottle",
    "per box",
    "per pack",
  ],
};
const MODEL_PRIORITY: BillingModel[] = [
  "freemium",
  "marketplace",
  "usage",
  "subscription",
  "services",
  "ads",
  "one_time",
];

/**
 * What a billing word does not say: "no subscription", "sin permanencia", "without a contract" deny it;
 * "Facebook ads", "run Instagram ads" are how customers are found, not advertising revenue; "40k
 * subscribers" on a YouTube channel are an audience, not subscriptions.
 */
function billingWords(text: string): string {
  return (
    text
      // "One-time member share of C$25, then C$40 per visit": a way in is not what the business sells.
      .replace(
        /\bone[-\s]?(?:time|off)\s+(?:[\p{L}-]+\s+)?(?:member(?:ship)?|set[-\s]?up|sign[-\s]?up|joining|registration|onboarding|enrol+ment)\b/giu,
        " ",
      )
      .replace(
        /\b(?:no|not|without|never|non|sin|sans|ohne)\s+(?:a\s+|an\s+|any\s+)?(?:[\w-]+\s+)?(?:subscriptions?|memberships?|contracts?|commitment|permanencia|monthly\s+fees?|ads|advertising|commission)\b/gi,
        " ",
      )
      .replace(
        /\b(?:facebook|instagram|google|meta|tiktok|youtube|linkedin|pinterest|snapchat|reddit|paid|social|search|display|targeted|running|run|radio|tv|television|print|newspaper|magazine|billboard|outdoor|local|online)\s+(?:search\s+)?ads?\b|\bads?\s+(?:targeting|aimed|to\s+reach|on\s+(?:the\s+)?(?:local\s+)?(?:radio|stations?|tv|television))\b/gi,
        " ",
      )
      .replace(
        /\b(?:youtube|instagram|tiktok|newsletter|channel|mailing\s+list)\b[^.]{0,40}\bsubscribers\b/gi,
        " ",
      )
      // "TikTok creators on affiliate", "an affiliate programme": paying others to sell, not ad revenue.
      .replace(
        /\b(?:on|via|through)\s+affiliate\b|\baffiliate\s+(?:program(?:me)?s?|partners?|marketing|creators?|influencers?|deals?)\b/gi,
        " ",
      )
      // "from Facebook Marketplace posts": a place to find customers, not the business model.
      .replace(/\bfacebook\s+marketplace\b/gi, " ")
      // "a listing on the Greenhouse integration marketplace", "on the App Store": where it is sold.
      .replace(
        /\b(?:listing|listed|sell\w*|sold)\s+(?:on|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}marketplace\b/gi,
        " ",
      )
  );
}

/** The billing model the answers' words point to, or null when no billing word is used. */
export function detectBillingModel(answers: QuizAnswers): BillingModel | null {
  const scores = new Map<BillingModel, number>();
  const own = billingWords(answers.businessModel);
  const everything = billingWords(`${answers.solution} ${answers.differentiator}`);
  for (const model of MODEL_PRIORITY) {
    const direct = MODEL_KEYWORDS[model].reduce((t, k) => t + countMatches(own, k), 0);
    const indirect = MODEL_KEYWORDS[model].reduce((t, k) => t + countMatches(everything, k), 0);
    scores.set(model, direct * 2 + indirect * 0.5);
  }
  // A free tier next to a paid plan is freemium, whatever the paid plan is called.
  if (
    MODEL_KEYWORDS.freemium.some((k) => countMatches(own, k) > 0) ||
    (/\bfree\b/i.test(own) && /\bpremium\b/i.test(own))
  )
    return "freemium";
  const best = MODEL_PRIORITY.reduce((a, b) => ((scores.get(b) ?? 0) > (scores.get(a) ?? 0) ? b : a));
  return (scores.get(best) ?? 0) > 0 ? best : null;
}

/**
 * Work that people do for the customer, per job or per month: a walk, a clean, a show, a cremation, the
 * research or the books done by a team. Priced per use or per month, it is a service, not usage or SaaS.
 */
const DONE_BY_PEOPLE =
  /\b(?:service|services|(?:we|i)\s+(?:deep\s+|then\s+|also\s+)?(?:are\s+a\s+team|come\s+(?:round|over|to)|assemble|mount|fix|run|write|do|handle|negotiate|audit|dispute|clean|walk|plan|research|design|deliver|teach|train|find|cook|prepare|arrange|organi[sz]e|submit|collect|photograph|install|repair|build|film|edit|translate|manage|wash|send|place|provide|visit|inspect|survey)|done\s+by|by\s+our\s+(?:team|staff|experts?)|handled\s+by|our\s+team|camps?|dog\s+walks?|walkers?|driver-guides?|(?:tour|local|trek(?:king)?|mountain)\s+guides?|(?:private|guided|day)\s+(?:tours?|trips?)|excursions?|cremations?|funerals?|bookkeeping|inspections?|genealogists?|tutors?|tutoring|classes|lessons|teachers?|coach(?:es|ing)?|crews?|cleaners|cleans|groomers?|grooming|mechanics?|technicians?|electricians?|plumbers?|gardeners?|movers|physiotherapists?|therapists?|assistants?|translat\w+|agency|agencia|agence|ag[eê]ncia|consult\w*|recruit\w*|light\s+shows?|worker\s+co-?op\w*|photography|photographers?|(?<!self-)cleaning(?!\s+(?:included|supplies|products))|(?:roster|pool|network|team)\s+of\s+(?:[\p{L}-]+,?\s+){0,3}[\p{L}-]+(?:ers|ors|ists|ians))\b/giu;
/**
 * A monthly fee for work the team itself does ("done by our team", "we do content for them", a camp): a
 * retainer. Stricter than DONE_BY_PEOPLE, where "a bookkeeping service that reads invoices" is software.
 */
const RETAINER =
  /\b(?:we\s+(?:do|handle|run|write|collect|place|send|provide|visit|cook|clean|manage)|team\s+(?:that|who)\s+(?:visits|comes|shoots|films|makes|writes|handles|runs|manages|posts|cleans|cooks)|done\s+by|by\s+our\s+(?:team|staff|experts?)|handled\s+by|our\s+team|camps?|agency|agencia|agence|ag[eê]ncia)\b/i;
/** Machines the customer works themselves: "self-service dog wash stations" are no people's work. */
const SELF_SERVICE = /\b(?:self[-\s]service|unattended|coin[-\s]operated|vending)\b/i;
/**
 * A fee on top of what another party charges ("we add a Rs 800 fee on top of the transporter's fare"):
 * the founder brokers the other side's work, a marketplace.
 */
const FEE_ON_TOP =
  /\b(?:fee|commission|mark-?up|cut)\s+on\s+top\s+of\s+(?:the\s+)?(?:[\p{L}-]+(?:'s|’s|s'|s’)?\s+)?(?:fare|price|rate|fee|bill|quote|wages?|salary|pay)\b/iu;
/** People who made the product rather than deliver a service: "cards written with history teachers". */
const MADE_WITH =
  /\b(?:written|designed|made|created|developed|built|curated|reviewed|checked|recorded)\s+(?:[\w-]+\s+){0,4}$/i;

/**
 * Someone who comes to the customer, whatever the founder calls them ("A trained educador físico comes to
 * the home…"): only a person comes to a home or an office.
 */
export const SOMEONE_COMES =
  /^((?:a|an|our|my|the)\s+(?:(?!(?:that|which|who)\s)[\p{L}-]+\s+){0,3}?(?!(?:that|which|who)\s)[\p{L}-]+)\s+(comes|visits|goes)\s+(?=(?:to\s+)?(?:the|your|their|each|every)\s+(?:client's\s+|customer's\s+)?(?:home|house|flat|apartment|office|door|farm|shop|site)\b)/iu;

/** Whether the solution is work that people do for the customer (see DONE_BY_PEOPLE). */
function doneByPeople(solution: string): boolean {
  for (const match of solution.matchAll(DONE_BY_PEOPLE))
    if (!MADE_WITH.test(solution.slice(Math.max(0, (match.index ?? 0) - 60), match.index))) return true;
  return false;
}

/**
 * A free tier, not a free trial, free delivery, a device included free with the plan, a free thing given
 * away to win customers ("giving a free box to church groups") or a perk counted out ("a cover plan with one
 * free battery swap a year"): "free up to 50 orders", "basic version is free", "Grátis até…".
 */
const FREE_TIER =
  /(?<!\b(?:one|two|three|1|2|3)\s+)(?<!\b(?:giving|give|gives|gave|handing\s+out|hand\s+out|offering|offer)\s+(?:out\s+)?(?:an?\s+|one\s+|some\s+)?)(?<!\b(?:included|includes|including|comes|thrown\s+in)\s+(?:for\s+)?)(?<!\b(?:funds?|funding|pays\s+for)\s+)(?<![\p{L}])(?:free|gratis|grátis|gratuit|gratuite?|gratuita|kostenlos|gratuito|ücretsiz|darmow\p{L}*|bezp[łl]atn\p{L}*|zdarma)(?![\p{L}])(?!\s+(?:trial|delivery|shipping|returns?|consultation|quote|month|week|retuning|installation|\d+[-\s]?(?:day|week|month)s?\b|(?:first\s+|intro(?:ductory)?\s+)?(?:check|checks|tasting|tastings|samples?|sampling|audit|demo|demos|assessment|session|class|lesson|review|analysis|estimate|gift)\b))(?<!\b(?:frete|env[ií]o|livraison|entrega|consegna|versand)\s+\p{L}+)/iu;
/** The answer with every free trial and free month taken out ("a 14-day free trial… two months free"). */
const withoutTrials = (text: string) => text.replace(new RegExp(FREE_TRIAL.source, "gi"), " ");
const FREE_TRIAL =
  /\b(?:free\s+(?:\d+[-\s]?(?:day|week|month)s?\s+)?trial|first\s+(?:\d+\s+|two\s+|three\s+)?(?:day|month|week)s?\s+(?:of\s+[\w-]+\s+)?(?:is\s+|are\s+)?free|(?:\d+|one|two|three|four|six|a|an)[-\s](?:day|week|month)s?\s+(?:of\s+[\w-]+\s+)?free)\b/i;
/** A percentage paid only when the work succeeds ("5% if it's successful", "15% of first-year salary"). */
const SUCCESS_FEE =
  /\bsuccess\w*|\bof\s+(?:whatever|what|the\s+amount|everything)\s+(?:we|you)\s+(?:save|recover|win|get\s+back|claim)|\bif\s+(?:it|they|we)\b[^.]{0,20}\b(?:wins?|succeeds?|successful|funded|hired)|\bsalary\b|\bplacement\b/i;
/** Advertising as the founder's revenue, not as a channel: "advertisers pay", "ad-supported", "we sell ad space". */
const AD_REVENUE =
  /\b(?:advertisers?|ad[-\s](?:supported|funded|free)|ad\s+revenue|sell\w*\s+(?:ad|ads|advertising)\b|(?:funded|paid|financed)\s+(?:by|through|with)\s+(?:ads|advertising)|sponsor\w*|(?:in-app|banner|display|video)\s+ads|affiliate\w*|ads?\s+(?:slots?|space|placements?|impressions?)|(?:revenue|money|income)\s+(?:from|through|via)\s+(?:ads|advertising))/i;
/** The other side joins free: "Vendors list for free (we may charge them later)", "sellers list free". */
const SUPPLY_FREE =
  /\b(?:vendors|sellers|providers|hosts|suppliers|merchants|artisans|makers|tutors|drivers|shops|stores|farmers|landlords|owners)\s+(?:can\s+)?(?:list|join|sign\s+up|register|post)\s+(?:(?:for\s+)?free|at\s+no\s+cost)\b/i;
/** "App is free, we make money from ads": the users pay nothing, whatever advertisers buy. */
const FREE_FOR_USERS =
  /\b(?:app|it|service|site|platform)\s+is\s+free\b|\bfree\s+(?:for|to)\s+(?:users|riders|readers|listeners|viewers|players)\b/i;
/** "One-time purchase", "sold outright": a thing sold once, whoever makes it. */
const SOLD_OUTRIGHT = /\bone[-\s]?(?:time|off)\s+(?:purchase|sale|payment|price)\b|\bsold\s+outright\b/i;
const RECURRING: PricePoint["period"][] = ["month", "year", "week"];
/** Software does the work, whatever people are mentioned ("an AI scribe", "an app that books walkers"). */
/**
 * The team goes to the customer, whatever it brings: "we come to your apartment", "we send a photographer
 * with a 360° camera", "2 people with proper equipment".
 */
const WE_COME =
  /\b(?:we|i)\s+(?:come|go|drive|travel)\s+(?:round|over|to\s+(?:your|the|their))\b|\b(?:professional|on-?site|at-home|in-home)\s+(?:[\p{L}-]+\s+)?(?:photography|cleaning|assembly|repairs?|grooming|massage|care|tutoring|installation)\b|\bwe\s+send\s+(?:a|an|one|two|our)\s+(?:[\w-]+\s+)?(?:photographer|cleaner|technician|mechanic|team|crew|tutor|nurse|inspector|surveyor|driver|chef|stylist|trainer|expert|engineer|person)s?\b|\b\d+\s+(?:people|persons|cleaners|technicians)\s+with\b/iu;
/** The customer sends their own things in to be worked on, and gets them back. */
const MAIL_IN =
  /\bmail[-\s]in\b|\bsend\s+(?:them|it|yours?|your\s+[\p{L}-]+)\s+in\b|\bship\s+(?:them|it)\s+back\b/iu;
/** "Done-for-you" names a service, whatever software the team uses ("grant writing done-for-you"). */
const DONE_FOR_YOU = /\bdone[-\s]for[-\s]you\b/i;
/** Work priced by the job is a service ("Per job: ₺450 per dönüm for spraying"); a job posted is not. */
const PER_JOB = /\bper\s+job\b(?!\s+(?:post|posted|posting|listing|listed|ad|advert)\w*)/i;
/**
 * A price per delivery, parcel or trip is metered like usage, whoever rides ("L 55 per delivery",
 * "$1.25 per parcel"): a courier's customer pays for each drop, not for people's time.
 */
const PER_TRIP = /\bper\s+(?:delivery|deliveries|drop|parcel|package|shipment|trip|ride|run)\b/i;
/**
 * Two sides, one free and one paying: "Renters search for free; the agency pays", "Students use it free
 * — the employer pays", "clients use the app for free, its the tailor who pays us". The paying side buys
 * access to the other: a marketplace.
 */
const FREE_SIDE =
  /\b(?:use|uses|search|searches|browse|browses|join|joins|sign\s+up|signs\s+up|list|lists|post|posts)\s+(?:(?:it|the\s+(?:app|site|platform|service))\s+)?(?:for\s+)?free\b[^.!?]{0,40}?[\p{L}-]+\s+(?:(?:who|that)\s+)?pays?\b/iu;
/**
 * "The paying side is independent boat operators… Tourists use it for free", "operators pay ₱1,500 a month;
 * tourists pay nothing extra": one side pays, another uses it free, whichever is named first.
 */
const PAYS_NOTHING =
  /\b[\p{L}-]+s\s+(?:use|uses|browse|browses|book|books|search|searches)\s+(?:it|the\s+(?:app|site|platform|service))\s+(?:for\s+)?free\b|\b[\p{L}-]+s\s+pay\s+nothing\b/iu;
const OTHER_SIDE_PAYS =
  /\bpaying\s+side\b|\b(?:operators|vendors|sellers|providers|hosts|suppliers|merchants|schools|owners|businesses|companies|stores|shops)\s+pay\b/i;
/**
 * "Traders pay KSh 500 per month to list. Free for buyers": the side it is free for is not the side that
 * pays, so there is no free tier of the paid plan, only users who never pay.
 */
function freeForTheOtherSide(own: string): boolean {
  // "Free for buyers", "car owners use the app completely free".
  const free =
    /\bfree\s+(?:for|to)\s+(?:the\s+|all\s+)?([\p{L}-]+s)\b/iu.exec(own)?.[1] ??
    /\b([\p{L}-]+s)\s+(?:use|uses|browse|browses|search|searches|book|books)\s+(?:it|the\s+[\p{L}-]+)\s+(?:(?:completely|totally|entirely|fully|for)\s+)?free\b/iu.exec(
      own,
    )?.[1];
  const payer = /\b([\p{L}-]+s)\s+(?:pay|are\s+charged|subscribe)\b/iu.exec(own)?.[1];
  // ("Free for teens; parents pay $5 a month for premium programs": a premium tier above the free use is
  // freemium, whoever pays for it.)
  if (/\b(?:premium|pro|upgrades?|unlocks?)\b/i.test(own)) return false;
  return !!free && !!payer && free.toLowerCase() !== payer.toLowerCase();
}
/** "One-time member share of C$25, then C$40 per visit": a way in before the price that recurs. */
const ENTRY_FEE =
  /\b(?:member(?:ship)?|share|joining|sign[-\s]?up|set[-\s]?up|registration|enrol+ment|onboarding)\b/i;
function entryFee(price: PricePoint, text: string): boolean {
  const at = text.indexOf(price.text);
  if (price.period !== "one_time" || at < 0) return false;
  const after = text.slice(at + price.text.length).split(/[,;.]|\bthen\b/i)[0];
  const before =
    text
      .slice(Math.max(0, at - 40), at)
      .split(/[,;.]|\bthen\b/i)
      .pop() ?? "";
  return ENTRY_FEE.test(`${before} ${after}`);
}
const SOFTWARE =
  /\b(?:AI|API|app|apps|software|platform|api|dashboard|website|saas|algorithm|marketplace|[Aa]utomated)\b/;

/**
 * The billing model, from what the founder charges and for what: a commission is a marketplace (a fee
 * paid on success is a service), prices per use, day or hour are usage (or a service when people do the
 * work), one-off prices with deposits or hardware are a sale, a monthly fee is a subscription (or a
 * retainer for work done by people). Billing words decide when the prices do not; "per clinic" with no
 * period keeps the words' reading.
 */
export function refineBillingModel(
  model: BillingModel | null,
  prices: PricePoint[],
  answers: QuizAnswers,
  kind: ProductKind,
): BillingModel {
  const own = billingWords(answers.businessModel);
  const byPeople =
    (doneByPeople(answers.solution) &&
      kind !== "physical" &&
      !SOFTWARE.test(answers.solution) &&
      !SELF_SERVICE.test(answers.solution)) ||
    WE_COME.test(answers.solution) ||
    // "mail-in sneaker restoration: send them in, we deep clean… and ship back": work on the customer's own
    // things, whatever is physical about it.
    (MAIL_IN.test(answers.solution) && doneByPeople(answers.solution)) ||
    // "we do the whole downsizing: sort, sell…": a solution that opens on the team's work is a service,
    // whatever goods it handles.
    /^\s*we\s+(?:do|handle|take\s+care\s+of|run|manage)\b/i.test(answers.solution) ||
    DONE_FOR_YOU.test(answers.solution) ||
    SOMEONE_COMES.test(firstSentence(answers.solution).trim()) ||
    PER_JOB.test(own);
  const only = (...periods: PricePoint["period"][]) =>
    prices.length > 0 && prices.every((p) => periods.includes(p.period));
  const commission = prices.find((p) => p.period === "commission");
  // "€89/month + 1% of club sales": a monthly plan that also takes a small share is a subscription first.
  // A share named first is the business ("3% commission on every order…, later maybe ৳1,500/month for a
  // featured listing"): a marketplace.
  if (
    commission &&
    commission.amount <= 3 &&
    prices.some((p) => RECURRING.includes(p.period) && prices.indexOf(p) < prices.indexOf(commission))
  )
    // "Free forever for churches under 100 members. Above that ₦15,000/month… Plus 1.5% on online giving".
    return FREE_TIER.test(withoutTrials(own)) ? "freemium" : "subscription";
  // "flat $2,800 for a 1-bedroom move …, plus we keep 30% of whatever we sell on consignment": a share
  // beside the fee for work the team does is part of the service's price.
  if (commission)
    return byPeople && (SUCCESS_FEE.test(answers.businessModel) || prices[0]?.period === "one_time")
      ? "services"
      : "marketplace";
  if (
    model !== "ads" &&
    (FREE_SIDE.test(`${answers.targetAudience} ${own}`) ||
      // (A side paying a flat monthly fee while the other uses it free is a subscription with free users:
      // "Operators pay ₱1,500 a month for a listing" takes no share of any order.)
      (PAYS_NOTHING.test(`${answers.targetAudience} ${own}`) &&
        OTHER_SIDE_PAYS.test(`${answers.targetAudience} ${own}`) &&
        !only("month", "year", "week")) ||
      FEE_ON_TOP.test(answers.businessModel) ||
      SUPPLY_FREE.test(own))
  )
    return "marketplace";
  // "Free for listeners" beside sponsors is ad-funded, not freemium.
  // "free with ads, maybe a premium later": a premium tier only hoped for is no freemium yet.
  const premiumNow = /\bpremium\b/i.test(
    own.replace(
      /\b(?:maybe|perhaps|possibly|eventually|later)\b[^.;]*\bpremium\b|\bpremium\b[^.;]*\b(?:later|eventually|someday|down the (?:road|line))\b/gi,
      " ",
    ),
  );
  // "Free for readers, funded by ads: a sponsored slot is 15 000 som per week": the prices are the
  // advertisers', the readers' free side is no tier.
  if (
    model === "freemium" &&
    (!prices.length || AD_REVENUE.test(own)) &&
    /\b(?:ads|advertis\w*|sponsor\w*)\b/i.test(own)
  )
    if (!premiumNow) return "ads";
  // Free tiers and ads count when the founder's business-model answer says so, not a word elsewhere.
  const said = (m: BillingModel) => MODEL_KEYWORDS[m].some((k) => countMatches(own, k) > 0);
  // Ads pay for a product whose users pay nothing; beside a price the customer pays, "ads" is revenue only
  // when the founder says advertisers pay ("radio ads on the local stations" is how the dryer is sold).
  const adsPaid = said("ads") && (!prices.length || AD_REVENUE.test(own));
  // "advertisers buy a package of LKR 45 000 per month": advertisers are customers on a monthly plan,
  // not a revenue per reader.
  if (
    model === "ads" &&
    adsPaid &&
    !FREE_FOR_USERS.test(own) &&
    prices.some((p) => RECURRING.includes(p.period)) &&
    /\b(?:advertisers?|brands?|sponsors?|businesses)\s+(?:pay|buy|book|purchase|take)\b/i.test(own)
  )
    return "subscription";
  // "€890, one-time purchase, and the app is free for life": what comes free with a thing bought once is no
  // free tier.
  const freeWithPurchase =
    only("one_time", "hardware", "deposit") &&
    !premiumNow &&
    !/\b(?:unlock\w*|upgrad\w*|full\s+(?:version|acc?ess?)|free\s+(?:tier|version|plan|for\s+(?:the\s+first\s+)?\d+))\b/i.test(
      own,
    );
  if (
    (model === "freemium" &&
      !freeWithPurchase &&
      !freeForTheOtherSide(own) &&
      (said("freemium") || /\bfree\b/i.test(own))) ||
    (model === "ads" && adsPaid)
  )
    return model;
  // A free tier beside a paid plan, in any of the founder's languages.
  const paid = prices.some((p) => RECURRING.includes(p.period));
  if (paid && FREE_TIER.test(withoutTrials(own)) && model !== "marketplace" && !freeForTheOtherSide(own))
    return "freemium";
  if (model === "marketplace") return model;
  if (only("one_time", "deposit", "hardware"))
    return byPeople && !SOLD_OUTRIGHT.test(own) ? "services" : "one_time";
  const metered = byPeople && !PER_TRIP.test(own) ? "services" : "usage";
  // "Success fee: MXN 3,500 per operator who is still working after 30 days": paid for a result, a service.
  if (only("per_use", "per_day", "per_hour")) return /\bsuccess\s+fee/i.test(own) ? "services" : metered;
  // The headline price decides: "DKK 250 per hour…, storage DKK 400 a month extra" is pay-as-you-go; a
  // deposit before it is the way in ("K450 deposit, then 12 kwacha a day until the kit is paid off").
  const headline = prices.find(
    (p) =>
      p.period !== "deposit" &&
      !(entryFee(p, answers.businessModel) && prices.some((q) => q.period !== "one_time")),
  );
  if (["per_use", "per_day", "per_hour"].includes(headline?.period ?? "")) return metered;
  // A project fee and then a monthly one, for work people do ("website from €900, then €49 a month for
  // hosting"): an agency's service.
  if (byPeople && prices[0]?.period === "one_time" && prices.some((p) => RECURRING.includes(p.period)))
    return "services";
  // "the kit for $129 one-time … optional $4/month plan that adds reports": a plan only some buyers add to a
  // thing bought once is an extra; the sale is the business (every customer paying $4 a month is not).
  if (
    prices.some((p) => p.period === "one_time" || p.period === "hardware") &&
    /\b(?:optional|add-?on|opt-?in|for those who want|if they want|extra)\b[^.;]{0,40}\b(?:plan|subscription|membership|service|month|monthly|year|yearly|annual|training|course)\b|\b(?:plan|subscription|membership)\b[^.;]{0,20}\b(?:is|are|stays?)\s+optional\b/i.test(
      own,
    )
  )
    return byPeople ? "services" : "one_time";
  // A monthly fee is a subscription, or a retainer when the founder calls it one or people do the work
  // ("bookkeeping done by our team", "a week-long camp"): a service's margins, not software's.
  if (prices.some((p) => RECURRING.includes(p.period)))
    // "Pickup & drop laundry subscription" with "₱1,800/month": the founder's word, in either answer.
    return /\bsubscri(?:ption|be)\b/i.test(`${own} ${answers.solution}`)
      ? "subscription"
      : model === "usage" || (model === "services" && said("services"))
        ? model
        : // ("We cook fresh dog food … and deliver it frozen": the goods are what the plan pays for.)
          RETAINER.test(answers.solution) && !SOFTWARE.test(answers.solution) && kind !== "physical"
          ? "services"
          : "subscription";
  if (!model && byPeople) return "services";
  if (model === "freemium" || model === "ads") return prices.length ? "one_time" : model;
  return model ?? "subscription";
}

/**
 * A one-time sale the founder says is bought once ("one-time", "forever", "lifetime", "pago único",
 * "installed"), or a durable thing for the home or the business that nobody buys every month; a bar, a
 * box or a bottle is bought again.
 */
export function boughtOnce(answers: QuizAnswers): boolean {
  // "One-off £599 a pair, no subscription": a subscription the founder rules out is no repeat purchase.
  const text = `${answers.solution} ${answers.businessModel}`
    .replace(
      /\b(?:no|not\s+an?|without\s+an?|never\s+an?)\s+(?:monthly\s+)?(?:subscri\w+|re-?orders?|refills?)/gi,
      " ",
    )
    // "our YouTube channel, which has 40k subscribers": an audience, not a repeat purchase.
    .replace(/\b(?:youtube|channel|newsletter|instagram|tiktok|podcast)\b[^.]{0,40}\bsubscribers\b/gi, " ");
  if (
    /\b(?:refills?|consumables?|re-?orders?|repeat\s+(?:orders?|purchases?)|every\s+(?:week|month)|subscri\w+)\b/i.test(
      text,
    )
  )
    return false;
  if (
    /\b(?:one[-\s]time|one[-\s]off|once|forever|lifetime|outright|for\s+life|pago\s+[úu]nico|paiement\s+unique|einmalig\w*|install(?:ed|s)?|unlocks?)\b/i.test(
      text,
    )
  )
    return true;
  // "A lifting low table", "a cooperative board game", "a self-paced writing course": a thing that lasts is
  // bought once, whether or not the founder says so; what is eaten, drunk, worn on the skin or burnt is
  // bought again.
  return !CONSUMABLE.test(`${firstSentence(answers.solution)} ${answers.businessModel}`);
}

/** Things used up and bought again: food and drink, what goes on the skin, what burns, is planted or refilled. */
const CONSUMABLE =
  /\b(?:sauces?|oils?|coffee|tea|beans|bars|snacks?|foods?|meals?|treats|kombucha|beers?|wines?|juices?|spices?|honey|chocolates?|bread|cheeses?|jams?|kimchi|pickles?|drinks?|beverages?|soaps?|shampoos?|conditioners?|creams?|lotions?|sunscreens?|serums?|cosmetics?|make-?up|supplements?|vitamins?|pads|diapers?|nappies|tampons?|candles?|detergents?|fertili[sz]ers?|feed|seeds?|cartridges?|capsules?|pods|ink|fuel|charcoal|briquettes?|flowers?|bouquets?|boxes|packs|bags|tubes?|bottles?|jars?|sachets?|refills?|shoes|sneakers|trainers|socks|t-?shirts|shirts|clothes|clothing|apparel|underwear|per\s+(?:kg|kilo|litre|liter|lb|pound|dozen))\b/i;

/**
 * Whether the price the model uses is paid by the month, week or year, or none is stated ("¥250,000 per
 * completed purchase" and "$45 per pair" are not).
 */
export function monthlyPrice(p: { prices: PricePoint[]; statedPrice: number | null }): boolean {
  const period = pricedPeriod(p);
  // (A week the model prices as it is, not as its monthly sum, is a week bought: see WEEK_BOUGHT.)
  return period === undefined || (RECURRING.includes(period) && period !== "week");
}

/**
 * A retainer's single job, priced on its own beside it ("350 zł per estimate, or 1 200 zł per month for
 * up to 5 estimates"): the founder's per-job offer, which the forecast (counting the retainer) leaves out
 * and the package still states. Formatted as the package's other prices are.
 */
export function singleJobOffer(p: {
  billingModel: string;
  prices: PricePoint[];
  statedPrice: number | null;
  answers: Pick<QuizAnswers, "businessModel">;
}): { price: string; per: string; text: string; amount: number } | null {
  if (p.billingModel !== "services" || pricedPeriod(p) !== "month") return null;
  const job = p.prices.find((x) => x.period === "per_use" && x.amount !== p.statedPrice);
  if (!job?.text) return null;
  // What the job is, as the founder says it: "per estimate", "a visit".
  const per =
    job.per?.trim() ??
    new RegExp(`${escapeRegExp(job.text)}\\s+(?:per|a|an|each)\\s+(\\p{L}[\\p{L}-]*)`, "iu").exec(
      p.answers.businessModel,
    )?.[1];
  if (!per) return null;
  const price = job.currency ? formatMoneyPrice(job.amount, job.currency) : job.text;
  return { price, per: per.toLowerCase(), text: `${price} per ${per.toLowerCase()}`, amount: job.amount };
}

/** The period of the price the model uses ("per_hour" for "£35 an hour"), undefined when none is stated. */
export function pricedPeriod(p: {
  prices: PricePoint[];
  statedPrice: number | null;
}): PricePoint["period"] | undefined {
  return p.prices.find((x) => x.amount === p.statedPrice)?.period;
}

/** What a usage price is paid for, as the founder prices it ("€4 por hora"): "an hour", "a day", else "per use". */
export function usageUnit(p: { prices: PricePoint[]; statedPrice: number | null }): string {
  const period = pricedPeriod(p);
  return period === "per_hour" ? "an hour" : period === "per_day" ? "a day" : "per use";
}
