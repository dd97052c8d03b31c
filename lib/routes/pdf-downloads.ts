import "server-only";

import {
  actionPlanSchema,
  fullBusinessAnalysisSchema,
  marketingPlanSchema,
  pitchDataSchema,
  prototypeDataSchema,
} from "@/lib/ai/schemas";
import { renderPdf } from "@/lib/documents/pdf";
import { downloadBase, downloadRoute, PDF_TIER_MESSAGE } from "./downloads";

/** The four PDF endpoints of the spec; the body may carry the data (spec) or a projectId. */

const parsed = <T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: unknown,
): T | undefined => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

export const postAnalysisPdf = downloadRoute({
  schema: downloadBase.extend({ fullBusinessAnalysis: fullBusinessAnalysisSchema.optional() }),
  requiredTier: "spark",
  tierMessage: PDF_TIER_MESSAGE,
  fromProject: (p) => parsed(fullBusinessAnalysisSchema, p.fullBusinessAnalysisData),
  fromBody: (b) => b.fullBusinessAnalysis,
  missingMessage: "Generate the full business analysis before downloading it.",
  render: (brand, data) => renderPdf(brand, { kind: "analysis", data }),
  format: "pdf",
  fileSuffix: "full-business-analysis.pdf",
});

export const postPrototypePdf = downloadRoute({
  schema: downloadBase.extend({ prototypeData: prototypeDataSchema.optional() }),
  requiredTier: "spark",
  tierMessage: PDF_TIER_MESSAGE,
  fromProject: (p) => parsed(prototypeDataSchema, p.prototypeData),
  fromBody: (b) => b.prototypeData,
  missingMessage: "Generate the prototype assets before downloading them.",
  render: (brand, data) => renderPdf(brand, { kind: "prototype", data }),
  format: "pdf",
  fileSuffix: "prototype-assets.pdf",
});

export const postActionPlanPdf = downloadRoute({
  schema: downloadBase.extend({ actionPlanData: actionPlanSchema.optional() }),
  requiredTier: "spark",
  tierMessage: PDF_TIER_MESSAGE,
  fromProject: (p) => parsed(actionPlanSchema, p.actionPlanData),
  fromBody: (b) => b.actionPlanData,
  missingMessage: "Generate the action plan before downloading it.",
  render: (brand, data) => renderPdf(brand, { kind: "actionPlan", data }),
  format: "pdf",
  fileSuffix: "action-plan.pdf",
});

export const postPitchPdf = downloadRoute({
  schema: downloadBase.extend({ pitchData: pitchDataSchema.optional() }),
  requiredTier: "spark",
  tierMessage: PDF_TIER_MESSAGE,
  fromProject: (p) => parsed(pitchDataSchema, p.pitchData),
  fromBody: (b) => b.pitchData,
  missingMessage: "Create the pitch deck before downloading it.",
  render: (brand, data) => renderPdf(brand, { kind: "pitch", data }),
  format: "pdf",
  fileSuffix: "pitch.pdf",
});

export const postMarketingPlanPdf = downloadRoute({
  schema: downloadBase.extend({ marketingPlanData: marketingPlanSchema.optional() }),
  requiredTier: "fuel",
  tierMessage: "The Marketing Plan requires a Fuel plan or higher.",
  fromProject: (p) => parsed(marketingPlanSchema, p.marketingPlanData),
  fromBody: (b) => b.marketingPlanData,
  missingMessage: "Generate the marketing plan before downloading it.",
  render: (brand, data) => renderPdf(brand, { kind: "marketing", data }),
  format: "pdf",
  fileSuffix: "marketing-plan.pdf",
});
