import "server-only";

import {
  actionPlanSchema,
  financialModelSchema,
  fullBusinessAnalysisSchema,
  marketingPlanSchema,
  pitchDataSchema,
  prototypeDataSchema,
} from "@/lib/artifacts/schemas";
import { currentModel } from "@/lib/artifacts/figures";
import { mockupContentOfProject } from "@/lib/documents/mockups";
import { renderOffThread } from "@/lib/render-pool";
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
  render: (brand, data) => renderOffThread("analysisPdf", brand, data),
});

export const postPrototypePdf = downloadRoute({
  export: "prototypeData.pdf",
  schema: downloadBase.extend({ prototypeData: prototypeDataSchema.optional() }),
  // The project's pictures are drawn from all of it (the concept's sentence, the domain); a body's from
  // the prototype it carries.
  fromProject: (p) => {
    const prototype = parsed(prototypeDataSchema, p.prototypeData);
    return prototype && { prototype, content: mockupContentOfProject(p) };
  },
  fromBody: (b) => b.prototypeData && { prototype: b.prototypeData, content: null },
  render: (brand, { prototype, content }) => renderOffThread("prototypePdf", brand, prototype, content),
});

export const postActionPlanPdf = downloadRoute({
  export: "actionPlanData.pdf",
  schema: downloadBase.extend({ actionPlanData: actionPlanSchema.optional() }),
  fromProject: (p) => parsed(actionPlanSchema, p.actionPlanData),
  fromBody: (b) => b.actionPlanData,
  render: (brand, data) => renderOffThread("actionPlanPdf", brand, data),
});

export const postPitchPdf = downloadRoute({
  export: "pitchData.pdf",
  schema: downloadBase.extend({
    pitchData: pitchDataSchema.optional(),
    financialModel: financialModelSchema.optional(),
  }),
  fromProject: (p) => {
    const pitch = parsed(pitchDataSchema, p.pitchData);
    if (!pitch) return undefined;
    const analysis = fullBusinessAnalysisSchema.safeParse(p.fullBusinessAnalysisData);
    // Charts from the project's current model (a saved forecast, else the analysis'), like the PowerPoint.
    return {
      pitch,
      model: currentModel(p) ?? (analysis.success ? (analysis.data.financialModel ?? null) : null),
      // The product on the Solution slide, drawn from the project's brand and prototype.
      content: mockupContentOfProject(p),
    };
  },
  fromBody: (b) =>
    b.pitchData ? { pitch: b.pitchData, model: b.financialModel ?? null, content: null } : undefined,
  render: (brand, { pitch, model, content }) => renderOffThread("pitchPdf", brand, pitch, model, content),
});

export const postMarketingPlanPdf = downloadRoute({
  export: "marketingPlanData.pdf",
  schema: downloadBase.extend({ marketingPlanData: marketingPlanSchema.optional() }),
  fromProject: (p) => parsed(marketingPlanSchema, p.marketingPlanData),
  fromBody: (b) => b.marketingPlanData,
  render: (brand, data) => renderOffThread("marketingPlanPdf", brand, data),
});
