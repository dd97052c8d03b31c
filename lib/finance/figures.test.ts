import { BAKERY_ASSUMPTIONS, BAKERY_MARKET } from "@/tests/fixtures/finance";
import { project } from "./model";
import {
  breakEvenPrice,
  computeFinancials,
  figureView,
  fillFigures,
  fillText,
  referencedNames,
  ref,
  retemplatize,
  templatize,
  unless,
  when,
} from "./figures";

const assumptions = BAKERY_ASSUMPTIONS;
const market = BAKERY_MARKET;
const model = { assumptions, market, currency: "EUR" };
const view = figureView(computeFinancials(model));
const edited = figureView(
  computeFinancials({
    ...model,
    assumptions: { ...assumptions, monthlyChurnRate: 0.02, monthlyGrowthRate: 0.2 },
  }),
);

describe("figures in stored prose", () => {
  it("fills references from the model, in the model's currency", () => {
    const text = `Year 3: ${ref("revenue.y3")} revenue; we raise ${ref("ask")}.`;
    expect(fillText(text, view)).toBe(`Year 3: ${view.revenue.y3} revenue; we raise ${view.ask}.`);
    expect(view.revenue.y3).toMatch(/^€/);
    // The same stored sentence follows an edited model.
    expect(fillText(text, edited)).toBe(`Year 3: ${edited.revenue.y3} revenue; we raise ${edited.ask}.`);
    expect(edited.revenue.y3).not.toBe(view.revenue.y3);
  });

  it("keeps the wording that depends on a verdict in step with the numbers", () => {
    const text = `The plan ${ref("breakEvenClause")}.${when("breaksEven", ` Break-even: ${ref("breakEven")}.`)}${unless("breaksEven", " Say what changes that.")}`;
    const never = figureView(
      computeFinancials({ ...model, assumptions: { ...assumptions, fixedMonthlyCosts: 900_000 } }),
    );
    expect(never.breaksEven).toBe(false);
    expect(fillText(text, never)).toBe(
      "The plan is not yet EBITDA positive within the 36-month projection. Say what changes that.",
    );
    expect(view.breaksEven).toBe(true);
    expect(fillText(text, view)).toBe(
      `The plan turns EBITDA positive in ${view.breakEven}. Break-even: ${view.breakEven}.`,
    );
  });

  it("leaves no gap where a section is left out", () => {
    const roomy = figureView(
      computeFinancials({ ...model, market: { ...market, potentialCustomers: 900_000 } }),
    );
    expect(roomy.marketTooSmall).toBe(false);
    expect(fillText(`Market ok. ${when("marketTooSmall", "Warning: too small.")} Next.`, roomy)).toBe(
      "Market ok. Next.",
    );
    expect(view.marketTooSmall).toBe(true);
    expect(fillText(`Market ok. ${when("marketTooSmall", "Warning: too small.")} Next.`, view)).toBe(
      "Market ok. Warning: too small. Next.",
    );
  });

  it("calls a plausible market roomy only when what a newcomer can win pays for the team", () => {
    const roomy = figureView(
      computeFinancials({ ...model, market: { ...market, potentialCustomers: 900_000 } }),
    );
    const f = computeFinancials({ ...model, market: { ...market, potentialCustomers: 900_000 } });
    expect(roomy.marketRoomy).toBe(f.market.som! >= f.projection.years[2].fixedCosts);
    expect(roomy.marketShortOfCosts).toBe(!roomy.marketRoomy);
    // The same market with a team ten times dearer: still plausible in share, but short of its costs.
    const dear = computeFinancials({
      ...model,
      assumptions: { ...model.assumptions, fixedMonthlyCosts: f.market.som! },
      market: { ...market, potentialCustomers: 900_000 },
    });
    const view2 = figureView(dear);
    expect([view2.marketTooSmall, view2.marketRoomy, view2.marketShortOfCosts]).toEqual([false, false, true]);
    // A market too small for the plan is neither.
    expect([view.marketTooSmall, view.marketRoomy, view.marketShortOfCosts]).toEqual([true, false, false]);
  });

  it("fills every string of an artifact and copies the rest", () => {
    const artifact = { a: [ref("tam"), { b: ref("som"), n: 3 }], c: null, d: true };
    expect(fillFigures(artifact, view)).toEqual({ a: [view.tam, { b: view.som, n: 3 }], c: null, d: true });
  });

  it("keeps a founder's own brackets and text that is not a template", () => {
    expect(fillText("Our price {{price}} is {not} a tag", view)).toBe("Our price {{price}} is {not} a tag");
    // A stray opening bracket (pasted by a founder) is shown, never thrown.
    expect(fillText("⟦ unclosed and ⟦#open⟧ section", view)).toBe("[ unclosed and [#open] section");
  });

  it("names the references of a template, sections included", () => {
    expect(referencedNames(`${ref("tam")} ${when("breaksEven", ref("breakEven"))}`)).toEqual([
      "tam",
      "breaksEven",
      "breakEven",
    ]);
  });

  it("turns spelled-out figures into references, and leaves ambiguous ones as written", () => {
    const text = `TAM ${view.tam}, SOM ${view.som}, break-even in ${view.breakEven}; price ${view.price}.`;
    const template = templatize(text, view);
    expect(template).toContain(ref("tam"));
    expect(template).toContain(ref("som"));
    expect(template).toContain(ref("breakEven"));
    expect(fillText(template, edited)).toContain(edited.som);
    // "€49" is both the price and the monthly revenue per customer here: which one the writer meant is
    // unknowable, so it stays as typed.
    expect(view.price).toBe(view.arpu);
    expect(template).toContain(`price ${view.price}.`);
  });

  it("never rewrites a quotation: the founder's own figures stay as they wrote them", () => {
    const text = `In your words: “We charge ${view.tam} a year.” TAM ${view.tam}.`;
    expect(templatize(text, view)).toBe(`In your words: “We charge ${view.tam} a year.” TAM ${ref("tam")}.`);
  });

  it("does not read a figure inside a longer number", () => {
    const template = templatize(`We grew ${view.tam}0 and ${view.tam}.5`, view);
    expect(template).not.toContain(ref("tam"));
  });

  it("keeps the references of text the founder left alone, and of figures still shown in an edit", () => {
    const stored = {
      summary: `Year 3 brings ${ref("revenue.y3")}.`,
      list: [`Raise ${ref("ask")}.`, "Hire."],
    };
    const shown = fillFigures(stored, view);
    const edit = { ...shown, list: [`Raise ${view.ask} from angels in Lisbon.`, "Hire two."] };
    const kept = retemplatize(edit, stored, view);
    expect(kept.summary).toBe(stored.summary);
    expect(kept.list[0]).toBe(`Raise ${ref("ask")} from angels in Lisbon.`);
    expect(kept.list[1]).toBe("Hire two.");
    expect(fillFigures(kept, edited).list[0]).toBe(`Raise ${edited.ask} from angels in Lisbon.`);
  });
});

describe("where the raise goes, as stored before the uses were listed by reference", () => {
  it("reads the frozen names as the model's list, so names and amounts agree with the deck", () => {
    // A pitch stored with the old fixed split: its names beside references to the amounts.
    const clause =
      "We are raising ⟦ask⟧. ⟦funds.0.amount⟧ goes to fleet and equipment, ⟦funds.1.amount⟧ goes to sales and marketing, ⟦funds.2.amount⟧ goes to upkeep, operations and reserve. ⟦#breaksEven⟧That gets us to break-even with a buffer.⟦/breaksEven⟧";
    const lines = [
      "Raising ⟦ask⟧",
      "Fleet and equipment: ⟦funds.0.amount⟧",
      "Sales and marketing: ⟦funds.1.amount⟧",
    ];
    const listed = view.funds.map((u) => `${u.amount} goes to ${u.lower}`).join(", ");
    expect(fillText(clause, view)).toBe(
      `We are raising ${view.ask}. ${listed}.${view.breaksEven ? " That gets us to break-even with a buffer." : ""}`,
    );
    // Every use the model has, the reserve too, though the old split stored fewer lines.
    expect(fillFigures(lines, view)).toEqual([
      `Raising ${view.ask}`,
      ...view.funds.map((u) => `${u.label}: ${u.amount}`),
    ]);
    expect(view.funds.length).toBeGreaterThan(2);
    // A line the founder relabelled is theirs, and stays as they wrote it.
    expect(fillFigures(["Hiring two drivers: ⟦funds.0.amount⟧"], view)).toEqual([
      `Hiring two drivers: ${view.funds[0].amount}`,
    ]);
    expect(view.funds.map((u) => u.label)).not.toContain("Fleet and equipment");
  });
});

describe("the price at which a plan breaks even", () => {
  const breaksEven = (pricePoint: number, fixedMonthlyCosts = assumptions.fixedMonthlyCosts) =>
    project({ ...assumptions, pricePoint, fixedMonthlyCosts }).breakEvenMonth !== null;

  it("is today's price for a plan that breaks even", () => {
    expect(breaksEven(assumptions.pricePoint)).toBe(true);
    expect(breakEvenPrice(model)).toBe(assumptions.pricePoint);
  });

  it("is the lowest rounded price that breaks even, for a plan that does not", () => {
    const heavy = { ...model, assumptions: { ...assumptions, fixedMonthlyCosts: 40_000 } };
    expect(breaksEven(assumptions.pricePoint, 40_000)).toBe(false);
    const price = breakEvenPrice(heavy)!;
    expect(price).toBeGreaterThan(assumptions.pricePoint);
    expect(breaksEven(price, 40_000)).toBe(true);
    // Two significant digits, rounded up: one step less does not break even.
    expect(String(price)).toMatch(/^\d\d0*$/);
    expect(breaksEven(price - 10 ** (Math.floor(Math.log10(price)) - 1), 40_000)).toBe(false);
    const shown = figureView(computeFinancials(heavy));
    expect(shown).toMatchObject({ breaksEven: false, priceBreaksEven: true, raises: false });
    expect(shown.breakEvenPrice).toBe(`€${price}`);
  });

  it("is null when no price up to five times today's breaks even", () => {
    const hopeless = { ...model, assumptions: { ...assumptions, fixedMonthlyCosts: 2_000_000 } };
    expect(breakEvenPrice(hopeless)).toBeNull();
    expect(figureView(computeFinancials(hopeless))).toMatchObject({
      breaksEven: false,
      priceBreaksEven: false,
    });
  });
});
