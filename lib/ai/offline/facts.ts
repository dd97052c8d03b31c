import nlp from "compromise";

import type { PricePeriod } from "@/lib/artifacts/idea-profile";
import type { QuizAnswers } from "@/lib/validation";
import type { Geography } from "./geography";
import { firstSentence, singular } from "./text";

/**
 * The founder's facts, read from the five answers with compromise (its tokenizer and part-of-speech tags:
 * proper nouns, places, actors, money) instead of hand-kept verb and noun lists: the prices with their
 * periods and currency, the competitors they name with what they say about them, the channels they name,
 * and who the customer is. These are what the package must keep whole (lib/artifacts/schemas.ts
 * ideaProfileSchema stores them for the founder to confirm).
 */

export interface PricePoint {
  /** In `currency`; for a commission, the percentage (12 for 12%). */
  amount: number;
  period: PricePeriod;
  /** ISO 4217, or null for a commission. */
  currency: string | null;
  /** The founder's words for it: "£12/month", "a $30 deposit". */
  text: string;
}

// --- Money -----------------------------------------------------------------------------------------------

/** Currency signs and words, as founders type them, to ISO 4217 ("$" is resolved against the market). */
const CURRENCY_TOKENS: [RegExp, string][] = [
  [/^(?:us\$|usd)$/i, "USD"],
  [/^(?:a\$|au\$|aud)$/i, "AUD"],
  [/^(?:c\$|ca\$|cad)$/i, "CAD"],
  [/^(?:nz\$|nzd)$/i, "NZD"],
  [/^(?:s\$|sgd)$/i, "SGD"],
  [/^(?:hk\$|hkd)$/i, "HKD"],
  [/^(?:r\$|brl|reais|real)$/i, "BRL"],
  [/^(?:mx\$|mxn)$/i, "MXN"],
  [/^(?:€|eur|euros?)$/i, "EUR"],
  [/^(?:£|gbp|pounds?)$/i, "GBP"],
  [/^(?:₹|inr|rs\.?|rupees?)$/i, "INR"],
  [/^(?:ksh|kes|kshs)$/i, "KES"],
  [/^(?:₦|ngn|naira)$/i, "NGN"],
  [/^(?:₱|php|pesos?)$/i, "PESO"],
  [/^(?:zar|rand)$/i, "ZAR"],
  [/^(?:¥|jpy|yen)$/i, "YEN"],
  [/^(?:cny|rmb|yuan)$/i, "CNY"],
  [/^(?:₩|krw|won)$/i, "KRW"],
  [/^(?:zł|zl|pln|złoty|zloty)$/i, "PLN"],
  [/^(?:chf|francs?)$/i, "CHF"],
  [/^(?:kr|sek|nok|dkk|kronor|kroner)$/i, "KRONA"],
  [/^(?:ugx|tzs|ghs|cedis?)$/i, "LOCAL"],
  [/^(?:\$|dollars?|bucks)$/i, "DOLLAR"],
];

/** A sign or word that stands for several currencies takes the market's, when the market has one of them. */
const AMBIGUOUS: Record<string, { options: string[]; fallback: string }> = {
  DOLLAR: {
    options: [
      "USD",
      "AUD",
      "CAD",
      "NZD",
      "SGD",
      "HKD",
      "TTD",
      "JMD",
      "BSD",
      "BBD",
      "FJD",
      "LRD",
      "NAD",
      "TWD",
    ],
    fallback: "USD",
  },
  PESO: { options: ["PHP", "MXN", "ARS", "CLP", "COP", "UYU", "DOP", "CUP"], fallback: "PHP" },
  YEN: { options: ["JPY", "CNY"], fallback: "JPY" },
  KRONA: { options: ["SEK", "NOK", "DKK", "ISK"], fallback: "SEK" },
  LOCAL: { options: ["UGX", "TZS", "GHS"], fallback: "UGX" },
  // "R" alone is the rand; "R$" was matched above.
  RAND: { options: ["ZAR"], fallback: "ZAR" },
};

const ISO_CODES = new Set(Intl.supportedValuesOf("currency"));

function currencyFor(token: string, market: string | null): string {
  // An ISO code typed as one ("KES 500", "500 UGX") is what it says.
  if (/^[A-Z]{3}$/.test(token) && ISO_CODES.has(token)) return token;
  const found = CURRENCY_TOKENS.find(([pattern]) => pattern.test(token))?.[1] ?? "DOLLAR";
  const ambiguous = AMBIGUOUS[found];
  if (!ambiguous) return found;
  return market && ambiguous.options.includes(market) ? market : ambiguous.fallback;
}

const SIGN = String.raw`(?:US\$|A\$|AU\$|C\$|CA\$|NZ\$|S\$|HK\$|R\$|MX\$|\$|€|£|₹|₦|₱|¥|₩|zł|KShs?|Ksh|Rs\.?|R(?=\s?\d))`;
const CODE = String.raw`(?:USD|AUD|CAD|NZD|SGD|HKD|BRL|MXN|EUR|GBP|INR|KES|NGN|PHP|ZAR|JPY|CNY|KRW|PLN|CHF|SEK|NOK|DKK|UGX|TZS|GHS)`;
const WORD = String.raw`(?:dollars?|bucks|euros?|pounds?|rupees?|shillings?|naira|pesos?|reais|rand|yen|yuan|won|złoty|zloty|francs?|kronor|kroner|cedis?)`;
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MAGNITUDE = String.raw`(?:\s?(?:k|K|m|M)\b|\s(?:thousand|million)\b)?`;

const MONEY = new RegExp(
  String.raw`(?<![\w$€£])(?:(${SIGN}|${CODE})\s?(${NUMBER})${MAGNITUDE}|(${NUMBER})${MAGNITUDE}\s?(${SIGN}|${CODE}|${WORD})(?![\w]))`,
  "g",
);
const PERCENT = /(?<![\w.])(\d{1,2}(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b)/gi;

function parseAmount(raw: string, magnitude: string): number {
  let text = raw.replace(/[\u00a0 ]/g, "");
  // "1,200" and "1.200" are thousands; "4,50" and "4.50" are decimals.
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) text = text.replace(/[.,]/g, "");
  else if (/^\d{1,3}(?:,\d{3})+\.\d{1,2}$/.test(text)) text = text.replace(/,/g, "");
  else if (/^\d{1,3}(?:\.\d{3})+,\d{1,2}$/.test(text)) text = text.replace(/\./g, "").replace(",", ".");
  else text = text.replace(",", ".");
  const scale = /k|thousand/i.test(magnitude) ? 1000 : /m|million/i.test(magnitude) ? 1_000_000 : 1;
  return Number(text) * scale;
}

const PERIOD_AFTER: [RegExp, PricePeriod][] = [
  [
    /^\s*(?:\/\s?|a\s|an\s|per\s|each\s|every\s)?(?:mo|month|months)\b|^\s*monthly\b|^\s*pcm\b|^\s*p\/?m\b/i,
    "month",
  ],
  // The same in the languages founders outside English-speaking markets slip into.
  [/^\s*(?:par mois|pro monat|al mes|por mes|por m[eê]s|al mese|per maand|miesi[eę]cznie)\b/i, "month"],
  [
    /^\s*(?:\/\s?|a\s|per\s|each\s|every\s)?(?:yr|year)\b|^\s*(?:annually|yearly|annual)\b|^\s*p\.?a\.?\b/i,
    "year",
  ],
  [/^\s*(?:\/\s?|a\s|per\s|each\s|every\s)?(?:[a-z-]+\s)?(?:day|night)\b|^\s*daily\b/i, "per_day"],
  [/^\s*(?:\/\s?|an?\s|per\s|each\s)?(?:hr|hour|h)\b|^\s*hourly\b/i, "per_hour"],
  [/^\s*(?:\/\s?|a\s|per\s|each\s|every\s)?(?:wk|week)\b|^\s*weekly\b/i, "week"],
  [
    /^\s*(?:on\s)?(?:average\s)?(?:\/\s?|a\s|an\s|per\s|each\s|for\s(?:each|every|a|one)\s)(?:[a-z-]+\s){0,2}?(?:session|lesson|class|wash|use|visit|scan|ride|trip|call|credit|report|message|check|test|walk|delivery|job|request|minute|load|print|translation|query|search|analysis|inspection|appointment|consultation|treatment|cut|groom|game|match|ticket|entry|pass|repair|document|policy|show|event|install|installation|booking|lead|referral)s?\b/i,
    "per_use",
  ],
  [/^\s*(?:deposit|down\s?payment|upfront\s+deposit)\b/i, "deposit"],
];
const PERIOD_BEFORE: [RegExp, PricePeriod][] = [
  [
    /\bper\s+(?:show|event|session|lesson|job|repair|visit|booking)\s*(?::|is|costs?)?\s*(?:about|around|roughly|~)?\s*$/i,
    "per_use",
  ],
  [/\b(?:deposit|down\s?payment)\s*(?:of|:)?\s*$/i, "deposit"],
  [
    /\b(?:monthly|a month|per month|subscription|membership)\s*(?:fee|price|plan|subscription|membership)?\s*(?:of|at|:|is|costs?|for)?\s*$/i,
    "month",
  ],
  [
    /\b(?:annual|yearly|a year|per year)\s*(?:fee|price|plan|subscription|licen[cs]e)?\s*(?:of|at|:|is|costs?|for)?\s*$/i,
    "year",
  ],
  [/\b(?:daily|a day|per day)\s*(?:fee|rate|price)?\s*(?:of|at|:|is)?\s*$/i, "per_day"],
  [/\b(?:hourly)\s*(?:fee|rate|price)?\s*(?:of|at|:|is)?\s*$/i, "per_hour"],
];
/** A price for a physical thing, before a recurring fee: "a £79 kit", "$199 for the device". */
const HARDWARE =
  /\b(?:kit|device|hardware|sensor|sensors|hub|unit|units|box|camera|tracker|collar|tag|tags|starter\s+pack|starter\s+kit|console|machine|station|charger|lamp|panel|feeder|monitor|ring|band|wearable|scanner|reader|terminal|printer|meter|gateway|beacon)\b/i;

/** The price points a text states, in order, each with its period and currency. */
export function extractPrices(text: string, market: string | null): PricePoint[] {
  const found: (PricePoint & { index: number })[] = [];
  for (const match of text.matchAll(MONEY)) {
    const [whole, signBefore, numberBefore, numberAfter, signAfter] = match;
    const magnitude = whole.match(/(?:k|K|m|M|thousand|million)\b/)?.[0] ?? "";
    const amount = parseAmount(numberBefore ?? numberAfter ?? "", magnitude);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const token = (signBefore ?? signAfter ?? "").trim();
    const currency = /^R$/.test(token) ? "ZAR" : currencyFor(token, market);
    const index = match.index ?? 0;
    const before = text.slice(Math.max(0, index - 40), index);
    // "per clinic per month", "a seat a month": the unit between the price and its period is skipped.
    const after = text
      .slice(index + whole.length, index + whole.length + 60)
      .replace(
        /^\s*(?:per|a|an|each|\/)\s*(?!(?:mo|month|year|yr|day|night|hour|hr|week)\b)[\p{L}-]+(?:\s+[\p{L}-]+)?\s*(?=(?:per|a|an|each|every|\/)\s*(?:mo|month|year|yr|day|hour|week)\b)/iu,
        "",
      );
    let period: PricePeriod | null =
      PERIOD_AFTER.find(([pattern]) => pattern.test(after))?.[1] ??
      PERIOD_BEFORE.find(([pattern]) => pattern.test(before))?.[1] ??
      null;
    if (!period) {
      // A device price followed by a recurring fee is the hardware; on its own it is a one-time sale.
      const near = `${before.split(/[.;!?]/).pop()} ${after.split(/[.;,!?]|\bthen\b|\bplus\b|\band\b/)[0]}`;
      const recurringLater = /\b(?:month|year|monthly|annual|subscription|a day|per day)\b/i.test(
        text.slice(index + whole.length),
      );
      period = HARDWARE.test(near) && recurringLater ? "hardware" : "one_time";
    }
    found.push({ amount, period, currency, text: whole.trim(), index });
  }
  for (const match of text.matchAll(PERCENT)) {
    const index = match.index ?? 0;
    const around = text.slice(Math.max(0, index - 60), index + match[0].length + 60);
    if (
      !/\b(?:commission|take\s+rate|fee|cut|of\s+(?:each|every|the)|per\s+(?:booking|order|sale|transaction)|booking|transaction|from\s+(?:each|every)|we\s+(?:take|keep|charge))\b/i.test(
        around,
      )
    )
      continue;
    if (
      /\b(?:deposit|discount|off|interest|margin|growth|of (?:their|our) income)\b/i.test(
        text.slice(index, index + match[0].length + 14),
      )
    )
      continue;
    const amount = Number(match[1].replace(",", "."));
    if (amount <= 0 || amount >= 60) continue;
    found.push({ amount, period: "commission", currency: null, text: match[0], index });
  }
  return found.sort((a, b) => a.index - b.index).map(({ index: _index, ...point }) => point);
}

/**
 * The currency of the package: the founder's prices decide; with none, the market's one currency; with
 * neither, none (the writers then say "$" only as a placeholder the founder can change).
 */
export function resolveCurrency(prices: PricePoint[], geography: Geography | null): string | null {
  const stated = prices.find((p) => p.currency)?.currency;
  return stated ?? geography?.currency ?? null;
}

// --- Competitors and channels ------------------------------------------------------------------------

/** Where founders find customers, as they name them: matched as phrases, kept in this wording. */
const CHANNELS: [RegExp, string][] = [
  [/\binstagram\b|\binsta\b/i, "instagram"],
  [/\btik\s?tok\b/i, "tiktok"],
  [/\bfacebook(?!\s+marketplace)\b|\bfb groups?\b/i, "facebook"],
  [/\bfacebook\s+marketplace\b/i, "facebook marketplace"],
  [/\blinked\s?in\b/i, "linkedin"],
  [/\byou\s?tube\b/i, "youtube"],
  [/\bpinterest\b/i, "pinterest"],
  [/\breddit\b/i, "reddit"],
  [/\bx\.com\b|\btwitter\b/i, "twitter"],
  [/\bwhatsapp\s+(?:groups?|broadcasts?|status|channels?)\b/i, "whatsapp"],
  [/\bgoogle\s+ads\b|\badwords\b/i, "google ads"],
  [/\b(?:meta|facebook|instagram)\s+ads\b/i, "meta ads"],
  [/\bseo\b|\bsearch engine optimi[sz]ation\b|\borganic search\b/i, "seo"],
  [/\bword[-\s]of[-\s]mouth\b/i, "word of mouth"],
  [/\breferrals?\b|\brefer-a-friend\b/i, "referrals"],
  [/\bfarmers'?\s+markets?\b/i, "farmers markets"],
  [/\btrade\s+(?:shows?|fairs?)\b|\bexpos?\b/i, "trade shows"],
  [/\bpharmac(?:y|ies)\b|\bchemists?\b/i, "pharmacies"],
  [
    /\bthrough\s+schools\b|\bin schools\b|\bschool partnerships?\b|\bschools and\b|\bparent[-\s]teacher\b/i,
    "schools",
  ],
  [/\binfluencers?\b|\bcreators? partnerships?\b/i, "influencers"],
  [/\bpodcasts?\b/i, "podcasts"],
  [/\bnewsletters?\b/i, "newsletters"],
  [/\bcold\s+(?:e-?mail|outreach|calling|calls)\b/i, "cold outreach"],
  [/\bdoor[-\s]to[-\s]door\b/i, "door to door"],
  [/\bradio\b/i, "radio"],
  [/\bpop[-\s]ups?\b/i, "pop-ups"],
  [/\bmeetups?\b/i, "meetups"],
  [/\bconferences?\b/i, "conferences"],
  [/\bapp\s+stores?\b/i, "app stores"],
  [/\betsy\b/i, "etsy"],
  [/\bamazon\b/i, "amazon"],
  [/\bcommunity\s+(?:groups?|events?|leaders?)\b|\bchurch(?:es)?\b/i, "community groups"],
  [/\bagents?\s+network\b|\bsales\s+agents?\b|\bresellers?\b|\bdistributors?\b/i, "resellers"],
  [/\bpartnerships?\s+with\b|\bpartner\s+with\b/i, "partnerships"],
  [/\bflyers?\b|\bleaflets?\b/i, "flyers"],
];

/** A channel counts when the founder says they reach customers through it, not when they compete with it. */
export function extractChannels(answers: QuizAnswers): string[] {
  const text = [answers.businessModel, answers.targetAudience, answers.solution, answers.differentiator].join(
    "\n",
  );
  const found: { name: string; index: number }[] = [];
  for (const [pattern, name] of CHANNELS) {
    const match = text.match(pattern);
    if (!match || match.index === undefined) continue;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (/\b(?:unlike|than|instead of|versus|vs\.?|compete\w* with|like)\s+$/i.test(before)) continue;
    if (found.some((f) => f.name === name)) continue;
    found.push({ name, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.name);
}

/** Abbreviations that name a technology or a term, not a company: named only with a competitor cue. */
const TERM_LIKE = /^(?:[A-Z]{2,4}s?|[A-Z][a-z]?[A-Z]{1,3}|B2[BC]|[A-Z]\d+)$/;
const COMPETITOR_CUE =
  /\b(?:unlike|than|instead of|compared (?:to|with)|versus|vs\.?|alternatives?(?: like| such as)?|competitors?(?: like| such as)?|compete\w* with|rather than|replace\w*|switch\w* from|use|uses|using|rely on|relies on|stuck with|such as|like|today|already|currently|big players|incumbents?)\b/i;
/** Words before a name that make it a means, not a rival: "paid through M-Pesa", "listed on Etsy". */
const MEANS_BEFORE =
  /\b(?:through|via|over|on|into|with|by|from|in|at|onto|integrat\w* with|built on|powered by|pay\w* (?:by|with))\s+$/i;

export interface NamedCompetitor {
  name: string;
  /** The founder's whole sentence about it, word for word. */
  claim: string;
}

/** The founder's sentences: whole, as written (compromise splits them; abbreviations stay inside). */
function sentencesOf(text: string): string[] {
  return (nlp(text).sentences().out("array") as string[]).map((s) => s.trim()).filter(Boolean);
}

/**
 * Companies and products the founder names as rivals or as what customers use today: proper nouns
 * (compromise) that are not places, people or the founder's own product, next to a comparison or a "use
 * today" cue. Each comes with the founder's sentence, to quote whole and attribute to them.
 */
export function extractCompetitors(answers: QuizAnswers, ownNames: string[] = []): NamedCompetitor[] {
  const result: NamedCompetitor[] = [];
  const own = new Set(ownNames.map((n) => n.toLowerCase()));
  const fields = [
    answers.differentiator,
    answers.problem,
    answers.solution,
    answers.targetAudience,
    answers.businessModel,
  ];
  for (const field of fields) {
    // The differentiator is a comparison by nature: a company named there is a rival without a cue word.
    const comparing = field === answers.differentiator;
    for (const sentence of sentencesOf(field)) {
      const doc = nlp(sentence);
      const places = new Set(
        (doc.places().out("array") as string[]).flatMap((p) => p.split(/\s+(?:and|or)\s+|,\s*/)).map(clean),
      );
      const people = new Set((doc.people().out("array") as string[]).map(clean));
      const candidates = [
        ...(doc.match("#ProperNoun+").out("array") as string[]),
        ...(doc.organizations().out("array") as string[]),
        // CamelCase product names compromise may not tag ("ComplianceMate", "iFixit").
        ...(sentence.match(/\b(?:[A-Z][a-z]+[A-Z][A-Za-z]*|i[A-Z][a-z]+)\b/g) ?? []),
        // "IKEA-like": a name used as the yardstick.
        ...[...sentence.matchAll(/\b([A-Z][\w&.]*)-like\b/g)].map((m) => m[1]),
      ];
      for (const raw of candidates) {
        for (const part of raw.split(/\s*(?:,|\/|\band\b|\bor\b|&(?=\s))\s*/)) {
          const name = clean(part).replace(/-like$/, "");
          if (!isCompanyName(name, sentence)) continue;
          // A first name in a "unlike X or Y" list is a company more often than a person ("Selina").
          const listedRival =
            /\b(?:unlike|than|instead of|versus|vs\.?)\b/i.test(sentence) && !/\s/.test(name);
          if (places.has(name) || (people.has(name) && !listedRival) || own.has(name.toLowerCase())) continue;
          if (result.some((r) => r.name.toLowerCase() === name.toLowerCase())) continue;
          const index = sentence.indexOf(name);
          const before = sentence.slice(Math.max(0, index - 30), index);
          const yardstick = /^-like\b/.test(sentence.slice(index + name.length, index + name.length + 6));
          const cue = comparing || COMPETITOR_CUE.test(sentence) || yardstick;
          const rivalry = /\b(?:than|unlike|instead of|versus|vs\.?)\b/i.test(before);
          if (!cue || (MEANS_BEFORE.test(before) && !rivalry && !yardstick)) continue;
          const organisation = (doc.organizations().out("array") as string[]).some((o) => clean(o) === name);
          if (
            TERM_LIKE.test(name) &&
            !organisation &&
            !/\b(?:unlike|than|instead of|versus|vs\.?|-like)\b/i.test(sentence)
          )
            continue;
          result.push({ name, claim: sentence.replace(/\s+/g, " ") });
        }
      }
    }
  }
  return result.slice(0, 8);
}

function clean(value: string): string {
  return value
    .replace(/['’]s$/, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+]+$/gu, "")
    .trim();
}

/** Capitalised words a sentence begins with, and months or days, are not names. */
function isCompanyName(name: string, sentence: string): boolean {
  if (!name || name.length < 2 || name.length > 40) return false;
  if (!/^[\p{Lu}\d]|^i[A-Z]/u.test(name)) return false;
  if (/^(?:I|We|Our|The|A|An|It|They|Unlike|Today|Most|Our|No|Yes|Currently|Instead|Only)$/i.test(name))
    return false;
  const doc = nlp(name);
  if (doc.has("#Date") || doc.has("#Month") || doc.has("#WeekDay") || doc.has("#Place")) return false;
  // A language or nationality ("Japanese", "Spanish") describes; it is not a rival.
  if (/^[A-Z][a-z]+(?:ese|ish)$/.test(name)) return false;
  // A capital only because it starts the sentence: compromise tags it by meaning, not by case.
  if (sentence.startsWith(name) && !/[A-Z].*[A-Z]|\d/.test(name) && !doc.has("#Organization")) {
    const rest = nlp(name.toLowerCase());
    if (rest.has("#Noun") || rest.has("#Verb") || rest.has("#Adjective") || rest.has("#Adverb")) return false;
  }
  return true;
}

// --- The customer --------------------------------------------------------------------------------------

export type CustomerType = "business" | "consumer";

export interface Customer {
  /** The paying unit, singular, as the founder names it: "household", "sole trader", "restaurant". */
  unit: string;
  /** The same, plural: "households". */
  units: string;
  type: CustomerType;
  /** The founder's first sentence about them, whole. */
  segment: string;
  /** The answer names no one in particular ("everyone", "people", "small businesses" alone). */
  vague: boolean;
}

/**
 * Nouns that name an organisation or a person acting for one (the one who pays is then a business);
 * compromise tags people as #Actor but does not tell an owner from a parent, so this list does.
 */
const BUSINESS_NOUNS =
  /^(?:business|company|firm|startup|brand|shop|store|retailer|restaurant|cafe|café|bakery|bar|pub|hotel|hostel|clinic|practice|pharmacy|hospital|school|university|college|agency|studio|salon|gym|farm|farmer|grower|manufacturer|factory|warehouse|distributor|wholesaler|supplier|contractor|builder|landlord|property manager|developer|team|department|organi[sz]ation|nonprofit|charity|ngo|council|municipality|operator|fleet|carrier|trader|merchant|vendor|seller|freelancer|consultant|accountant|lawyer|dentist|doctor|therapist|coach|trainer|tutor|teacher|recruiter|employer|owner|manager|director|founder|ceo|cfo|cto|buyer|planner|producer|brewery|winery|distillery|kitchen|caterer|venue|dealership|garage|workshop|lab|laboratory|sme|smb|enterprise|cooperative|co-op|association|club|church|parish|mosque|temple|institution|insurer|bank|lender|broker|realtor|architect|engineer|electrician|plumber|installer|technician|nurse|vet|veterinarian|physio|physiotherapist|optician|pharmacist|midwife|hr|marketer|creator|publisher|newsroom|label|gallery|museum|theatre|theater|cinema)s?$/i;
const CONSUMER_NOUNS =
  /^(?:household|home|homeowner|family|families|parent|mum|mom|dad|father|mother|child|children|kid|teen|teenager|student|learner|pupil|graduate|person|people|individual|adult|senior|retiree|pensioner|couple|woman|women|man|men|girl|boy|traveler|traveller|tourist|commuter|driver|rider|cyclist|runner|gamer|player|fan|reader|listener|viewer|shopper|consumer|renter|tenant|patient|caregiver|carer|pet owner|dog owner|cat owner|owner of a dog|millennial|gen z|professional|worker|employee|expat|immigrant|migrant|diaspora|citizen|resident|neighbour|neighbor|hobbyist|enthusiast|collector|cook|foodie|gardener|athlete|golfer|surfer|hiker|climber|musician|guitarist|bride|groom|newlywed|sibling|grandparent|user|customer|member|subscriber|beginner|diabetic|smoker|dieter|vegan|vegetarian)s?$/i;

const AUDIENCE_LEAD =
  /^(?:our\s+|the\s+|my\s+)?(?:main\s+|primary\s+|ideal\s+|first\s+|initial\s+)?(?:target(?:ed)?\s+(?:audience|market|customers?|users?|group)|customers?|users?|clients?|buyers?|audience|market|we\s+(?:target|serve|sell\s+to|focus\s+on|start\s+with)|we're\s+targeting|it's\s+for|it\s+is\s+for|this\s+is\s+for|aimed\s+at|for|mainly|mostly|primarily)\s*(?:is|are|will\s+be|would\s+be|:|-|–)?\s*/i;

const VAGUE_HEADS =
  /^(?:everyone|everybody|anyone|anybody|people|person|individual|user|customer|consumer|business|company|client)$/i;

/** The head noun of the audience's first noun phrase, from compromise's tags. */
function headOf(phrase: string): { head: string; modifier: string; plural: string | null } | null {
  const terms = nlp(phrase).json()[0]?.terms as
    { text: string; normal: string; tags: string[] }[] | undefined;
  if (!terms) return null;
  let chunk: { text: string; normal: string; tags: string[] }[] = [];
  for (const term of terms) {
    const tags = new Set(term.tags);
    const nounish = tags.has("Noun") || tags.has("Actor") || tags.has("Plural") || tags.has("Singular");
    const adjectival =
      tags.has("Adjective") || tags.has("Value") || tags.has("Hyphenated") || tags.has("Possessive");
    if (nounish && !tags.has("Pronoun") && !tags.has("Place") && !tags.has("Date")) {
      chunk.push(term);
      if (/[,;:.]$/.test(term.text.trim()) || term.text.includes("(")) break;
      continue;
    }
    if (
      chunk.length &&
      (tags.has("Preposition") || tags.has("Conjunction") || tags.has("Verb") || tags.has("Determiner"))
    )
      break;
    if (!nounish && !adjectival && chunk.length) break;
    if (adjectival && !nounish) chunk = [];
  }
  if (!chunk.length) return null;
  const words = chunk.map((t) => t.normal.replace(/[^\p{L}\p{N}'-]/gu, "")).filter(Boolean);
  const head = words[words.length - 1];
  const modifier = words.length > 1 ? words[words.length - 2] : "";
  const last = chunk[chunk.length - 1];
  const original = last.text.replace(/[^\p{L}\p{N}'-]/gu, "").toLowerCase();
  return head ? { head, modifier, plural: last.tags.includes("Plural") ? original : null } : null;
}

function singularOf(noun: string): string {
  const single = (nlp(noun).nouns().toSingular().text() || noun).toLowerCase();
  // A plural compromise reads as a verb on its own ("nurses"): the plain rule.
  return single === noun.toLowerCase() && /[^s]s$/i.test(noun) ? singular(noun) : single;
}

function pluralOf(noun: string): string {
  const words = noun.split(" ");
  const last = words.pop() ?? noun;
  const plural = nlp(last).nouns().toPlural().text() || `${last}s`;
  return [...words, plural.toLowerCase()].join(" ");
}

/** Who pays: the audience's head noun, singular and plural, and whether they are a business. */
export function extractCustomer(answers: QuizAnswers, industryType: "b2b" | "b2c" | "mixed"): Customer {
  const segment = firstSentence(answers.targetAudience);
  const stripped = segment
    .replace(AUDIENCE_LEAD, "")
    .replace(/^(?:owners? of|people who run|managers? of|teams at)\s+/i, (m) => m);
  const found = headOf(stripped);
  let unit = found ? singularOf(found.head) : "";
  // The founder's own plural, when they wrote one ("couples", "children"), else compromise's.
  let plural = found?.plural ?? null;
  // Two-word units keep their qualifier when it makes a kind of customer ("sole trader", "pet owner").
  if (
    found?.modifier &&
    /^(?:owner|trader|manager|parent|child|business|company|operator|leader|worker|professional)$/.test(unit)
  ) {
    const two = `${singularOf(found.modifier)} ${unit}`;
    if (!/^(?:small|big|large|busy|local|new|young|old|independent|many|most|all|the)\b/.test(two)) {
      unit = two;
      if (plural) plural = `${singularOf(found.modifier)} ${plural}`;
    }
  }
  // "Owners of independent bakeries": the organisation is the unit.
  const ownerOf = stripped.match(
    /^(?:owners?|managers?|operators?|founders?)\s+of\s+(?:small\s+|independent\s+|local\s+)?([\p{L}-]+(?:\s[\p{L}-]+)?)/iu,
  );
  if (ownerOf) {
    const inner = headOf(ownerOf[1]);
    if (inner) {
      unit = singularOf(inner.head);
      plural = inner.plural;
    }
  }
  const vague = !unit || VAGUE_HEADS.test(unit) || /\b(?:everyone|everybody|anyone|anybody)\b/i.test(segment);
  const lastWord = unit.split(" ").pop() ?? unit;
  let type: CustomerType;
  // The whole unit first ("dog owner" is a consumer, "owner" alone runs a business), then its head; the
  // owner of a thing that is not a business is a consumer ("car owner", "home owner").
  const owned = unit.match(/^(\S+) owner$/)?.[1];
  if (CONSUMER_NOUNS.test(unit)) type = "consumer";
  else if (owned) type = BUSINESS_NOUNS.test(owned) ? "business" : "consumer";
  else if (BUSINESS_NOUNS.test(unit) || BUSINESS_NOUNS.test(lastWord)) type = "business";
  else if (CONSUMER_NOUNS.test(lastWord)) type = "consumer";
  else if (
    /\b(?:b2b|companies|businesses|firms|brands|teams|organi[sz]ations|owners? of)\b/i.test(
      answers.targetAudience,
    )
  )
    type = "business";
  else type = industryType === "b2b" ? "business" : "consumer";
  // "Patients", "users", "customers" of a business the founder sells to: the business is the unit.
  if (
    type === "consumer" &&
    /\b(?:for|to)\s+(?:clinics|restaurants|schools|gyms|salons|hotels|landlords|retailers|shops|stores|companies|businesses)\b/i.test(
      answers.businessModel,
    )
  )
    type = "business";
  return {
    unit: unit || (type === "business" ? "business" : "customer"),
    units: unit ? (plural ?? pluralOf(unit)) : type === "business" ? "businesses" : "customers",
    type,
    segment,
    vague,
  };
}
