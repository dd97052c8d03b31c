"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiJson } from "@/lib/api-client";
import { projectKey, type ProjectView } from "./types";

/** The project, seeded with the server-rendered copy; updated in place after saves and generations. */
export function useProject(initial: ProjectView) {
  return useQuery<ProjectView>({ queryKey: projectKey(initial.id), initialData: initial });
}

/** PUT /api/projects/{id}; the response replaces the cached project. */
export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiJson<ProjectView>("PUT", `/api/projects/${projectId}`, body),
    onSuccess: (project) => queryClient.setQueryData(projectKey(projectId), project),
  });
}
