import nlp from "compromise";

import { defaultsFactor } from "@/lib/finance/currency";

import type { IdeaProfileData, ProfileQuestion } from "@/lib/artifacts/idea-profile";
import type { BillingModel } from "@/lib/finance/assumptions";
import type { QuizAnswers } from "@/lib/validation";
import {
  deviceRules,
  channelName,
  extractChannels,
  extractCompetitors,
  extractCustomer,
  extractPrices,
  payerNamed,
  pricedUnits,
  resolveCurrency,
  AUDIENCE_LEAD,
  audienceNamesCustomer,
  type Customer,
  type NamedCompetitor,
  type PricePoint,
  type PricedUnits,
  withoutChannels,
} from "./facts";
import { boughtOnce, detectBillingModel, refineBillingModel, SOMEONE_COMES } from "./billing";
import { statedCount } from "./customer-count";
import { isEnglishWord } from "./facts/english-words";
import { isForeignFunctionWord, isMostlyForeign, languageOf } from "./function-words";
import {
  detectGeography,
  geographyFromCodes,
  geographyFromCurrency,
  isAnyPlace,
  isLanguageOrPeople,
  type Geography,
} from "./geography";
import { CONSUMER_ALTERNATIVES, GENERAL_INDUSTRY, INDUSTRIES, PRODUCT_ALTERNATIVES } from "./industries";
import { neutralIndustry } from "./neutral";
import type { IndustryProfile } from "./industry-types";
import {
  clip,
  countMatches,
  firstSentence,
  escapeRegExp,
  GENERIC_WORDS,
  hashString,
  lowerFirst,
  seededRng,
  shuffle,
  singular,
  spelledOut,
  STOPWORDS,
  phraseEnd,
  thirdPerson,
  withArticle,
  customersVoice,
  wordTags,
  wordCount,
  type Rng,
} from "./text";

/**
 * What the offline engine understands of an idea: read once from the founder's five answers, then used
 * by every generator so that all steps describe the same business in the founder's own words.
 */

export type Tone = "premium" | "playful" | "calm" | "bold" | "eco" | "trusted";
/** What the founder sells: software, a physical product, or a service delivered in person. */
export type ProductKind = "digital" | "physical" | "in-person";

export interface IdeaProfile {
  answers: QuizAnswers;
  industry: IndustryProfile;
  billingModel: BillingModel;
  /** A price the founder named ("$29 a month" → 29), if any. */
  statedPrice: number | null;
  /** What the stated price counts when it is not the customer ("£3 per staff member"), and how many. */
  pricedUnits: PricedUnits | null;
  /** A commission the founder named ("10%" → 0.1), if any. */
  statedTakeRate: number | null;
  tone: Tone;
  /** Who buys, as a plural noun phrase from the founder's answer: "owners of independent bakeries". */
  audience: string;
  /** The audience's head phrase, for repeated mentions: "owners of independent bakeries and cafés". */
  audienceShort: string;
  /**
   * Who pays, for the sentences that ask for money: the audience's head phrase when it names the payer,
   * else the customer's plural ("mechanics" pay to be listed; the car owners the audience names use it free).
   */
  payers: string;
  /** What the product is: "mobile app", "meal-prep subscription box". */
  product: string;
  kind: ProductKind;
  /** What the product does, as a verb phrase: "predicts tomorrow's demand from sales history". */
  solutionAction: string;
  /**
   * The language the solution is written in when it is not English ("Polish", or "another language"):
   * its words are quoted whole, never parsed into English phrases.
   */
  language: string | null;
  /** The founder's problem statement, first sentence, lower-cased start. */
  problem: string;
  /** The differentiator, first sentence, lower-cased start. */
  differentiator: string;
  /** The founder's own content words, most characteristic first ("bread", "demand", "weather"). */
  keyTerms: string[];
  /** Two-word phrases from the answers built on those terms ("dog walker", "sales history"). */
  keyPhrases: string[];
  /** The market the answers name (lib/ai/offline/geography.ts), or null when they name none. */
  geography: Geography | null;
  /** Who pays (lib/ai/offline/facts.ts): the unit, singular and plural, and business or consumer. */
  customer: Customer;
  /** The answers name no group one can count ("everyone", "companies"), confirmed or not: writers advise narrowing. */
  broadAudience: boolean;
  /** The founder's prices, each with its period, in `currency`. */
  prices: PricePoint[];
  /** ISO 4217: the founder's prices', else their market's; USD only as a stated placeholder. */
  currency: string;
  /** Whether the currency comes from the answers (a price or a one-currency market) or is the placeholder. */
  currencyStated: boolean;
  /**
   * How many of the customer there are in the market, and where that count comes from: the founder's, on
   * the card or in their answers; null when they have not said (nothing is sized from a guess).
   */
  customerCount: { count: number; source: string } | null;
  /** The team and its monthly costs, as the founder gave them on the card; null until they do. */
  team: { who: string; monthlyCost: number } | null;
  /** Rivals the founder names, each with the founder's sentence about it. */
  competitors: NamedCompetitor[];
  /** Channels the founder names. */
  channels: string[];
  /** Whether the industry template matched strongly enough for its typical facts to be offered. */
  industryConfident: boolean;
  /** The template the answers read, and whether clearly: shown on the card for the founder to confirm. */
  industryRead: { id: string; name: string; confident: boolean };
  /** What the answers leave out, for the follow-up and the "What we understood" card to ask. */
  questions: ProfileQuestion[];
  /** The founder has confirmed (or corrected) what we understood. */
  confirmed: boolean;
  /** Deterministic randomness seeded by the answers. */
  seed: number;
  rng: (salt: string) => Rng;
}

export interface IdeaInput {
  answers?: Partial<QuizAnswers> | null;
  /** A concept text, used for any missing answer (the stateless endpoints send only a concept). */
  concept?: string | null;
  /** The chosen brand, which is the founder's own name and never a competitor. */
  brandName?: string | null;
  /** An industry named by the caller (the spec's brand endpoints send one). */
  industryHint?: string | null;
  /** Another take on the same answers (regenerate); 0 or absent is the first take. */
  variant?: number | null;
  /** What the founder confirmed or corrected ("What we understood"): it wins over anything read here. */
  profile?: IdeaProfileData | null;
}

/** Fills missing answers from the concept so the engine always has five texts to read. */
/** No English word runs past 30 letters: a longer run (a pasted hash, a key held down) is cut short. */
/** An answer with no letter or digit in it ("?!?!...") says nothing: it counts as missing. */
function tameTokens(text: string | undefined): string {
  const tamed = (text ?? "")
    .trim()
    .replace(/\S{31,}/g, (token) => `${token.slice(0, 30)}…`)
    // French sets a space before ; : ! ? ("formés ; nous avons"): quoted in an English document it reads as
    // a stray mark, so the founder's words keep English spacing.
    .replace(/([\p{L}\p{N})»”])[ \u00a0\u202f]+([;:!?])(?=\s|$)/gu, "$1$2");
  return /[\p{L}\p{N}]/u.test(tamed) ? tamed : "";
}

export function completeAnswers(input: IdeaInput): QuizAnswers {
  const concept = tameTokens(input.concept ?? "");
  const a = input.answers ?? {};
  const fallback =
    concept || "A new venture that solves a real problem for a clearly defined group of customers.";
  return {
    problem: tameTokens(a.problem) || fallback,
    solution: tameTokens(a.solution) || fallback,
    targetAudience: tameTokens(a.targetAudience),
    differentiator: tameTokens(a.differentiator),
    businessModel: tameTokens(a.businessModel),
  };
}

const FIELD_WEIGHTS: Record<keyof QuizAnswers, number> = {
  problem: 1,
  solution: 1.5,
  targetAudience: 2,
  differentiator: 0.5,
  businessModel: 0.5,
};

/** Every industry's score for the answers, best first (keywords weighted by the answer they occur in). */
export function rankIndustries(
  answers: QuizAnswers,
  hint?: string | null,
): { industry: IndustryProfile; score: number }[] {
  // How the founder finds customers is not what the business is: channels are left out of the reading.
  const read = Object.fromEntries(
    (Object.keys(FIELD_WEIGHTS) as (keyof QuizAnswers)[]).map((field) => [
      field,
      // "we pay them in phone credit": airtime is a means of paying, not a finance business.
      (field === "solution" ? answers[field] : withoutChannels(answers[field])).replace(
        /\b(?:phone|mobile|airtime|data)\s+credit\b/gi,
        "airtime",
      ),
    ]),
  ) as QuizAnswers;
  return INDUSTRIES.map((industry) => {
    let score = 0;
    for (const keyword of industry.keywords) {
      for (const field of Object.keys(FIELD_WEIGHTS) as (keyof QuizAnswers)[]) {
        score += countMatches(read[field], keyword) * FIELD_WEIGHTS[field];
      }
      if (hint) score += countMatches(hint, keyword) * 3;
    }
    if (hint && (hint.toLowerCase().includes(industry.name) || hint.toLowerCase() === industry.id))
      score += 6;
    return { industry, score };
  }).sort((a, b) => b.score - a.score);
}

export function detectIndustry(answers: QuizAnswers, hint?: string | null): IndustryProfile {
  const [best] = rankIndustries(answers, hint);
  return best && best.score >= 1 ? best.industry : GENERAL_INDUSTRY;
}

/** Industries named for what a product does for any trade, not for the trade itself. */
const FUNCTION_INDUSTRIES = new Set([
  "finance-fintech",
  "hr-recruiting",
  "marketing-creator",
  "b2b-software",
  "logistics-mobility",
]);

/** Templates a product can be named by whatever trade buys it. */
const THING_INDUSTRIES = new Set([...FUNCTION_INDUSTRIES, "education-edtech"]);

/**
 * A template is leaned on (its channels, metrics, compliance, mockups, motifs) only when the answers
 * point at it: several keyword hits, and ahead of the runner-up (a tie is a guess).
 */
export function industryConfidence(
  answers: QuizAnswers,
  hint?: string | null,
): { industry: IndustryProfile; confident: boolean } {
  const [best, second] = rankIndustries(answers, hint);
  if (!best || best.score < 1) return { industry: GENERAL_INDUSTRY, confident: false };
  // The industry is what is sold: words only in who buys ("renters in apartments") name the customer,
  // not the product, so the problem or the solution must speak of it.
  const told = `${answers.problem}\n${answers.solution}`;
  const hits = (industry: IndustryProfile, text: string) =>
    industry.keywords.some((keyword) => countMatches(text, keyword) > 0);
  // A trade named as the customer ("bookkeeping for cafés" sold to "cafés in Dublin") gives way to a
  // function the product performs (bookkeeping, recruiting, marketing): it is a guess between the two.
  const product = withoutCustomerWords(told, answers.targetAudience);
  const function_ = INDUSTRIES.some(
    (industry) =>
      industry !== best.industry && FUNCTION_INDUSTRIES.has(industry.id) && hits(industry, product),
  );
  const sold = !!hint || (hits(best.industry, told) && (hits(best.industry, product) || !function_));
  // What is sold, in the words that open the solution ("A free weekly email…", "Done-for-you bookkeeping
  // for restaurants", "Live online Spanish lessons"): a template that names it there is the business; one
  // that only names its context (the food at the pop-ups, the trips of the travellers) is a guess.
  const thing = firstSentence(answers.solution).split(
    /\s+(?:for|to|that|which|who|with|where)\s|[:;,(–—]/i,
  )[0];
  // Only templates named for a function any trade buys (bookkeeping, recruiting, a newsletter, software,
  // lessons) can be named so: "a waterless cleaning robot" for solar farms is no home service.
  const naming = hint
    ? []
    : INDUSTRIES.filter((industry) => THING_INDUSTRIES.has(industry.id) && hits(industry, thing));
  if (naming.length && !naming.includes(best.industry)) {
    const ranked = rankIndustries(answers, hint);
    const named = ranked.find((r) => naming.includes(r.industry) && r.score >= 1);
    // Named as the thing sold and spoken of once more (the problem, the audience, the model) is as sure
    // as three scattered hits.
    if (named) return { industry: named.industry, confident: naming.length === 1 && named.score >= 2 };
    return { industry: best.industry, confident: false };
  }
  // (The customer's noun itself: "everyone who likes food" names no food business.)
  const customerLead = answers.targetAudience.split(/[,;:(—–]|\s-\s|\s(?:who|that|which)\s/i)[0];
  // Several different words of the sector, not one said three times ("banks" among the organisations
  // served, "bank transfer" made a sign-language interpreting service a fintech), unless the one word
  // names the customer itself ("operators of utility-scale solar farms").
  const distinct = best.industry.keywords.filter((keyword) =>
    Object.values(answers).some((text) => countMatches(withoutChannels(text), keyword) > 0),
  ).length;
  const several = distinct >= 2 || hits(best.industry, customerLead);
  // Where and for whom ("school", "students") is no trade: a word of what the template sells must be
  // said in the problem or the solution ("lessons", "tutors", "exams").
  const setting = new Set(best.industry.settingKeywords ?? []);
  const ofTrade = {
    ...best.industry,
    keywords: best.industry.keywords.filter((keyword) => !setting.has(keyword)),
  };
  // ("Real estate agents" or "small landlords" who buy it: a customer of the trade is of it too.)
  const trade = !setting.size || !!hint || hits(ofTrade, told) || hits(ofTrade, answers.targetAudience);
  return {
    industry: best.industry,
    confident: sold && several && trade && best.score >= 3 && best.score - (second?.score ?? 0) >= 0.5,
  };
}

/**
 * Software sold to a trade whose template is about running that trade ("One app for the rota, the fridge
 * log and the cleaning checklist" for café chains): the trade is only the customer's, so its template (food
 * producers' channels, menu margins, food labelling) would describe the wrong business. Software that
 * names the trade's goods or work in the solution ("predicts how many loaves to bake") is of the trade.
 */
export function softwareForTrade(answers: QuizAnswers, industry: IndustryProfile): boolean {
  if (!industry.runsTheTrade) return false;
  const thing = firstSentence(answers.solution).split(
    /\s+(?:for|to|that|which|who|with|where)\s|[:;,(–—]/i,
  )[0];
  if (!/\b(?:app|apps|software|platform|dashboard|saas|tool|portal|plugin|system)\b/i.test(thing))
    return false;
  // The customer's own words ("café and bakery chains") name who buys, not what the software does.
  const solution = withoutCustomerWords(answers.solution, answers.targetAudience);
  return !industry.keywords.some((keyword) => countMatches(solution, keyword) > 0);
}

/** A text without the words that name the customer in the audience ("cafés" of "cafés in Dublin"). */
function withoutCustomerWords(text: string, audience: string): string {
  const stem = (word: string) =>
    word
      .toLowerCase()
      .replace(/['’]s$/, "")
      .replace(/s$/, "");
  const customerWords = new Set((audience.match(/\p{L}[\p{L}'’-]*/gu) ?? []).map(stem));
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) => (customerWords.has(stem(word)) ? " " : word));
}

/** The first price in the business-model answer: "$29/month" → 29, "€1,200" → 1200, "49 dollars" → 49. */
export function parsePrice(text: string): number | null {
  const symbol = text.match(
    /(?:\$|€|£|usd\s?|eur\s?)\s?(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(k\b)?/i,
  );
  const word = text.match(/(\d+(?:\.\d{1,2})?)\s?(?:dollars|usd|euros?|eur|pounds)\b/i);
  let value: number | null = null;
  if (symbol) {
    value = Number(`${symbol[1].replace(/[,\s]/g, "")}.${symbol[2] ?? "0"}`) * (symbol[3] ? 1000 : 1);
  } else if (word) {
    value = Number(word[1]);
  }
  return value !== null && Number.isFinite(value) && value > 0 && value < 1_000_000 ? value : null;
}

/** A commission in the business-model answer: "10% of each booking" → 0.1. */
export function parseTakeRate(text: string): number | null {
  const match = text.match(/(\d{1,2}(?:\.\d+)?)\s?(?:%|percent)/i);
  if (!match) return null;
  const rate = Number(match[1]) / 100;
  return rate > 0 && rate < 0.6 ? rate : null;
}

const TONE_WORDS: Record<Tone, RegExp> = {
  premium: /\b(luxur\w*|premium|high-end|exclusive|bespoke|artisan\w*|boutique|curated|elegan\w*)\b/i,
  playful: /\b(fun|playful|kids?|children|game\w*|gamif\w*|family|families|teen\w*|creative|colou?rful)\b/i,
  calm: /\b(calm|mindful\w*|stress\w*|anxiety|sleep|wellbeing|well-being|wellness|meditat\w*|relax\w*|mental health)\b/i,
  eco: /\b(eco\w*|sustainab\w*|green|waste|carbon|recycl\w*|climate|organic|plant-based|circular|reuse|upcycl\w*)\b/i,
  trusted:
    /\b(secure|security|trust\w*|compliance|complian\w*|legal|bank\w*|insur\w*|patients?|clinic\w*|privacy|regulat\w*|audit\w*)\b/i,
  bold: /\b(fast|speed|bold|disrupt\w*|instant\w*|power\w*|performance|athlet\w*|sport\w*)\b/i,
};

export function detectTone(answers: QuizAnswers, industry: IndustryProfile): Tone {
  const text = Object.values(answers).join(" ");
  let best: Tone | null = null;
  let bestCount = 0;
  for (const tone of Object.keys(TONE_WORDS) as Tone[]) {
    const count = text.match(new RegExp(TONE_WORDS[tone].source, "gi"))?.length ?? 0;
    if (count > bestCount) {
      best = tone;
      bestCount = count;
    }
  }
  if (best) return best;
  const mood = industry.moodWords.join(" ");
  if (/calm|soothing|gentle/.test(mood)) return "calm";
  if (/playful|vibrant|friendly/.test(mood)) return "playful";
  if (/trust|reliab|secure|clinical|precise/.test(mood)) return "trusted";
  if (/natural|earthy|fresh|green/.test(mood)) return "eco";
  if (/elegant|refined|luxur/.test(mood)) return "premium";
  return "bold";
}

/** After a comma, words that start an aside rather than another customer: "…, 1–3 locations", "…, Midwest first". */
const ASIDE_OPENERS = [
  "Value",
  "Adverb",
  "Determiner",
  "Conjunction",
  "Preposition",
  "Pronoun",
  "ProperNoun",
];

/** A word that may stand before a noun and describe it: "small", "fifth-form", "class 9", not "their" or "but". */
function describes(word: string, tags: Set<string>): boolean {
  if (/[,;:()\[\]]/.test(word) || !/[\p{L}\d]/u.test(word)) return false;
  const closed = ["Determiner", "Pronoun", "Possessive", "Conjunction", "Preposition", "Copula", "Adverb"];
  return !closed.some((t) => tags.has(t)) && !(tags.has("Verb") && !tags.has("Gerund"));
}

/**
 * Cuts an audience phrase before its first qualifier: "homeowners in suburbs planning…" → "homeowners".
 * A gerund that modifies a noun stays ("braiding salons", "nursing homes"); one that starts a clause cuts
 * ("manufacturers shipping 5-50 pallets"), as compromise reads each word in context.
 */
export function shortAudience(audience: string, heads: string[] = []): string {
  const short = shortAudiencePhrase(audience, heads);
  // "freelancers, remote workers" cut from a longer list reads as a list: "freelancers and remote workers".
  return /,/.test(short) && !/\b(?:and|or|&)\b/i.test(short) && !/[()]/.test(short)
    ? short.replace(/,\s+(?=[^,]+$)/, " and ")
    : short;
}

function shortAudiencePhrase(audience: string, heads: string[] = []): string {
  const isHead = (w: string) => heads.includes(w.toLowerCase().replace(/[^\p{L}'-]/gu, ""));
  // "The Azerbaijani diaspora in Germany and Turkey, plus collectors of Caucasian rugs": of several groups,
  // the one the payer's noun is in; "ten the diaspora" is not English, so no leading article.
  const groups = audience.split(/\s*;\s*|,?\s+(?:plus|as well as)\s+/i);
  const own = groups.length > 1 ? groups.find((g) => g.split(/\s+/).some(isHead)) : undefined;
  if (own) return shortAudience(own, heads);
  // Asides in brackets ("kanzleien (law firms)", "tailors (couturiers)") are not part of the short phrase.
  const all = audience
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/^(?:the|an?)\s+(?=\S+\s)/i, "")
    // "The ~15 small/medium ferry operators": the founder's count of them is no part of their name
    // ("Interview 10 to 15 ~15 small/medium ferry operators").
    .replace(
      /^(?:~\s*|(?:about|around|roughly|some|approx\.?)\s+)\d[\d,.]*\+?\s*(?:k\b|m\b)?\s*(?=\p{L})/iu,
      "",
    )
    .split(/\s+/);
  const allTags = wordTags(all);
  // The customer's own noun stays: "small accounting firms" is not cut at "accounting".
  const found = all.findIndex(isHead);
  // The phrase starts with the words that describe the payer's noun: "class 9 and 10 students in Nepal
  // (esp outside the valley), parents pay" is about "parents"; "fifth form students…, but really it's their
  // parents" too.
  let start = Math.max(0, found);
  while (start > 0 && describes(all[start - 1], allTags[start - 1])) start--;
  // Only where a new clause or an article sets the payer apart; "sole trader sparkies, plumbers" is a list.
  const before = all[start - 1] ?? "";
  const payerVerb = allTags[found + 1]?.has("Verb") && !allTags[found + 1]?.has("Gerund");
  if (
    !/^(?:their|the|its|his|her|our|but)$/i.test(before) &&
    !/[;:]$|\),?$/.test(before) &&
    !(/,$/.test(before) && payerVerb)
  )
    start = 0;
  const parts = all.slice(start);
  const tags = allTags.slice(start);
  const head = found - start;
  const cut = parts.findIndex(
    (w, i) =>
      i >= 1 &&
      i > head &&
      // "…restaurants, 1–3 locations", "homeowners, esp…", "…squads, Midwest first": an aside after a comma
      // ends the short phrase; another customer ("restaurants, hotels and school kitchens") does not.
      ((/[,;:]$/.test(parts[i - 1]) &&
        (ASIDE_OPENERS.some((t) => tags[i]?.has(t)) ||
          (/^\p{Lu}\p{Ll}/u.test(w) && !/^\p{Lu}/u.test(parts[0])) ||
          /^(?:many|most|some|all|esp|especially|maybe|mostly|mainly|usually|often|e\.g\.?|i\.e\.?)$/i.test(
            w,
          ))) ||
        // "parents pay": the payer's own verb after the noun.
        (head >= 0 &&
          i === head + 1 &&
          tags[i]?.has("Verb") &&
          !tags[i]?.has("Gerund") &&
          !tags[i]?.has("Participle")) ||
        /^(in|at|across|who|that|which|between|within|near|around|with|from|after|before|during)$/i.test(w) ||
        (/ing$/i.test(w) &&
          !(
            tags[i + 1]?.has("Noun") &&
            // "doing Everest Base Camp": a name after the verb is its object, not a noun it modifies.
            !/^\p{Lu}/u.test(parts[i + 1] ?? "") &&
            !tags[i + 1]?.has("Pronoun") &&
            !tags[i + 1]?.has("Determiner") &&
            !tags[i + 1]?.has("Value")
          ))),
  );
  // "companies of all sizes and [in all industries]": no "and" or "of" left hanging.
  return cut > 0
    ? clip(
        parts
          .slice(0, cut)
          .join(" ")
          .replace(/[,;:]+$/, "")
          // "Adult immigrants already [living in Finland]": the adverb went with the verb; "suppliers based [in
          // Malta]": so did the participle.
          .replace(
            /(?:\s+(?:already|still|currently|mostly|now|just|also|usually|often|mainly|typically|primarily|based|located|situated|operating|working|living))+$/i,
            "",
          ),
        cut,
      )
    : parts.join(" ");
}

/** Risks any young business runs, for when a sector's own do not apply to this idea. */
const GENERIC_RISKS = [
  "slower-than-planned adoption by the first customers",
  "a better-funded rival copying the idea once it works",
  "depending on a handful of early customers",
];

/**
 * The sector's risks that apply to this idea: risks of goods (stock, returns, supplies, shipping) only
 * when it sells a physical thing, and US rules ("state rules", the FDA) only in a US market or none named;
 * topped up with risks every young business runs.
 */
export function risksFor(risks: string[], kind: ProductKind, geography: Geography | null): string[] {
  const countries = geography?.countries ?? [];
  const kept = risks.filter(
    (risk) =>
      (kind === "physical" ||
        !/\b(?:stock|inventory|returns?|shipping|supplies|apparel|unsold|recalls?)\b/i.test(risk)) &&
      (!countries.length ||
        countries.includes("US") ||
        !/\b(?:state|states|FDA|FTC|HIPAA|FERPA|COPPA)\b/.test(risk)),
  );
  return [...kept, ...GENERIC_RISKS].slice(0, Math.max(3, kept.length));
}

export function extractAudience(answer: string, fallback: string): string {
  // "The paying side is local businesses…", "two sides: …; the ppl paying are dog owners": who pays.
  const payer = payerNamed(answer, true);
  if (payer && payer.split(/\s+/).length <= 6) return lowerFirst(payer);
  let first = firstSentence(answer).replace(AUDIENCE_LEAD, "");
  // "Two sides: parents of…" is a heading before the audience; "Advertisers: restaurants, phone shops…"
  // names the audience before its examples.
  const labelled = first.match(/^([\p{L}\d' -]{2,30}):\s+(\S.*)$/u);
  if (labelled) {
    if (
      !/^(?:(?:two|both|2)\s+sides?|target|audience|customers?|users?|buyers?|who)$/i.test(labelled[1].trim())
    )
      return lowerFirst(labelled[1].trim());
    first = labelled[2];
  }
  // "Everyone really — anyone who's busy", "parents of school kids - both", "…, and on the other side
  // retirees": a spaced dash or the marketplace's other side ends the phrase.
  first = first
    .split(
      /\s[—–]\s|\s-\s|\s—|—\s|,?\s(?:and\s)?(?:on\s)?the other side\b|[,;]\s(?:other|supply|second)\s+side\b/i,
    )[0]
    .replace(/\s+(?:really|honestly|basically|mostly)$/i, "");
  // "Everyone really, anyone who wants…": everyone, however it goes on.
  const everyone = first.trim().match(/^(everyone|everybody|anyone|anybody)\b(?!\s+(?:who|with|that)\b)/i);
  if (everyone) return everyone[1].toLowerCase();
  if (!first || first.split(/\s+/).length < 2) return fallback;
  let phrase = first;
  const cut = phrase.search(
    /;|,\s(?:mostly|mainly|especially|including|often|typically|usually|e\.g\.)\s|\s(?:who|whose|that|which|because|so that|and who|especially|mainly|primarily|such as|like)\s|\s(?:pay|pays|use|uses|buy|buys)\s+(?:us|for|it|the|a|an|per|\d|\p{Sc})/iu,
  );
  if (cut > 0 && phrase.slice(0, cut).split(/\s+/).length >= 2) phrase = phrase.slice(0, cut);
  return lowerFirst(clip(phrase.replace(/[,;:]+$/, ""), 12));
}

const PRODUCT_NOUNS =
  "app|application|platform|marketplace|service|tool|software|dashboard|device|kit|box|subscription|website|site|network|community|api|plugin|extension|bot|chatbot|assistant|course|program|programme|clinic|studio|store|shop|product|system|sensor|wearable|tracker|planner|portal|agency|camera|robot|machine|game|podcast|newsletter|club|cafe|café|restaurant|truck|van|brand|line|range|marketplace|exchange|network";
const PRODUCT_PATTERN = new RegExp(
  `\\b(?:a|an|our|my|one)\\s+((?:[\\w-]+\\s+){0,3}?(?:${PRODUCT_NOUNS}))\\b`,
  "i",
);

/** "Software with…", "Mobile safety checklists that…": a product named without an article, at the start. */
const LEADING_PRODUCT = new RegExp(`^((?:[\\w-]+\\s+){0,2}?(?:${PRODUCT_NOUNS}))\\b`, "i");

/**
 * "offline topo maps app that pulls DOC alerts…": three words before the product noun, none of them a
 * word of grammar or a command, still name it ("maps" is no verb there). (Not "We build a tracker".)
 */
function threeWordLead(first: string): RegExpMatchArray | null {
  const three = new RegExp(`^((?:[\\w-]+\\s+){3}(?:${PRODUCT_NOUNS}))\\b`, "i").exec(first);
  if (!three) return null;
  const tags = wordTags(three[1].split(/\s+/).slice(0, 3));
  const grammar = ["Pronoun", "Determiner", "Preposition", "Conjunction", "Copula", "Modal", "QuestionWord"];
  if (tags.some((t) => grammar.some((g) => t.has(g)))) return null;
  if (tags[0].has("Verb") && !tags[0].has("Noun") && !tags[0].has("Adjective")) return null;
  return three;
}

/** "kit" + "of small motion and door sensors that learns…": the "of" complement belongs to the product. */
function withComplement(found: { phrase: string; rest: string }): { phrase: string; rest: string } {
  // "a field service app", "a tool library": a product noun that names the kind of another ("service"
  // before "app", "tool" before "library") is no head.
  const kindOf = found.rest.match(
    /^\s+(app|application|platform|tool|software|dashboard|bot|portal|system|kit|device|website|library|hire|rental|lockers?|swap|bank)\b/i,
  );
  if (kindOf)
    return withComplement({
      phrase: `${found.phrase} ${kindOf[1]}`,
      rest: found.rest.slice(kindOf[0].length),
    });
  // "floating sensor" + "buoy (salinity, …) that sends…": a noun the list lacks still ends the phrase.
  const head = found.rest.match(/^\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)(?=\s*[([]|\s+(?:that|which|where)\b)/u);
  if (head) {
    const terms = (nlp(head[1]).json() as { terms: { tags: string[] }[] }[]).flatMap((t) => t.terms);
    if (terms.length && terms.every((t) => t.tags.includes("Noun") && !t.tags.includes("Pronoun")))
      return { phrase: `${found.phrase} ${head[1]}`, rest: found.rest.slice(head[0].length) };
  }
  const of = found.rest.match(
    /^\s+(of\s+(?:[\p{L}\d'-]+\s+){0,5}?[\p{L}\d'-]+)(?=\s+(?:that|which|who|for|to|with|so)\b|\s*[,;:(]|$)/iu,
  );
  if (!of) return found;
  return { phrase: `${found.phrase} ${of[1]}`, rest: found.rest.slice(of[0].length) };
}

/**
 * A solution that opens on a plural or unlisted noun ("Pay-as-you-go solar home kits (…) unlocked by
 * mobile money"): compromise finds the noun phrase it starts with; the product is its singular.
 */
function leadingNounPhrase(first: string): { phrase: string; rest: string } | null {
  const nouns = nlp(first).nouns().out("array") as string[];
  const found = nouns.find((n) => !/^(?:you|it|we|they|i|me|us|them)$/i.test(n.replace(/[^\p{L}]/gu, "")));
  const head = (found ?? "")
    .replace(/\s*[([].*$/, "")
    .replace(/[,;:.]+$/, "")
    .trim();
  const at = head ? first.toLowerCase().indexOf(head.toLowerCase()) : -1;
  // The phrase may open on modifiers compromise leaves out ("Pay-as-you-go solar home kits").
  if (at < 0 || first.slice(0, at).split(/\s+/).filter(Boolean).length > 2) return null;
  // compromise may stop inside a hyphenated word or before the noun ("library of lawyer-" of "library of
  // lawyer-checked contract templates"): the phrase runs on to its noun.
  const upTo = at + head.length + (first.slice(at + head.length).match(/^[^\s,;:.()]*/)?.[0].length ?? 0);
  const all = first.split(/\s+/);
  const taken = first.slice(0, upTo).split(/\s+/).length;
  let end = phraseEnd(all, taken);
  const tags = wordTags(all);
  if (!tags[end - 1]?.has("Noun")) {
    // Tagged as a verb in context ("lawyer-checked contract templates"): on to the first noun, if one
    // follows before a preposition, an article or a comma.
    for (let i = end; i < Math.min(all.length, end + 3); i++) {
      // An aside is not the phrase's noun ("solar dryer (secadora solar)"): the phrase compromise found
      // before it stands, whatever "dryer" was tagged.
      if (/^[([{]/.test(all[i])) {
        end = Math.max(end, Math.min(taken, i));
        break;
      }
      if (["Preposition", "Determiner", "Conjunction", "Pronoun"].some((t) => tags[i].has(t))) break;
      if (tags[i].has("Noun") && !tags[i + 1]?.has("Noun")) {
        end = i + 1;
        break;
      }
      if (/[,;:.]$/.test(all[i])) break;
    }
  }
  // "week-long coding camps", "possum-merino tramping socks": the nouns (and a gerund before one) that
  // follow compromise's noun are still the phrase, up to a preposition, a verb or a comma.
  while (end < all.length && !/[,;:.)]$/.test(all[end - 1]) && !/^[([]/.test(all[end])) {
    const gerundBeforeNoun =
      tags[end]?.has("Gerund") && tags[end + 1]?.has("Noun") && !/[,;:.]$/.test(all[end]);
    // "coding camps during…", "moisture probes (one per block)": a plural compromise reads as a verb, with
    // no object after it, is the noun.
    const pluralNoun =
      tags[end]?.has("PresentTense") &&
      /[^s]s$/.test(all[end]) &&
      (end + 1 >= all.length ||
        /[,;:.)]$/.test(all[end]) ||
        /^[([]/.test(all[end + 1]) ||
        (tags[end + 1]?.has("Preposition") && !/^to$/i.test(all[end + 1])));
    // "A monthly maintenance contract: a technician visits…": a word before the colon closes the name.
    const beforeColon = /^[\p{L}-]+:$/u.test(all[end] ?? "") && tags[end - 1]?.has("Noun");
    // "Vacuum insulated steel tiffin": a participle before a noun says how the thing is made.
    const participleBeforeNoun =
      /^\p{Ll}{3,}(?:ed|en)$/u.test(all[end] ?? "") &&
      isEnglishWord(all[end]) &&
      tags[end + 1]?.has("Noun") &&
      !tags[end + 1].has("Pronoun") &&
      !/[,;:.]$/.test(all[end]);
    if (gerundBeforeNoun || participleBeforeNoun) end += 2;
    else if (
      (tags[end]?.has("Noun") && !tags[end].has("Pronoun") && !tags[end].has("Verb")) ||
      pluralNoun ||
      beforeColon
    )
      end++;
    else break;
  }
  // "rental of tents, packs, and paddleboards": a list of nouns belongs to the phrase it ends.
  if (all[end - 1]?.endsWith(",")) {
    const list = all
      .slice(end)
      .join(" ")
      .match(/^((?:[\p{L}-]+,\s+){0,4}(?:and|or)\s+[\p{L}-]+)(?=[\s,.;:]|$)/u);
    if (list) end += list[1].split(/\s+/).length;
  }
  // "braai stands, laser cut and hand welded": participles after a comma describe the product, they are
  // not part of its name.
  const comma = all.slice(0, end - 1).findIndex((w) => /,$/.test(w));
  if (
    comma >= 0 &&
    tags[comma]?.has("Noun") &&
    !tags[comma]?.has("Adjective") &&
    !all.slice(comma + 1, end).some((w) => /^(?:and|or)$/i.test(w))
  )
    end = comma + 1;
  const text = all
    .slice(0, end)
    .join(" ")
    .replace(/[,;:.]+$/, "");
  if (text.split(/\s+/).length > 9) return null;
  const lastWord = text.split(/\s+/).pop() ?? text;
  // "rental of tents": the head is "rental", the complement keeps its plural.
  const singleLast =
    (tags[end - 1]?.has("Plural") || (tags[end - 1]?.has("PresentTense") && /[^s]s$/.test(lastWord))) &&
    !/\sof\s/i.test(text)
      ? (nlp(lastWord).nouns().toSingular().text() as string) ||
        (isEnglishWord(singular(lastWord)) ? singular(lastWord) : lastWord)
      : lastWord;
  const keepCase = /^[A-Z]/.test(lastWord) ? singleLast : singleLast.toLowerCase();
  const single = `${text.slice(0, text.length - lastWord.length)}${keepCase}`;
  const rest = first.slice(text.length).replace(/^\s*[([][^)\]]*[)\]]/, "");
  return { phrase: single.replace(/^(?:a|an|the|our|my|one)\s+/i, ""), rest };
}

/** A sentence that opens on a noun phrase: "A kit…", "Hot set lunches…", not "We deliver…" or "Book…". */
function opensOnNoun(first: string): boolean {
  if (/^(?:an?|one)\s/i.test(first)) return true;
  const tags = wordTags(first.split(/\s+/).slice(0, 4));
  const closed = ["Pronoun", "Determiner", "Preposition", "Conjunction", "Adverb", "QuestionWord"];
  if (closed.some((t) => tags[0]?.has(t))) return false;
  // The first word is a noun or describes one that follows before any verb.
  const noun = tags.findIndex((t) => t.has("Noun") && !t.has("Pronoun"));
  const verb = tags.findIndex((t) => t.has("Verb") && !t.has("Participle") && !t.has("Gerund"));
  return noun >= 0 && (verb < 0 || noun < verb);
}

/**
 * "GroomRoute is booking software for…", "TukangKu is a marketplace app where…": the founder's name for the
 * product is no kind of product, and what it is and does comes after "is". The answer without that name.
 */
/**
 * "We are building a Spanish-first field service app…", "We are making a 'Neend Box' - a bedside kit…":
 * the founder's lead-in and the name they give it, before what the product is.
 */
const BUILDING_LEAD =
  /^(?:(?:we|i)(?:\s+are|\s+am|'re|’re|'m|’m)\s+(?:building|making|developing|creating|launching|designing|working\s+on)|(?:we|i)\s+(?:build|make|develop|created?|built|made))\s+(?=(?:an?|the|our|my)\s)/i;
const QUOTED_NAME = /^(?:an?\s+)?['"“‘][^'"”’]{2,30}['"”’]\s*(?:[-–—:,]|\s-\s)\s*(?=\S)/u;

function withoutOwnName(answer: string): string {
  const text = answer.trimStart().replace(BUILDING_LEAD, "").replace(QUOTED_NAME, "");
  // "GroomRoute is booking software…", "HallBook: an online calendar…": the founder's own name opens it.
  // "ChurchBook: member database, …": a name written in camel case before a colon is the founder's own.
  const camel = /^(\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*)\s*:\s*(?=\S)(?!(?:[Oo]ne|[Aa]\s+single)\s+place\b)/u.exec(
    text,
  );
  if (camel) return text.slice(camel[0].length);
  const named =
    /^(\p{Lu}[\p{L}\d]*(?:[\s-]\p{Lu}[\p{L}\d]*)?)(?:\s+(?:is|are)\s+|\s*:\s*(?=(?:an?|the)\s))(?=\S)/u.exec(
      text,
    );
  // ("Darija Daily is a mobile app…": a name of capitalised words, one of them no English word, before
  // "is a" is the founder's own too.)
  const words = named?.[1].split(/[\s-]/) ?? [];
  const own =
    words.every((word) => !isEnglishWord(word.toLowerCase())) ||
    (words.length > 1 &&
      words.some((word) => !isEnglishWord(word.toLowerCase())) &&
      /\s(?:is|are)\s+(?:an?|the)\s/.test(
        named?.[0] + text.slice(named?.[0].length ?? 0, (named?.[0].length ?? 0) + 4),
      ));
  return named && own ? text.slice(named[0].length) : text;
}

function productMatch(named: string): { phrase: string; rest: string } | null {
  const answer = withoutOwnName(named);
  const first = firstSentence(answer);
  // "Drone spraying and NDVI maps…", "grant writing done-for-you": work named by its object and a gerund
  // is a service.
  const work =
    /^((?:[\p{L}-]+\s+){1,4}?[a-z]+ing)(?=\s*[,.:;]|\s+(?:and|or|for|with|in|by|done|at|from|to)\b|$)/iu.exec(
      first,
    );
  if (work) {
    const tags = wordTags(work[1].split(/\s+/));
    const opener = tags[0];
    const closed = ["Pronoun", "Determiner", "Preposition", "Conjunction", "Adverb"];
    // "video remote interpreting", "Case tracking": the parser calls the -ing word a noun; a verb's stem
    // before "-ing" makes it the work all the same (not "clothing", "building", "wedding").
    const last = work[1].split(/\s+/).pop()!.toLowerCase();
    const stem = last.replace(/ing$/, "");
    const workWord =
      tags[tags.length - 1].has("Gerund") ||
      (!/^(?:building|wedding|clothing|housing|bedding|ceiling|evening|morning|spring|string|thing|sibling|pudding|dumpling|stuffing|topping|frosting|icing|seasoning|dressing|fitting|painting|packaging|lighting|seating|flooring|roofing|siding|decking|railing|tubing|wiring|piping|meeting|being|offering|setting|listing|filling|heading|landing|parking|serving)$/.test(
        last,
      ) &&
        [stem, `${stem}e`].some((verb) => isEnglishWord(verb) && nlp(`we ${verb} it`).has("#Verb")));
    if (
      workWord &&
      !closed.some((t) => opener.has(t)) &&
      !/^(?:we|i|our|my|helping|using)$/i.test(work[1].split(/\s+/)[0])
    )
      return { phrase: `${work[1]} service`, rest: first.slice(work[0].length) };
  }
  const leading = first.match(LEADING_PRODUCT) ?? threeWordLead(first);
  if (leading)
    return withComplement({
      phrase: leading[1].replace(/^(?:a|an|the|our|my|one)\s+/i, ""),
      rest: first.slice(leading[0].length),
    });
  // "i come to ur house w/ my van and fix it": the founder's own tools are not the product (the same
  // length of blanks keeps every index).
  const match = (
    /^(?:we|i)\s/i.test(first)
      ? first.replace(/\b(?:with|w\/|using|by|in|from|into)\s+(?:my|our)\s+[\p{L}-]+/giu, (tool) =>
          " ".repeat(tool.length),
        )
      : first
  ).match(PRODUCT_PATTERN);
  // "A soil moisture probe (…) that you stick in the rows + a simple app that…": the thing the sentence
  // opens on is the product, not a later noun the list knows.
  // "Possum-merino tramping socks knitted in Dunedin…, with a free darning kit": a sentence that opens on a
  // noun phrase without an article too.
  if (match && match.index !== undefined && match.index > 0 && opensOnNoun(first)) {
    const opening = leadingNounPhrase(first.replace(/\s*[([][^()[\]]*[)\]]/g, ""));
    const words = opening?.phrase.split(/\s+/) ?? [];
    if (opening && words.length <= 5 && words.some((w) => w.length > 2) && !/,/.test(opening.phrase))
      return opening;
  }
  if (match && match.index !== undefined)
    return withComplement({ phrase: match[1], rest: first.slice(match.index + match[0].length) });
  // "We sell hand-woven baby alpaca blankets…": what follows the verb of selling is the product.
  const sold = first.match(
    /^(?:we|i)\s+(?:sell|make|craft|build|offer|rent(?:\s+out)?|hire\s+out|produce|import|install|fit|supply)\s+(?:(?:you|them|people|customers|families)\s+(?=an?\s|the\s))?(.+)/i,
  );
  if (sold) return leadingNounPhrase(sold[1]);
  if (/^(?:we|i|it|this|our|my)\b/i.test(first)) return null;
  return leadingNounPhrase(first);
}

/** What a solution written in another language offers, in English: "appli pour couturiers" is an app. */
const FOREIGN_PRODUCTS: [RegExp, string][] = [
  [
    /(?<![\p{L}])(?:apps?|appli|application|aplicaci[oó]n|aplicativo|aplikasi|applicazione)(?![\p{L}])/iu,
    "app",
  ],
  [/(?<![\p{L}])(?:agencia|agence|ag[eê]ncia|agentur|agenzia)(?![\p{L}])/iu, "agency"],
  [/(?<![\p{L}])(?:plataforma|plateforme|piattaforma|plattform)(?![\p{L}])/iu, "platform"],
  [/(?<![\p{L}])(?:software|logiciel)(?![\p{L}])/iu, "software tool"],
  [/(?<![\p{L}])(?:arriendo|alquiler|location|aluguel|noleggio|verleih)(?![\p{L}])/iu, "rental service"],
  [/(?<![\p{L}])(?:tienda|boutique|loja|negozio)(?![\p{L}])/iu, "shop"],
];

function foreignProduct(solution: string): string {
  const first = firstSentence(solution);
  let best: { at: number; name: string } | null = null;
  for (const [pattern, name] of FOREIGN_PRODUCTS) {
    const at = first.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, name };
  }
  return best?.name ?? "service";
}

/**
 * "driveway + walkway + steps cleared by 7am after every snowfall": things named and what is done to them
 * is work done for the customer, a service. Returns the things and the rest ("cleared by 7am…").
 */
const DONE_TO =
  /^((?:[\p{L}-]+\s*(?:,|\+|&|and)?\s*){1,6}?)\s+((?:cleared|cleaned|washed|delivered|installed|repaired|fixed|serviced|mowed|shovell?ed|picked\s+up|collected|removed|sharpened|ironed|folded|painted|checked|inspected)\s+(?:by|within|before|every|after|in|to|at|on|each|the)\b.*)$/iu;
function doneTo(answer: string): { things: string; rest: string } | null {
  const match = DONE_TO.exec(firstSentence(withoutOwnName(answer)).trim());
  if (!match) return null;
  const things = match[1]
    .replace(/\s*\+\s*/g, " and ")
    .replace(/\s+/g, " ")
    .trim();
  // The things are nouns: "we clean" or "your car" open on other words.
  if (/^(?:we|i|you|our|your|they|it)\b/i.test(things)) return null;
  return { things, rest: match[2].replace(/[.!?]+$/, "") };
}

/** The service that does it: "driveway" + "cleared" is a "driveway clearing service". */
function doneService({ things, rest }: { things: string; rest: string }): string {
  const participle = /^(?:picked\s+up|\p{L}+)/iu.exec(rest)![0];
  const gerund = (
    nlp(`we ${participle}`).verbs().conjugate()[0] as { Gerund?: string } | undefined
  )?.Gerund?.replace(/^(?:is|are|am)\s+/, "");
  const first = lowerFirst(things.split(/\s+and\s+/)[0]).replace(/^(?:the|a|an|your|their|our)\s+/i, "");
  // ("delivered by WhatsApp" says how, not what is done: a "delivering service" names nothing.)
  if (!gerund || !/^\p{Ll}+ing(?:\s+up)?$/u.test(gerund) || /^delivered$/i.test(participle)) return "service";
  return wordCount(first) <= 2 && /^[\p{Ll}\s-]+$/u.test(first)
    ? `${first} ${gerund} service`
    : `${gerund} service`;
}

/**
 * What is done to the things, said with the participle as the verb: "driveway and walkway and steps" +
 * "cleared by 7am…" is "clears the driveway, walkway and steps by 7am…".
 */
function activeDone({ things, rest }: { things: string; rest: string }): string {
  const participle = /^(?:picked\s+up|\p{L}+)/iu.exec(rest)![0];
  const said = (nlp(`it ${participle}`).verbs().toPresentTense().text() as string).replace(/^it\s+/i, "");
  // compromise knows most verbs; one it does not ("ironeds") takes the regular form.
  const verb =
    /^\p{Ll}+s(?:\s+up)?$/u.test(said) && !/eds\b/.test(said) ? said : participle.replace(/ed\b/, "s");
  const items = lowerFirst(things).split(/\s+and\s+/);
  const list = items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0];
  const determined = /^(?:the|a|an|your|their|our|my|his|her|its|each|every|all)\s/i.test(list)
    ? list
    : `the ${list}`;
  return `${verb} ${determined}${rest.slice(participle.length)}`;
}

/** Whether what the product does names the product again: "offers private day trips" of "private day trip". */
/** What the team makes, as it is made: "cook" → "cooked" (the product it makes is named already). */
const MADE: Record<string, string> = {
  cooks: "cooked",
  makes: "made",
  bakes: "baked",
  brews: "brewed",
  roasts: "roasted",
  grows: "grown",
  sews: "sewn",
  knits: "knitted",
  weaves: "woven",
  ferments: "fermented",
  distils: "distilled",
  distills: "distilled",
  presses: "pressed",
  pickles: "pickled",
};

/**
 * "cooks fresh dog food in a certified kitchen…, and delivers it frozen" said of "fresh dog food": "is cooked
 * in a certified kitchen…, and delivered frozen" ("a fresh dog food that cooks fresh dog food" was written).
 */
function asMade(product: string, action: string): string {
  const lead = new RegExp(`^(${Object.keys(MADE).join("|")})\\s+${escapeRegExp(product)}\\b\\s*`, "i").exec(
    action,
  );
  if (!lead) return action;
  const rest = action
    .slice(lead[0].length)
    .replace(/(,?\s+and\s+)(\p{Ll}+s)\s+(?:it|them)\b/u, (whole, and: string, verb: string) => {
      const done = nlp(verb).verbs().toPastTense().text() as string;
      return done && done !== verb ? `${and}${done}` : whole;
    });
  return `is ${MADE[lead[1].toLowerCase()]}${rest ? ` ${rest}` : ""}`.replace(/\s+,/g, ",");
}

function echoed(product: string, action: string): boolean {
  const head = product.split(/\s+/).pop() ?? "";
  return (
    /^(?:offers|provides|gives|sells|delivers)\s/i.test(action) &&
    head.length > 2 &&
    new RegExp(`\\b${escapeRegExp(product)}(?:s|es)?\\b`, "i").test(action)
  );
}

/** Words a founder opens a sentence of commands with ("Book…", "Get…", "Find…"). */
const COMMANDS =
  /^(?:get|find|book|hire|rent|order|buy|try|call|send|meet|learn|ask|join|use|pick|choose|compare|track|share|sell|list|post|pay|see|skip|stop|save|swap|match|plan|build|grow|start|turn|bring|make|keep|take|give)$/i;

export function extractProduct(answer: string, industry: IndustryProfile): string {
  // "driveway + walkway + steps cleared by 7am": a driveway clearing service (what is done, to what first).
  const done = doneTo(answer);
  if (done) return doneService(done);
  if (peopleDo(answer)) return "service";
  // "We send a two-person crew to office parking lots to wash your car with a waterless product": the
  // people sent are the service; the things they bring are theirs ("a waterless product" is no product).
  if (SENDS_PEOPLE.test(firstSentence(withoutOwnName(answer)).trim())) return "service";
  const match = productMatch(answer);
  // "book a truck or mazda to the mandi from your phone": a solution that opens on what the customer
  // does names no product; it is a service, booked through an app when the answer says so.
  const opensOnVerb =
    !!match &&
    firstSentence(withoutOwnName(answer))
      .trim()
      .toLowerCase()
      .startsWith(match.phrase.trim().toLowerCase()) &&
    (() => {
      const first = nlp(match.phrase).json()[0]?.terms?.[0] as { tags: string[] } | undefined;
      // "Vacuum insulated steel tiffin", "Hand knitted socks": a word before a participle says how the
      // thing is made. (Not "Get licensed electricians…", "Find verified tutors…": the usual commands stay
      // commands; nor "Rent kitchen space…": "kitchen" is no participle.)
      const [lead = "", second = ""] = firstSentence(withoutOwnName(answer)).trim().split(/\s+/);
      const participle =
        (/^\p{Ll}{3,}ed$/u.test(second) ||
          (/^\p{Ll}{3,}en$/u.test(second) && nlp(second).has("#Participle"))) &&
        isEnglishWord(second);
      if (participle && !COMMANDS.test(lead)) return false;
      return (
        !!first &&
        first.tags.includes("Verb") &&
        (first.tags.includes("Infinitive") || first.tags.includes("Imperative")) &&
        !first.tags.includes("Noun")
      );
    })();
  // "You upload a photo of your bill, we audit it…": the team's work is the product, a service.
  if (/^\s*you\s/i.test(firstSentence(withoutOwnName(answer))) && itDoes(answer)) return "service";
  if (opensOnVerb)
    return /^\s*book\b/i.test(answer)
      ? "booking service"
      : itDoes(answer) && /\b(?:phone|app|online|website|browser|laptop)\b/i.test(answer)
        ? "app"
        : "service";
  // "you join a video room with 3-4 strangers": a phrase led by its subject is no product's name; the thing
  // joined, used or bought is.
  const led = match?.phrase
    .trim()
    .match(
      /^(?:you|we|i|they)\s+[\p{L}-]+\s+(?:a|an|the|our)\s+([\p{L}-]+(?:\s+(?!(?:with|for|that|which|where|in|on|to|of|and|or)\b)[\p{L}-]+)?)/iu,
    );
  if (led) return lowerFirst(led[1]);
  // "We cook fresh dog food (chicken…)", "we brew small batch kombucha with local fruit": what the team
  // makes is the product.
  const made = firstSentence(withoutOwnName(answer))
    .trim()
    .match(
      /^we\s+(?:cook|make|bake|brew|roast|grow|sew|knit|weave|ferment|distil+|press|pickle)\s+((?:(?!(?:with|for|that|which|where|in|on|to|of|and|or|from|at|by|every|each|it|them)\b)[\p{L}-]+(?:\s+|$)){1,4})/iu,
    );
  if (made && !nlp(made[1]).has("#Verb")) return lowerFirst(made[1].trim());
  if (match && /^(?:you|we|i|they)\s/i.test(match.phrase.trim())) return "service";
  // ("A shift insole - firm arch support…": the spaced dash opens a gloss, not more of the name.)
  if (match)
    return lowerFirst(
      match.phrase
        .replace(/\s+/g, " ")
        .split(/\s[-–—]\s/)[0]
        .trim(),
    );
  // "We send licensed physiotherapists to the home": people doing the work is a service.
  if (industry.customerType !== "b2b" || /^(?:we|i)\s/i.test(firstSentence(answer))) return "service";
  return "software tool";
}

const ACTION_LEAD =
  /\b(?:that|which|to help|helping|helps|lets|letting|allows|allowing|so that|where|who)\s+(.+)/i;

/**
 * A relative clause with its own subject ("a kit that families pay off in small monthly amounts", "an app
 * that parents use to check homework") as what the product does: "lets families pay it off in small
 * monthly amounts", "lets parents use it to check homework". Null when the clause starts with its verb.
 */
function objectRelative(clause: string): string | null {
  const terms = nlp(clause).json()[0]?.terms as
    { text: string; pre: string; post: string; tags: string[] }[] | undefined;
  if (!terms?.length || terms[0].tags.includes("Verb") || !terms[0].tags.includes("Noun")) return null;
  if (terms[0].tags.includes("Pronoun") && !/^(?:you|they|we|people)$/i.test(terms[0].text)) return null;
  const at = terms.findIndex((t, i) => i > 0 && i <= 4 && t.tags.includes("Verb"));
  if (at < 1 || terms.slice(1, at).some((t) => !t.tags.includes("Noun") && !t.tags.includes("Adjective")))
    return null;
  // "splits recurring bills": a gerund is no clause's verb without "is", so the first word is the verb
  // (it read "lets splits recur bills").
  if (terms[at].tags.includes("Gerund")) return null;
  // "breaks tasks into tiny steps": a plural subject takes no verb in -s, so the first word is the verb.
  if (
    terms[at - 1].tags.includes("Plural") &&
    /[^s]s$/.test(terms[at].text) &&
    terms[at].tags.includes("PresentTense")
  )
    return null;
  const text = (from: number, to = terms.length) =>
    terms
      .slice(from, to)
      .map((t) => `${t.pre}${t.text}${t.post}`)
      .join("")
      .trim();
  let gap = at + 1;
  if (terms[gap]?.tags.includes("Particle")) gap++;
  const next = terms[gap];
  // The object the clause left out comes back as "it": "pay it off", "use it to check".
  const needsObject = !next || next.tags.includes("Preposition") || /^to$/i.test(next.text);
  const verb = (nlp(terms[at].text).verbs().toInfinitive().text() as string).trim() || terms[at].text;
  const particle = gap > at + 1 ? ` ${terms[at + 1].text}` : "";
  const subject = text(0, at).replace(/^(?:you)$/i, "you");
  const rest = text(gap);
  return `lets ${lowerFirst(subject)} ${verb}${needsObject ? " it" : ""}${particle}${rest ? ` ${rest}` : ""}`;
}

/** "a business posts a load, owners bid" → "a business post a load, owners bid": the first verb, bare. */
function bareVerbAfterSubject(said: string): string {
  // "where the public can book and pay" → "lets the public book and pay": no modal after "lets".
  const clause = said.replace(/^((?:[\p{L}'’-]+\s+){1,3}?)(?:can|could|will|may)\s+(?=\p{Ll})/u, "$1");
  const terms = nlp(clause).json()[0]?.terms as { text: string; post?: string; tags: string[] }[] | undefined;
  // "a parent volunteer at each game posts scores": the subject may carry a short phrase of its own.
  const at = terms?.findIndex((t, i) => i > 0 && i <= 7 && t.tags.includes("Verb")) ?? -1;
  if (!terms || at < 1 || !terms[at].tags.includes("PresentTense") || !/s$/.test(terms[at].text))
    return clause;
  // "customers browse tailors by style": a bare verb after a plural subject, which the tagger took for a
  // noun, makes the word in -s after it its object; the clause is already bare.
  const bareBefore = terms[at - 1];
  if (
    at >= 2 &&
    terms[at - 2].tags.includes("Plural") &&
    /^\p{Ll}+$/u.test(bareBefore.text) &&
    !/s$/.test(bareBefore.text) &&
    (nlp(`they ${bareBefore.text} them`).verbs().json() as unknown[]).length > 0
  )
    return clause;
  // "home cooks post tomorrow's menu": a plural noun compromise read as a verb, before the clause's real
  // verb, is the subject's own head; the clause is already bare.
  const next = terms[at + 1];
  // "the pharmacy sees stock": after a determiner and one noun, the word in -s is the subject's verb.
  const determined = at === 2 && terms[0].tags.includes("Determiner") && terms[1].tags.includes("Singular");
  if (
    !determined &&
    next &&
    !/s$/.test(next.text) &&
    !next.tags.includes("Verb") &&
    (nlp(`they ${next.text}`).verbs().json() as unknown[]).length > 0 &&
    (nlp(`the ${terms[at].text}`).nouns().json() as unknown[]).length > 0
  )
    return clause;
  const bare = (nlp(terms[at].text).verbs().toInfinitive().text() as string).trim();
  if (!bare) return clause;
  const before = terms
    .slice(0, at)
    .map((t) => t.text)
    .join(" ");
  const index = clause.indexOf(terms[at].text, clause.indexOf(before) + before.length);
  if (index < 0) return clause;
  let out = `${clause.slice(0, index)}${bare}`;
  let rest = clause.slice(index + terms[at].text.length);
  // "…sees stock, orders in one basket and gets delivery": the verbs listed after it share its subject,
  // up to a new subject after a comma ("…lunch, office workers order").
  for (const [k, term] of terms.entries()) {
    if (k <= at) continue;
    const previous = terms[k - 1];
    const afterComma = /,$/.test(previous.text) || /,\s*$/.test(previous.post ?? "");
    const afterAnd = /^(?:and|or)$/i.test(previous.text);
    if (!afterComma && !afterAnd) continue;
    // "…, compares prices and gets…": a word in -s the tagger took for a plural reads as a verb said of one.
    const isVerb =
      (term.tags.includes("Verb") && !term.tags.includes("Noun") && !term.tags.includes("Plural")) ||
      (afterComma &&
        /^\p{Ll}{3,}(?<!ss)s$/u.test(term.text) &&
        (nlp(`she ${term.text} them`).verbs().json() as unknown[]).length > 0 &&
        !!terms[k + 1] &&
        // "languages, routes and reviews": a list of nouns goes on with "and"; a verb takes its object.
        !terms[k + 1].tags.includes("Preposition") &&
        !terms[k + 1].tags.includes("Conjunction") &&
        !/[,;]/.test(term.post ?? ""));
    if (!isVerb) {
      if (afterComma) break;
      continue;
    }
    // "stock and prices from several wholesalers": a noun before a preposition, not a verb and its object.
    const object = terms[k + 1];
    if (
      !(term.tags.includes("PresentTense") || !term.tags.includes("Verb")) ||
      !/s$/.test(term.text) ||
      !object ||
      object.tags.includes("Preposition")
    )
      continue;
    const verb = (
      (nlp(term.text).verbs().toInfinitive().text() as string) ||
      (nlp(`she ${term.text} them`).verbs().toInfinitive().text() as string)
    ).trim();
    const found = rest.search(new RegExp(`(?:,\\s*|\\b(?:and|or)\\s+)${term.text}\\b`));
    if (!verb || found < 0) continue;
    const start = found + rest.slice(found).indexOf(term.text);
    out += `${rest.slice(0, start)}${verb}`;
    rest = rest.slice(start + term.text.length);
  }
  return out + rest;
}

/** A verb as said of one ("audit" → "audits", "salt" → "salts"), whatever the parser makes of it. */
function sForm(verb: string): string {
  const said = thirdPerson(verb);
  if (said !== verb) return said;
  return /(?:s|sh|ch|x|z|o)$/.test(verb)
    ? `${verb}es`
    : /[^aeiou]y$/.test(verb)
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`;
}

/**
 * "Talk through the job into your phone… and it spits out a branded quote": a solution that tells the
 * customer what to do, then what the product does. What it does, or null.
 */
function itDoes(answer: string): string | null {
  const first = firstSentence(withoutOwnName(answer)).trim();
  // "You upload a photo of your bill, we audit it line by line…": the customer's part, then the team's.
  const yours = /^you\s+\p{Ll}+\b[^.;]*?(?:,|\band\b|\bthen\b)\s*we\s+(\p{Ll}+)\b(.*)$/iu.exec(first);
  if (yours && (nlp(`we ${yours[1]}`).verbs().json() as unknown[]).length) {
    // "…of your itemized bill, we audit it": "it" is the customer's thing, named.
    const thing = /\byour\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s*(?:,|\band\b|\bthen\b)\s*we\b)/iu.exec(
      first,
    )?.[1];
    // Said of the customers, in the third person: "their itemized bill", "for them".
    const rest = (thing ? yours[2].replace(/^\s+it\b/, ` their ${thing}`) : yours[2]).replace(
      /\bfor\s+you\b/g,
      "for them",
    );
    return `${yours[1]}${rest.replace(/[.!?]+$/, "")}`.replace(
      /(^|\band\s+)(\p{Ll}+)\b/gu,
      (whole, lead: string, verb: string) =>
        lead || (nlp(`we ${verb}`).verbs().json() as unknown[]).length ? `${lead}${sForm(verb)}` : whole,
    );
  }
  const opening = (nlp(first).json()[0]?.terms?.[0] as { tags: string[] } | undefined)?.tags ?? [];
  if (!opening.includes("Verb") || !(opening.includes("Imperative") || opening.includes("Infinitive")))
    return null;
  const clause = /\b(?:and|then)\s+(?:it|the\s+app)\s+(\p{Ll}+s)\b(.*)$/u.exec(first);
  return clause ? `${clause[1]}${clause[2].replace(/[.!?]+$/, "")}` : null;
}

/** What the product does, as a verb phrase that can follow "that": "predicts tomorrow's demand…". */
export function extractSolutionAction(named: string, customers = "its customers"): string {
  // "…comes to your house with my van": the founder's own things are the service's, said of it (not
  // beside a "we" of their own: "we consolidate delivery from our warehouse").
  const action = settleAction(readSolutionAction(named), named, customers);
  // (Words in quotation marks are the founder's own: "'on my way' ETAs". A family is the founder's.)
  return /\b(?:we|i)\b|“/i.test(action)
    ? action
    : action
        .replace(/\b(?:my|our)\s+(?=famil(?:y|ies)\b)/gi, "the founder's ")
        .replace(
          /((?<![\p{L}\d])'(?:[^']|'(?=\p{L}))*'(?![\p{L}\d]))|\b(?:my|our)\b/giu,
          (whole, quoted?: string) => quoted ?? "its",
        );
}

/**
 * "Rider picks the clothes from your house", "Our drone team flies the farm": people named first, doing
 * the work in the present tense, make the product a service. Their noun and verb.
 */
const PEOPLE_DO =
  /^((?:(?:a|an|the|our|my)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:rider|driver|team|tutor|mechanic|nurse|vet|para-vet|tailor|cleaner|courier|coach|planner|expert|chef|cook|walker|sitter|groomer|technician|installer|crew|staff|pilot|photographer|interpreter|stylist|trainer)s?)\s+(\p{Ll}{3,}(?<!ss)s)\s+(?=(?:the|a|an|your|their|our|his|her|its|each|every|them|it|you)\b)/iu;

/**
 * "we place a trained home chef who comes 5 days a week and cooks…": the person the founder sends does the
 * work (the action read "comes 5 days a week", and the chef was gone).
 */
const PLACED =
  /^(?:we|i)\s+(?:place|send|provide|assign|bring)\s+((?:a|an)\s+(?:[\p{L}-]+\s+){0,3}?(?:rider|driver|tutor|mechanic|nurse|vet|tailor|cleaner|courier|coach|planner|expert|chef|cook|walker|sitter|groomer|technician|installer|photographer|interpreter|stylist|trainer|nanny|carer|caregiver|accountant|therapist|physio))\s+who\s+(\p{Ll}{3,}(?<!ss)s)\s+(.+)$/iu;

const SENDS_PEOPLE =
  /^(?:we|i)(?:'ll|\s+will)?\s+(?:send|dispatch|bring)\s+(?:(?:a|an|our|my)\s+)?(?:[\p{L}\d-]+\s+){0,2}?(?:crew|team|rider|driver|tutor|mechanic|nurse|vet|tailor|cleaner|courier|coach|chef|cook|walker|sitter|groomer|technician|installer|photographer|interpreter|stylist|trainer|nanny|carer|caregiver|therapist|physio|washer|detailer|handyman)s?\s+(?:to|who|into|round|over|out)\b/iu;

function peopleDo(answer: string): { subject: string; verb: string; rest: string; placed?: boolean } | null {
  const first = firstSentence(withoutOwnName(answer)).trim();
  const placed = PLACED.exec(first);
  if (placed)
    return { subject: placed[1], verb: placed[2], rest: placed[3].replace(/[.!?]+$/, ""), placed: true };
  const match = PEOPLE_DO.exec(first) ?? SOMEONE_COMES.exec(first);
  if (!match) return null;
  return { subject: match[1], verb: match[2], rest: first.slice(match[0].length).replace(/[.!?]+$/, "") };
}

/**
 * The last look at what the product does before every writer puts it after "a … that": a phrase that
 * does not read as a verb phrase is not patched word by word. "offers /app for…" and "offers boat care:
 * we come…" (a clause of the founder's own) say whom it serves and quote the founder's sentence whole; "offers picks the clothes"
 * loses its "offers"; "offers take a photo" is what the app lets you do; "booking in an app…" is quoted.
 */
function settleAction(action: string, answer: string, customers: string): string {
  // Cut short (a headline, an advert), it is whom the product serves; whole, the founder's words.
  const quote = () =>
    `serves ${customers}, in the founder's words: “${firstSentence(withoutOwnName(answer))
      .trim()
      .replace(/[.!?]+$/, "")}”`;
  // "mail-in sneaker restoration. u get a prepaid label, send them in, we deep clean…": a product named
  // alone says nothing of what it does; the founder's next sentence does.
  if (action === "works as you describe it") {
    const sentences = withoutOwnName(answer).split(/(?<=[.!?])\s+/);
    const told = sentences.slice(1).find((s) => s.trim().split(/\s+/).length >= 5);
    if (told) return `serves ${customers}, in the founder's words: “${told.trim().replace(/[.!?]+$/, "")}”`;
  }
  const offered = /^offers\s+(.+)$/is.exec(action)?.[1];
  if (offered !== undefined) {
    if (!/^[\p{L}\d]/u.test(offered)) return quote();
    // "a grant writing service that offers grant writing done-for-you": the product again says nothing.
    const own = productMatch(answer)
      ?.phrase.replace(/^(?:a|an|the|our|my|one)\s+/i, "")
      .split(/\s+/)
      .slice(0, 2)
      .join(" ")
      .toLowerCase();
    // (When more follows, "offers soundproof booths in suburban shopping malls…" still tells what it is.)
    const bareOffer = offered.replace(/^(?:a|an|the|our|my|one)\s+/i, "");
    if (
      own &&
      bareOffer.toLowerCase().startsWith(`${own} `) &&
      bareOffer.split(/\s+/).length <= own.split(" ").length + 2
    )
      return quote();
    // "a waterless wash that offers waterless wash in your building's parking": what follows the product
    // again is where or how it works.
    const after =
      own && bareOffer.toLowerCase().startsWith(`${own} `) ? bareOffer.slice(own.length).trim() : "";
    const lead = /^(in|at|on|inside|near|with|for)\s/i.exec(after)?.[1]?.toLowerCase();
    if (lead)
      return lead === "with" ? `comes ${after}` : lead === "for" ? `is built ${after}` : `works ${after}`;
    // "offers set across the four provinces", "offers left in each parish church": a participle before
    // where or how is said of the product.
    if (PARTICIPLE_WHERE.test(offered)) return `is ${offered}`;
    const first = nlp(offered).terms().first();
    // "offers picks the clothes": a word in -s before an article is the verb, whatever the tagger says.
    if (/^\p{Ll}{3,}(?<!ss)s\s+(?:the|a|an|your|their|our|his|her|its|each|every)\s/u.test(offered))
      return offered;
    // "free app, take a photo, it tells you…": what an app lets you do.
    if (
      first.has("#Imperative") &&
      !first.has("#Noun") &&
      // (Its first clause: "die je koppelt aan iemand…: a 30 min video call, 15 min in Dutch…" is Dutch.)
      !isMostlyForeign(offered) &&
      !isMostlyForeign(offered.split(/[,;:]/)[0]) &&
      /\b(?:app|site|website|platform|tool|bot)\b/i.test(answer)
    )
      return `lets you ${offered.replace(/,\s+(it|we|they)\s/, ", and $1 ")}`;
    // "boat care: we come to your driveway": a clause with its own subject is the founder's to say.
    if (/^(?:\S+\s+){0,4}?(?:we|you|they|it|he|she)\s+(?!all\b|both\b)\p{Ll}{2,}/u.test(offered))
      return quote();
    // "Web + mobile app: client-wise compliance calendar, auto WhatsApp reminders…": the product named
    // again before its colon says nothing; the features after it are what it comes with.
    const productColon =
      /^(?:(?:a|an|the|our|one)\s+)?(?:[\p{L}+&-]+\s+){0,4}?(?:app|apps|application|platform|tool|software|dashboard|portal|system|kit|box)\s*:\s*/iu;
    const features =
      productColon.exec(offered) && /^\p{Ll}/u.test(offered.replace(productColon, ""))
        ? offered.replace(productColon, "")
        : productColon.test(firstSentence(answer)) &&
            firstSentence(answer).replace(productColon, "").startsWith(offered) &&
            /^\p{Ll}/u.test(offered)
          ? offered
          : undefined;
    if (features)
      return `comes with ${/^(?:a|an|the|\d)/i.test(features) ? features : withArticle(features)}`;
  }
  // "booking in an app and a QR code…": a noun phrase led by a gerund is no verb phrase.
  if (/^\p{Ll}{2,}ing\s/u.test(action) && !/^(?:using|helping|letting|bringing)\b/i.test(action))
    return quote();
  return action;
}

/** A past participle (regular, or one of the irregular ones) and then where, how or by whom. */
const PARTICIPLE_WHERE =
  /^(?:\p{L}{2,}(?<!e)ed|set|made|built|based|located|written|sold|grown|left|kept|hung|sent|run|put|held|shown|worn|brought|bought|taught|given|done|laid|lit|spread|fed|led)\s+(?:across|in|on|at|from|by|for|around|during|between|to|into|inside|near|under|behind|beside|through|over|along)\s/iu;

/** "e-bikes you unlock with an app, parked at shaded stations…": things, then what you do with them. */
const THINGS_YOU =
  /^(?:(?:the|our)\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+[^s\W]s)\s+(you|customers|riders|users|people)\s+(\p{Ll}{3,})\b(.*)$/iu;

function readSolutionAction(named: string): string {
  const things = THINGS_YOU.exec(
    firstSentence(withoutOwnName(named))
      .trim()
      .replace(/[.!?]+$/, ""),
  );
  if (
    things &&
    (nlp(`they ${things[3]} it`).verbs().json() as unknown[]).length > 0 &&
    !/s$/.test(things[3])
  ) {
    // ("…with an app" is said once: the product is the app.)
    const rest = /\bapp$/i.test(productMatch(named)?.phrase ?? "")
      ? things[4].replace(/^\s+(?:with|in|on|through|via)\s+(?:an|the|our|a)\s+app\b/i, "")
      : things[4];
    return clip(`lets ${things[2].toLowerCase()} ${things[3]} ${things[1]}${rest}`, 24);
  }
  // "Talk through the job into your phone… and it spits out a branded quote": what it does.
  const does = itDoes(named);
  if (does) return lowerFirst(clip(does, 22));
  // "driveway + walkway + steps cleared by 7am…": the service clears the driveway, walkway and steps by
  // 7am (the participle made the verb: a cut after "gets driveway and walkway" lost what is done to them).
  const done = doneTo(named);
  if (done)
    return thirdPerson(lowerFirst(clip(activeDone(done), 22))).replace(
      /(,?\s+and\s+)we\s+(\p{Ll}+)(?=\s+(?:the|a|an|it|them|your|their|each|every)\b)/u,
      (_, and: string, verb: string) => {
        // "salt" is a noun to the parser: the verb takes its "s" all the same.
        return `${and}the team ${sForm(verb)}`;
      },
    );
  // "Rider picks the clothes from your house…": the service has a rider pick them.
  const people = peopleDo(named);
  if (people) {
    const subject = /^(?:a|an|the|our|my)\s/i.test(people.subject)
      ? lowerFirst(people.subject)
      : withArticle(lowerFirst(people.subject));
    // "…visits the parent, checks BP, sorts the pills and sends the family a report": every verb listed is
    // the people's, bare after "has a nurse" ("check", "sort", "send"). The founder's sentence is kept to
    // its end where it runs a little over the usual length: its last item is often the point (the report
    // the family sees).
    let told = bareVerbAfterSubject(`${subject} ${people.verb} ${people.rest}`);
    // ("…come 5 days a week and cooks in your kitchen": the placed person's second verb is bare too.)
    if (people.placed)
      told = told.replace(/\b(and|or)\s+(\p{Ll}{3,}(?<!ss)s)\b/u, (whole, and: string, word: string) => {
        const bare = (nlp(`she ${word} it`).verbs().toInfinitive().text() as string).trim();
        return bare && !/\s/.test(bare) ? `${and} ${bare}` : whole;
      });
    return thirdPerson(lowerFirst(clip(`has ${told}`, 24))).replace(
      /(,?\s+and\s+)we\s+(\p{Ll}+)(?=\s)/u,
      (_, and: string, verb: string) => `${and}the team ${sForm(verb)}`,
    );
  }
  const answer = withoutOwnName(named);
  const first = firstSentence(answer);
  const product = productMatch(answer);
  // An aside right after the product ("(bands, string quartets, DJs)") is left out of what it does.
  // "…app in Bangla where…", "…web app + WhatsApp bot where…": a language or a second part between the
  // product and its clause does not hide the clause.
  const afterProduct =
    product?.rest
      .replace(/^\s*[([][^()[\]]*[)\]]/, "")
      .replace(/^\s*[,:-]?\s*/, "")
      .replace(
        /^(?:in\s+\p{Lu}[\p{L}-]*(?:\s+(?:and|or)\s+\p{Lu}[\p{L}-]*)?|(?:[+&]|and|plus)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,2}?(?:app|bot|site|website|dashboard|platform|portal|tool|kit|device|sensor))\s+(?=(?:that|which|where)\s)/iu,
        "",
      ) ?? "";
  // The relative clause must belong to the product ("an app that predicts…"), not to a later noun.
  const match = product
    ? afterProduct.match(
        /^(?:that|which|to help|helping|helps|lets|letting|allows|allowing|so that|where|who)\s+(.+)/i,
      )
    : first.match(ACTION_LEAD);
  let action: string;
  // "A soil moisture probe (…) that you stick in the rows + a simple app that tells the foreman…": what
  // the second part does is what the whole does.
  const companion =
    product &&
    afterProduct.match(
      new RegExp(
        `\\s(?:\\+|plus|and)\\s+(an?\\s+(?:[\\w-]+\\s+){0,3}?(?:${PRODUCT_NOUNS})(?:\\s+(?:in|for|on)\\s+[\\w-]+)?\\s+(?:that|which)\\s+.+)`,
        "i",
      ),
    );
  if (companion) return `comes with ${clip(lowerFirst(companion[1]).replace(/[.!?]+$/, ""), 22)}`;
  const ownSubject = product && afterProduct.match(/^(?:where|so that)\s+(.+)/i);
  // "A bookkeeping service for restaurants that reads invoices": the clause after the customer is what
  // the product does.
  // "…for the banda (chicken house) that sends SMS": an aside inside the customer does not hide the clause.
  const forWhom =
    product &&
    afterProduct.replace(/\s*\([^()]*\)/g, "").match(/^for\s+(?:[\p{L}'-]+\s+){1,4}?(?:that|which)\s+(.+)/iu);
  const gerund = product && afterProduct.match(/^([a-z]+ing)\s+(.+)/i);
  // "A funeral planning service: one planner handles the funeral home…": the founder's own clause after
  // the colon, whole, with its own subject and verb.
  // A verb in capitals is an abbreviation compromise misreads ("2 LED lamps": not "led").
  const clauseVerbs = (text: string) =>
    (nlp(text).verbs().out("array") as string[]).filter((v) => !/^[A-Z]{2,}\b/.test(v.trim()));
  // "…walkway clearing, we come after every snowfall": a clause with its own subject after a comma too.
  const explained =
    product &&
    (/^\s*(?:[:–—]|-\s)\s*\S/.test(product.rest) || /^\s*,\s*(?:we|i|our\s+\w+)\s/i.test(product.rest)) &&
    clauseVerbs(afterProduct).length > 0;
  if (explained) {
    const clause = clip(afterProduct.replace(/[.!?]+$/, ""), 22);
    // "one planner handles X" → "has one planner handle X", so it reads after "a service that …".
    // "free app: take a photo of the sick plant, get a diagnosis": the founder's steps, in the imperative.
    if (nlp(clause).terms().first().has("(#Infinitive|#Imperative)") && !/^[A-Z]{2,}\b/.test(clause))
      return `lets you ${lowerFirst(clause)}`;
    const verbText = (clauseVerbs(clause)[0] ?? "").trim();
    const at = verbText ? clause.indexOf(verbText) : -1;
    const subject = at > 0 ? clause.slice(0, at).trim() : "";
    const object = { we: "us", i: "me", they: "them", he: "him", she: "her" }[subject.toLowerCase()];
    const infinitive = verbText ? (nlp(verbText).verbs().toInfinitive().text() as string).trim() : "";
    // "cuts chosen by our parrillero": a participle describes the parts; it is no verb of theirs.
    const passive =
      /^(?:by)\b/i.test(clause.slice(at + verbText.length).trim()) || /(?:ed|en)$/i.test(verbText);
    if (
      subject &&
      subject.split(/\s+/).length <= 4 &&
      infinitive &&
      !passive &&
      !/^(?:is|are|was|were)$/i.test(verbText)
    ) {
      const rest = clause.slice(at + verbText.length);
      // "we collect from the lobby…" is the service's own work: it "collects from the lobby", not "has us
      // collect" (whose "us" the reader cannot place).
      if (object === "us" || object === "me") return thirdPerson(`${infinitive}${rest}`);
      // "you choose … by Friday, we buy from farmers … and deliver": the customer's part, then the
      // service's own, joined as two clauses ("…by Friday, and we buy"), not spliced by a comma. (The
      // founder's verbs stay theirs: said of the product, "collect, clean and send" lost their agreement.)
      const ours = /,\s*(?=(?:we|i)\s+\p{Ll})/iu.exec(rest);
      if (ours)
        return `has ${object ?? subject} ${infinitive}${rest.slice(0, ours.index)}, and ${rest.slice(ours.index + ours[0].length)}`;
      return `has ${object ?? subject} ${infinitive}${rest}`;
    }
    // "small panel, 2 LED lamps and a USB port to charge phones, lasts the whole evening": the parts
    // listed before the verb are what it comes with.
    const finite = clauseVerbs(clause)
      .map((v) => clause.indexOf(v.trim()))
      // ("malt + hops", "malt and hops": the first verb cannot follow a list's joiner; that word is a noun.)
      .find((i) => i > 0 && !/(?:\bto|[+&]|\band|\bor)\s*$/i.test(clause.slice(0, i)));
    const parts = finite ? clause.slice(0, finite).replace(/[\s,;]+$/, "") : "";
    // ("a part-time CFO who worked at…": a subject cut before its relative clause's verb is no list of parts.)
    // ("kids tap a wristband, parents [top up]": one word after the last comma is the subject of a second
    // clause, whose first the tagger missed; the founder's steps are said as steps.)
    if (/,\s*\S+$/.test(parts)) return `works like this: ${clause}`;
    if (
      parts.split(/\s+/).length >= 2 &&
      !/^(?:it|we|you|they|this|that)\b/i.test(parts) &&
      !/\b(?:who|that|which|whose|where)$/i.test(parts)
    )
      return `comes with ${parts}`;
    // "A weekly asado box: cuts chosen by our parrillero, chorizo, morcilla…": what follows the colon is
    // what it comes with when it opens on a noun, not a verb.
    const first = wordTags(clause.split(/\s+/))[0];
    // ("5 liter fermenter, pre-measured malt…": a count opens a noun too.)
    if ((first?.has("Noun") || /^\d/.test(clause)) && !first?.has("Verb") && !first?.has("Pronoun"))
      return `comes with ${clause}`;
    return `works like this: ${clause}`;
  } else if (ownSubject) {
    // "…where couples see real availability": the clause has its own subject and keeps its verbs.
    // "…where a business posts a load" → "lets a business post a load": after "lets" the verb is bare.
    return lowerFirst(clip(`lets ${bareVerbAfterSubject(ownSubject[1])}`.replace(/[.!?]+$/, ""), 22));
  } else if (match) {
    action = objectRelative(match[1]) ?? match[1];
  } else if (forWhom) {
    action = forWhom[1];
  } else if (
    gerund &&
    !/^(?:using|helping|letting|allowing)$/i.test(gerund[1]) &&
    // "during school holidays", "including setup": prepositions that end in -ing.
    !/^(?:during|including|excluding|regarding|concerning|following|according|pending|starting)$/i.test(
      gerund[1],
    )
  ) {
    // "A small workshop in Porto making oak tables" → "makes oak tables".
    const present = (nlp(gerund[1]).verbs().conjugate()[0] as { PresentTense?: string } | undefined)
      ?.PresentTense;
    action = present ? `${present} ${gerund[2]}` : afterProduct;
  } else {
    // "A language app with short daily lessons…" → "comes with short daily lessons…"
    const rest = product ? afterProduct : first;
    // "…kits unlocked by mobile money": a participle describes the product.
    const participle = product && /^[a-z]+ed\s+(?:by|with|from|in|on|for|to)\b/i.test(rest);
    const lead = participle
      ? "built"
      : rest.match(/^(with|for|to|using|by|through|built|made|designed)\b/i)?.[1]?.toLowerCase();
    const verbs: Record<string, string> = {
      with: "comes",
      for: "is built",
      to: "helps",
      using: "works by",
      by: "works",
      through: "works",
      built: "is",
      made: "is",
      designed: "is",
    };
    const said = product && /^(?:a|an|the)\s/i.test(afterProduct) ? afterProduct : first;
    // "we brew small batch kombucha": the word after "we" is what the founder does, whatever the tagger says.
    // "we rent out full camping kits by the day (…) and deliver them…": what the founder sells, with their
    // own verbs, is what the product does ("rents out … and delivers them"), not "works by the day".
    const sells =
      product &&
      said === first &&
      /^(?:we|i)\s+(?:sell|rent(?:\s+out)?|hire\s+out|lease(?:\s+out)?|supply|import)\s/i.test(first);
    // (Only where the rest would read "works by the day": how a thing is made or what comes with it stays
    // said of the product, "is made by weaving cooperatives", "comes with inverter".)
    const ownLead = sells && (lead === "by" || lead === "through") ? undefined : lead;
    const weDo = !(rest && ownLead) && /^(?:we|i)\s+(?!(?:are|am|have|had|were)\b)[a-z]+\s/i.test(said);
    // "tiffin with 3 leakproof containers that keeps dal and rice hot": a singular verb after plural parts
    // is the product's, so what it does comes first ("keeps dal and rice hot, with 3 leakproof containers").
    const productDoes =
      lead === "with" &&
      /^with\s+((?:[\p{L}\d-]+\s+){0,4}?[\p{L}-]+[^s\W]s)\s+(?:that|which)\s+(\p{Ll}{3,}(?<!ss)s)\s+(.+)$/u.exec(
        rest,
      );
    action = productDoes
      ? `${productDoes[2]} ${productDoes[3].replace(/[.!?]+$/, "")}, with ${productDoes[1]}`
      : rest && ownLead
        ? `${verbs[ownLead]} ${participle ? singularRelative(rest) : rest}`
        : said
            .replace(/^(?:we|i)\s+(?:will\s+|would\s+|want\s+to\s+)?/i, "")
            // Only where the tagger missed the verb: one it saw is conjugated with those after it.
            .replace(/^([a-z]+)(.*)$/i, (whole, verb: string, tail: string) =>
              weDo && !nlp(verb).terms().first().has("#Verb")
                ? // "…and send you photos": a second verb the founder's "we" governs, too.
                  sForm(verb) +
                  tail.replace(
                    /(\band\s+)([a-z]+[^s\W])(?=\s+(?:you|it|them|the|a|an|your|their)\b)/i,
                    (_, and: string, next: string) => and + sForm(next),
                  )
                : whole,
            );
    // A noun phrase, not a verb phrase ("A …", "Peer-to-peer rental of tents…"): the product offers it.
    // ("Drone spraying and NDVI maps": a word before a gerund names what the work is done with.)
    // ("Roasted chickpea snacks, 20g protein per bag": a participle before a noun describes it; what the
    // product does is said in the present, and "that roasted chickpea snacks" says nothing.)
    const opening = nlp(action).terms().first();
    const startsWithVerb =
      weDo ||
      (opening.has("#Verb") &&
        !(opening.has("#PastTense") && /^[\p{L}-]+ed\s+[\p{L}]/iu.test(action)) &&
        !/^[\p{L}-]+\s+[a-z]+ing\b/iu.test(action));
    if (/^(a|an|the)\s/i.test(action) || (!startsWithVerb && !/^(?:comes|is|helps|works)\b/.test(action))) {
      // "a marketplace that offers a marketplace just for…": what follows the product, not the product again.
      const own = product?.phrase.replace(/^(?:a|an|the|our|my|one)\s+/i, "").toLowerCase() ?? "";
      const bare = action.replace(/^(?:a|an|the|our|my|one)\s+/i, "");
      const after =
        own && bare.toLowerCase().startsWith(own)
          ? // "battery swap station[s] at warungs": the plural ending belongs to the product.
            bare
              .slice(own.length)
              .replace(/^(?:e?s)(?![\p{L}])/u, "")
              .replace(/^[\s,:;+–—-]+/, "")
          : null;
      // What follows the product, past an aside and a second part ("(WooCommerce, Shopify) + API").
      // "An online booking page plus automatic reminders…", "GPS tracker + fuel-level sensor…": a second
      // part without an article makes one product of two; the whole is what it offers.
      const compound = /^(?:[+&]|and|plus)\s+(?!(?:an?|the)\s)\S/i.test(
        (after ?? "").replace(/^[([][^()[\]]*[)\]]\s*/, ""),
      );
      // "(max 8 people…) + a library of recorded sessions": a second part with its article comes with it.
      const second = (after ?? "")
        .replace(/^[([][^()[\]]*[)\]]\s*/, "")
        .match(/^(?:[+&]|and|plus)\s+((?:an?|the)\s.+)/i)?.[1];
      const rest = second
        ? `with ${second}`
        : (after ?? "")
            .replace(/^[([][^()[\]]*[)\]]\s*/, "")
            .replace(/^(?:[+&]|and)\s+[\p{L}-]+\s*/u, "")
            .trim();
      const clause = rest.match(/^(?:[\p{L}-]+\s+){0,5}?(?:that|which)\s+(.+)/iu)?.[1];
      const lead2 = rest.match(/^(?:just\s+|only\s+)?(with|for)\s/i)?.[1]?.toLowerCase();
      // "…at warungs and minimarkets: ride in, scan a QR, swap…": the founder's steps after the colon.
      const steps = rest.match(/:\s*(\S.*)$/)?.[1];
      const imperative = !!steps && nlp(steps).terms().first().has("(#Infinitive|#Imperative)");
      // "stands, laser cut and hand welded in Gqeberha, that…": how it is made, said of the product.
      const made = rest.split(/[,;:]/)[0].trim();
      const madeTags = (nlp(made).terms().json() as { terms: { tags: string[] }[] }[]).map(
        (t) => t.terms[0]?.tags ?? [],
      );
      // The participle opens the phrase ("delivered frozen every month") or follows "and" ("laser cut and
      // hand welded"), and no noun follows it ("3D-printed covers" is a noun phrase).
      const at = madeTags.findIndex((tags) => tags.includes("PastTense") || tags.includes("Participle"));
      const words = made.split(/\s+/);
      const participle =
        madeTags.length >= 2 &&
        at >= 0 &&
        at < 5 &&
        (at === 0 || words.slice(0, at).some((w) => /^and$/i.test(w))) &&
        !madeTags[at + 1]?.includes("Noun") &&
        !madeTags.some((tags) => tags.includes("PresentTense"));
      action = compound
        ? `offers ${lowerFirst(action)}`
        : participle && after !== null && !clause
          ? // "small sensors clipped on each loom that detect…": said of one sensor, the clause agrees.
            `is ${singularRelative(made)}`
          : after === null
            ? `offers ${lowerFirst(action)}`
            : clause
              ? clause
              : imperative
                ? `lets you ${lowerFirst(steps!)}`
                : /^(?:at|on|near|next\s+to|inside|outside)\s/i.test(rest) ||
                    // "in Tunisian darija" is the language, "in Mombasa's markets" a place.
                    (/^in\s/i.test(rest) &&
                      (isAnyPlace(rest.replace(/^in\s+(?:the\s+)?/i, "").split(/[\s,;:.]/)[0]) ||
                        // "in car parks near popular walking spots": places named by a plural noun.
                        /^in\s+(?:the\s+|our\s+(?:own\s+)?)?(?:[\p{L}-]+\s+)?(?!(?:minutes|hours|days|weeks|months|years|seconds|steps|words|languages|ways)\b)[\p{L}-]{3,}s\b/iu.test(
                          rest,
                        )) &&
                      !isLanguageOrPeople(rest.replace(/^in\s+(?:the\s+)?/i, "").split(/[\s,;:.]/)[0]))
                  ? `sits ${rest}`
                  : // "a cooperative board game about rebuilding Warsaw": what it is about, said with "is".
                    /^about\s+(?!\d)/i.test(rest)
                    ? `is ${rest}`
                    : lead2
                      ? `${lead2 === "with" ? "comes" : "is built"} ${rest.replace(/^(?:just|only)\s+/i, "")}`
                      : // "Hot set lunches from our own kitchen…": what follows is about the product, named whole.
                        /^(?:from|during|across|around|along|throughout|between|via|through|by|over|within|per|each|every|in)\s/i.test(
                            rest,
                          )
                        ? `offers ${lowerFirst(action)}`
                        : rest
                          ? `offers ${lowerFirst(rest.replace(/^of\s+/i, ""))}`
                          : "works as you describe it";
    }
  }
  // "…delivered to the market stall, and we maintain them": the founder's "we" is the team, said of it.
  // (Up to 30 words, and whole a little past that: the founder's sentence is what the product does.)
  const ours = thirdPerson(lowerFirst(clip(action.replace(/[.!?]+$/, ""), 30))).replace(
    /(,?\s+and\s+)we\s+(\p{Ll}+)(?=\s)/u,
    (whole, and: string, verb: string) =>
      (nlp(`we ${verb}`).verbs().json() as unknown[]).length && !/^(?:are|were|have|had|will|can)$/.test(verb)
        ? `${and}the team ${thirdPerson(verb)}`
        : whole,
  );
  return ours;
}

/** "…clipped on each loom that detect when it stops", said of one sensor: the relative clause agrees. */
function singularRelative(text: string): string {
  return text.replace(
    /\b(that|which)\s+(.+)$/i,
    (_, rel: string, tail: string) => `${rel} ${thirdPerson(tail)}`,
  );
}

const NOUNS_IN_LY = new Set([
  "supply",
  "family",
  "belly",
  "rally",
  "ally",
  "assembly",
  "anomaly",
  "butterfly",
  "jelly",
  "italy",
  "monopoly",
]);

export function extractKeyTerms(answers: QuizAnswers, industry: IndustryProfile): string[] {
  const scores = new Map<string, { score: number; order: number; word: string }>();
  let order = 0;
  const add = (text: string, weight: number) => {
    // Whole words in any alphabet: "wypożyczalnia" is one word, not "wypo" and "yczalnia".
    for (const raw of text.toLowerCase().match(/\p{L}[\p{L}\p{M}'-]*/gu) ?? []) {
      const word = raw.replace(/'s$/, "").replace(/^-+|-+$/g, "");
      if (
        word.length < 3 ||
        word.length > 14 ||
        STOPWORDS.has(word) ||
        GENERIC_WORDS.has(word) ||
        // Another language's "que", "por", "için" characterise nothing.
        (isForeignFunctionWord(word) && !isEnglishWord(word))
      )
        continue;
      // Adverbs and participles describe; nouns name the idea ("quickly", "trained", "recycled").
      if (/ly$/.test(word) && word.length > 4 && !NOUNS_IN_LY.has(word)) continue;
      if (/ed$/.test(word) && word.length > 5) continue;
      if (
        /est$/.test(word) &&
        word.length > 6 &&
        !/(interest|request|harvest|forest|contest|guest)$/.test(word)
      )
        continue;
      if (word.includes("-")) continue;
      const key = singular(word);
      if (GENERIC_WORDS.has(key)) continue;
      const entry = scores.get(key) ?? { score: 0, order: order++, word: key };
      entry.score += weight;
      scores.set(key, entry);
    }
  };
  add(answers.solution, 1.5);
  add(answers.problem, 1.2);
  add(answers.targetAudience, 0.8);
  add(answers.differentiator, 0.8);
  const industryWords = new Set(industry.keywords.map((k) => k.replace("*", "")));
  return [...scores.values()]
    .map((e) => ({ ...e, score: e.score + (industryWords.has(e.word) ? 0.3 : 0) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 10)
    .map((e) => e.word);
}

/**
 * The key terms a brand name can be built on: only words the answers use as nouns, and not places —
 * "see" in "couples see…", "alone", "Munich" and "plus" name nothing (compromise tags them in context).
 */
export function namingTerms(answers: QuizAnswers, terms: readonly string[]): string[] {
  const doc = nlp(Object.values(answers).join("\n"));
  const wordsOf = (match: string) =>
    new Set(
      (doc.match(match).out("array") as string[]).flatMap((t) =>
        t
          .toLowerCase()
          .split(/[^\p{L}\p{M}'-]+/u)
          .filter(Boolean)
          .map((w) => singular(w.replace(/'s$/, ""))),
      ),
    );
  const nouns = wordsOf("#Noun");
  const notNouns = wordsOf("(#Place|#Pronoun|#Conjunction|#Preposition|#Adverb)");
  return terms.filter((term) => nouns.has(term) && !notNouns.has(term));
}

const PHYSICAL =
  /\b(device|kit|box|robot|sensor|wearable|camera|machine|hardware|shoes?|sneakers?|bottles?|garments?|clothing|apparel|furniture|products?\s+line|snacks?|drinks?|beverages?|cosmetics?|skincare|candles?|toys?|packaging|jewel\w*|bags?|bikes?|scooters?|printer|charger|filter)\b/i;
const IN_PERSON =
  /\b(agency|studio|clinic|caf[eé]|restaurant|salon|food\s+truck|gym|workshop|classes|tutoring|cleaning\s+service|repair\s+service|consultancy|consulting|driver-guides?|(?:tour|local)\s+guides?|(?:private|guided|day)\s+(?:tours?|trips?)|excursions?|maintenance\s+(?:contracts?|plans?|visits?)|technicians?\s+visits?)\b/i;
/**
 * The founder's team doing the work itself, as the solution opens or right after the product's colon:
 * "we pick up your bag", "we come to your house" ("…mailer bags…; we wash them" is the goods' upkeep).
 */
const WE_DO =
  /^(?:[^.;:]*:\s*)?we(?:'ll|\s+will)?\s+(?:pick\s+up|collect|come|visit|clean|wash|fix|repair|cook|walk|groom|paint|assemble|mow|iron)\b/i;
const DIGITAL =
  /\b(app|application|software|platform|marketplace|website|dashboard|api|plugin|extension|bot|chatbot|saas|online\s+course|portal|AI|SMS|reminders)\b/i;

export function detectKind(answers: QuizAnswers, product: string, billingModel: BillingModel): ProductKind {
  const text = `${product} ${firstSentence(answers.solution)}`;
  if (DIGITAL.test(product)) return "digital";
  // "has a rider pick the clothes from your house": work done on goods is a service, not the goods.
  if (peopleDo(answers.solution) || doneTo(answers.solution)) return "in-person";
  // Work paid for as work ("I come round and assemble furniture", "we send a photographer with a 360°
  // camera") is a service, whatever things it handles.
  if (billingModel === "services") return "in-person";
  // "A laundry subscription: we pick up your bag…, wash, dry and fold it": the team's work on the
  // customer's things is the service; the bag is theirs.
  // ("We cook fresh dog food … and deliver it frozen every Monday": food cooked and delivered is goods.)
  const cookedAndDelivered =
    /^(?:[^.;:]*:\s*)?we\s+cook\b/i.test(firstSentence(answers.solution)) &&
    /\b(?:deliver\w*|ship\w*|post(?:ed)?)\b/i.test(firstSentence(answers.solution));
  if (cookedAndDelivered) return "physical";
  if (WE_DO.test(firstSentence(answers.solution))) return "in-person";
  if (PHYSICAL.test(text) && !DIGITAL.test(firstSentence(answers.solution))) return "physical";
  // "A weekly meal subscription", "weekly halal meal kits": food named as the product is goods delivered
  // (a booking site that serves lunch at the venue is not).
  if (/\b(?:meals?|lunch(?:es|box(?:es)?)?|dinners?|groceries|baby\s+food)\b/i.test(product))
    return "physical";
  if (IN_PERSON.test(text)) return "in-person";
  // "Self-fit hearing aids plus a hearing test in our app", "£599 a pair": a thing sold once is the thing,
  // whatever app comes with it.
  const lead = firstSentence(answers.solution).split(/\s+(?:plus|with|\+|and)\s+/i)[0];
  // (A pack of presets, templates or an e-book is downloaded, not shipped.)
  const downloaded = /\b(?:presets?|templates?|e-?books?|downloads?|digital|pdfs?|spreadsheets?)\b/i;
  if (billingModel === "one_time" && !DIGITAL.test(product) && !DIGITAL.test(lead) && !downloaded.test(lead))
    return "physical";
  return "digital";
}

/** Adjacent content words from the answers where one of them is a key term: "dog walker", "solar panel". */
export function extractKeyPhrases(answers: QuizAnswers, keyTerms: string[], action: string): string[] {
  const counts = new Map<string, { count: number; order: number }>();
  const terms = new Set(keyTerms);
  const verb = action.split(/\s+/)[0]?.toLowerCase() ?? "";
  let order = 0;
  for (const text of [answers.solution, answers.problem, answers.differentiator]) {
    const tokens = text.toLowerCase().match(/\p{L}[\p{L}\p{M}'-]*|[^\p{L}\s]+/gu) ?? [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [a, b] = [tokens[i], tokens[i + 1]];
      const ok = (w: string) =>
        // (Latin letters only: the phrases are glued into English keywords; "hospital 看護中心" is none.)
        /^\p{Script=Latin}{3,14}$/u.test(w) &&
        !(isForeignFunctionWord(w) && !isEnglishWord(w)) &&
        !STOPWORDS.has(w) &&
        !GENERIC_WORDS.has(w) &&
        !/ly$|ed$/.test(w);
      if (!ok(a) || !ok(b) || a === verb || !(terms.has(singular(a)) || terms.has(singular(b)))) continue;
      const phrase = `${a} ${singular(b)}`;
      const entry = counts.get(phrase) ?? { count: 0, order: order++ };
      entry.count++;
      counts.set(phrase, entry);
    }
  }
  return [...counts.entries()]
    .sort((x, y) => y[1].count - x[1].count || x[1].order - y[1].order)
    .map(([p]) => p)
    .slice(0, 5);
}

/** The text where a founder states their prices: the business-model answer, else price sentences elsewhere. */
function pricingText(answers: QuizAnswers): string {
  const own = answers.businessModel;
  if (/\d/.test(own)) return own;
  const elsewhere = [answers.solution, answers.differentiator]
    .flatMap((t) => t.split(/(?<=[.!?])\s+/))
    .filter((t) => /\b(?:charge|costs?|price[sd]?|pay|pays|fee|subscription|for just|only)\b/i.test(t));
  return [own, ...elsewhere].join(" ");
}

/** Whether the founder's words for a price sit in a sentence that only considers it ("thinking…", "maybe later"). */
function tentative(businessModel: string, text: string): boolean {
  const at = text ? businessModel.indexOf(text) : -1;
  if (at < 0) return false;
  const start = Math.max(0, ...[". ", "; ", "! ", "? "].map((end) => businessModel.lastIndexOf(end, at) + 1));
  return /\b(?:thinking(?:\s+(?:of|about))?|maybe|perhaps|might|considering|eventually|later|someday|in\s+the\s+future|one\s+day)\b/i.test(
    businessModel.slice(start, at),
  );
}

/** A week that is bought, not a weekly fee: a camp, the school holidays, a visitor's stay. */
const WEEK_BOUGHT =
  /\bweek[-\s]long\b|\bcamps?\b|\b(?:school|summer|winter|easter|half[-\s]term)\s+holidays?\b|\b(?:travell?ers?|tourists?|visitors?|backpackers?)\b/i;

/** The price the financial model starts from, for the business model: the monthly fee, the order, the use. */
function modelPrice(
  billingModel: BillingModel,
  prices: PricePoint[],
  currency: string | null,
): number | null {
  const of = (...periods: PricePoint["period"][]) => prices.find((p) => periods.includes(p.period))?.amount;
  const yearly = of("year");
  const weekly = of("week");
  const monthly =
    of("month") ??
    (weekly !== undefined ? Math.round(((weekly * 52) / 12) * 100) / 100 : undefined) ??
    (yearly !== undefined ? Math.round((yearly / 12) * 100) / 100 : undefined);
  const byModel: Record<BillingModel, number | undefined> = {
    subscription: monthly ?? of("per_use", "one_time"),
    freemium: monthly ?? of("one_time"),
    // "One-time member share of C$25, then C$40 per visit": the work is priced per visit.
    services: monthly ?? of("per_use", "per_hour") ?? of("one_time"),
    // A fee beside the commission ("10% + 30p per order") is not what the order is worth.
    marketplace:
      prices.find((p) => !p.fee && ["one_time", "per_use", "per_day", "per_hour"].includes(p.period))
        ?.amount ??
      (prices.some((p) => p.period === "commission")
        ? undefined
        : prices.find((p) => p.fee && ["per_use", "per_day", "per_hour"].includes(p.period))?.amount),
    one_time: of("one_time", "hardware", "deposit"),
    usage: of("per_use", "per_day", "per_hour") ?? monthly,
    ads: undefined,
  };
  const value = byModel[billingModel] ?? null;
  // A price is the founder's up to a million US dollars' worth ("1,800,000 tugrik" is about $530).
  const perUsd = (currency && defaultsFactor(currency)) || 1;
  return value !== null && value > 0 && value / perUsd < 1_000_000 ? value : null;
}

/** Whether the marketplace's price is a flat fee per order, with no commission beside it. */
function flatFee(prices: PricePoint[], price: number): boolean {
  return (
    !prices.some((p) => p.period === "commission") &&
    prices.some((p) => p.fee && p.amount === price && ["per_use", "per_day", "per_hour"].includes(p.period))
  );
}

/** What the answers leave out: who pays, the price, where, against whom. */
function openQuestions(
  customer: Customer,
  prices: PricePoint[],
  geography: Geography | null,
  competitors: NamedCompetitor[],
  billingModel: BillingModel,
): ProfileQuestion[] {
  const questions: ProfileQuestion[] = [];
  if (customer.vague) questions.push("customer");
  if (prices.length === 0 && billingModel !== "ads") questions.push("price");
  if (!geography) questions.push("geography");
  if (competitors.length === 0) questions.push("competitors");
  return questions;
}

/** Freezes a value and everything in it, so a cached reading cannot be changed by one of its readers. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const readings = new Map<string, IdeaProfile>();

/**
 * The problem from its first sentence about the customers: "My mother has rheumatoid arthritis…" is the
 * founder's own story, and read in the customers' voice it would give them the founder's mother.
 */
function problemOfCustomers(problem: string): string {
  const story =
    /^\s*(?:\p{L}+\s+){0,3}?(?:my|our)\s+(?:mother|mum|mom|father|dad|parents?|grand(?:mother|father|ma|pa|parents?)|nan|gran|wife|husband|son|daughter|sister|brother|aunt|uncle|friend|partner|kids?|children|family|cousin|neighbou?r)\b/iu;
  let rest = problem.trim();
  for (let i = 0; i < 3 && story.test(rest); i++) {
    const first = firstSentence(rest);
    const next = rest.slice(rest.indexOf(first) + first.length).replace(/^[.!?\s]+/, "");
    if (!next) break;
    rest = next;
  }
  return rest;
}

/** A deposit that holds a booking, not one on a device: "a booking deposit", "book and pay a deposit". */
const BOOKING_DEPOSIT = /\bbooking\s+deposit|\bbook\w*\s+(?:and|n|&|\+)\s+pay\s+(?:a\s+)?deposit/i;

/**
 * The idea as the engine reads it. One request reads the same answers several times (the step, its
 * numbers, its checks), and reading costs tens of milliseconds of parsing, so the last readings are kept
 * (frozen: pure data, the same input always gives the same reading).
 */
export function analyzeIdea(input: IdeaInput): IdeaProfile {
  const key = JSON.stringify([
    input.answers,
    input.concept,
    input.brandName,
    input.industryHint,
    input.variant,
    input.profile,
  ]);
  const cached = readings.get(key);
  if (cached) return cached;
  const reading = deepFreeze(readIdea(input));
  if (readings.size >= 64) readings.delete(readings.keys().next().value!);
  readings.set(key, reading);
  return reading;
}

function readIdea(input: IdeaInput): IdeaProfile {
  const answers = completeAnswers(input);
  // Only what the founder confirmed wins over the answers; an unconfirmed profile is re-read from them,
  // so the same answers always give the same package.
  const stored = input.profile?.confirmed ? input.profile : null;
  const ranked = industryConfidence(answers, input.industryHint);
  // No confident industry on the card (id null) is the reading's own: the ranked template stays the base.
  const storedIndustry =
    stored && stored.industry.id && stored.industry.id !== ranked.industry.id
      ? (INDUSTRIES.find((i) => i.id === stored.industry.id) ?? GENERAL_INDUSTRY)
      : null;
  const matched = storedIndustry ?? ranked.industry;
  const seed =
    hashString(Object.values(answers).join("\u0000")) ^
    (input.variant ? hashString(`variant:${input.variant}`) : 0);
  const named = stored ? stored.geography && geographyFromCodes(stored.geography) : detectGeography(answers);
  let industry = matched;
  // A solution written in another language is not parsed by English's grammar ("an agencia que that offers
  // les maneja Instagram"): the product is named in plain English and the founder's sentence is quoted.
  const foreignSolution = isMostlyForeign(answers.solution);
  const product = foreignSolution
    ? foreignProduct(answers.solution)
    : extractProduct(answers.solution, industry);
  const read = extractPrices(pricingText(answers), named?.currency ?? null, product);
  // No place named, but prices in ₦ or ₫: the country of that currency is the market (shown on the card).
  const geography = stored || named ? named : geographyFromCurrency(read.find((p) => p.currency)?.currency);
  const sameRead = (p: { amount: number; period: string }) => {
    const match = read.find((r) => r.amount === p.amount && r.period === p.period);
    return {
      ...(match?.text ? { text: match.text } : {}),
      ...(match?.per ? { per: match.per } : {}),
      ...(match?.perAfter ? { perAfter: true } : {}),
      ...(match?.fee ? { fee: true } : {}),
    };
  };
  const prices: PricePoint[] = stored
    ? stored.prices.map((p) => ({
        ...p,
        currency: p.period === "commission" ? null : stored.currency,
        text: "",
        // How it is written, what it counts ("per staff member") and whether it is a fee are read from the
        // answers, for the same amount.
        ...sameRead(p),
      }))
    : read;
  const detected = detectBillingModel(answers);
  const billingModel =
    stored?.billingModel ??
    refineBillingModel(detected, prices, answers, detectKind(answers, product, detected ?? "subscription"));
  const currency = stored ? stored.currency : resolveCurrency(prices, geography);
  const readCustomer = extractCustomer(answers, industry.customerType);
  const customer: Customer = stored ? { ...stored.customer, vague: false } : readCustomer;
  // A device sold before its fee ("a starter pack of 20 traps, then $8 a trap a month") is hardware to
  // source, certify and stock, whatever app comes with it.
  const kind = prices.some((p) => p.period === "hardware")
    ? "physical"
    : detectKind(answers, product, billingModel);
  // A template is used only when it matched clearly and sells to the same kind of customer.
  const sameCustomer =
    matched.customerType === "mixed" || (matched.customerType === "b2b") === (customer.type === "business");
  // The templates are matched on English words: in another language they match false friends ("Tutores
  // de cães", dog owners, read as tutors), so a solution written in one is no template's until confirmed.
  const readConfident =
    ranked.confident &&
    sameCustomer &&
    !foreignSolution &&
    !(customer.type === "business" && softwareForTrade(answers, matched));
  // A sector's content (its screens, channels, trends, risks) is written only for a sector the founder
  // confirmed on the card: a reading is shown to them there, never written as fact on a guess.
  const industryConfident = stored ? stored.industry.confident && matched !== GENERAL_INDUSTRY : false;
  const industryRead = stored
    ? { id: matched.id, name: stored.industry.name, confident: industryConfident }
    : { id: matched.id, name: matched.name, confident: readConfident };
  if (!industryConfident) {
    const generic = product === "service" || product === "software tool";
    industry = neutralIndustry({
      // A word picked from the answers ("wet" of "wet market", "driver") names no market.
      product: generic ? null : product,
      billingModel,
      kind,
      customerType: customer.type,
      customers: customer.units,
      channels: stored?.channels ?? extractChannels(answers),
      // (A deposit on a booking, "a J$1,500 booking deposit thru the app", is no device's.)
      hardware:
        prices.some(
          (p) =>
            p.period === "hardware" ||
            (p.period === "deposit" && !BOOKING_DEPOSIT.test(`${answers.solution} ${answers.businessModel}`)),
        ) || kind === "physical",
    });
  }
  const competitors =
    stored?.competitors ?? extractCompetitors(answers, [input.brandName ?? ""].filter(Boolean));
  // An audience written in another language is not spliced into English sentences ("Interview 10 to 15
  // Młodzi rodzice w Warszawie…"): the package names the customers by their unit, which the card shows
  // for the founder to put in English.
  const audienceRead = isMostlyForeign(answers.targetAudience)
    ? readCustomer.units
    : extractAudience(
        // "Supply side: mitumba traders…": the label names no one.
        spelledOut(answers.targetAudience).replace(
          /^\s*(?:supply|paying|sellers?|selling|vendor)\s+side\s*:\s*/i,
          "",
        ),
        // ("Parents — not the children — of Gaelscoil pupils": the founder's own noun, never the template's
        // "students and lifelong learners".)
        readCustomer.units,
      );
  // A corrected customer replaces the audience phrase the engine read.
  const audience =
    stored && stored.customer.units.toLowerCase() !== readCustomer.units.toLowerCase()
      ? stored.customer.units
      : audienceRead;
  // The sentences the package builds from the founder's words read their texting written out ("lets you
  // see", not "lets u see"); the facts above were read from the answers as typed.
  const written = Object.fromEntries(
    Object.entries(answers).map(([field, text]) => [field, spelledOut(text)]),
  ) as QuizAnswers;
  // "Everyone" cannot be counted, asked or served as a group: the unit's plural stands in ("people").
  const short = shortAudience(audience, [customer.unit, customer.units]);
  const audienceShort =
    /^(?:everyone|everybody|anyone|anybody|all|people)(?:$|\s+(?:who|that|with|in)\b)/i.test(short.trim())
      ? customer.units
      : short;
  const keyTerms = extractKeyTerms(written, industry);
  // Cut short, it is what the product does for whom ("serves colmaderos"); whole, the founder's words.
  const solutionAction = foreignSolution
    ? `serves ${customer.units}, in the founder's words: “${firstSentence(answers.solution).replace(/[.!?]+$/, "")}”`
    : asMade(product, extractSolutionAction(written.solution, customer.units));
  const commission = prices.find((p) => p.period === "commission");
  // The template's lists in an order of this idea's own (and of this take's): two ideas in one sector do
  // not read alike, and Regenerate leads with other trends, rivals and channels. The founder's own
  // channels always come first.
  const order = (salt: string) => seededRng(seed ^ hashString(`order:${salt}`));
  const channels = stored?.channels ?? extractChannels(answers);
  const templateChannels = industry.channels.filter((c) => !channels.includes(c));
  // What the founder says of the business, not of where they will find customers ("hotel front desks" as a
  // channel makes no lodging business).
  const told = {
    all: withoutChannels(Object.values(answers).join(" ")),
    // Who buys, and what they pay for: "Independent boat operators", "hosts pay 8% per booking".
    audience: withoutChannels(`${answers.targetAudience} ${answers.businessModel}`),
  };
  const fits = <T>(items: readonly T[], text: (item: T) => string, general: readonly T[]) =>
    onTopic(items, text, told, general);
  // The template's own items in this idea's order, then what any business faces where too few fit: the
  // first trend a strength cites is the sector's ("owners treat pets as family"), never "AI features are
  // becoming a baseline expectation" for a dog bed.
  const ownFirst = <T>(
    salt: string,
    items: readonly T[],
    text: (item: T) => string,
    general: readonly T[],
  ) => {
    const kept = onTopic(items, text, told);
    const own = shuffle(order(salt), kept);
    // (A template whose items are mostly for the other kind of customer leaves fewer than two of its own.)
    return kept.length >= 2 ? own : [...own, ...shuffle(order(salt), general)];
  };
  const device = deviceRules(
    product,
    `${answers.problem} ${answers.solution}`,
    kind === "physical",
    geography?.countries ?? [],
  );
  const peopleWork =
    kind === "in-person" || billingModel === "services" || OUR_PROFESSIONALS.test(answers.solution);
  industry = {
    ...industry,
    // The rules of a trade the answers never speak of are not this founder's ("anti-money-laundering checks"
    // for a bookkeeping service that handles no money).
    // A device is sold under a device's rules first, whatever trade buys it (a face device is no cosmetic).
    regulation: device?.regulation ?? onTopic([industry.regulation], (r) => r, told)[0] ?? "",
    trends: ownFirst(
      "trends",
      industry.trends.filter(
        (trend) =>
          (!device || !NOT_A_DEVICE.test(trend)) &&
          // "…automating bookkeeping that used to take an accountant's time" argues against a business
          // whose accountants do the work.
          !(peopleWork && AUTOMATES_PEOPLE.test(trend)),
      ),
      (t) => t,
      GENERAL_INDUSTRY.trends,
    ),
    competitorTypes: ownFirst(
      "competitors",
      // Only the rivals this customer weighs: a point-of-sale suite is no alternative to a meal delivered.
      industry.competitorTypes.filter(
        (c) => !c.for || c.for === (customer.type === "consumer" ? "consumer" : "business"),
      ),
      (c) => `${c.name} ${c.weakness}`,
      customer.type !== "consumer"
        ? GENERAL_INDUSTRY.competitorTypes
        : kind === "physical"
          ? PRODUCT_ALTERNATIVES
          : CONSUMER_ALTERNATIVES,
    ),
    channels: [
      // The founder's channels as names are written in a sentence ("through Facebook", not "facebook").
      ...channels.map((c) => channelName(c, "inline")),
      ...shuffle(
        order("channels"),
        fits(templateChannels, (c) => c, GENERAL_INDUSTRY.channels),
      ),
    ],
    // A thing each customer buys once has no repeat purchases or retention to measure.
    kpis: shuffle(
      order("kpis"),
      fits(industry.kpis, (k) => k, GENERAL_INDUSTRY.kpis).filter(
        (k) =>
          !(billingModel === "one_time" && boughtOnce(answers)) || !/\b(?:repeat|retention|churn)\b/i.test(k),
      ),
    ),
    risks: [
      ...(device ? [device.risk] : []),
      ...shuffle(
        order("risks"),
        fits(
          risksFor(industry.risks, kind, geography).filter((risk) => !device || !NOT_A_DEVICE.test(risk)),
          (r) => r,
          GENERAL_INDUSTRY.risks,
        ),
      ),
    ],
  };
  // "C$450 per child per week" for "week-long coding camps during school holidays", "Bs 1.200 for a week"
  // of lessons for travellers: a week is bought now and then, not paid every week of the month.
  const week = prices.find((p) => p.period === "week");
  const weekBought =
    (billingModel === "services" || billingModel === "usage") &&
    !!week &&
    !prices.some((p) => p.period === "month") &&
    WEEK_BOUGHT.test(`${answers.solution} ${answers.targetAudience}`);
  // "$55 per visit + parts… thinking monthly plan $30": a price the founder is only thinking of is no
  // headline while another is stated.
  const firm = prices.filter((p) => !tentative(answers.businessModel, p.text));
  const statedPrice = weekBought
    ? week.amount
    : modelPrice(billingModel, firm.length ? firm : prices, currency);
  // The founder's count of their customers: the card's, once confirmed with one (or cleared); else the one
  // their answers give. (A marketplace's orders come from its other side, whom that count does not count.)
  const answered = billingModel === "marketplace" ? null : statedCount({ answers, customer, billingModel });
  const customerCount =
    stored?.customerCount !== undefined
      ? stored.customerCount
      : answered === null
        ? null
        : { count: answered, source: "your answers" };
  return {
    // The answers as typed: what the package quotes, word for word.
    answers,
    industry,
    billingModel,
    statedPrice,
    pricedUnits: pricedUnits(
      prices.find((p) => p.amount === statedPrice && p.per),
      customer.unit,
      customer.type === "consumer",
      answers,
    ),
    // "a booking fee of 5,000 kip per trip on top of the fare, drivers keep the whole fare": with no
    // commission and no order value, the fee is what the marketplace earns on each order.
    statedTakeRate:
      billingModel === "marketplace" && commission
        ? commission.amount / 100
        : billingModel === "marketplace" && statedPrice !== null && flatFee(prices, statedPrice)
          ? 1
          : null,
    tone: detectTone(answers, industry),
    audience,
    audienceShort,
    // (An ad-funded product's users are its audience; the advertisers are asked apart.)
    payers:
      billingModel === "ads" ||
      audienceNamesCustomer(answers.targetAudience, customer) ||
      audienceNamesCustomer(audienceShort, customer)
        ? audienceShort
        : customer.units,
    // "Private day trips in a comfy car…": a product the action already names ("offers private day trips")
    // is called by its kind, not twice ("a private day trip that offers private day trips").
    // (Software whose work the founder's own people do, "our certified accountant books them", is a service.)
    product: echoed(product, solutionAction)
      ? kind === "digital" && !peopleWork
        ? "platform"
        : kind === "physical"
          ? "product"
          : "service"
      : product,
    kind,
    solutionAction,
    language: foreignSolution ? (languageOf(answers.solution) ?? "another language") : null,
    problem: lowerFirst(customersVoice(firstSentence(problemOfCustomers(written.problem)))),
    differentiator: written.differentiator ? lowerFirst(firstSentence(written.differentiator)) : "",
    keyTerms,
    keyPhrases: extractKeyPhrases(written, keyTerms, solutionAction),
    geography,
    customer,
    broadAudience: readCustomer.vague,
    prices,
    currency: currency ?? "USD",
    currencyStated: currency !== null,
    customerCount,
    team: stored?.team ?? null,
    competitors,
    channels,
    industryConfident,
    industryRead,
    questions: stored ? [] : openQuestions(customer, prices, geography, competitors, billingModel),
    confirmed: stored?.confirmed ?? false,
    seed,
    rng: (salt: string) => seededRng(seed ^ hashString(salt)),
  };
}

/**
 * A solution written in another language, in the founder's words and quoted: their first sentence when it
 * has at most `maxWords` words, else its first clause, their own name for it ("Wypożyczalnia sprzętu
 * dziecięcego na miesiące"). Null for a solution in English, which the writers build from its parts.
 */
export function founderSolution(p: IdeaProfile, maxWords: number): string | null {
  if (!p.language) return null;
  const first = firstSentence(p.answers.solution)
    .replace(/[.!?]+$/, "")
    .trim();
  if (wordCount(first) <= maxWords) return `“${first}”`;
  // Their first clause, whole, when it is short enough; their words are never cut inside a clause.
  const clause = first.split(/\s*(?:[:;,(—–+]|\s-\s)\s*/)[0].trim();
  return wordCount(clause) <= maxWords ? `“${clause}”` : null;
}

/** The profile as stored with the concept, for the founder to confirm ("What we understood"). */
/**
 * A template that spans two trades (fashion and beauty) speaks of each only where the answers do: an
 * alterations service gets no "ingredient and safety compliance for cosmetics", a salon no "high return
 * rates on apparel". Each pair is a trade's words in the template and in the answers.
 */
/** A template's subtopic, the words that say the answers are about it, and where (all answers, or the customer). */
/** A template's words about formulas, said of no device (a microcurrent face device is no cosmetic). */
const NOT_A_DEVICE = /\b(?:ingredients?|cosmetics?)\b/i;
/** A trend that says software is taking over people's work. */
const AUTOMATES_PEOPLE = /\bautomat\w*\b[^.]*\b(?:used\s+to\s+take|replac\w*|instead\s+of)\b/i;
/** The founder's own professionals do the work: "our certified accountant books them". */
const OUR_PROFESSIONALS =
  /\bour\s+(?:own\s+)?(?:certified\s+|qualified\s+|licensed\s+|chartered\s+)?(?:accountants?|bookkeepers?|lawyers?|advis[eo]rs?|recruiters?|consultants?|team)\b/i;

const SUBTOPICS: [RegExp, RegExp, ("audience" | "all")?][] = [
  // A food template's restaurants and kitchens, for a business that serves food (not a homebrew kit sold
  // to people who like craft beer at bars).
  [
    /\b(?:restaurants?|diners?|point-of-sale|kitchens?|menu items?|food waste|repeat-visit|food businesses|health-department)\b/i,
    /\b(?:restaurants?|caf[eé]s?|diners?|menus?|chefs?|food[- ]trucks?|bakeries|bakery|catering|caterers?|eater(?:y|ies)|canteens?|warungs?|hawkers?|food[- ]stalls?|cooks?|bistros?|takeaways?|pubs?|food business\w*)\b/i,
  ],
  // Pet sitting and walking, for a business that looks after pets (not a kennel that is sold).
  [
    /\b(?:walkers?|sitters?|gig-work|stranger)\b/i,
    /\b(?:walkers?|walking\s+(?:services?|business|rounds?)|dog[- ]walking|sitt\w*|boarding|daycare|groom\w*|minding)\b/i,
  ],
  // Pet food, vets and groomers, each for a business about them (a cork dog bed met "mass-market pet food
  // brands" and "independent vets and groomers" as its rivals).
  [
    /\b(?:pet food|food and treats|generic formulas|labeling)\b/i,
    /\b(?:food|treats?|kibble|feed\w*|diet\w*|meals?|snacks?|nutrition\w*|chews?|recipes?)\b/i,
  ],
  [
    /\b(?:vets?|veterinar\w*|telehealth|preventive care)\b/i,
    /\b(?:vets?|veterinar\w*|health\w*|clinics?|sick\w*|ill(?:ness)?\w*|vaccin\w*|insur\w*|medic\w*|symptoms?)\b/i,
  ],
  [/\bgroom\w*/i, /\bgroom\w*/i],
  // First boxes and trial bookings, for a business that sends boxes or takes bookings; monthly active
  // owners, for one that people use every month (not cork dog boots bought once from a shop).
  [
    /\b(?:first boxes|trial bookings)\b/i,
    /\b(?:box(?:es)?|subscri\w*|plans?|bookings?|book\s+(?:a|an|online|their)|sessions?|visits?|walkers?|dog[- ]walking|sitt\w*|groom\w*|boarding|daycare)\b/i,
  ],
  [
    /\bmonthly active\b/i,
    /\b(?:apps?|platform|software|portal|members?|membership|subscri\w*|plans?|community|online\s+(?:service|vet|consult\w*))\b/i,
  ],
  // Dog parks, for a business whose customers have dogs (not aquarium gear).
  [/\bdog parks\b/i, /\b(?:dogs?|pupp(?:y|ies)|canine|pets?)\b/i],
  // Money handling, for a business that moves, lends or holds it (not bookkeeping for trades).
  [
    /\b(?:fraud|chargebacks?|anti-money|know-your-customer|KYC|AML|banks?|banking|transaction volume|funded|move money|handling money|balances|fair lending|licensing)\b/i,
    /\b(?:payments?|pay\s+(?:out|in|by)|wallets?|loans?|lend\w*|credit|transfers?|remit\w*|crypto|bank\w*|cards?|savings?|invest\w*|money|insurance|m-?pesa)\b/i,
  ],
  // Lodging, for a business that sells stays or serves those who host them (not oxygen delivered to a
  // tourist's hotel, nor camping kits rented to expats).
  [
    /\b(?:hotels?|hosts?|property-management|occupancy|direct-booking|online travel agencies|seller-of-travel|short-term rentals?)\b/i,
    /\b(?:hotels?|hostels?|guest\s?houses?|b&bs?|rooms?|accommodation|airbnb|lodg\w*|resorts?|villas?|hosts?|homestays?|campsites?|stays?|holiday\s+(?:homes?|lets?|rentals?)|tour operators?|travel agenc\w*)\b/i,
    "audience",
  ],
  [
    /\b(?:cosmetics?|beauty|skincare|ingredient|shade matching|routines)\b/i,
    /\b(?:cosmetic|beauty|skin|makeup|make-up|hair|nail|lash|brow|salon|spa|fragrance|perfume|lipstick|facial|wax)/i,
  ],
  // Teaching and learning, for a business that teaches (not school transport, a uniform swap or a canteen,
  // whose customers are schools and parents): tutors and homework only where someone tutors or teaches;
  // courses, learners and completion only where someone learns.
  [
    /\b(?:tutors?|tutoring|homework|grading|teachers?|classroom|teacher adoption)\b/i,
    /\b(?:tutor\w*|homework|teach\w*|grading|classroom|lecturers?|instructors?|coach\w*)\b/i,
  ],
  [
    /\b(?:learners?|learning|course marketplaces|course-completion|lesson completion|study content|study forums|credentials|exam and homework)\b/i,
    /\b(?:learn\w*|courses?|lessons?|classes|study\w*|exams?|revision|curricul\w*|skills?|literacy|reading|language|tutor\w*|teach\w*)\b/i,
  ],
  [
    /\b(?:apparel|fast[- ]fashion|fit guidance|return rates?|collections?|try-on)\b/i,
    /\b(?:apparel|fashion|garment|dress|shoe|sneaker|outfit|wardrobe|streetwear|swimwear|lingerie|boutique|textile|thrift|collection)/i,
  ],
];

/**
 * The template's items that speak only of trades the answers name, and what any business faces (`general`)
 * when fewer than two would stay.
 */
function onTopic<T>(
  items: readonly T[],
  text: (item: T) => string,
  told: { all: string; audience: string },
  general: readonly T[] = [],
): T[] {
  const kept = items.filter((item) =>
    SUBTOPICS.every(
      ([inTemplate, inAnswers, where = "all"]) => !inTemplate.test(text(item)) || inAnswers.test(told[where]),
    ),
  );
  // Lists are at least two long where a writer needs them: what any business faces fills them up.
  return kept.length >= Math.min(2, items.length) ? kept : [...kept, ...general];
}

export function storedProfile(p: IdeaProfile): IdeaProfileData {
  return {
    product: p.product.slice(0, 120),
    customer: {
      unit: p.customer.unit.slice(0, 80),
      units: p.customer.units.slice(0, 90),
      type: p.customer.type,
      segment: p.customer.segment.slice(0, 600),
    },
    geography: p.geography
      ? { label: p.geography.label, countries: p.geography.countries, continent: p.geography.continent }
      : null,
    currency: p.currencyStated ? p.currency : null,
    prices: p.prices.slice(0, 8).map(({ amount, period }) => ({ amount, period })),
    billingModel: p.billingModel,
    customerCount: p.customerCount,
    team: p.team,
    language: p.language,
    competitors: p.competitors.map((c) => ({ name: c.name, claim: c.claim.slice(0, 600) })),
    channels: p.channels.slice(0, 12),
    industry: {
      id: p.industryRead.confident && p.industryRead.id !== GENERAL_INDUSTRY.id ? p.industryRead.id : null,
      name: p.industryRead.name,
      confident: p.industryRead.confident,
    },
    questions: p.questions,
    confirmed: p.confirmed,
    outdated: [],
  };
}

/**
 * " for {audience}" before "that …", or nothing when what follows already names them ("a service that
 * serves rodzice, in the founder's words…", not "a service for rodzice that serves rodzice").
 */
export function forAudience(p: Pick<IdeaProfile, "audience" | "audienceShort" | "solutionAction">): string {
  const who = inlineAudience(p);
  return /^serves\s/i.test(p.solutionAction) ? "" : ` for ${who}`;
}

/**
 * The audience as it fits inside a sentence before "that …": the founder's whole phrase when it is short,
 * its head when it runs on ("adult children of seniors living alone in Northern Finland, starting in Oulu
 * that detects falls" read as if Oulu detected them).
 */
export function inlineAudience(p: Pick<IdeaProfile, "audience" | "audienceShort">): string {
  return p.audience.split(/\s+/).length > 8 || /[,;:()–—]|\s-\s/.test(p.audience)
    ? p.audienceShort
    : p.audience;
}
