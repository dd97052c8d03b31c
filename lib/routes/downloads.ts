import "server-only";

import { z, type ZodType } from "zod";

import { recordEvent } from "@/db/queries/analytics";
import type { Project } from "@/db/schema";
import { moodBoardSchema } from "@/lib/artifacts/schemas";
import { brandStyle, brandStyleOfProject, safeFileName, type BrandStyle } from "@/lib/documents/brand";
import { AppError } from "@/core/errors";
import { exportRule, type ExportFormat, type ExportId } from "@/lib/artifacts/registry";
import { perUserSlots } from "@/lib/concurrency";
import { entitlements } from "@/lib/entitlements";
import { env } from "@/core/env";
import { loadOwnedProject } from "@/lib/generation";
import { parseBody, withUser } from "@/lib/http";
import { withFigures } from "@/lib/artifacts/figures";
import { waitlistCountOfProject } from "@/db/queries/launch-pages";
import { withWaitlist } from "@/lib/launch/traction";

/**
 * Every export endpoint: validate the body, check the plan (403; the export's rule in the registry names
 * the plan, the messages, the format and the file name), take the data from the user's project
 * (404 if not theirs, 409 if the step is missing) or from the body (the spec's stateless form), render,
 * and answer with the file as an attachment named after the brand.
 */

export const CONTENT_TYPES = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ics: "text/calendar; charset=utf-8",
  zip: "application/zip",
} as const satisfies Record<ExportFormat, string>;

/** The fields every download body may carry besides its data: the spec's brandName and moodBoard, or a projectId. */
export const downloadBase = z.object({
  projectId: z.uuid({ error: "projectId must be a project id" }).optional(),
  brandName: z.string().trim().max(50).optional(),
  moodBoard: moodBoardSchema.partial().optional(),
});

interface DownloadSpec<B extends z.infer<typeof downloadBase>, D> {
  /** The export's registry entry: "pitchData.pptx". */
  export: ExportId;
  schema: ZodType<B>;
  /** The data from the project (undefined when the step is missing), or from the body. */
  fromProject: (project: Project) => D | undefined;
  fromBody: (body: B) => D | undefined;
  render: (brand: BrandStyle, data: D, body: B) => Promise<Buffer | string>;
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

export const EXPORT_BUSY_MESSAGE =
  "Your other downloads are still being prepared. Please wait for one to finish.";
/** Exports one user may have rendering at once here: a PDF of the largest plan takes seconds of CPU. */
export const acquireExportSlot = perUserSlots(() => env().EXPORT_CONCURRENCY, EXPORT_BUSY_MESSAGE);

export function downloadRoute<B extends z.infer<typeof downloadBase>, D>(spec: DownloadSpec<B, D>) {
  const rule = exportRule(spec.export);
  return withUser(async ({ request, user }) => {
    const body = await parseBody(request, spec.schema);
    entitlements(user).assert({ download: spec.export });
    let brand: BrandStyle;
    let data: D | undefined;
    if (body.projectId) {
      const project = await loadOwnedProject(body.projectId, user);
      brand = brandStyleOfProject(project);
      // The Traction slide cites the launch page's waitlist as it is now (lib/launch/traction.ts).
      const waitlist = project.pitchData ? await waitlistCountOfProject(project.id) : null;
      data = spec.fromProject(withWaitlist(withFigures(project), waitlist));
    } else {
      brand = brandStyle({ brandName: body.brandName, moodBoard: body.moodBoard });
      data = spec.fromBody(body);
    }
    if (data === undefined) throw new AppError(body.projectId ? 409 : 400, rule.missingMessage);
    const release = acquireExportSlot(user.id);
    let file: Buffer | string;
    try {
      file = await spec.render(brand, data, body);
    } finally {
      release();
    }
    await recordEvent({
      userId: user.id,
      projectId: body.projectId ?? null,
      eventType: "export_downloaded",
      eventData: { format: rule.format, file: rule.fileSuffix },
    });
    return attachment(file, rule.format, safeFileName(brand.name, rule.fileSuffix));
  });
}
