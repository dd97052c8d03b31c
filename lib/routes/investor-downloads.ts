import "server-only";

import { z } from "zod";

import type { Project } from "@/db/schema";
import {
  actionPlanSchema,
  financialForecastSchema,
  financialModelSchema,
  fullBusinessAnalysisSchema,
  marketingPlanSchema,
  pitchDataSchema,
} from "@/lib/artifacts/schemas";
import { currentModel } from "@/lib/artifacts/figures";
import type { InvestorDeckInput } from "@/lib/documents/investor-deck";
import { mockupContentOfProject } from "@/lib/documents/mockups";
import { renderOffThread } from "@/lib/render-pool";
import { downloadBase, downloadRoute } from "./downloads";

/**
 * The Rocket investor deck, as PowerPoint and as PDF. From a project it takes the pitch, the saved
 * forecast's model (else the analysis' model), the action plan and the marketing plan; the stateless form
 * takes the same parts from the body.
 */

const investorBody = downloadBase.extend({
  pitchData: pitchDataSchema.optional(),
  financialModel: financialModelSchema.optional(),
  actionPlanData: actionPlanSchema.optional(),
  marketingPlanData: marketingPlanSchema.optional(),
});
type InvestorBody = z.infer<typeof investorBody>;

const parsed = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : null;
};

export function investorInputFromProject(project: Project): InvestorDeckInput | undefined {
  const pitch = parsed(pitchDataSchema, project.pitchData);
  if (!pitch) return undefined;
  const analysis = parsed(fullBusinessAnalysisSchema, project.fullBusinessAnalysisData);
  const forecast = parsed(financialForecastSchema, project.financialForecastData);
  return {
    pitch,
    // The project's current model (the saved forecast, in its currency), else the analysis' own.
    model: currentModel(project) ?? analysis?.financialModel ?? null,
    forecastNotes: forecast?.notes ?? [],
    analysis,
    actionPlan: parsed(actionPlanSchema, project.actionPlanData),
    marketingPlan: parsed(marketingPlanSchema, project.marketingPlanData),
  };
}

function investorInputFromBody(body: InvestorBody): InvestorDeckInput | undefined {
  if (!body.pitchData) return undefined;
  return {
    pitch: body.pitchData,
    model: body.financialModel ?? null,
    actionPlan: body.actionPlanData ?? null,
    marketingPlan: body.marketingPlanData ?? null,
  };
}

const common = {
  schema: investorBody,
  // The product on the Solution slide is drawn from the project's brand and prototype; a body has none.
  fromProject: (project: Project) => {
    const input = investorInputFromProject(project);
    return input && { input, content: mockupContentOfProject(project) };
  },
  fromBody: (body: InvestorBody) => {
    const input = investorInputFromBody(body);
    return input && { input, content: null };
  },
} as const;

export const postInvestorPptx = downloadRoute({
  ...common,
  export: "pitchData.investorPptx",
  render: (brand, { input, content }) => renderOffThread("investorPptx", brand, input, content),
});

export const postInvestorPdf = downloadRoute({
  ...common,
  export: "pitchData.investorPdf",
  render: (brand, { input, content }) => renderOffThread("investorPdf", brand, input, content),
});
