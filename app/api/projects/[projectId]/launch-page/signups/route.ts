import { NextResponse } from "next/server";
import { z } from "zod";

import { listWaitlistSignups } from "@/db/queries/launch-pages";
import { safeFileName } from "@/lib/documents/file-name";
import { loadOwnedProject } from "@/lib/generation";
import { AppError, methodNotAllowed, parseParams, searchParamsObject, withUser } from "@/lib/http";
import { launchBrandName } from "@/lib/launch/content";
import { waitlistCsv } from "@/lib/launch/csv";
import type { WaitlistSignupView } from "@/lib/launch/schemas";
import { requireOwnedLaunchPage, settingsOf } from "@/lib/launch/service";
import { projectIdSchema } from "@/lib/validation";

const querySchema = z.object({ format: z.enum(["json", "csv"]).default("json") });

/** The waitlist, newest first: JSON for the panel, `?format=csv` as a file (owner only, every plan). */
export const GET = withUser<{ projectId: string }>(async ({ request, params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, new AppError(404, "Project not found"));
  const { format } = parseParams(
    searchParamsObject(request),
    querySchema,
    new AppError(400, "format must be json or csv"),
  );
  const project = await loadOwnedProject(projectId, user);
  const page = await requireOwnedLaunchPage(projectId, user.id);
  const rows = await listWaitlistSignups(page.id);
  if (format === "csv")
    return new Response(waitlistCsv(rows, settingsOf(page, project).question), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${safeFileName(launchBrandName(project), "waitlist.csv")}"`,
        "Cache-Control": "no-store",
      },
    });
  const signups: WaitlistSignupView[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    answer: r.answer,
    confirmed: r.confirmedAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
  return NextResponse.json({ signups }, { headers: { "Cache-Control": "no-store" } });
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
