import type { PricePeriod } from "@/lib/artifacts/idea-profile";
import type { Geography } from "../geography";
import nlp from "compromise";

import { currencyNames, currencySignForms, currencySigns, localPeriod } from "./locale-words";
import { isAreaUnit } from "./units";

/** The founder's prices: each amount with its period and currency, as the answers state them. */
export interface PricePoint {
  /** In `currency`; for a commission, the percentage (12 for 12%). */
  amount: number;
  period: PricePeriod;
  /** ISO 4217, or null for a commission. */
  currency: string | null;
  /** The founder's words for it: "£12/month", "a $30 deposit". */
  text: string;
  /** What the price counts before its period, when it says: "staff member" in "£3 per staff member per month". */
  per?: string;
  /**
   * The count came after the period ("$12/month per bin"): read only where the answers say how many
   * ("5 to 30 grain bins"); "£19 a month per hall" for a council with one hall stays per customer.
   */
  perAfter?: boolean;
  /**
   * A fee the founder charges on top of what is sold ("a €15 delivery fee", "we charge shippers 50 taka
   * per booking", "10% + 30p per order"): beside a commission it is not the order's value.
   */
  fee?: boolean;
}

// --- Money -----------------------------------------------------------------------------------------------

/** Currency signs and words, as founders type them, to ISO 4217 ("$" is resolved against the market). */
const CURRENCY_TOKENS: [RegExp, string][] = [
  [/^(?:us\$|usd)$/i, "USD"],
  [/^(?:a\$|au\$|aud)$/i, "AUD"],
  [/^(?:c\$|ca\$|cad)$/i, "CAD"],
  [/^(?:nz\$|nzd)$/i, "NZD"],
  [/^(?:n\$|nad)$/i, "NAD"],
  [/^(?:s\$|sgd)$/i, "SGD"],
  [/^(?:hk\$|hkd)$/i, "HKD"],
  // "J$1,500", "TT$250", "EC$80", "Bds$40": the Caribbean dollars as their islands write them.
  [/^(?:j\$|ja\$|jmd)$/i, "JMD"],
  [/^(?:tt\$|ttd)$/i, "TTD"],
  [/^(?:ec\$|xcd)$/i, "XCD"],
  [/^(?:bds\$|bbd)$/i, "BBD"],
  [/^(?:r\$|brl|reais|real)$/i, "BRL"],
  [/^(?:mx\$|mxn)$/i, "MXN"],
  [/^(?:€|eur|euros?)$/i, "EUR"],
  [/^(?:£|gbp|pounds?)$/i, "GBP"],
  [/^(?:₹|inr)$/i, "INR"],
  [/^(?:rs\.?|rupees?)$/i, "RUPEE"],
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
  [/^(?:gh₵|gh¢|₵|ghs|cedis?)$/i, "GHS"],
  [/^(?:tshs?|tzs)$/i, "TZS"],
  [/^(?:฿|thb|baht)$/i, "THB"],
  [/^(?:fcfa|cfa)$/i, "CFA"],
  [/^(?:ugx)$/i, "LOCAL"],
  // "99.000đ/tháng": Vietnamese types the đồng's sign as the plain letter đ.
  [/^(?:₫|đ|vnd|đồng|dong)$/i, "VND"],
  [/^(?:kč|czk)$/i, "CZK"],
  [/^(?:s\/|soles?)$/i, "PEN"],
  [/^(?:৳|tk|taka)$/i, "BDT"],
  [/^(?:₺|tl|lira)$/i, "TRY"],
  [/^(?:rp|rupiah)$/i, "IDR"],
  [/^(?:rm|ringgit)$/i, "MYR"],
  [/^(?:dh|dhs|dirhams?)$/i, "DIRHAM"],
  [/^(?:ft|forint)$/i, "HUF"],
  // "lei" is the plural of Romania's leu and of Moldova's.
  [/^(?:lei|ron)$/i, "LEU"],
  [/^(?:₪|shekels?)$/i, "ILS"],
  [/^(?:₴|hryvnias?)$/i, "UAH"],
  [/^(?:e£|egp)$/i, "EGP"],
  [/^(?:лв\.?|lv|leva|bgn)$/i, "BGN"],
  [/^(?:\$u|uyu)$/i, "UYU"],
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
  // "Rs. 399" is the rupee of the market: India's, Pakistan's, Sri Lanka's, Nepal's or Mauritius'.
  RUPEE: { options: ["INR", "PKR", "LKR", "NPR", "MUR"], fallback: "INR" },
  KRONA: { options: ["SEK", "NOK", "DKK", "ISK"], fallback: "SEK" },
  LOCAL: { options: ["UGX"], fallback: "UGX" },
  CFA: { options: ["XOF", "XAF"], fallback: "XOF" },
  DIRHAM: { options: ["AED", "MAD"], fallback: "AED" },
  LEU: { options: ["RON", "MDL"], fallback: "RON" },
  // "R" alone is the rand; "R$" was matched above.
  RAND: { options: ["ZAR"], fallback: "ZAR" },
};

const ISO_CODES = new Set(Intl.supportedValuesOf("currency"));

function currencyFor(token: string, market: string | null, stated: string[] = []): string | null {
  // An ISO code typed as one ("KES 500", "500 UGX") is what it says.
  if (/^[A-Z]{3}$/.test(token) && ISO_CODES.has(token)) return token;
  const listed = CURRENCY_TOKENS.find(([pattern]) => pattern.test(token))?.[1];
  const named = listed ? undefined : currencyNames().get(token.toLowerCase());
  // A currency's name ("tugrik", "kwacha", "dinars"): the market's, or the one currency it names, or the
  // one the founder's other prices state ("rugs from 900 manat, big ones up to 4k AZN": Azerbaijan's).
  if (named)
    return market && named.includes(market)
      ? market
      : named.length === 1
        ? named[0]
        : (named.find((code) => stated.includes(code)) ?? null);
  if (!listed && token) {
    // A sign CLDR knows: the market's currency when it is one of those the sign stands for. A sign made of
    // letters ("Q", "DT", "din") counts only there: "Q4" is a quarter outside Guatemala.
    const candidates = currencySigns().get(token.toLowerCase()) ?? [];
    if (market && candidates.includes(market)) return market;
    if (/^[\p{L}.']+$/u.test(token)) return null;
    return candidates[0] ?? null;
  }
  const found = listed ?? "DOLLAR";
  // "$29.990" in Santiago is pesos: "$" is the market's own sign wherever CLDR writes its currency so.
  if (token === "$" && market && currencySigns().get("$")?.includes(market)) return market;
  const ambiguous = AMBIGUOUS[found];
  if (!ambiguous) return found;
  return market && ambiguous.options.includes(market) ? market : ambiguous.fallback;
}

const SIGN = String.raw`(?:\$U|US\$|JA?\$|TT\$|EC\$|BDS\$|Bds\$|A\$|AU\$|C\$|CA\$|NZ\$|N\$|S\$|HK\$|R\$|MX\$|GH₵|GH¢|E£|₵|\$|€|£|₹|₦|₱|¥|₩|₫|৳|₺|₪|₴|฿|zł|S\/|TShs?|KShs?|Ksh|Rs\.?|Rp|RM|R(?=\s?\d))`;
/** Any ISO 4217 code typed before or after the amount ("CLP 45.000", "NOK 79"); checked against Intl's list. */
const CODE = String.raw`(?:[A-Z]{3})`;
const WORD = String.raw`(?:dollars?|bucks|euros?|pounds?|rupees?|shillings?|naira|pesos?|reais|rand|yen|yuan|won|złoty|zloty|francs?|kronor|kroner|kr|cedis?|kč|Kč|dirhams?|dh|DH|Dhs|soles|taka|lira|TL|Ft|lei|dong|đồng|đ|F?CFA|baht|лв\.?|leva)`;
/** Three capitals that are words before a number far more often than currencies. */
const NOT_CURRENCY = new Set(["ALL", "CUP", "TOP", "MOP", "SOS", "GEL", "BOB"]);
const NUMBER = String.raw`[1-9]\d?(?:,\d{2})+,\d{3}(?!\d)|[1-9]\d{0,2}(?:[,.\u00a0 '’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,4})?`;
// "Rp 49rb", "Rp 2,5 jt": Indonesian and Malay write ribu (thousand) and juta (million) after the number.
const MAGNITUDE = String.raw`(?:\s?(?:k|K|m|M|rb|ribu|jt|juta)\b|\s(?:thousand|million)\b)?`;

/** Every other sign CLDR knows, as founders write it ("₮", "Q", "DT", "₡", "RM", "Br", "din"). */
const LOCAL_SIGN = `(?:${currencySignForms()
  // Forms the patterns above already read: the common signs and three-letter codes.
  .filter((form) => !/^[$€£¥]$/.test(form) && !/^[A-Z]{3}$/.test(form))
  .map((form) => form.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
  .join("|")})`;
/** Currency names CLDR knows ("tugrik", "kwacha", "quetzales"), longest first. */
const NAME = `(?:${[...currencyNames().keys()].sort((a, b) => b.length - a.length).join("|")})`;
const moneyPattern = (signs: string, names: string) =>
  new RegExp(
    String.raw`(?<![\w$€£])(?:(${SIGN}|${CODE}|${LOCAL_SIGN}${signs})\s?(${NUMBER})${MAGNITUDE}|(${NUMBER})${MAGNITUDE}\s?(${SIGN}|${CODE}|${WORD}|${LOCAL_SIGN}|${NAME}${signs}${names})(?![\p{L}\d]))`,
    "gu",
  );
const MONEY = moneyPattern("", "");

/** Signs founders type for their own currency that CLDR spells otherwise: "200 MT" for Mozambique's MTn. */
const TYPED_MARKET_SIGNS: Record<string, string[]> = { MZN: ["MT", "Mt"] };
const marketPatterns = new Map<string, { pattern: RegExp; words: Set<string> }>();

/**
 * The market's currency by a name English also has as a word ("5,000 kip" in Laos, "900 dinar" in
 * Jordan) or by a typed sign ("200 MT" in Mozambique): read only in that market, where elsewhere a kip is
 * a nap and MT a metric tonne.
 */
function marketMoney(market: string | null): { pattern: RegExp; words: Set<string> } {
  if (!market || !ISO_CODES.has(market)) return { pattern: MONEY, words: new Set() };
  const cached = marketPatterns.get(market);
  if (cached) return cached;
  const name = new Intl.DisplayNames(["en"], { type: "currency" }).of(market) ?? "";
  const word = /\(|\d/.test(name) ? "" : (name.split(/\s+/).pop()?.toLowerCase() ?? "");
  // Only a word English knows as a currency or a name ("kip", "tala", "mark"): an adjective or a common
  // noun ("real", "gold") says too little after a number even there ("50 real users").
  const known = word ? nlp(word).has("(#Currency|#ProperNoun)") : false;
  const names = word.length >= 3 && known && !currencyNames().has(word) ? [word, `${word}s`] : [];
  const signs = TYPED_MARKET_SIGNS[market] ?? [];
  const escape = (form: string) => form.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const read = {
    pattern: moneyPattern(
      signs.map((sign) => `|${escape(sign)}`).join(""),
      names.map((form) => `|${escape(form)}`).join(""),
    ),
    words: new Set([...names, ...signs.map((sign) => sign.toLowerCase())]),
  };
  marketPatterns.set(market, read);
  return read;
}
/** "30p", "50 cents", "99¢": a hundredth of the market's pound, dollar or euro. */
const SUBUNIT = /(?<![\w.,$€£])(\d{1,2})\s?(p|pence|cents?|¢|c)(?![\p{L}\d])/gu;

/**
 * Amounts written in words before a currency ("ten dollars a month", "twenty-five euros") as digits, so
 * they read like any other price; compromise reads the number words.
 */
function spellNumbers(text: string): string {
  if (!/[a-z]\s+(?:dollars?|euros?|pounds?|bucks|rupees?|pesos?|francs?|shillings?)\b/i.test(text))
    return text;
  const doc = nlp(text);
  const written = doc.match(
    "#Value+ (dollar|dollars|euro|euros|pound|pounds|bucks|rupee|rupees|peso|pesos|franc|francs|shilling|shillings)",
  ) as typeof doc;
  written.numbers().toNumber();
  return doc.text();
}
/** "12%", "12 percent", and "%12" as Turkish and some other languages write it. */
const PERCENT =
  /(?<![\w.])(?:(\d{1,2}(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b)|%\s?(\d{1,2}(?:[.,]\d+)?)(?![\d.,]*\s?%))/gi;

function parseAmount(raw: string, magnitude: string): number {
  let text = raw.replace(/[\u00a0 '’]/g, "");
  // "1,00,000": a lakh, grouped as South Asia writes it.
  if (/^[1-9]\d?(?:,\d{2})+,\d{3}$/.test(text)) text = text.replace(/,/g, "");
  // "1,200" and "1.200" are thousands; "4,50" and "4.50" are decimals.
  if (/^[1-9]\d{0,2}(?:[.,]\d{3})+$/.test(text)) text = text.replace(/[.,]/g, "");
  else if (/^\d{1,3}(?:,\d{3})+\.\d{1,2}$/.test(text)) text = text.replace(/,/g, "");
  else if (/^\d{1,3}(?:\.\d{3})+,\d{1,2}$/.test(text)) text = text.replace(/\./g, "").replace(",", ".");
  else text = text.replace(",", ".");
  const scale = /^(?:k|thousand|rb|ribu)$/i.test(magnitude)
    ? 1000
    : /^(?:m|million|jt|juta)$/i.test(magnitude)
      ? 1_000_000
      : 1;
  return Number(text) * scale;
}

/** "a", "per", "/", "for an": what joins a price to its period. */
const JOIN = String.raw`(?:\/\s?|an?\s|per\s|each\s|every\s|for\s+(?:an?|one|the|each|every)(?:\s+(?:whole|full|entire|extra|additional))?\s)`;
const after = (period: string) => new RegExp(String.raw`^\s*${JOIN}?${period}`, "i");

const PERIOD_AFTER: [RegExp, PricePeriod][] = [
  [
    /^\s*(?:\/\s?|a\s|an\s|per\s|each\s|every\s|for\s+(?:a|one|the)\s(?:(?:whole|full|entire)\s)?)?(?:mo|mth|mths|month|months)\b|^\s*monthly\b|^\s*pcm\b|^\s*p\/?m\b/i,
    "month",
  ],
  // The same in the languages founders outside English-speaking markets slip into.
  [
    /^\s*(?:(?:par|pro|al|por|per)\s+(?:mois|monat|mes|m[eê]s|mese|maand)|\/\s?(?:mois|monat|mes|m[eê]s|mese|maand)|miesi[eę]cznie|m[eě]s[ií][cč]n[eě]|mensual(?:es)?|mensuel(?:le)?s?|mensile|mensal(?:is)?|monatlich|maandelijks|m[aå]nedlig|m[aå]nadsvis|aylık|hàng tháng|mỗi tháng|một tháng|\/\s?tháng|im\s+monat|\/\s?hó|havonta|kwa mwezi|kuukaudessa)(?![\p{L}])/iu,
    "month",
  ],
  [
    /^\s*(?:(?:par|pro|al|por|per)\s+(?:an|ann[ée]e|jahr|a[nñ]o|ano|anno|jaar)|\/\s?(?:a[nñ]o|ano|an|jahr)|anuales?|annuel(?:le)?s?|anual|annuale)(?![\p{L}])/iu,
    "year",
  ],
  [
    /^\s*(?:\/\s?|a\s|per\s|each\s|every\s|for\s+(?:(?:a|one|the)\s)?(?:(?:whole|full|entire)\s)?)?(?:yr|year)\b|^\s*(?:annually|yearly|annual)\b|^\s*p\.?a\.?\b|^\s*(?:a|per|each|for\s+the)\s+season\b|^\s*(?:a|per|each|for\s+the)\s+(?:tax|financial|fiscal)\s+year\b|^\s*for\s+(?:12|twelve)\s+months\b/i,
    "year",
  ],
  [
    after(
      String.raw`(?:[a-z-]+\s)?(?:day|night)\b|^\s*daily\b|^\s*(?:por|par|pro|al)\s+(?:d[ií]a|jour|tag|giorno)\b`,
    ),
    "per_day",
  ],
  [
    after(
      String.raw`(?:hr|hour|h|hora|heure|stunde|ora|uur|tunti|timme|óra)\b|^\s*hourly\b|^\s*(?:por|par|pro|a|la|l'|all'|all’)\s?(?:hora|heure|stunde|ora|uur)\b`,
    ),
    "per_hour",
  ],
  [after(String.raw`(?:wk|week)\b|^\s*weekly\b`), "week"],
  [
    /^\s*(?:on\s)?(?:average\s)?(?:\/\s?|a\s|an\s|per\s|each\s|for\s(?:each|every|an?|one)\s)(?:[a-z\d-]+\s){0,3}?(?:session|lesson|claim|case|class|wash|use|visit|scan|ride|trip|call|credit|report|message|check|test|walk|delivery|job|request|minute|load|print|translation|query|search|analysis|inspection|appointment|consultation|treatment|cut|groom|game|match|ticket|entry|pass|repair|document|policy|show|event|install|installation|booking|lead|referral|invoice|page|file|transaction)s?\b/i,
    "per_use",
  ],
  // "£6 a pop", "R50 a go", "€3 each time": one use, in the words people say it.
  [/^\s*(?:a|per|each)\s+(?:pop|go|time|turn)\b/i, "per_use"],
  // "Rp 25.000 tiap kali jemput", "120 dh la séance", "10 € por sesión": one use in the founder's language.
  [
    /^\s*(?:(?:tiap|setiap|per|sekali)\s+kali|(?:la|par|por|per|a|al|à)\s+(?:s[ée]ance|sesi[óo]n|sess[ãa]o|sessione|clase|aula|lezione|vez|fois|volta|visita))(?![\p{L}])/iu,
    "per_use",
  ],
  // "€0.95 per shipment": each parcel sent is one use.
  [/^\s*(?:\/\s?|a\s|per\s|each\s)(?:shipment|parcel|placement|hire)s?\b/i, "per_use"],
  [/^\s*(?:(?:refundable|security|damage|upfront)\s+)?(?:deposit|bond|down\s?payment)\b/i, "deposit"],
  // "a J$1,500 booking deposit", "a €50 holding deposit": whatever the deposit is named for.
  [/^\s*[\p{L}-]+\s+deposit\b/iu, "deposit"],
  // "£120 for a banner in one weekly issue": an advert bought for one issue of a weekly runs a week.
  [
    /^\s*for\s+(?:an?|one)\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+(?:one|each|a|every|the)\s+weekly\s+(?:issue|edition|episode|newsletter|email|show)\b/i,
    "week",
  ],
  [
    /^\s*for\s+(?:an?|one)\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+(?:one|each|a|every|the)\s+monthly\s+(?:issue|edition|episode|newsletter|email|show)\b/i,
    "month",
  ],
  // "£250 for a sponsored slot in one issue": an advert in one issue, of no stated cadence, is one use.
  [
    /^\s*for\s+(?:an?|one)\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+(?:one|each|a|every|the\s+next)\s+(?:issue|edition|episode|newsletter|email|show)\b/i,
    "per_use",
  ],
  // "for 30 min", "for a 45-minute session", "for a one-day push": a price for a stretch of time is one use.
  [/^\s*for\s+(?:an?\s+)?\d+[\s-]?(?:min|mins|minutes?)\b/i, "per_use"],
  [/^\s*for\s+(?:an?\s+)?(?:one|single|1|24|48)[\s-](?:day|hour)\s+[\p{L}-]+/iu, "per_use"],
  // "R$ 890 no plano anual", "£790 on the annual plan", "120 € sur le forfait annuel": the plan's period.
  // (Not "£1,200 in monthly instalments": a total paid in parts.)
  [
    /^\s*(?:on|in|no|na|en|sur|nel|im)\s+(?:(?:the|an?|el|le|la|il|l'|dem)\s+)?(?:(?:plano|plan|forfait|abonnement|abbonamento|pacote|paquete|package|tarif|tier|option)\s+)?(?:anual|annual|yearly|annuel|annuale|jährlich\w*|jahres\w*)\b(?!\s+(?:instal|install|payment|parcela|cuota))/iu,
    "year",
  ],
  [
    /^\s*(?:on|in|no|na|en|sur|nel|im)\s+(?:(?:the|an?|el|le|la|il|l'|dem)\s+)?(?:(?:plano|plan|forfait|abonnement|abbonamento|pacote|paquete|package|tarif|tier|option)\s+)?(?:mensual|mensal|monthly|mensuel|mensile|monatlich\w*|monats\w*)\b(?!\s+(?:instal|install|payment|parcela|cuota))/iu,
    "month",
  ],
];
const PERIOD_BEFORE: [RegExp, PricePeriod][] = [
  [
    /\bper\s+(?:show|event|session|lesson|job|repair|visit|booking|class|ride|trip|order|document|invoice|page|file|transaction|check|scan|request|query|message)\s*(?::|is|costs?|,)?\s*(?:(?:usually|typically|normally|often|generally)\s+)?(?:about|around|roughly|~)?\s*$/i,
    "per_use",
  ],
  [/\b(?:deposit|down\s?payment)\s*(?:of|:)?\s*$/i, "deposit"],
  // "con garantía de $50.000 en tarjeta", "caution de 200 €", "Kaution von 100 €": a deposit in the
  // founder's language.
  [
    /(?<![\p{L}])(?:garant[ií]as?|dep[oó]sitos?|cau[cç][aã]o|caution|kaution|kaucj[aęi]|cauzione|z[aá]loh[ay]?|depozyt)\s*(?:(?:restituit[ao]|zwrotn[aey])\s+)?(?:de|of|von|di|da|w\s+wysoko[śs]ci|:)?\s*$/iu,
    "deposit",
  ],
  // "Client pays per service (a blower is about RD$1,200)": an example price in brackets after its unit.
  [
    /\bper\s+(?:service|session|lesson|job|visit|booking|class|ride|trip|order|appointment|treatment|use)\s*\([^)]{0,40}$/i,
    "per_use",
  ],
  // "月額 ¥3,980", "年額 ¥39,800": Japanese writes the period before the price.
  [/(?:月額|毎月|月々)\s*$/u, "month"],
  [/(?:年額|年間)\s*$/u, "year"],
  // "Drop-in class SAR 95", "nails-only visit A$35": a price named after one use.
  [
    /\b(?:class|session|lesson|visit|ride|wash|walk|groom|check|trip|treatment|consultation|(?:standard|basic|full|engine|outboard|annual)\s+service)\s*(?::|is|costs?|at|for|from|[-–—])?\s*$/i,
    "per_use",
  ],
  [
    /\b(?:monthly|a month|per month|subscription|membership)\s*(?:(?:unlimited|plan|pass|fee|price|subscription|membership|package|retainer|rent|rental)\s*){0,2}(?:of|at|:|is|costs?|for|from|start(?:s|ing)\s+(?:at|from))?\s*$/i,
    "month",
  ],
  // "a monthly package of 8 sessions for R$ 880": a package bought every month.
  [
    /\bmonthly\s+(?:package|bundle|pack|plan|pass)\s+of\s+\d+\s+[\p{L}-]+\s+(?:for|at|costs?|is)\s*$/iu,
    "month",
  ],
  [
    /\bweekly\s+(?:package|bundle|pack|plan|pass)\s+of\s+\d+\s+[\p{L}-]+\s+(?:for|at|costs?|is)\s*$/iu,
    "week",
  ],
  [
    /\b(?:yearly|annual)\s+(?:package|bundle|pack|plan|pass)\s+of\s+\d+\s+[\p{L}-]+\s+(?:for|at|costs?|is)\s*$/iu,
    "year",
  ],
  [
    /\b(?:annual|yearly|a year|per year)\s*(?:(?:unlimited|plan|pass|fee|price|subscription|membership|licen[cs]e|package|retainer)\s*){0,2}(?:of|at|:|is|costs?|for|from|start(?:s|ing)\s+(?:at|from))?\s*$/i,
    "year",
  ],
  [
    /\b(?:weekly|a week|per week)\s*(?:(?:plan|pass|fee|price|subscription|box|delivery|package)\s*){0,2}(?:of|at|:|is|costs?|for|from|start(?:s|ing)\s+(?:at|from))?\s*$/i,
    "week",
  ],
  // "Suscripción semanal de $U 1.890", "assinatura mensal de R$ 49", "abonnement annuel de 90 €": the
  // plan's period after its name, as Spanish, Portuguese, French and Italian write it.
  [
    /\b(?:suscripci[oó]n|assinatura|abonnement|abbonamento|plan|plano|forfait|cuota|mensalidade)\s+(?:semanal|hebdomadaire|settimanale)\s*(?:de|à|a|di|:)?\s*$/i,
    "week",
  ],
  [
    /\b(?:suscripci[oó]n|assinatura|abonnement|abbonamento|plan|plano|forfait|cuota)\s+(?:mensual|mensal|mensuel|mensile)\s*(?:de|à|a|di|:)?\s*$/i,
    "month",
  ],
  [
    /\b(?:suscripci[oó]n|assinatura|abonnement|abbonamento|plan|plano|forfait|cuota)\s+(?:anual|annuel|annuale)\s*(?:de|à|a|di|:)?\s*$/i,
    "year",
  ],
  [/\b(?:daily|a day|per day)\s*(?:fee|rate|price)?\s*(?:of|at|:|is)?\s*$/i, "per_day"],
  [/\b(?:hourly)\s*(?:fee|rate|price)?\s*(?:of|at|:|is)?\s*$/i, "per_hour"],
  // "the locum's day rate (usually $900)", "an hourly rate of about £40".
  [/\b(?:day|daily)\s+rate\b[^.;]{0,25}$/i, "per_day"],
  [/\b(?:hourly|hour)\s+rate\b[^.;]{0,25}$/i, "per_hour"],
];
/** An amount with no currency, right before "a", "per", "/" and a word. */
const BARE_AMOUNT =
  /(?<![\p{L}\p{N}.,$€£¥%\/-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)(?=\s*(?:\/\s?|an?\s|per\s|each\s)\p{L})/gu;

/** An amount with no currency sign or code beside it ("850.000 al mes"). */
const BARE_BESIDE =
  /(?<![\p{L}\p{N}.,$€£¥₹₦₫₱%\/-])(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d{1,2})?)(?![\p{N}.,]*\s*(?:%|[A-Z]{3}\b|[$€£¥₹₦₫₱]))/gu;
/** A bare amount paid once: "59 one time", "1200 upfront". */
const BARE_ONCE =
  /(?<![\p{L}\p{N}.,$€£¥%\/-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)(?=\s*(?:one[-\s]time|one[-\s]off|once|upfront|up-front)\b)/giu;

/** What a service is bought in: a price per one is a use, even where the product is named so. */
const SESSION_NOUN =
  /^(?:lesson|session|class|course|walk|ride|trip|visit|consultation|treatment|appointment|tour|massage|cut|groom)$/i;
/** A price for a physical thing, before a recurring fee: "a £79 kit", "$199 for the device". */
const HARDWARE =
  /\b(?:kit|device|hardware|sensor|sensors|hub|unit|units|box|camera|tracker|collar|tag|tags|starter\s+pack|starter\s+kit|console|machine|station|charger|lamp|panel|feeder|monitor|ring|band|wearable|scanner|reader|terminal|printer|meter|gateway|beacon|scale|scales|probe|probes|lantern|lock|locker|dock|buoy|dispenser|tablet|tablets|watch|pendant|bracelet|pump|pumps|generator|inverter|kello|태블릿|eszköz|gerät|appareil|dispositivo|senzor|czujnik|capteur|sensore|cihaz|urządzenie|zařízení|thiết bị)(?![\p{L}])/iu;
const ONE_OFF =
  /\b(?:one[-\s]time|one[-\s]off|once[-\s]off|once|outright|flat\s+fee|(?:fixed\s+)?project\s+fee|lifetime|buy\s+it|to\s+own|upfront|up-front|set-?up|onboarding|joining\s+fee|activation|package\s+of|bundle\s+of|einmalig\w*|jednoráz\w*|jednoraz\w*)\b/i;
const DEPOSIT = /\b(?:deposit|down\s?payment)\b/i;
/** Units of goods ("€39 per 3-litre tin"): a price per unit sold is a sale, not a use. */
const GOODS =
  /\b(?:tin|bottle|jar|bag|box|pack|packet|kg|kilo|kilogram|gram|litre|liter|piece|set|item|unit|pair|dozen|bar|loaf|can|case|crate|tub|pot|roll|bundle|copy|book|print|bouquet|meal|portion|serving|cup|order|tube|sachet|pouch|stick|tray|bucket|capsule|cartridge|vial|blanket|candle)s?$/i;
/** Who or what a fee is counted by ("per clinic", "per seat"): the period, not a use, is what is missing. */
const COUNTED_BY =
  /\b(?:user|seat|member|employee|staff|licen[cs]e|location|student|learner|pupil|head|site|clinic|store|shop|restaurant|practice|office|account|household|family|child|kid|patient|farm|hive|cooperative|cooperativa|company|business|team|vehicle|truck|property|branch|school|class|room|bed|desk|driver|agent|device|person|adult)s?$/i;

/** Whether the words around a price name it a fee: "fee of", "we charge shippers", "€15 delivery fee". */
function isFee(before: string, after: string): boolean {
  return (
    /\b(?:fee|charge|surcharge)\s*(?:of\s*)?(?:about|around)?\s*(?:[+&]\s*)?$/i.test(before) ||
    /\bwe\s+(?:charge|add|take)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(before) ||
    /^\s*(?:[\p{L}-]+\s+)?(?:fee|surcharge)\b/iu.test(after) ||
    // "the buyer pays ₫5.000 delivery per meal": a charge named by what it pays for.
    /^\s*(?:delivery|shipping|handling)\s+(?:per|a|an|each)\s/iu.test(after) ||
    // "pickup is FJ$25 per person on top", "€5 extra for delivery": charged beside what is sold.
    /^\s*(?:(?:per|a|an|each)\s+[\p{L}-]+\s+)?(?:on\s+top|extra)\b/iu.test(after)
  );
}

/**
 * An ISO code right after a signed price ("$7.99 CAD/month", "$29/mth aud"), and how many characters
 * to skip when it comes first. Lower case counts only for a code the sign can stand for ("aud" after "$").
 */
function codeAfter(rest: string, sign: string): { code: string; skip: number } | null {
  const found = rest.match(/^(\s*)(?:\/\s?[a-z]{2,6}\s+)?([A-Za-z]{3})(?![\p{L}\d])/u);
  if (!found) return null;
  const code = found[2].toUpperCase();
  if (!ISO_CODES.has(code) || NOT_CURRENCY.has(code)) return null;
  const family = CURRENCY_TOKENS.find(([pattern]) => pattern.test(sign))?.[1];
  const options = family ? (AMBIGUOUS[family]?.options ?? [family]) : [];
  if (found[2] !== code && !options.includes(code)) return null;
  // A code before the period is skipped; one after it ("/mth aud") is left where it is.
  return { code, skip: /^\s*\//.test(found[0]) ? 0 : found[0].length };
}

/** The price points a text states, in order, each with its period and currency. */
export function extractPrices(written: string, market: string | null, product = ""): PricePoint[] {
  const text = spellNumbers(written);
  // "€39 per game" for a board game, "S/ 189 per blanket" for blankets: a price per the product is a sale.
  const productNoun = product.toLowerCase().split(/\s+/).pop()?.replace(/s$/, "") ?? "";
  const found: (PricePoint & { index: number })[] = [];
  const local = marketMoney(market);
  // The ISO codes the founder typed, which settle a currency's name that several currencies share.
  const stated = [...text.matchAll(/(?<![\p{L}])[A-Z]{3}(?![\p{L}])/gu)]
    .map(([code]) => code)
    .filter((code) => ISO_CODES.has(code) && !NOT_CURRENCY.has(code));
  for (const match of text.matchAll(local.pattern)) {
    const [whole, signBefore, numberBefore, numberAfter, signAfter] = match;
    // "£12k", "2.5 million": a magnitude after the number ("NOK", "DKK" end on a K too).
    const magnitude = whole.match(/\d\s?(k|K|m|M|thousand|million|rb|ribu|jt|juta)(?![\p{L}\d])/u)?.[1] ?? "";
    const amount = parseAmount(numberBefore ?? numberAfter ?? "", magnitude);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const token = (signBefore ?? signAfter ?? "").trim();
    if (/^[A-Z]{3}$/.test(token) && (!ISO_CODES.has(token) || NOT_CURRENCY.has(token))) continue;
    const index = match.index ?? 0;
    // "$7.99 CAD/month", "$29/mth aud": a code after a signed price names its currency and is skipped.
    const named = signBefore ? codeAfter(text.slice(index + whole.length), token) : null;
    const currency =
      named?.code ??
      (/^R$/.test(token)
        ? "ZAR"
        : local.words.has(token.toLowerCase())
          ? market
          : currencyFor(token, market, stated));
    if (!currency) continue;
    const before = text.slice(Math.max(0, index - 40), index);
    // "₱649 per week (around ₱130 per meal)", "$29 a month (about $1 a day)": a figure worked out from the
    // price before it, in brackets, restates that price.
    if (
      found.length &&
      /\(\s*(?:around|about|approx\.?|approximately|roughly|~|≈|i\.e\.?,?|that'?s|so)\s*$/i.test(before)
    )
      continue;
    // "the student tutor gets 15 zł", "the driver keeps ₱120": what the other side is paid out is no price.
    if (
      /\b(?:gets?|earns?|receives?|keeps?|takes?\s+home|(?:is|are|gets?)\s+paid)\s+(?:about\s+|around\s+|roughly\s+)?$/i.test(
        before,
      )
    )
      continue;
    // "per clinic per month", "a seat a month": the unit between the price and its period is skipped.
    // "Fr. 32.– par promenade": the Swiss dash for no cents.
    const following = text
      .slice(index + whole.length + (named?.skip ?? 0), index + whole.length + 60)
      .replace(/^[.,]?[–—-]+/, "")
      // "20,00 € na uro (per hour)": the founder's own translation of the period.
      .replace(
        /^\s*(?:[\p{L}]+\s+){1,2}\(((?:per|a|an|each)\s[^)]{1,20}|monthly|weekly|yearly|annually|daily|hourly)\)/iu,
        " $1",
      )
      // "SEK 5,900 per location if you pay yearly", "£100 if paid annually": the condition names the period.
      .replace(
        /^(\s*(?:(?:per|a|an|each)\s+[\p{L}-]+\s+)?)(?:if|when)\s+(?:you\s+|they\s+)?(?:pay|paid|are\s+billed|billed)\s+(?:(yearly|annually|(?:upfront\s+)?for\s+(?:the|a|one|a\s+whole)\s+year)|monthly)\b/iu,
        (_, unit: string, year?: string) => `${unit}per ${year ? "year" : "month"}`,
      )
      // "£790 paid yearly", "$29 billed monthly": how the price is paid names its period.
      .replace(
        /^\s*(?:paid|billed|charged|payable|invoiced)\s+(?=(?:monthly|yearly|annually|weekly|daily|per|a|an|each|every)\b)/i,
        " ",
      );
    // "per clinic per month", "per staff member per month": what the price counts before its period.
    const countedBy = following.match(
      /^\s*(?:per|a|an|each|pro|par|por|\/)\s*(?!(?:mo|month|year|yr|day|night|hour|hr|week|monat|mois|mes)\b)([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*(?=(?:per|a|an|each|every|pro|par|por|\/)\s*(?:mo|month|year|yr|day|hour|week|monat|mois|mes)\b)/iu,
    );
    const after = countedBy ? following.slice(countedBy[0].length) : following;
    // "GH₵ 20 booking fee per job": the fee's name between the price and its unit.
    // "₫5.000 delivery per meal": a charge named by what it pays for is a fee too.
    const unitAfter = after.replace(
      /^\s*(?:(?:[\p{L}-]+\s+)?(?:fee|charge)|delivery|shipping|handling)\s+(?=(?:per|each|a|an)\s)/iu,
      " ",
    );
    const unit = unitAfter
      .match(/^\s*(?:per|each|par|por|pro|for\s+(?:each|every))\s+((?:[\p{L}\d-]+\s+){0,2}?[\p{L}-]+)/iu)?.[1]
      ?.trim();
    const ofProduct =
      !!productNoun && unit?.toLowerCase().split(/\s+/).pop()?.replace(/s$/, "") === productNoun;
    let period: PricePeriod | null =
      PERIOD_AFTER.find(([pattern]) => pattern.test(unitAfter))?.[1] ??
      PERIOD_BEFORE.find(([pattern]) => pattern.test(before))?.[1] ??
      // "RM9.90 sebulan", "₪59 לחודש", "19,90 €/kk": the period in the market's language.
      localPeriod(unitAfter, market ?? currency) ??
      null;
    // A lesson or a session sold is a use of the service, not goods.
    if (period === "per_use" && ofProduct && !SESSION_NOUN.test(productNoun)) period = null;
    // "KSh 2,500 for a screen" said by a repair van: the price of mending one, a job.
    if (
      !period &&
      // (Work on a thing, not goods that clean: "face wash", "clean protein bar".)
      /\b(?:repair\w*|fix(?:es|ing)?|mend\w*|alterations?|servicing|cleaning)\b/i.test(product) &&
      /^\s*for\s+(?:an?|one|each)\s+[\p{L}-]+(?:\s+(?:repair|fix|replacement|swap|job|clean))?(?=\s*(?:[,.;]|and\b|or\b|$))/iu.test(
        unitAfter,
      )
    )
      period = "per_use";
    if (!period) {
      // A device price followed by a recurring fee is the hardware; on its own it is a one-time sale.
      const near = `${before.split(/[.;!?]/).pop()} ${after.split(/[.;,!?]|\bthen\b|\bplus\b|\band\b/)[0]}`;
      // "$79 one-off for the device, app free forever, no subscription": a recurring fee ruled out is none.
      const recurringLater =
        /(?:\b(?:month|year|monthly|annual|subscription|a day|per day|mensual|mensuel|mensal|mensile|monatlich|m[eě]s[ií][cč]n[eě]|al mes|por mes|par mois|pro monat|im monat|kwa mwezi|havonta|pcm|p\/?m|mo)|\/\s?(?:hó|tháng|mo)|月額|毎月)(?![\p{L}])/iu.test(
          text
            .slice(index + whole.length)
            .replace(
              /\b(?:no|without(?:\s+an?)?|never\s+an?|zero|free\s+of)\s+(?:(?:monthly|annual|yearly|recurring|ongoing)\s+)?(?:subscriptions?|fees?|payments?|charges?)\b/gi,
              "",
            ),
        );
      // "per clean", "per 30-min walk", "par contrat vérifié": a price per thing done is a price per use.
      const sentenceOf =
        text
          .slice(0, index)
          .split(/[.!?]\s/)
          .pop() ?? "";
      const previous = found[found.length - 1];
      // A price bought outright ("one-time", "sold outright", "a flat fee", ordered with a deposit) is a sale.
      // "a €15 delivery fee per order", "a fixed delivery fee of S/ 4 per order": a fee is charged per use,
      // whatever the unit counts.
      const fee = /\b(?:fee|charge)\s*(?:of\s*)?$/i.test(before) || unitAfter !== after;
      // "a flat £1.50 fee per order" is flat per order, not one payment: only a fee that says it is
      // charged once is a sale.
      const oneOff = ONE_OFF.test(`${sentenceOf} ${after.split(/[.!?]\s/)[0]}`);
      const flatPerUse =
        fee &&
        !!unit &&
        // Per thing a customer does again and again; "a flat fee of $900 per funeral" is the whole job, once.
        /^(?:\S+\s+)*(?:orders?|trips?|bookings?|rides?|deliver(?:y|ies)|meals?|transactions?|sales?|listings?|parcels?|loads?|shipments?|tickets?|swaps?|rentals?)$/i.test(
          unit,
        ) &&
        !/\b(?:one[-\s]time|one[-\s]off|once|set-?up|onboarding|joining|activation|lifetime)\b/i.test(
          `${sentenceOf} ${after.split(/[.!?]\s/)[0]}`,
        );
      const outright = (oneOff && !flatPerUse) || DEPOSIT.test(text);
      // "farmer pays per trip, we add a Rs 800 fee on top of the transporter's fare": a fee on what the
      // customer pays per use is charged per use.
      const feeOnEachUse =
        /^\s*(?:[\p{L}-]+\s+)?(?:fee|charge|commission)\b/iu.test(after) &&
        /\bpays?\s+(?:per|for\s+each|each)\s+(?:trip|order|booking|ride|job|delivery|load|visit|use|session|sale)\b/i.test(
          sentenceOf,
        );
      // "€0.28 per kg collected", "0.05 USD per bundle scanned": a unit of goods handled, not sold, is a
      // unit of service; any done-to word counts but those of a sale ("per box ordered").
      const doneTo = unit ? unitAfter.slice(unitAfter.indexOf(unit) + unit.length) : "";
      const handled =
        !!unit &&
        (/^\s*(?:picked up|sent|kept|held|read|cut|done)\b/i.test(doneTo) ||
          /^\s*[\p{L}]{2,}ed(?![\p{L}])/iu.test(doneTo)) &&
        !/^\s*(?:ordered|purchased|bought|sold|rented|priced|included|used|needed|required|wanted)\b/i.test(
          doneTo,
        );
      if (HARDWARE.test(near) && recurringLater && !ALTERNATIVE_NEXT.test(after)) period = "hardware";
      else if (feeOnEachUse && !oneOff) period = "per_use";
      else if (
        unit &&
        !outright &&
        !ofProduct &&
        (fee || handled || !GOODS.test(unit)) &&
        // "pickup is FJ$25 per person on top": a charge added to each booking, per head, is paid per use.
        (!COUNTED_BY.test(unit) ||
          /^\s*(?:per|a|an|each)\s+[\p{L}-]+\s+(?:on\s+top|extra)\b/iu.test(after)) &&
        !HARDWARE.test(unit)
      )
        period = "per_use";
      // "€35 per clean for a T1, €45 for a T2": the second price of a list keeps the first one's period.
      // "A$95 per groom for small dogs, A$120 for large dogs", "R$ 0,35 por consulta, caindo para R$ 0,20":
      // a price listed after another in the same sentence, with no period of its own, keeps that one's.
      else if (
        previous &&
        !["one_time", "hardware", "deposit", "commission"].includes(previous.period) &&
        !outright &&
        // "plus a $500 onboarding fee": a fee of its own, charged once.
        !/^\s*(?:[\p{L}-]+\s+)?(?:fee|charge)\b/iu.test(after) &&
        text.slice(previous.index, index).split(/[.!?;]\s/).length === 1 &&
        index - previous.index <= 90
      )
        period = previous.period;
      else period = "one_time";
    }
    // "₲85.000 por hectárea": a price per unit of land is counted by the customer's own area.
    // "$12/month per bin", "USD 15 a month per truck": the count after the period.
    const countedAfter =
      !countedBy && period && ["month", "year", "week"].includes(period)
        ? following.match(
            /^\s*(?:\/\s*|per\s+|a\s+|an\s+|each\s+)(?:mo|month|year|yr|week|wk)\b\.?\s+(?:per|for\s+each|each)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*(?=[,.;:!?)]|$|\s(?:and|or|for|if|with|plus|\+)\b)/iu,
          )
        : null;
    // "MXN 349 per seat" after "Monthly subscription of", "€4.90 monthly subscription per hive": a recurring
    // price counted by a thing named right after it.
    const countedNext =
      !countedBy && !countedAfter && period && ["month", "year", "week"].includes(period)
        ? following.match(
            /^\s*(?:(?:monthly|yearly|annual|weekly)\s+)?(?:(?:subscription|plan|fee|membership|licen[cs]e)\s+)?(?:per|for\s+each|each)\s+(?!(?:mo|month|year|yr|week|wk|day)\b)([\p{L}-]+)\s*(?=[,.;:!?()]|$|\s(?:and|or|for|if|with|plus|\+)\b)/iu,
          )
        : null;
    const counts =
      countedBy?.[1].trim().toLowerCase() ??
      countedAfter?.[1].trim().toLowerCase() ??
      countedNext?.[1].trim().toLowerCase() ??
      (period === "per_use" && unit && isAreaUnit(unit) ? unit.toLowerCase() : undefined);
    found.push({
      amount,
      period,
      currency,
      text: whole.trim(),
      index,
      ...(counts ? { per: counts } : {}),
      ...(counts && (countedAfter || countedNext) ? { perAfter: true } : {}),
      ...(isFee(before, following) ? { fee: true } : {}),
    });
  }
  // "30p per order", "50 cents a scan": the hundredth of the currency the other prices or the market use.
  for (const match of text.matchAll(SUBUNIT)) {
    const index = match.index ?? 0;
    const main = found.find((p) => p.currency)?.currency ?? market;
    const pence = /^p/i.test(match[2]);
    if (!main || (pence ? main !== "GBP" : !["USD", "EUR", "CAD", "AUD", "NZD", "SGD", "HKD"].includes(main)))
      continue;
    if (match[2] === "c" && !/^\s*(?:per|a|an|each|\/)\s/i.test(text.slice(index + match[0].length)))
      continue;
    const unitAfter = text.slice(index + match[0].length, index + match[0].length + 60);
    const period =
      PERIOD_AFTER.find(([pattern]) => pattern.test(unitAfter))?.[1] ??
      (/^\s*(?:per|a|an|each|\/)\s*[\p{L}]/iu.test(unitAfter) ? "per_use" : "one_time");
    found.push({
      amount: Number(match[1]) / 100,
      period,
      currency: main,
      text: match[0],
      index,
      ...(isFee(text.slice(Math.max(0, index - 40), index), unitAfter) ? { fee: true } : {}),
    });
  }
  for (const match of text.matchAll(PERCENT)) {
    const index = match.index ?? 0;
    const around = text.slice(Math.max(0, index - 60), index + match[0].length + 60);
    if (
      !/\b(?:commission|comisi[oó]n|comiss[aã]o|commissione|provision|prowizj\w*|komisyon\w*|take\s+rate|fee|cut|success\w*|if\s+(?:it|they|we|the\s+\w+)\s+(?:is\s+|are\s+)?(?:wins?|succeeds?|successful|sells?|funded|hired|placed)|salary|recover\w*|of\s+(?:each|every|the|whatever|what)|per\s+(?:booking|order|sale|transaction|ticket|ride|trip|job)|(?:sold|booked|paid)\s+through\s+(?:us|the\s+app|the\s+platform)|of\s+(?:[\w-]+\s+)?(?:sales|revenue|turnover|gmv)|(?:seller|buyer|host|vendor|provider|merchant|shop)s?\s+pays?|booking|transaction|from\s+(?:each|every)|we\s+(?:take|keep|charge))\b/i.test(
        around,
      ) &&
      // "Plus 1.5% on online giving": a share of the money that passes through.
      !/^\s*on\s+(?:all\s+|every\s+|each\s+)?(?:online\s+|card\s+)?(?:giving|donations?|tithes?|payments?|orders?|sales|bookings?|transfers?)\b/i.test(
        text.slice(index + match[0].length, index + match[0].length + 40),
      )
    )
      continue;
    if (
      /\b(?:deposit|discount|off|interest|margin|growth|of (?:their|our) income)\b/i.test(
        text.slice(index, index + match[0].length + 14),
      )
    )
      continue;
    const amount = Number((match[1] ?? match[2]).replace(",", "."));
    if (amount <= 0 || amount >= 60) continue;
    found.push({ amount, period: "commission", currency: null, text: match[0], index });
  }
  // "A flat 79 per claim", "65 a week for 10 meals": where the founder names no currency at all, a bare
  // amount right before its period is a price, in the market's currency if there is one.
  if (!found.some((p) => p.currency))
    for (const match of text.matchAll(BARE_AMOUNT)) {
      const index = match.index ?? 0;
      if (found.some((p) => index >= p.index && index < p.index + p.text.length)) continue;
      const following = text.slice(index + match[0].length, index + match[0].length + 60);
      const period = PERIOD_AFTER.find(([pattern]) => pattern.test(following))?.[1];
      const amount = parseAmount(match[1], "");
      if (!period || period === "deposit" || !(amount >= 1) || /^\s*per\s?cent/i.test(following)) continue;
      found.push({ amount, period, currency: market, text: match[0], index });
    }
  // "plan básico COP 450.000/mes, plan completo 850.000 al mes": a bare amount with a period of its own,
  // in the sentence of a priced one, is in that one's currency.
  for (const match of text.matchAll(BARE_BESIDE)) {
    const index = match.index ?? 0;
    if (found.some((p) => index >= p.index - 4 && index < p.index + p.text.length)) continue;
    const priced = found
      .filter((p) => p.currency && p.index < index && index - p.index <= 90)
      .filter((p) => text.slice(p.index, index).split(/[.!?;]\s/).length === 1)
      .pop();
    if (!priced) continue;
    const following = text.slice(index + match[0].length, index + match[0].length + 60);
    // The period right after the amount ("850.000 al mes"), not a count of something ("20 hours a week").
    if (!/^\s*(?:\/|(?:a|an|al|por|par|pro|per|each|every|el|la|le)\s)/i.test(following)) continue;
    const period =
      PERIOD_AFTER.find(([pattern]) => pattern.test(following))?.[1] ??
      localPeriod(following, market ?? priced.currency);
    const amount = parseAmount(match[1], "");
    if (!period || !(amount >= 1) || amount < priced.amount / 20) continue;
    found.push({ amount, period, currency: priced.currency, text: match[0], index });
  }
  // "kit is 59 one time": with no currency anywhere, a bare amount said to be paid once is a price too.
  if (!found.some((p) => p.currency))
    for (const match of text.matchAll(BARE_ONCE)) {
      const index = match.index ?? 0;
      const amount = parseAmount(match[1], "");
      if (amount >= 1 && !found.some((p) => p.index === index))
        found.push({ amount, period: "one_time", currency: market, text: match[0], index });
    }
  found.sort((a, b) => a.index - b.index);
  // "£14 for 30 min / £22 for an hour": lengths offered side by side are sessions, each bought as one use.
  const forLength = (p: PricePoint & { index: number }) =>
    /^\s*for\s+(?:an?\s+|one\s+|\d+[\s-]?)(?:min|mins|minutes?|hours?|hr)\b/i.test(
      text.slice(p.index + p.text.length, p.index + p.text.length + 20),
    );
  for (const [i, point] of found.entries()) {
    const other = found[i - 1] ?? found[i + 1];
    if (
      point.period === "per_hour" &&
      other?.period === "per_use" &&
      forLength(point) &&
      forLength(other) &&
      Math.abs(other.index - point.index) <= 60
    )
      found[i] = { ...point, period: "per_use" };
  }
  // "₮380,000 per collar, then ₮15,000 сар бүр", "RM199 for the tracker, then RM9.90 sebulan": a one-off
  // price for a device, before a recurring one however it is written, is the hardware.
  const first = found.findIndex((p) => p.period === "one_time");
  const recurring = found.findIndex((p, i) => i > first && ["month", "year", "week"].includes(p.period));
  if (
    first >= 0 &&
    recurring > first &&
    !ALTERNATIVE_BEFORE.test(text.slice(found[first].index, found[recurring].index)) &&
    (HARDWARE.test(text.slice(Math.max(0, found[first].index - 40), found[first].index + 60)) ||
      HARDWARE.test(product))
  )
    found[first] = { ...found[first], period: "hardware" };
  return found.map(({ index: _index, ...point }) => point);
}

/**
 * "Box of 12 bags for 24,90 €, or 21,90 € per month if you subscribe": goods bought once *or* by the
 * month are one offer two ways, not a device bought before a fee. The "or" between the two prices says so.
 */
const ALTERNATIVE_WORD = String.raw`(?:or|oder|ou|lub|veya|nebo|oppure)`;
const ALTERNATIVE_NEXT = new RegExp(String.raw`^\s*[,;]?\s*${ALTERNATIVE_WORD}\s`, "i");
const ALTERNATIVE_BEFORE = new RegExp(String.raw`[\s,;]${ALTERNATIVE_WORD}\s+(?:\S+\s+)?$`, "i");

/**
 * The currency of the package: the founder's prices decide; with none, the market's one currency; with
 * neither, none (the writers then say "$" only as a placeholder the founder can change).
 */
export function resolveCurrency(prices: PricePoint[], geography: Geography | null): string | null {
  const stated = prices.find((p) => p.currency)?.currency;
  return stated ?? geography?.currency ?? null;
}
