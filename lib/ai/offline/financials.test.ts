import {
  computeFinancials,
  figureView,
  fillFigures,
  fillText,
  FUNDS_CLAUSE,
  retemplatize,
} from "@/lib/finance/figures";
import { BAKERY_ASSUMPTIONS, BAKERY_MARKET } from "@/tests/fixtures/finance";

import { financialFacts } from "./financials";

const model = { assumptions: BAKERY_ASSUMPTIONS, market: BAKERY_MARKET, currency: "EUR" };

describe("where the raise goes, in stored prose", () => {
  it("lists the model's uses when shown, and follows an edit that reorders them or leaves one out", () => {
    // Stored with the first model: labels and amounts are references, not words frozen in that order.
    const facts = financialFacts(computeFinancials(model, true));
    const stored = {
      clause: `We are raising ${facts.ask}. ${facts.fundsClause}.`,
      lines: ["Ask", ...facts.fundsLines],
    };
    const edits = [
      BAKERY_ASSUMPTIONS,
      // Nothing spent on winning customers: three uses, not four.
      { ...BAKERY_ASSUMPTIONS, cac: 0 },
      // A dearer sale to deliver, a leaner team and a higher price: the order changes (and it still breaks
      // even: a plan that does not lists no uses, its Funding Ask says what must change instead).
      {
        ...BAKERY_ASSUMPTIONS,
        grossMargin: 0.3,
        pricePoint: 99,
        fixedMonthlyCosts: BAKERY_ASSUMPTIONS.fixedMonthlyCosts / 4,
      },
    ];
    const orders = new Set<string>();
    for (const assumptions of edits) {
      const view = figureView(computeFinancials({ ...model, assumptions }));
      expect(view.raises).toBe(true);
      const shown = fillFigures(stored, view);
      expect(shown.lines).toEqual(["Ask", ...view.funds.map((u) => `${u.label}: ${u.amount}`)]);
      expect(shown.clause).toBe(
        `We are raising ${view.ask}. ${view.funds.map((u) => `${u.amount} goes to ${u.lower}`).join(", ")}.`,
      );
      orders.add(view.funds.map((u) => u.label).join(" > "));
    }
    // The edits above do change the uses, so the stored text is seen to follow them.
    expect(orders.size).toBe(edits.length);
  });

  it("keeps following the model after the founder edits another sentence of the same text", () => {
    const facts = financialFacts(computeFinancials(model, true));
    const stored = `Thanks for listening. We are raising ${facts.ask}. ${facts.fundsClause}. Join us.`;
    const view = figureView(computeFinancials(model));
    const edited = fillText(stored, view).replace("Thanks for listening.", "Thank you for your time.");
    const kept = retemplatize(edited, stored, view);
    expect(kept).toContain(FUNDS_CLAUSE);
    const later = figureView(computeFinancials({ ...model, assumptions: { ...BAKERY_ASSUMPTIONS, cac: 0 } }));
    expect(fillText(kept, later)).toBe(
      `Thank you for your time. We are raising ${later.ask}. ${later.funds.map((u) => `${u.amount} goes to ${u.lower}`).join(", ")}. Join us.`,
    );
  });
});
