import "server-only";

import {
  actionPlanSchema,
  fullBusinessAnalysisSchema,
  marketingPlanSchema,
  pitchDataSchema,
  prototypeDataSchema,
} from "@/lib/artifacts/schemas";
import { currentModel } from "@/lib/artifacts/figures";
import { renderPdf } from "@/lib/documents/pdf";
import { downloadBase, downloadRoute } from "./downloads";

/** The four PDF endpoints of the spec; the body may carry the data (spec) or a projectId. */

const parsed = <T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: unknown,
): T | undefined => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

export const postAnalysisPdf = downloadRoute({
  export: "fullBusinessAnalysisData.pdf",
  schema: downloadBase.extend({ fullBusinessAnalysis: fullBusinessAnalysisSchema.optional() }),
  // Its tables and charts from the project's current model (a saved forecast), like its text.
  fromProject: (p) => {
    const analysis = parsed(fullBusinessAnalysisSchema, p.fullBusinessAnalysisData);
    return analysis && { ...analysis, financialModel: currentModel(p) ?? analysis.financialModel };
  },
  fromBody: (b) => b.fullBusinessAnalysis,
  render: (brand, data) => renderPdf(brand, { kind: "analysis", data }),
});

export const postPrototypePdf = downloadRoute({
  export: "prototypeData.pdf",
  schema: downloadBase.extend({ prototypeData: prototypeDataSchema.optional() }),
  fromProject: (p) => parsed(prototypeDataSchema, p.prototypeData),
  fromBody: (b) => b.prototypeData,
  render: (brand, data) => renderPdf(brand, { kind: "prototype", data }),
});

export const postActionPlanPdf = downloadRoute({
  export: "actionPlanData.pdf",
  schema: downloadBase.extend({ actionPlanData: actionPlanSchema.optional() }),
  fromProject: (p) => parsed(actionPlanSchema, p.actionPlanData),
  fromBody: (b) => b.actionPlanData,
  render: (brand, data) => renderPdf(brand, { kind: "actionPlan", data }),
});

export const postPitchPdf = downloadRoute({
  export: "pitchData.pdf",
  schema: downloadBase.extend({ pitchData: pitchDataSchema.optional() }),
  fromProject: (p) => parsed(pitchDataSchema, p.pitchData),
  fromBody: (b) => b.pitchData,
  render: (brand, data) => renderPdf(brand, { kind: "pitch", data }),
});

export const postMarketingPlanPdf = downloadRoute({
  export: "marketingPlanData.pdf",
  schema: downloadBase.extend({ marketingPlanData: marketingPlanSchema.optional() }),
  fromProject: (p) => parsed(marketingPlanSchema, p.marketingPlanData),
  fromBody: (b) => b.marketingPlanData,
  render: (brand, data) => renderPdf(brand, { kind: "marketing", data }),
});
