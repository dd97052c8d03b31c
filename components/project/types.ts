import type { ProjectResponse } from "@/lib/project-response";

/** A project as the browser sees it: the API's JSON, dates as strings. */
export type ProjectView = Omit<ProjectResponse, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

export const projectKey = (id: string) => ["/api/projects", id] as const;
