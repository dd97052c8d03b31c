import type {
  ActionPlan,
  FinancialModel,
  FullBusinessAnalysis,
  MarketingPlan,
  PitchData,
} from "@/lib/artifacts/schemas";
import { formatCount, formatMoney, formatMoneyPrice, formatMonth, formatPercent } from "@/lib/finance/format";
import { cacPaybackMonths, cacPaybackText } from "@/lib/finance/checks";
import { priceLabel } from "@/lib/finance/assumptions";
import {
  buysOnce,
  deliveryOf,
  fundingAsk,
  project,
  sizeMarket,
  yearCustomers,
  type MarketSize,
  type Projection,
} from "@/lib/finance/model";
import { cleanLine, deckSlides, sentences } from "./pptx-text";

export { sentences };
import { INPUTS, inputValue, type AssumptionField } from "./xlsx-inputs";

/**
 * The Rocket investor deck, as content both renderers share (PowerPoint and PDF): a title slide, the ten
 * core pitch slides, then Use of Funds, Go-to-Market, Unit Economics and Roadmap, and an appendix with
 * every assumption behind the numbers. Every figure comes from lib/finance, computed from the founder's
 * saved forecast when there is one, else from the analysis' model, so the deck, the forecast panel and
 * the Excel file agree. Pure: no I/O, so it is tested directly.
 */

export const EXTENDED_SLIDE_TITLES = [
  "Use of Funds",
  "Go-to-Market",
  "Unit Economics",
  "Roadmap",
  "Appendix: Assumptions",
] as const;

export interface InvestorTable {
  columns: string[];
  rows: string[][];
  /** Relative column widths. */
  widths?: number[];
}

export interface InvestorSlide {
  title: string;
  section: "core" | "extended" | "appendix";
  bullets: string[];
  /** Speaker notes (PowerPoint) and the side column (PDF). */
  keyPoints: string[];
  tables: InvestorTable[];
  /** A chart drawn from `numbers`, when there are numbers. */
  visual: "finance" | "market" | "funds" | null;
}

export interface InvestorNumbers {
  /** ISO 4217 code of every amount. */
  currency: string;
  projection: Projection;
  market: MarketSize;
  funding: ReturnType<typeof fundingAsk>;
  /** The team and overhead behind the raise are the product's defaults (the founder has not given theirs). */
  defaultCosts: boolean;
}

export interface InvestorDeck {
  elevatorPitch: string;
  slides: InvestorSlide[];
  numbers: InvestorNumbers | null;
}

export interface InvestorDeckInput {
  pitch: PitchData;
  /** The saved forecast's model (preferred) or the analysis' model. */
  model: FinancialModel | null;
  /** What the saved forecast's assumptions rest on. */
  forecastNotes?: string[];
  analysis?: FullBusinessAnalysis | null;
  actionPlan?: ActionPlan | null;
  marketingPlan?: MarketingPlan | null;
}

/** Amounts in the model's currency (US dollars when it names none). */
const money = (of: { currency?: string } | null, value: number) => formatMoney(value, of?.currency ?? "USD");
const price = (of: { currency?: string } | null, value: number) =>
  formatMoneyPrice(value, of?.currency ?? "USD");

const NO_NUMBERS = "Generate the full business analysis to add the financial model behind this slide.";

/** The deck's numbers, or null when there is no model or it no longer parses. */
export function investorNumbers(model: FinancialModel | null): InvestorNumbers | null {
  if (!model) return null;
  try {
    const projection = project(model.assumptions);
    return {
      currency: model.currency ?? "USD",
      projection,
      market: sizeMarket(model.market, projection.arpu, model.assumptions.monthlyChurnRate),
      funding: fundingAsk(projection),
      defaultCosts: model.assumptions.costsAreDefault === true,
    };
  } catch {
    return null;
  }
}

/** The raise is more than a year of the serviceable market (the pitch's `raiseBeyondMarket`). */
const beyondMarket = (numbers: InvestorNumbers) =>
  numbers.market.sam !== null && numbers.funding.amount > numbers.market.sam;

/**
 * The raise as the deck states it, as the pitch itself says it: "Raising X" for a plan that breaks even
 * within its 36 months; "Not raising yet" where X is more than a year of the serviceable market, or where
 * the plan does not break even (no amount funds a plan that never pays for itself).
 */
export function raiseLine(numbers: InvestorNumbers): string {
  const ask = money(numbers, numbers.funding.amount);
  if (beyondMarket(numbers)) return `Not raising yet (the plan would need ${ask})`;
  if (numbers.projection.breakEvenMonth === null)
    return `Not raising on this plan (it does not break even within 36 months; it would need ${ask})`;
  return `Raising ${ask}${numbers.defaultCosts ? " (on default team costs until you give yours)" : ""}`;
}

const slide = (
  title: string,
  section: InvestorSlide["section"],
  parts: Partial<Omit<InvestorSlide, "title" | "section">>,
): InvestorSlide => ({
  title,
  section,
  bullets: parts.bullets ?? [],
  keyPoints: parts.keyPoints ?? [],
  tables: parts.tables ?? [],
  visual: parts.visual ?? null,
});

export function investorDeck(input: InvestorDeckInput): InvestorDeck {
  const numbers = investorNumbers(input.model);
  const core = deckSlides(input.pitch).map((s) =>
    slide(s.title, "core", {
      bullets: s.bullets.length > 0 ? s.bullets : [s.title],
      keyPoints: s.keyPoints,
      visual:
        numbers && s.title === "Financial Projections"
          ? "finance"
          : numbers && s.title === "Market Size"
            ? "market"
            : null,
    }),
  );
  const fundingSlide = deckSlides(input.pitch).find((s) => s.title === "Funding Ask");
  return {
    elevatorPitch: cleanLine(input.pitch.elevatorPitch),
    numbers,
    slides: [
      ...core,
      fundsSlide(numbers, fundingSlide?.bullets ?? []),
      goToMarket(input, numbers),
      unitEconomics(numbers),
      roadmap(input.actionPlan ?? null, numbers),
      appendix(input.model, numbers, input.forecastNotes ?? []),
    ],
  };
}

function fundsSlide(numbers: InvestorNumbers | null, pitchAsk: string[]): InvestorSlide {
  if (!numbers) {
    return slide("Use of Funds", "extended", {
      bullets: pitchAsk.length > 0 ? pitchAsk : [NO_NUMBERS],
      keyPoints: [NO_NUMBERS],
    });
  }
  const { funding, projection } = numbers;
  const a = projection.assumptions;
  // The model's own cash line with the raise in the bank at launch: fixed costs that grow with the plan,
  // marketing and revenue all count (dividing the raise by today's fixed costs overstated it threefold).
  const outOfCash = projection.months.findIndex((m) => m.cash + funding.amount < 0) + 1;
  return slide("Use of Funds", "extended", {
    bullets: [
      `${raiseLine(numbers)}: the largest cumulative loss in the model (${money(numbers, projection.fundingNeeded)}) plus a 25% buffer, and at least six months of fixed costs${beyondMarket(numbers) ? `, more than a year of the serviceable market (SAM ${money(numbers, numbers.market.sam ?? 0)})` : ""}.`,
      ...funding.useOfFunds.map((u) => `${u.label}: ${formatPercent(u.share)} (${money(numbers, u.amount)})`),
      funding.deepestLossMonth > 0
        ? `Split as the model spends until its loss is deepest (${formatMonth(funding.deepestLossMonth)}): the cost of each sale, winning customers, and the team and overheads; the rest is reserve.`
        : "The model makes no loss to cover: the raise is a reserve of six months of fixed costs.",
      // The model has no capital spending: a fleet is a cost of each hire, not a purchase.
      ...(deliveryOf(a) === "equipment" && (a.upfrontPrice ?? 0) === 0
        ? [
            `The model counts the fleet as a cost of each hire (${formatPercent(1 - a.grossMargin)} of revenue: lease and upkeep), not as a purchase: buying it outright needs capital beyond this raise.`,
          ]
        : []),
      projection.breakEvenMonth === null
        ? "The model does not break even within 36 months: the raise buys time to improve the unit economics."
        : `The raise carries the company to break-even in ${formatMonth(projection.breakEvenMonth)}.`,
    ],
    keyPoints: [
      outOfCash > 0
        ? `At the model's spending, the raise runs out in ${formatMonth(outOfCash)}.`
        : `At the model's spending, the raise lasts the 36 months, with at least ${money(numbers, projection.minimumCash + funding.amount)} left.`,
      `Lowest cash balance over 36 months: ${money(numbers, projection.minimumCash)}, with ${money(numbers, a.startingCash)} in the bank at launch.`,
    ],
    tables: [
      {
        columns: ["Use", "Share", "Amount"],
        rows: [
          ...funding.useOfFunds.map((u) => [u.label, formatPercent(u.share), money(numbers, u.amount)]),
          ["Total", "100%", money(numbers, funding.amount)],
        ],
        widths: [2.2, 0.8, 1],
      },
    ],
    visual: "funds",
  });
}

function goToMarket(input: InvestorDeckInput, numbers: InvestorNumbers | null): InvestorSlide {
  const bullets: string[] = [];
  const keyPoints: string[] = [];
  const plan = input.marketingPlan;
  if (plan) {
    // The founder's own channels lead (the analysis's opening, with its next sentence when the first is a
    // heading); the social posting plan, whose networks are a default, follows.
    const [first, second] = sentences(input.analysis?.marketingStrategy, 2);
    if (first) bullets.push(first.split(/\s+/).length < 8 && second ? `${first} ${second}` : first);
    for (const channel of plan.socialPlan.slice(0, 3)) {
      bullets.push(
        `${cleanLine(channel.channel)}: ${cleanLine(channel.goal)} (${cleanLine(channel.cadence)})`,
      );
    }
    const leading = plan.seoKeywords
      .filter((k) => k.priority === "high")
      .concat(plan.seoKeywords.filter((k) => k.priority !== "high"))
      .slice(0, 3)
      .map((k) => `"${cleanLine(k.keyword)}"`);
    bullets.push(`Search: ${plan.seoKeywords.length} keywords, led by ${leading.join(", ")}.`);
    const search = plan.adCopy.filter((ad) => ad.platform === "search").length;
    bullets.push(
      `Paid: ${search} search and ${plan.adCopy.length - search} social ad variants ready to test.`,
    );
  } else {
    bullets.push(...sentences(input.analysis?.marketingStrategy, 4));
  }
  const launch = sentences(input.actionPlan?.launchStrategy, 2);
  if (launch.length > 0) keyPoints.push(`Launch: ${launch.join(" ")}`);
  if (numbers) {
    const a = numbers.projection.assumptions;
    keyPoints.push(
      `Acquisition budget: ${price(numbers, a.cac)} per customer, ${formatCount(a.newCustomersFirstMonth)} new customers in month 1 growing ${formatPercent(a.monthlyGrowthRate)} a month.`,
    );
  }
  if (!plan) keyPoints.push("The Marketing Plan (Fuel) adds channels, keywords and ad copy to this slide.");
  return slide("Go-to-Market", "extended", {
    bullets:
      bullets.length > 0
        ? bullets
        : ["Generate the full business analysis or the marketing plan to fill this slide."],
    keyPoints,
  });
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

function unitEconomics(numbers: InvestorNumbers | null): InvestorSlide {
  if (!numbers) return slide("Unit Economics", "extended", { bullets: [NO_NUMBERS] });
  const { projection } = numbers;
  const a = projection.assumptions;
  const payback = cacPaybackMonths(projection);
  const ratio = projection.ltvToCac;
  // A thing each customer buys once has a price per purchase, and no churn or lifetime to speak of: "Monthly
  // churn 100%, average customer lifetime 1.0 months" is how a subscription that fails would read.
  const once = buysOnce(a.monthlyChurnRate);
  const rows = [
    ...(once
      ? [
          ["Revenue per purchase", price(numbers, projection.arpu)],
          ["Gross margin", formatPercent(a.grossMargin)],
          ["Gross profit per purchase", price(numbers, projection.arpu * a.grossMargin)],
          ["Purchases per customer", "One (repeat purchases not counted)"],
        ]
      : [
          ["Revenue per customer per month (ARPU)", price(numbers, projection.arpu)],
          ["Gross margin", formatPercent(a.grossMargin)],
          ["Gross profit per customer per month", price(numbers, projection.arpu * a.grossMargin)],
          ["Monthly churn", formatPercent(a.monthlyChurnRate)],
          [
            "Average customer lifetime",
            a.monthlyChurnRate > 0
              ? `${oneDecimal(1 / a.monthlyChurnRate)} months`
              : "No churn assumed (36 months counted)",
          ],
        ]),
    ["Customer acquisition cost (CAC)", price(numbers, a.cac)],
    ["Lifetime value (LTV, gross profit)", price(numbers, projection.ltv)],
    ["LTV : CAC", ratio === null ? "No acquisition cost" : `${oneDecimal(ratio)} : 1`],
    // (Said as the sanity checks say it: one rounding, and a thing bought once pays back on its purchase.)
    ["CAC payback", cacPaybackText(projection).replace(/^./, (c) => c.toUpperCase())],
  ];
  // What would close a gap: churn only where customers pay again.
  const levers = once ? "lower CAC or a higher margin" : "lower CAC or churn";
  const verdict =
    ratio === null
      ? "Customers cost nothing to acquire in this model: test that assumption first."
      : ratio > 10
        ? `Each customer returns ${oneDecimal(ratio)} times what it costs to win: too good to be true, so ${once ? "acquisition cost is" : "churn or acquisition cost is"} probably understated.`
        : ratio >= 3
          ? `Each customer returns ${oneDecimal(ratio)} times what it costs to win, above the 3 : 1 investors look for.`
          : ratio >= 1
            ? `Each customer returns ${oneDecimal(ratio)} times what it costs to win, below the 3 : 1 investors look for: ${levers} closes the gap.`
            : `A customer returns less than it costs to win: lower the CAC, raise the price${once ? "" : " or cut churn"} before scaling.`;
  return slide("Unit Economics", "extended", {
    bullets: [
      verdict,
      payback === null
        ? "There is no gross profit per customer, so acquisition is never paid back."
        : once
          ? `Acquisition cost is recovered ${cacPaybackText(projection)}.`
          : `Acquisition cost is recovered in ${cacPaybackText(projection)} of gross profit${payback <= 12 ? ", within the first year" : ""}.`,
    ],
    keyPoints: once
      ? [
          `LTV = the gross profit of the one purchase = ${price(numbers, projection.ltv)}.`,
          "CAC is paid back on the first purchase when its gross profit covers it.",
        ]
      : [
          `LTV = gross profit per customer per month ÷ monthly churn = ${price(numbers, projection.ltv)}.`,
          `CAC payback = CAC ÷ gross profit per customer per month.`,
        ],
    tables: [{ columns: ["Metric", "Value"], rows, widths: [2.4, 1] }],
  });
}

const PHASES = [
  { name: "Foundation", weeks: [1, 3] },
  { name: "Build and validate", weeks: [4, 6] },
  { name: "Launch", weeks: [7, 9] },
] as const;

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

function roadmap(plan: ActionPlan | null, numbers: InvestorNumbers | null): InvestorSlide {
  const rows: string[][] = [];
  if (plan) {
    for (const phase of PHASES) {
      const [from, to] = phase.weeks;
      const items = plan.actionItems
        .filter((item) => item.week >= from && item.week <= to)
        .sort((x, y) => PRIORITY_ORDER[x.priority] - PRIORITY_ORDER[y.priority] || x.week - y.week)
        .slice(0, 3)
        .map((item) => cleanLine(item.title));
      rows.push([phase.name, `Weeks ${from}-${to}`, items.join("; ") || "No tasks planned"]);
    }
  }
  if (numbers) {
    const [y1, y2, y3] = numbers.projection.years;
    rows.push([
      "Year 1",
      "Months 1-12",
      `${formatCount(yearCustomers(y1, numbers.projection.assumptions.monthlyChurnRate))} customers, ${money(numbers, y1.revenue)} revenue`,
    ]);
    rows.push([
      "Year 2",
      "Months 13-24",
      `${formatCount(yearCustomers(y2, numbers.projection.assumptions.monthlyChurnRate))} customers, ${money(numbers, y2.revenue)} revenue`,
    ]);
    rows.push([
      "Year 3",
      "Months 25-36",
      `${formatCount(yearCustomers(y3, numbers.projection.assumptions.monthlyChurnRate))} customers, ${money(numbers, y3.revenue)} revenue`,
    ]);
  }
  const bullets: string[] = [];
  if (plan) {
    const hours = plan.actionItems.reduce((total, item) => total + item.estimatedHours, 0);
    bullets.push(
      `The first 60 days: ${plan.actionItems.length} tasks over 9 weeks, about ${Math.round(hours)} hours of work.`,
    );
  }
  if (numbers) {
    bullets.push(
      numbers.projection.breakEvenMonth === null
        ? "Break-even lies beyond the 36-month horizon of the model."
        : `Break-even (EBITDA stays positive) from ${formatMonth(numbers.projection.breakEvenMonth)}.`,
    );
  }
  return slide("Roadmap", "extended", {
    bullets: bullets.length > 0 ? bullets : ["Generate the 60-day action plan to fill the roadmap."],
    keyPoints: plan ? plan.successMetrics.slice(0, 4).map(cleanLine) : [],
    tables:
      rows.length > 0 ? [{ columns: ["Phase", "When", "Milestones"], rows, widths: [1.2, 1, 3.6] }] : [],
  });
}

/** One assumption as the appendix prints it: "$29", "5%", "1,200 customers", "Subscription". */
export function assumptionValue(model: FinancialModel, field: AssumptionField): string {
  const value = inputValue(model, field);
  if (value === null) return "Not counted yet";
  if (typeof value === "string") {
    const text = cleanLine(value);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const unit = INPUTS[field].unit;
  if (unit.startsWith("%")) return `${formatPercent(value)}${unit.slice(1)}`;
  if (unit.startsWith("USD")) return `${price(model, value)}${unit.slice(3)}`;
  if (unit === "customers") return `${formatCount(value)} customers`;
  if (field === "unitsPerCustomer" || field === "upfrontUnits") return `${formatCount(value)} per customer`;
  return `${oneDecimal(value)} ${unit}`;
}

function appendix(
  model: FinancialModel | null,
  numbers: InvestorNumbers | null,
  notes: string[],
): InvestorSlide {
  if (!model || !numbers) return slide("Appendix: Assumptions", "appendix", { bullets: [NO_NUMBERS] });
  // The one-time price and its margin only when the business has one.
  const fields = (Object.keys(INPUTS) as AssumptionField[]).filter(
    (f) =>
      (!(f === "upfrontPrice" || f === "upfrontMargin") || (model.assumptions.upfrontPrice ?? 0) > 0) &&
      (f !== "upfrontUnits" || (model.assumptions.upfrontUnits ?? 1) !== 1) &&
      (f !== "annualPrice" || (model.assumptions.annualPrice ?? 0) > 0) &&
      (f !== "countSource" || Boolean(model.market.countSource)) &&
      // A price per customer counts no units.
      (!(f === "unitsPerCustomer" || f === "unitLabel") || model.assumptions.unitsPerCustomer !== undefined),
  );
  const table = (section: (s: string) => boolean): InvestorTable => ({
    columns: ["Assumption", "Value"],
    rows: fields
      .filter((f) => section(INPUTS[f].section))
      .map((f) => [
        f === "pricePoint" ? priceLabel(model.assumptions) : INPUTS[f].label,
        assumptionValue(model, f),
      ]),
    widths: [2, 1.3],
  });
  const market = numbers.market;
  return slide("Appendix: Assumptions", "appendix", {
    bullets: [
      ...notes.map(cleanLine).filter(Boolean).slice(0, 4),
      market.tam === null || market.sam === null || market.som === null
        ? `Market: not sized yet. Add how many ${market.assumptions.customerUnit} there are in ${market.assumptions.geography}, with its source; TAM, SAM and SOM are worked out from it. ${market.method}`
        : `Market: TAM ${money(numbers, market.tam)}, SAM ${money(numbers, market.sam)}, SOM ${money(numbers, market.som)}. ${market.method}`,
    ],
    keyPoints: [
      "Every figure in this deck is computed from these assumptions; the Excel model holds the same formulas.",
    ],
    tables: [table((s) => s !== "Market"), table((s) => s === "Market")],
  });
}
