import type {
  ActionPlan,
  FinancialModel,
  FullBusinessAnalysis,
  MarketingPlan,
  PitchData,
  PrototypeData,
} from "@/lib/artifacts/schemas";
import type { LogoKitSettings } from "@/lib/content/logo-schemas";

import type { BrandStyle } from "../brand";
import { investorDeck, type InvestorDeckInput } from "../investor-deck";
import { logoKit } from "../logo-kit";
import {
  MOCKUP_KINDS,
  mockupContent,
  renderMockup,
  solutionPicture,
  type MockupContent,
  type MockupKind,
} from "../mockups";
import { renderPdf } from "../pdf";
import { pitchDeck } from "../pptx";
import { investorDeckPptx } from "../pptx-investor";

/**
 * Everything that draws a file with seconds of CPU (PDF, PowerPoint, PNG), by name: the render worker
 * (./worker.ts) runs these off the request thread, and lib/render-pool.ts is how a handler asks for one.
 * Arguments and results cross a thread, so they are plain data and bytes.
 */
export const RENDERERS = {
  analysisPdf: (brand: BrandStyle, data: Partial<FullBusinessAnalysis>) =>
    renderPdf(brand, { kind: "analysis", data }),
  actionPlanPdf: (brand: BrandStyle, data: Partial<ActionPlan>) =>
    renderPdf(brand, { kind: "actionPlan", data }),
  marketingPlanPdf: (brand: BrandStyle, data: Partial<MarketingPlan>) =>
    renderPdf(brand, { kind: "marketing", data }),
  prototypePdf: async (brand: BrandStyle, prototype: PrototypeData, content: MockupContent | null) => {
    const drawn =
      content ??
      mockupContent({
        brand,
        features: prototype.features,
        screens: prototype.mockups,
        moodDescription: prototype.moodBoard.description,
      });
    const mockups = Object.fromEntries(
      await Promise.all(
        MOCKUP_KINDS.map(async (kind) => [kind, (await renderMockup(kind, drawn)).png] as const),
      ),
    );
    return renderPdf(brand, { kind: "prototype", data: prototype, mockups });
  },
  pitchPdf: async (
    brand: BrandStyle,
    pitch: PitchData,
    model: FinancialModel | null,
    content: MockupContent | null,
  ) => renderPdf(brand, { kind: "pitch", data: pitch, model, solution: await solutionPicture(content) }),
  pitchPptx: async (
    brand: BrandStyle,
    pitch: PitchData,
    model: FinancialModel | null,
    content: MockupContent | null,
  ) => pitchDeck({ brand, pitch, model, solution: await solutionPicture(content) }),
  investorPdf: async (brand: BrandStyle, input: InvestorDeckInput, content: MockupContent | null) =>
    renderPdf(brand, {
      kind: "investor",
      data: investorDeck(input),
      solution: await solutionPicture(content),
    }),
  investorPptx: async (brand: BrandStyle, input: InvestorDeckInput, content: MockupContent | null) =>
    investorDeckPptx({ brand, input, solution: await solutionPicture(content) }),
  logoKit: (brand: BrandStyle, settings: LogoKitSettings) => logoKit({ brand, settings }),
  mockupPng: async (kind: MockupKind, content: MockupContent) => (await renderMockup(kind, content)).png,
} satisfies Record<string, (...args: never[]) => Promise<Buffer>>;

export type RendererName = keyof typeof RENDERERS;

/** One rendering, as it crosses to a worker: the renderer's name and its arguments. */
export type RenderJob = {
  [K in RendererName]: { name: K; args: Parameters<(typeof RENDERERS)[K]> };
}[RendererName];

/** Runs a job here, on this thread (the worker's body, and the pool's when it has no threads). */
export async function runRenderJob(job: RenderJob): Promise<Buffer> {
  const render = RENDERERS[job.name] as (...args: unknown[]) => Promise<Buffer>;
  return render(...job.args);
}
