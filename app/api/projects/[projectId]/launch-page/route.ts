import { NextResponse } from "next/server";

import { getOwnedLaunchPage } from "@/db/queries/launch-pages";
import { loadOwnedProject } from "@/lib/generation";
import { AppError, methodNotAllowed, parseBody, parseParams, withUser } from "@/lib/http";
import { keepLaunchPage, revalidateLaunchPage } from "@/lib/launch/revalidate";
import { launchPageUpdateSchema } from "@/lib/launch/schemas";
import { launchPageView, saveOwnedLaunchPage } from "@/lib/launch/service";
import { projectIdSchema } from "@/lib/validation";

const NOT_FOUND = new AppError(404, "Project not found");

/** The project's launch page as the founder shapes it, with its visits and signups (every plan). */
export const GET = withUser<{ projectId: string }>(async ({ params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, NOT_FOUND);
  const project = await loadOwnedProject(projectId, user);
  const page = await getOwnedLaunchPage({ projectId, userId: user.id });
  return NextResponse.json(await launchPageView(project, page), { headers: { "Cache-Control": "no-store" } });
});

/** Saves the address and settings (every plan: a preview; publishing is Rocket's). 409 when taken. */
export const PUT = withUser<{ projectId: string }>(async ({ request, params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, NOT_FOUND);
  const input = await parseBody(request, launchPageUpdateSchema);
  const project = await loadOwnedProject(projectId, user);
  const before = await getOwnedLaunchPage({ projectId, userId: user.id });
  const page = await saveOwnedLaunchPage(project, input);
  // A published page changes at its address, and a moved one leaves a 404 at the old.
  revalidateLaunchPage(before?.slug, page.slug);
  if (page.publishedAt) keepLaunchPage(page.slug);
  return NextResponse.json(await launchPageView(project, page));
});

/** Other methods: 405 JSON with Allow. */
export const { POST, PATCH, DELETE } = methodNotAllowed(["GET", "PUT"]);
