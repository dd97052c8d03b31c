import Mustache from "mustache";

import type { FinancialAssumptions, MarketAssumptions } from "./assumptions";
import { formatCount, formatMoney, formatMoneyPrice, formatMonth, formatPercent } from "./format";
import {
  buysOnce,
  customersWon,
  fundingAsk,
  project,
  sizeMarket,
  yearCustomers,
  type MarketSize,
  type Projection,
} from "./model";

/**
 * Figures in stored prose. Text that states a number of the financial model never stores the number: it
 * stores a reference to it (`⟦revenue.y3⟧`), and every panel, download and API answer fills the reference
 * in from the project's current model. Saving a changed forecast therefore changes every document at once.
 *
 * References are Mustache tags with delimiters no founder types (⟦ ⟧): a name (`⟦tam⟧`, `⟦revenue.y3⟧`), or a
 * section shown only when a verdict holds (`⟦#breaksEven⟧…⟦/breaksEven⟧`, `⟦^breaksEven⟧…⟦/breaksEven⟧`),
 * so a sentence whose wording depends on a number ("turns EBITDA positive in month 14" / "is not yet EBITDA
 * positive") follows the number too.
 */

export interface ModelInput {
  assumptions: FinancialAssumptions;
  market: MarketAssumptions;
  /** ISO 4217 code of every amount; US dollars when absent. */
  currency?: string;
}

export interface Financials {
  model: ModelInput;
  projection: Projection;
  market: MarketSize;
  ask: ReturnType<typeof fundingAsk>;
  /** Writers refer to the figures (`⟦tam⟧`) instead of writing them: the model is stored to fill them from. */
  symbolic?: boolean;
}

/** Everything numeric about an idea, computed once from one set of assumptions. */
export function computeFinancials(model: ModelInput, symbolic = false): Financials {
  const projection = project(model.assumptions);
  return {
    symbolic,
    model,
    projection,
    market: sizeMarket(model.market, projection.arpu, model.assumptions.monthlyChurnRate),
    ask: fundingAsk(projection),
  };
}

/** How far above today's price the search for a break-even price looks. */
export const BREAK_EVEN_PRICE_LIMIT = 5;

/**
 * The lowest price at which the plan turns EBITDA positive within its 36 months, every other assumption as
 * it is: the price itself when it already does, null when no price up to BREAK_EVEN_PRICE_LIMIT times
 * today's does. Found by bisection (a higher price never breaks even later), rounded up to two
 * significant digits, so what a founder reads is a price that works.
 */
export function breakEvenPrice(model: ModelInput): number | null {
  const today = model.assumptions.pricePoint;
  const breaksEvenAt = (price: number) =>
    project({ ...model.assumptions, pricePoint: price }).breakEvenMonth !== null;
  if (breaksEvenAt(today)) return today;
  let high = today * BREAK_EVEN_PRICE_LIMIT;
  if (!(today > 0) || !breaksEvenAt(high)) return null;
  let low = today;
  for (let i = 0; i < 24 && high - low > today / 1000; i++) {
    const mid = (low + high) / 2;
    if (breaksEvenAt(mid)) high = mid;
    else low = mid;
  }
  const step = 10 ** Math.max(-2, Math.floor(Math.log10(high)) - 1);
  const rounded = Math.ceil(high / step) * step;
  return breaksEvenAt(rounded) ? Number(rounded.toFixed(2)) : Number(high.toFixed(2));
}

/** The month the starting cash first goes below zero (1-based), or 0 when it never does. */
export function cashRunsOutMonth(f: Financials): number {
  return f.projection.months.findIndex((m) => m.cash < 0) + 1;
}

/** The customers won in three years as a share of the serviceable market's buying units (SAM in customers). */
export function shareOfServiceable(f: Financials): number | null {
  const count = f.model.market.potentialCustomers;
  if (count === null) return null;
  const serviceable = count * f.model.market.serviceableShare;
  return serviceable > 0 ? customersWon(f.projection) / serviceable : 0;
}

/** What a market figure nobody counted reads as, wherever it is filled in. */
export const NOT_SIZED = "not sized yet";

/** A plan that needs a quarter or more of its own serviceable market in three years is not credible. */
export const IMPLAUSIBLE_SHARE = 0.25;

const pct = (value: number) => `${Math.round(value * 1000) / 10}%`;
const ratio = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(1)}x`);

/**
 * Every figure a writer may refer to, as the text it reads (in the model's currency), plus the verdicts
 * sections test. The names are the references' names: `⟦revenue.y3⟧` is `view.revenue.y3`.
 */
export function figureView(f: Financials) {
  const [y1, y2, y3] = f.projection.years;
  const a = f.model.assumptions;
  const currency = f.model.currency ?? "USD";
  const money = (value: number) => formatMoney(value, currency);
  const price = (value: number) => formatMoneyPrice(value, currency);
  const runsOut = cashRunsOutMonth(f);
  const share = shareOfServiceable(f);
  const { tam, sam, som } = f.market;
  // Within the market, or no market counted to be beyond.
  const withinMarket = sam === null || f.ask.amount <= sam;
  const breakEven = f.projection.breakEvenMonth;
  // Only a plan that does not break even asks what price would.
  const priceThatWorks = breakEven === null ? breakEvenPrice(f.model) : null;
  return {
    currency,
    /** The founder has counted the market's buying units: TAM, SAM and SOM are figures, not blanks. */
    sized: tam !== null,
    tam: tam === null ? NOT_SIZED : money(tam),
    sam: sam === null ? NOT_SIZED : money(sam),
    som: som === null ? NOT_SIZED : money(som),
    revenue: { y1: money(y1.revenue), y2: money(y2.revenue), y3: money(y3.revenue) },
    // A product bought once counts the year's buyers; anything else the customers at the year's end.
    customers: Object.fromEntries(
      (["y1", "y2", "y3"] as const).map((key, i) => {
        const year = [y1, y2, y3][i];
        return [key, formatCount(yearCustomers(year, a.monthlyChurnRate))];
      }),
    ) as Record<"y1" | "y2" | "y3", string>,
    /** Each customer buys once (churn 100%): wording about churn and retention does not apply. */
    buysOnce: buysOnce(a.monthlyChurnRate),
    ebitda: { y1: money(y1.ebitda), y2: money(y2.ebitda), y3: money(y3.ebitda) },
    grossMargin: formatPercent(a.grossMargin),
    /** Gross profit over revenue in year 3: with a device sold near cost, below the plan's own margin. */
    grossMarginY3: formatPercent(y3.grossMarginPct),
    churn: formatPercent(a.monthlyChurnRate),
    growth: formatPercent(a.monthlyGrowthRate),
    price: price(a.pricePoint),
    /** The price is a default the founder has not set (said beside it wherever the writers state it). */
    defaultPrice: a.priceIsDefault === true,
    /** The team and overhead are the product's defaults: the founder has not given their team's costs. */
    defaultCosts: a.costsAreDefault === true,
    /** The monthly price as a week's ("MX$390 a week" for a plan priced by the week), back from the month's. */
    weekPrice: price(Math.round(((a.pricePoint * 12) / 52) * 100) / 100),
    /** The monthly price to the whole unit, for "about A$256 a month" beside a weekly price. */
    monthPrice: price(Math.round(a.pricePoint)),
    arpu: price(Math.round(f.projection.arpu * 100) / 100),
    cac: price(a.cac),
    ltv: money(f.projection.ltv),
    ltvToCac: ratio(f.projection.ltvToCac),
    /** A customer's lifetime gross profit covers what winning them costs. */
    paysBack: (f.projection.ltvToCac ?? 0) >= 1,
    breakEven: formatMonth(breakEven),
    breaksEven: breakEven !== null,
    /** The plan as projected breaks even, so it can ask for money: one that does not says what must change. */
    raises: breakEven !== null && withinMarket,
    /** For a plan that does not break even: the price at which it would, all else equal, if one up to 5× does. */
    breakEvenPrice: price(priceThatWorks ?? 0),
    priceBreaksEven: priceThatWorks !== null && breakEven === null,
    /** Not raising on this plan: it does not break even within 36 months (and the market could carry it). */
    notInvestableYet: breakEven === null && withinMarket,
    /** For such a plan, what must be true for it to break even: the price that would do it, or what else. */
    investableWhen:
      breakEven !== null
        ? ""
        : priceThatWorks !== null
          ? `customers pay ${price(priceThatWorks)} (today ${price(a.pricePoint)}${a.priceIsDefault ? ", a default you have not set" : ""})${a.costsAreDefault ? ", on default team costs until you give yours" : ""}`
          : `costs, the cost of winning a customer or growth change (no price up to ${BREAK_EVEN_PRICE_LIMIT}× today's is enough${a.costsAreDefault ? ", on default team costs until you give yours" : ""})`,
    /** The whole counted market is served from launch (the founder counted their own customers). */
    servesAll: f.model.market.serviceableShare >= 1,
    /** Profitable from the first month: there are no losses to fund or recover. */
    breaksEvenAtOnce: breakEven !== null && breakEven <= 1,
    breakEvenClause:
      breakEven === null
        ? "is not yet EBITDA positive within the 36-month projection"
        : `turns EBITDA positive in month ${breakEven}`,
    payback: formatMonth(f.projection.paybackMonth),
    paybackClause:
      f.projection.paybackMonth === null
        ? "cumulative losses are not yet recovered within the 36-month horizon"
        : f.projection.paybackMonth <= 1
          ? "there are no losses to recover"
          : `cumulative losses are recovered by month ${f.projection.paybackMonth}`,
    ask: money(f.ask.amount),
    /** Where the raise goes, largest use first; a sentence lists them with `lower`, the last without a comma. */
    // Where the raise goes, for a plan that raises (one that does not break even, or needs more than its
    // market, lists no uses: its Funding Ask slide says what must change instead).
    funds: (breakEven !== null && withinMarket ? f.ask.useOfFunds : []).map((u, i, all) => ({
      label: u.label,
      lower: u.label.charAt(0).toLowerCase() + u.label.slice(1),
      amount: money(u.amount),
      last: i === all.length - 1,
    })),
    potentialCustomers:
      f.model.market.potentialCustomers === null
        ? "not counted yet"
        : formatCount(f.model.market.potentialCustomers),
    /** Where the founder's count comes from, as they wrote it ("" when they did not say). */
    countSource: f.model.market.countSource ?? "",
    countSourced: Boolean(f.model.market.countSource),
    serviceableShare: formatPercent(f.model.market.serviceableShare),
    obtainableShare: formatPercent(f.model.market.obtainableShare),
    annualPerCustomer: money(f.market.annualRevenuePerCustomer),
    newCustomers: formatCount(a.newCustomersFirstMonth),
    /** Customers at the end of month 1, the first month after the public launch. */
    month1Customers: formatCount(Math.max(1, f.projection.months[0].customers)),
    /** The one-time price a new customer pays on top of the recurring one (a device, a kit). */
    hasUpfront: (a.upfrontPrice ?? 0) > 0,
    // "€89 per hive" when each new customer buys several at that price; "the devices", then.
    upfrontPrice: `${price(a.upfrontPrice ?? 0)}${(a.upfrontUnits ?? 1) !== 1 ? ` per ${a.unitLabel ?? "device"}` : ""}`,
    deviceWord: (a.upfrontUnits ?? 1) !== 1 ? "devices" : "device",
    upfrontMargin: formatPercent(a.upfrontMargin ?? 0),
    /** A yearly plan beside the monthly price, and its price. */
    hasAnnual: (a.annualPrice ?? 0) > 0 && a.billingModel !== "one_time",
    annualPrice: price(a.annualPrice ?? 0),
    purchasesPerMonth: String(Math.round(a.purchasesPerCustomerPerMonth * 100) / 100),
    /** Units each customer pays the price for ("55" staff members), and whether the price counts units. */
    units: formatCount(a.unitsPerCustomer ?? 1),
    perUnit: (a.unitsPerCustomer ?? 1) !== 1,
    takeRate: pct(a.revenueShare),
    /** A marketplace paid a flat fee per order ("₭5,000 per trip"), not a share: the price is the fee. */
    flatFee: a.billingModel === "marketplace" && a.revenueShare >= 1,
    payingShare: pct(a.payingShare),
    /** The customers won in three years as a share of the serviceable market, and whether that is beyond belief. */
    shareOfServiceable: share === null ? NOT_SIZED : formatPercent(share),
    marketTooSmall: share !== null && share >= IMPLAUSIBLE_SHARE,
    /**
     * Room for this business: a plausible share, and the obtainable market's yearly revenue (SOM) at least
     * covers the fixed costs of year 3. A serviceable market can look large and still not pay for the team.
     */
    marketRoomy: share !== null && som !== null && share < IMPLAUSIBLE_SHARE && som >= y3.fixedCosts,
    marketShortOfCosts: share !== null && som !== null && share < IMPLAUSIBLE_SHARE && som < y3.fixedCosts,
    /**
     * The raise is more than the serviceable market brings in a year: no investor funds a business larger
     * than its market, so the writers say to widen the market or start lean instead of asking.
     */
    raiseBeyondMarket: !withinMarket,
    /** When the starting cash runs out at the planned spending, and when a raise must start. */
    cashRunsOutSoon: runsOut > 0 && runsOut <= 4,
    cashRunsOutLater: runsOut > 4,
    cashLasts: runsOut === 0,
    runsOutMonth: String(runsOut),
    raiseByMonth: String(Math.max(1, runsOut - 3)),
  };
}
export type FigureView = ReturnType<typeof figureView>;
/** The verdicts a section can test. */
export type VerdictName = {
  [K in keyof FigureView]: FigureView[K] extends boolean ? K : never;
}[keyof FigureView];

export const OPEN = "⟦";
export const CLOSE = "⟧";
const TAGS: [string, string] = [OPEN, CLOSE];
// Mustache caches every template it parses; stored prose is unbounded, so nothing is cached.
Mustache.templateCache = undefined;

/** `⟦name⟧`: a reference to a figure, for writers. */
export const ref = (name: string) => `${OPEN}${name}${CLOSE}`;
/** `⟦#name⟧text⟦/name⟧`: text shown only when the verdict `name` holds (`⟦^name⟧` when it does not). */
export const when = (name: string, text: string) => `${OPEN}#${name}${CLOSE}${text}${OPEN}/${name}${CLOSE}`;
export const unless = (name: string, text: string) => `${OPEN}^${name}${CLOSE}${text}${OPEN}/${name}${CLOSE}`;

/**
 * Where the raise goes, listed from the model when shown: as one clause ("€168K goes to team and overheads,
 * €44K goes to sales and marketing, …") and as one line per use ("Team and overheads: €168K"; a line for a
 * use the model does not have fills in empty, and fillFigures drops it).
 */
export const FUNDS_CLAUSE = when("funds", `${ref("amount")} goes to ${ref("lower")}${unless("last", ", ")}`);
export const fundsLine = (i: number) => when(`funds.${i}`, `${ref("label")}: ${ref("amount")}`);

/** The names the raise's uses had before they were read off the model (a fixed split per business). */
const STORED_USES =
  "Product and engineering|Sales and marketing|Operations and reserve|Device stock, sourcing and certification|Winning supply and buyers|Delivery team and training|Fleet and equipment|Upkeep, operations and reserve|Product development and stock|Stock, packing and delivery";

/**
 * Prose stored before the uses were listed by reference froze their names beside references to their
 * amounts ("⟦funds.0.amount⟧ goes to fleet and equipment", "Fleet and equipment: ⟦funds.0.amount⟧"). The
 * names came from a split the model no longer makes, so the stored list is read as the model's list: names
 * and amounts then agree with the deck. Only the old names are read so; a line the founder relabelled stays.
 */
const STORED_FUNDS_CLAUSE = new RegExp(
  `⟦funds\\.0\\.amount⟧ goes to (?:${STORED_USES})(?:, ⟦funds\\.\\d\\.amount⟧ goes to (?:${STORED_USES}))*(?=\\.)`,
  "gi",
);
const STORED_FUNDS_LINE = new RegExp(`^(?:${STORED_USES}): ⟦funds\\.\\d\\.amount⟧$`);
/** A line of the list as stored now: filled in empty when the model has no such use, and then dropped. */
const FUNDS_LINE = /^⟦#funds\.\d⟧.*⟦\/funds\.\d⟧$/;

function upgradeStoredFunds(text: string): string {
  if (!text.includes(`${OPEN}funds.`) || !text.includes(`.amount${CLOSE}`)) return text;
  return text.replace(STORED_FUNDS_CLAUSE, FUNDS_CLAUSE);
}

/**
 * A list holding the old lines ("Fleet and equipment: ⟦funds.0.amount⟧" …) gets the model's lines in their
 * place, all of them (the model may have a fourth use, the reserve, where the old split had three).
 */
function upgradeStoredLines(list: readonly unknown[]): unknown[] {
  const isOld = (item: unknown) => typeof item === "string" && STORED_FUNDS_LINE.test(item);
  const first = list.findIndex(isOld);
  if (first < 0) return [...list];
  let end = first;
  while (end < list.length && isOld(list[end])) end++;
  return [...list.slice(0, first), ...[0, 1, 2, 3].map(fundsLine), ...list.slice(end)];
}

/** Whether a string holds references to fill. */
export function hasFigures(text: string): boolean {
  return text.includes(OPEN);
}

const TAG = /⟦([^⟦⟧]*)⟧/g;
const TAG_NAME = /^[#^/]?[A-Za-z][\w.]*$/;
/** Every bracket a tag of ours, and every tag a name: anything else came from a person, not a writer. */
function wellFormed(text: string): boolean {
  const tags = [...text.matchAll(TAG)];
  const opens = text.split(OPEN).length - 1;
  const closes = text.split(CLOSE).length - 1;
  return opens === tags.length && closes === tags.length && tags.every((t) => TAG_NAME.test(t[1]));
}

/** One string with its references filled in (a string a founder wrote with stray brackets is kept as is). */
export function fillText(stored: string, view: FigureView): string {
  if (!hasFigures(stored)) return stored;
  const text = upgradeStoredFunds(stored);
  if (!wellFormed(text)) return text.replaceAll(OPEN, "[").replaceAll(CLOSE, "]");
  try {
    // A section left out can leave two spaces or a space before a full stop behind.
    return Mustache.render(text, view, {}, { tags: TAGS, escape: String })
      .replace(/ {2,}/g, " ")
      .replace(/ +([.,;:])/g, "$1")
      .trim();
  } catch {
    return text.replaceAll(OPEN, "[").replaceAll(CLOSE, "]");
  }
}

/** Every string in a value (an artifact, a project) with its references filled in; the rest is copied. */
export function fillFigures<T>(value: T, view: FigureView): T {
  if (typeof value === "string") return fillText(value, view) as T;
  if (Array.isArray(value)) {
    const list = upgradeStoredLines(value);
    return list
      .map((item) => fillFigures(item, view))
      .filter(
        // A line for a use of the raise the model does not have (`⟦#funds.3⟧…⟦/funds.3⟧`) fills in empty,
        // and is left out rather than shown as a blank bullet. (Only those: edits pair items by position.)
        (item, i) => !(item === "" && typeof list[i] === "string" && FUNDS_LINE.test(list[i] as string)),
      ) as T;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, fillFigures(v, view)]),
    ) as T;
  }
  return value;
}

/** The names a template refers to (sections included), for tests and for re-templating edits. */
export function referencedNames(text: string): string[] {
  if (!hasFigures(text)) return [];
  const names: string[] = [];
  const walk = (tokens: unknown[]) => {
    for (const token of tokens as [string, string, number, number, unknown[]?][]) {
      if (token[0] === "name" || token[0] === "&" || token[0] === "#" || token[0] === "^")
        names.push(token[1]);
      if (Array.isArray(token[4])) walk(token[4]);
    }
  };
  try {
    walk(Mustache.parse(text, TAGS));
  } catch {
    return [];
  }
  return names;
}

/** The flat name → text pairs of a view ("revenue.y3" → "$1.2M"), without the verdicts. */
function flatFigures(view: FigureView): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string") out.push([prefix, value]);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(view, "");
  return out;
}

/** Whether a figure's text can stand for it in prose: it has a digit and is not a bare small number. */
const figureLike = (text: string) => /\d/.test(text) && !/^\d{1,2}$/.test(text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Prose a model (or a founder) wrote with the numbers spelled out, with each number that is one of the
 * figures turned into its reference, so it follows the model from then on. Only `names` are candidates
 * when given (an edited text keeps the references its stored version had); a text that two figures share
 * ("$29" as both price and acquisition cost) is left as written unless only one of them is a candidate.
 */
export function templatize(text: string, view: FigureView, names?: readonly string[]): string {
  if (!text) return text;
  const candidates = flatFigures(view).filter(
    ([name, value]) => figureLike(value) && (!names || names.includes(name)),
  );
  const byValue = new Map<string, string[]>();
  for (const [name, value] of candidates) byValue.set(value, [...(byValue.get(value) ?? []), name]);
  const unique = [...byValue].filter(([, owners]) => owners.length === 1).map(([v, [n]]) => [v, n]);
  // Longest first, so "$1.25M" is not read as "$1.2" followed by "5M".
  unique.sort((x, y) => y[0].length - x[0].length);
  // A quotation is someone's own words (the founder's price in their sentence): it is never rewritten.
  return text
    .split(/(“[^”]*”|"[^"]*")/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let out = part;
      for (const [value, name] of unique) {
        const pattern = new RegExp(`(?<![\\w.,$€£¥₹])${escapeRegExp(value)}(?![\\w]|[.,]\\d)`, "g");
        out = out.replace(pattern, ref(name));
      }
      return out;
    })
    .join("");
}

/**
 * An edited value laid over its stored template: each string the founder left as shown keeps its stored
 * references; a changed string gets the references its stored version had wherever it still shows their
 * figures (so "Year 3: $1.2M revenue, and more" still follows the model), and keeps the rest as typed.
 */
export function retemplatize<T>(edited: T, stored: unknown, view: FigureView): T {
  if (typeof edited === "string") {
    if (typeof stored !== "string" || !hasFigures(stored)) return edited;
    if (edited === stored || fillText(stored, view) === edited) return stored as T;
    const names = referencedNames(stored).filter((n) => !n.includes("#"));
    // The list of the raise's uses, still shown as it was, keeps following the model (an edit elsewhere in
    // the three-minute pitch must not freeze it).
    const shown = upgradeStoredFunds(stored).includes(FUNDS_CLAUSE) ? fillText(FUNDS_CLAUSE, view) : "";
    if (shown && edited.includes(shown))
      return edited
        .split(shown)
        .map((part) => templatize(part, view, names))
        .join(FUNDS_CLAUSE) as T;
    return templatize(edited, view, names) as T;
  }
  if (Array.isArray(edited)) {
    const list = Array.isArray(stored) ? stored : [];
    return edited.map((item, i) => retemplatize(item, list[i], view)) as T;
  }
  if (edited && typeof edited === "object") {
    const record = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(edited as Record<string, unknown>).map(([k, v]) => [
        k,
        retemplatize(v, record[k], view),
      ]),
    ) as T;
  }
  return edited;
}

/**
 * Every string of a value templatized (see templatize): a model's whole answer, written with numbers.
 * Only `names` are candidates when given.
 */
export function templatizeAll<T>(value: T, view: FigureView, names?: readonly string[]): T {
  if (typeof value === "string") return templatize(value, view, names) as T;
  if (Array.isArray(value)) return value.map((item) => templatizeAll(item, view, names)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, templatizeAll(v, view, names)]),
    ) as T;
  return value;
}
