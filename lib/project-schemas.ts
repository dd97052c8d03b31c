import { z } from "zod";

import { ARTIFACT_COLUMNS, ARTIFACTS, type ArtifactColumn } from "@/lib/artifacts/registry";
import { PROJECT_NAME_MAX } from "@/lib/validation";

/**
 * PUT /api/projects/{id}: name, description, the selected brand and any edited step data. Every column is
 * validated with its registry schema (the same as generated output), so an edit can never store a broken
 * step. The status is not accepted: the server sets it from the steps that are stored.
 */
export const projectUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "name cannot be empty").max(PROJECT_NAME_MAX).optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    status: z
      .never({ error: "status is set by the server from the steps that are stored; it cannot be written" })
      .optional(),
    ...Object.fromEntries(ARTIFACT_COLUMNS.map((c) => [c, ARTIFACTS[c].schema.optional()])),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to update" });

export type ProjectUpdateInput = {
  name?: string;
  description?: string | null;
} & Partial<Record<ArtifactColumn, unknown>>;

export const historyQuerySchema = z.object({ step: z.enum(ARTIFACT_COLUMNS) });
export const versionParamsSchema = z.object({ projectId: z.uuid(), versionId: z.uuid() });
