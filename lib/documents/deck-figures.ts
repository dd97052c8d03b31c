import type { FinancialModel } from "@/lib/artifacts/schemas";
import { project, sizeMarket, type Projection } from "@/lib/finance/model";

/**
 * The figures a deck charts, from the project's model: the projection and the market size. Null when the
 * stored assumptions no longer parse (the deck keeps its bullets and leaves the charts out).
 */
export function deckFigures(
  model: FinancialModel,
): { projection: Projection; market: ReturnType<typeof sizeMarket> } | null {
  try {
    const projection = project(model.assumptions);
    return {
      projection,
      market: sizeMarket(model.market, projection.arpu, model.assumptions.monthlyChurnRate),
    };
  } catch {
    return null;
  }
}
