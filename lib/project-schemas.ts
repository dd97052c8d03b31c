import { z } from "zod";

import { PROJECT_DATA_COLUMNS, type ProjectDataColumn } from "@/db/queries/project-data";
import type { Tier } from "@/db/schema";
import {
  actionPlanSchema,
  brandDataSchema,
  businessAnalysisSchema,
  businessPlanSchema,
  financialForecastSchema,
  fullBusinessAnalysisSchema,
  marketingPlanSchema,
  pitchDataSchema,
  prototypeDataSchema,
  selectedBrandSchema,
} from "@/lib/ai/schemas";
import { logoKitSettingsSchema } from "@/lib/content/logo-schemas";
import { PROJECT_NAME_MAX, quizDataSchema } from "@/lib/validation";

/**
 * PUT /api/projects/{id}: name, description, status, the selected brand and any edited step data. Every
 * step is validated with the same schema as generated output, so an edit can never store a broken step.
 */
export const STEP_DATA_SCHEMAS = {
  quizData: quizDataSchema,
  brandData: brandDataSchema,
  selectedBrand: selectedBrandSchema.nullable(),
  businessPlanData: businessPlanSchema,
  businessAnalysisData: businessAnalysisSchema,
  fullBusinessAnalysisData: fullBusinessAnalysisSchema,
  prototypeData: prototypeDataSchema,
  actionPlanData: actionPlanSchema,
  pitchData: pitchDataSchema,
  marketingPlanData: marketingPlanSchema,
  financialForecastData: financialForecastSchema,
  logoKitData: logoKitSettingsSchema,
} satisfies Partial<Record<ProjectDataColumn, z.ZodType>>;

/** Columns that belong to a paid feature: writing them (an edit) needs that plan, like generating them. */
export const COLUMN_TIERS: Partial<Record<ProjectDataColumn, { tier: Tier; feature: string }>> = {
  marketingPlanData: { tier: "fuel", feature: "The Marketing Plan" },
  financialForecastData: { tier: "fuel", feature: "Financial Forecasts" },
  logoKitData: { tier: "fuel", feature: "The Logo Kit" },
};

export const projectUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "name cannot be empty").max(PROJECT_NAME_MAX).optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    status: z.string().trim().min(1).max(50).optional(),
    ...Object.fromEntries(Object.entries(STEP_DATA_SCHEMAS).map(([k, s]) => [k, s.optional()])),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to update" });

export type ProjectUpdateInput = {
  name?: string;
  description?: string | null;
  status?: string;
} & Partial<Record<keyof typeof STEP_DATA_SCHEMAS, unknown>>;

export const historyQuerySchema = z.object({ step: z.enum(PROJECT_DATA_COLUMNS) });
export const versionParamsSchema = z.object({ projectId: z.uuid(), versionId: z.uuid() });
