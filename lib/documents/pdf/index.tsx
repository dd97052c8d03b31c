import type {
  ActionPlan,
  FinancialModel,
  FullBusinessAnalysis,
  MarketingPlan,
  PitchData,
  PrototypeData,
} from "@/lib/artifacts/schemas";
import type { BrandStyle } from "../brand";
import type { InvestorDeck } from "../investor-deck";
import { ActionPlanDocument } from "./action-plan";
import { AnalysisDocument } from "./analysis";
import { InvestorDocument } from "./investor";
import { documentFonts } from "./fonts";
import { MarketingDocument } from "./marketing";
import { PitchDocument } from "./pitch";
import { PrototypeDocument, type PrototypeMockups } from "./prototype";
import { loadReactPdf } from "./react-pdf";
import { createTheme } from "./theme";

/**
 * Server-side PDFs: pure functions from project data to bytes, in the brand's colours and fonts, with
 * embedded fonts (selectable, searchable text), a cover, page numbers and tables.
 */

export type PdfInput =
  | { kind: "analysis"; data: Partial<FullBusinessAnalysis> }
  | { kind: "prototype"; data: Partial<PrototypeData>; mockups?: PrototypeMockups }
  | { kind: "actionPlan"; data: Partial<ActionPlan> }
  | { kind: "pitch"; data: Partial<PitchData>; model?: FinancialModel | null; solution?: Buffer | null }
  | { kind: "marketing"; data: Partial<MarketingPlan> }
  | { kind: "investor"; data: InvestorDeck; solution?: Buffer | null };

export async function renderPdf(brand: BrandStyle, input: PdfInput): Promise<Buffer> {
  const { renderToBuffer } = await loadReactPdf();
  const fonts = documentFonts(
    brand.headingFont,
    brand.bodyFont,
    JSON.stringify(input.data) + brand.name + brand.tagline,
  );
  const theme = createTheme(brand, fonts);
  const document =
    input.kind === "analysis" ? (
      <AnalysisDocument theme={theme} analysis={input.data} />
    ) : input.kind === "prototype" ? (
      <PrototypeDocument theme={theme} prototype={input.data} mockups={input.mockups} />
    ) : input.kind === "actionPlan" ? (
      <ActionPlanDocument theme={theme} plan={input.data} />
    ) : input.kind === "marketing" ? (
      <MarketingDocument theme={theme} plan={input.data} />
    ) : input.kind === "investor" ? (
      <InvestorDocument theme={theme} deck={input.data} solution={input.solution} />
    ) : (
      <PitchDocument theme={theme} pitch={input.data} model={input.model} solution={input.solution} />
    );
  return renderToBuffer(document);
}
