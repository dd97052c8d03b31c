import { NextResponse } from "next/server";

import { recordEvent } from "@/db/queries/analytics";
import { saveProjectData, type ProjectDataColumn } from "@/db/queries/project-data";
import { deleteProjectById, getProjectById, toProjectResponse } from "@/db/queries/projects";
import { AppError, parseBody, parseParams, withUser } from "@/lib/http";
import { assertColumnTier } from "@/lib/generation";
import { projectUpdateSchema, type ProjectUpdateInput } from "@/lib/project-schemas";
import { projectIdSchema } from "@/lib/validation";

type Params = { projectId: string };
const notFound = new AppError(404, "Project not found");

export const GET = withUser<Params>(async ({ params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, notFound);
  const project = await getProjectById({ id: projectId, userId: user.id });
  if (!project) throw notFound;
  return NextResponse.json(toProjectResponse(project));
});

/** Updates name, description, status, the selected brand and edited step data; history keeps the old values. */
export const PUT = withUser<Params>(async ({ request, params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, notFound);
  const { name, description, status, ...data } = (await parseBody(
    request,
    projectUpdateSchema,
  )) as ProjectUpdateInput;
  for (const column of Object.keys(data) as ProjectDataColumn[]) assertColumnTier(user, column);
  const project = await saveProjectData({
    id: projectId,
    userId: user.id,
    values: data as Partial<Record<ProjectDataColumn, unknown>>,
    fields: { name, description, status },
    replacedBy: "edited",
  });
  if (!project) throw notFound;
  if (data.selectedBrand) {
    await recordEvent({
      userId: user.id,
      projectId,
      eventType: "brand_saved",
      eventData: { name: project.name },
    });
  }
  return NextResponse.json(toProjectResponse(project));
});

export const DELETE = withUser<Params>(async ({ params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, notFound);
  if (!(await deleteProjectById({ id: projectId, userId: user.id }))) throw notFound;
  return NextResponse.json({ deleted: true, id: projectId });
});
