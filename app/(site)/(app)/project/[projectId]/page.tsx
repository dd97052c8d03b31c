import type { Metadata } from "next";
import Link from "next/link";

import { ProjectWorkspace } from "@/components/project/project-workspace";
import type { ProjectView } from "@/components/project/types";
import { Button } from "@/components/ui/button";
import { getProjectById } from "@/db/queries/projects";
import { toProjectResponse } from "@/lib/project-response";
import { getCurrentUser } from "@/lib/session";
import { projectIdSchema } from "@/lib/validation";

export const metadata: Metadata = { title: "Project" };

export default async function ProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const user = await getCurrentUser();
  if (!user) return null; // the layout shows the auth gate
  const parsed = projectIdSchema.safeParse(await params);
  const project = parsed.success
    ? await getProjectById({ id: parsed.data.projectId, userId: user.id })
    : undefined;

  if (!project) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Project not found</h1>
        <p className="text-muted-foreground">It may have been deleted, or it belongs to another account.</p>
        <Button asChild>
          <Link href="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    );
  }

  // Plain JSON for the client component (dates as strings), exactly as the API would return it.
  const initialProject = JSON.parse(JSON.stringify(toProjectResponse(project))) as ProjectView;
  return <ProjectWorkspace key={project.id} initialProject={initialProject} tier={user.subscriptionTier} />;
}
