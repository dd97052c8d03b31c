import { NextResponse } from "next/server";

import { assertCustomerCount } from "@/lib/ai/offline/customer-count";
import { recordEvent } from "@/db/queries/analytics";
import { getOwnedLaunchPage } from "@/db/queries/launch-pages";
import { saveProjectData, type ProjectDataColumn } from "@/db/queries/project-data";
import { deleteProjectById, getProjectById } from "@/db/queries/projects";
import { toProjectResponse } from "@/lib/project-response";
import { projectStatus } from "@/lib/steps";
import { keepFigures } from "@/lib/artifacts/figures";
import { quizFollowingForecast } from "@/lib/artifacts/profile-sync";
import type { FinancialModel } from "@/lib/artifacts/schemas";
import { AppError, methodNotAllowed, parseBody, parseParams, withUser } from "@/lib/http";
import { entitlements } from "@/lib/entitlements";
import { revalidateLaunchPage } from "@/lib/launch/revalidate";
import { projectUpdateSchema, type ProjectUpdateInput } from "@/lib/project-schemas";
import { projectIdSchema, type QuizData } from "@/lib/validation";

type Params = { projectId: string };
const notFound = new AppError(404, "Project not found");

export const GET = withUser<Params>(async ({ params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, notFound);
  const project = await getProjectById({ id: projectId, userId: user.id });
  if (!project) throw notFound;
  return NextResponse.json(toProjectResponse(project));
});

/**
 * Updates name, description, the selected brand and edited step data; history keeps the old values. Each
 * column needs the plan that edits it (403, nothing stored); the status follows the stored steps.
 */
export const PUT = withUser<Params>(async ({ request, params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, notFound);
  const { name, description, ...data } = (await parseBody(
    request,
    projectUpdateSchema,
  )) as ProjectUpdateInput;
  const plan = entitlements(user);
  for (const column of Object.keys(data) as ProjectDataColumn[]) plan.assert({ edit: column });
  assertCustomerCount((data.quizData as QuizData | undefined)?.profile);
  const stored = await getProjectById({ id: projectId, userId: user.id });
  if (!stored) throw notFound;
  // A price, count or team cost set in the forecast is the card's too (and the launch page's, which reads it).
  const forecast = data.financialForecastData as FinancialModel | undefined;
  const followed =
    forecast && !data.quizData
      ? quizFollowingForecast(
          stored.quizData as QuizData | null,
          (stored.financialForecastData ??
            (stored.fullBusinessAnalysisData as { financialModel?: FinancialModel } | null)
              ?.financialModel) as FinancialModel | undefined,
          forecast,
        )
      : null;
  const values = followed ? { ...data, quizData: followed } : data;
  const project = await saveProjectData({
    id: projectId,
    userId: user.id,
    // The founder edits the text as shown; the figures they left in it keep following the model.
    values: keepFigures(values as Partial<Record<ProjectDataColumn, unknown>>, stored) as Partial<
      Record<ProjectDataColumn, unknown>
    >,
    fields: { name, description },
    replacedBy: "edited",
    statusOf: projectStatus,
  });
  if (!project) throw notFound;
  // The published launch page shows the card's price and facts: it is drawn again after they change.
  if (values.quizData) revalidateLaunchPage((await getOwnedLaunchPage({ projectId, userId: user.id }))?.slug);
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
  const launchPage = await getOwnedLaunchPage({ projectId, userId: user.id });
  if (!(await deleteProjectById({ id: projectId, userId: user.id }))) throw notFound;
  revalidateLaunchPage(launchPage?.slug);
  return NextResponse.json({ deleted: true, id: projectId });
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PATCH } = methodNotAllowed(["GET", "PUT", "DELETE"]);
