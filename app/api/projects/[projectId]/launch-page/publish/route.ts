import { NextResponse } from "next/server";

import { setLaunchPagePublished } from "@/db/queries/launch-pages";
import { entitlements } from "@/lib/entitlements";
import { loadOwnedProject } from "@/lib/generation";
import { AppError, methodNotAllowed, parseParams, withUser } from "@/lib/http";
import { keepLaunchPage, revalidateLaunchPage } from "@/lib/launch/revalidate";
import { launchPageView, requireOwnedLaunchPage } from "@/lib/launch/service";
import { projectIdSchema } from "@/lib/validation";

const NOT_FOUND = new AppError(404, "Project not found");

/** Publishes the saved page at /l/{slug} (Rocket). */
export const POST = withUser<{ projectId: string }>(async ({ params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, NOT_FOUND);
  entitlements(user).assert({ feature: "launchPage" });
  const project = await loadOwnedProject(projectId, user);
  const page = await requireOwnedLaunchPage(projectId, user.id);
  const published = await setLaunchPagePublished({ pageId: page.id, published: true });
  revalidateLaunchPage(published.slug);
  keepLaunchPage(published.slug);
  return NextResponse.json(await launchPageView(project, published));
});

/** Takes the page down: visitors get 404 again, the owner keeps the preview and the waitlist (any plan). */
export const DELETE = withUser<{ projectId: string }>(async ({ params, user }) => {
  const { projectId } = parseParams(params, projectIdSchema, NOT_FOUND);
  const project = await loadOwnedProject(projectId, user);
  const page = await requireOwnedLaunchPage(projectId, user.id);
  const unpublished = await setLaunchPagePublished({ pageId: page.id, published: false });
  revalidateLaunchPage(unpublished.slug);
  return NextResponse.json(await launchPageView(project, unpublished));
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH } = methodNotAllowed(["POST", "DELETE"]);
