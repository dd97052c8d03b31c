import "server-only";

import { z, type ZodType } from "zod";

import { recordEvent } from "@/db/queries/analytics";
import type { Project, Tier } from "@/db/schema";
import { moodBoardSchema } from "@/lib/ai/schemas";
import { brandStyle, brandStyleOfProject, safeFileName, type BrandStyle } from "@/lib/documents/brand";
import { AppError } from "@/lib/errors";
import { assertTier, loadOwnedProject } from "@/lib/generation";
import { parseBody, withUser } from "@/lib/http";

/**
 * Every export endpoint: validate the body, check the plan (403), take the data from the user's project
 * (404 if not theirs, 409 if the step is missing) or from the body (the spec's stateless form), render,
 * and answer with the file as an attachment named after the brand.
 */

export const CONTENT_TYPES = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ics: "text/calendar; charset=utf-8",
  zip: "application/zip",
} as const;

/** The fields every download body may carry besides its data: the spec's brandName and moodBoard, or a projectId. */
export const downloadBase = z.object({
  projectId: z.uuid({ error: "projectId must be a project id" }).optional(),
  brandName: z.string().trim().max(50).optional(),
  moodBoard: moodBoardSchema.partial().optional(),
});

interface DownloadSpec<B extends z.infer<typeof downloadBase>, D> {
  schema: ZodType<B>;
  requiredTier: Tier;
  tierMessage: string;
  /** The data from the project (undefined when the step is missing), or from the body. */
  fromProject: (project: Project) => D | undefined;
  fromBody: (body: B) => D | undefined;
  missingMessage: string;
  render: (brand: BrandStyle, data: D, body: B) => Promise<Buffer | string>;
  format: keyof typeof CONTENT_TYPES;
  fileSuffix: string;
}

export function attachment(
  body: Buffer | string,
  format: keyof typeof CONTENT_TYPES,
  filename: string,
): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "content-type": CONTENT_TYPES[format],
      "content-disposition": `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export function downloadRoute<B extends z.infer<typeof downloadBase>, D>(spec: DownloadSpec<B, D>) {
  return withUser(async ({ request, user }) => {
    const body = await parseBody(request, spec.schema);
    assertTier(user, spec.requiredTier, spec.tierMessage);
    let brand: BrandStyle;
    let data: D | undefined;
    if (body.projectId) {
      const project = await loadOwnedProject(body.projectId, user);
      brand = brandStyleOfProject(project);
      data = spec.fromProject(project);
    } else {
      brand = brandStyle({ brandName: body.brandName, moodBoard: body.moodBoard });
      data = spec.fromBody(body);
    }
    if (data === undefined) throw new AppError(body.projectId ? 409 : 400, spec.missingMessage);
    const file = await spec.render(brand, data, body);
    await recordEvent({
      userId: user.id,
      projectId: body.projectId ?? null,
      eventType: "export_downloaded",
      eventData: { format: spec.format, file: spec.fileSuffix },
    });
    return attachment(file, spec.format, safeFileName(brand.name, spec.fileSuffix));
  });
}

export const PDF_TIER_MESSAGE =
  "PDF downloads require a Spark plan or higher. Upgrade to download your documents.";
