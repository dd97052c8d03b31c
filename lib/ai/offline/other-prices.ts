import type { PricePoint } from "./facts";
import { escapeRegExp } from "./text";

/** Prices that are not a second offer: the device (the model's upfront price), a deposit, a yearly plan. */
const NOT_AN_OFFER = new Set<PricePoint["period"]>(["hardware", "deposit", "year", "commission"]);

/** What a price comes to in a month, to tell the model's own price said by the week from another offer. */
function monthly(price: PricePoint): number {
  return price.period === "week" ? (price.amount * 52) / 12 : price.amount;
}

/** Where a clause of the founder's pricing starts: after a comma, "or", "and", "plus", "then" … */
const CLAUSE_START = /(?:[,;:(/]|\.(?=\s)|\s(?:or|and|plus|then|but|while)\s|\s\+\s)(?![^(]*\))/giu;
/** "or" and "and" in the languages founders write their prices in, left at a quote's start. */
const LEADING_JOIN = /^(?:or|and|plus|then|but|also|y|e|o|ou|ili|atau|ya|und|oder|et|lub|veya|hoặc)\s+/i;

/** Where a price is written, not inside a longer number ("450 MXN" in "2,450 MXN"); -1 when it is not. */
function find(text: string, written: string): number {
  if (!written) return -1;
  return text.search(new RegExp(`(?<![\\d.,])${escapeRegExp(written)}(?![\\d]|[.,]\\d)`));
}

/**
 * The founder's clause around a price in their business-model answer, in their words: "€12 for the whole
 * day" in "€4 por hora or €12 for the whole day.", "349 zł for up to 50", "a storage shelf is DKK 400 a
 * month extra". Null when the price is not written there, tops a range ("from C$450 to C$1,800"), or its
 * clause is too long to quote on a slide.
 */
function clauseOf(text: string, price: PricePoint, all: readonly PricePoint[]): string | null {
  const at = find(text, price.text);
  if (at < 0) return null;
  // The other prices written there: a clause holding one ("$5.000 CLP por hora o $25.000 el día completo")
  // is cut at it, so the quote is of this price alone.
  const written = all
    .filter((o) => o.text && o.text !== price.text)
    .map((o) => ({ at: find(text, o.text), length: o.text.length }))
    .map((o) => ({ at: o.at, end: o.at + o.length }))
    .filter((o) => o.at >= 0);
  const others = written.map((o) => o.at);
  // "from C$450 to C$1,800": the top of a range is no offer of its own.
  if (written.some((o) => o.end <= at && /^\s*(?:to|-|–)\s*$/i.test(text.slice(o.end, at)))) return null;
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_START)) start = m.index + m[0].length;
  if (others.some((i) => i >= start && i < at)) start = at;
  // Forward to the clause's end: a comma, semicolon or full stop outside brackets, an "or", or the next price.
  let depth = 0;
  let end = Math.min(text.length, ...others.filter((i) => i > at));
  for (let i = at + price.text.length; i < end; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (
      (/[,;!?]/.test(c) ||
        (c === "/" && text[i - 1] === " ") ||
        (c === "." && /^\s|^$/.test(text.slice(i + 1, i + 2)))) &&
      !/\d/.test(text[i + 1] ?? "")
    ) {
      end = i;
      break;
    } else if (/^\s(?:or|and|plus)\s/i.test(text.slice(i, i + 6))) {
      end = i;
      break;
    }
  }
  const clause = text
    .slice(start, end)
    .trim()
    .replace(/\s+(?:\p{L}{1,4}|[/+–-])$/u, (tail) => (end < text.length && others.includes(end) ? "" : tail))
    .replace(LEADING_JOIN, "")
    .trim();
  const open = (clause.match(/\(/g) ?? []).length;
  const close = (clause.match(/\)/g) ?? []).length;
  if (!clause || open !== close || clause.split(/\s+/).length > 14) return null;
  return clause;
}

/**
 * The founder's other offers, which the forecast does not count: it models one price (the model's
 * `pricePoint`), so "€12 for the whole day" beside "€4 por hora", "349 zł for up to 50" beside "249 zł a
 * month for up to 20 documents" or "₹10,500 a month for two" were dropped from every deck. Each is quoted
 * in the founder's words, so the package says it instead of losing it. Not counted here: the model's own
 * price (also said by the week), a device paid once (the model's upfront price), a deposit, a yearly plan
 * (said beside the monthly one), a commission, and prices `told` elsewhere already (a refill, a single job).
 */
export function otherOffers(
  p: { prices: PricePoint[]; statedPrice: number | null; answers: { businessModel: string } },
  /** Amounts the package already says (a refill, a single job) or the model counts (a device, a set-up fee). */
  told: readonly number[] = [],
): string[] {
  const own = p.statedPrice;
  const offers = p.prices.filter(
    (price) =>
      !NOT_AN_OFFER.has(price.period) &&
      // (A week bought now and then is priced as the week itself: "C$450 per child per week".)
      (own === null || (price.amount !== own && Math.abs(monthly(price) - own) > 0.01 * own)) &&
      !told.includes(price.amount),
  );
  const clauses = offers
    .map((price) => clauseOf(p.answers.businessModel, price, p.prices))
    .filter((c): c is string => c !== null);
  return [...new Set(clauses)];
}
