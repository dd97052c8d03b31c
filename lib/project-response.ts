import type { Project } from "@/db/schema";
import { withFigures } from "@/lib/artifacts/figures";

export type ProjectResponse = Omit<Project, "userId">;

/**
 * A project as the API returns it: everything but the owner's id, with the figures in its prose filled in
 * from its current financial model (lib/artifacts/figures.ts).
 */
export function toProjectResponse(project: Project): ProjectResponse {
  const { userId: _userId, ...rest } = project;
  return withFigures(rest);
}
