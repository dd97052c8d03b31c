"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { ApiError, errorMessage, responseError } from "@/lib/api-client";
import type { Step, StepKey } from "@/lib/steps";
import { projectKey, type ProjectView } from "./types";

type StreamLine =
  | { type: "partial" | "final"; data: unknown }
  | { type: "error"; status: number; error: string; message: string };

/** Reads newline-delimited JSON events from a streamed response. */
async function* readLines(response: Response): AsyncGenerator<StreamLine> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as StreamLine;
    }
    if (done) return;
  }
}

/**
 * Runs a step's generation for a project, streaming partial results into `partial` as they arrive,
 * then stores the result in the cached project. Errors become the spec's toasts.
 */
export function useStepGeneration(projectId: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [running, setRunning] = useState<StepKey | null>(null);
  const [partial, setPartial] = useState<{ step: StepKey; data: unknown } | null>(null);

  function reportError(step: Step, error: unknown) {
    const message = errorMessage(error, "Please try again.");
    if (error instanceof ApiError && error.status === 403) {
      toast.error("Upgrade Required", {
        description: message,
        duration: Infinity,
        action: { label: "Upgrade Now", onClick: () => router.push("/pricing") },
      });
    } else if (step.key === "analysis") {
      toast.error("Error", {
        description:
          error instanceof ApiError
            ? message
            : "Failed to generate full business analysis. Please try again.",
      });
    } else {
      toast.error("Generation Failed", { description: message });
    }
  }

  /** Generates a step; `regenerate` asks for a different take than the current one. */
  async function generate(step: Step, { regenerate = false } = {}): Promise<boolean> {
    if (!step.endpoint || running) return false;
    setRunning(step.key);
    setPartial(null);
    try {
      const response = await fetch(step.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/x-ndjson" },
        body: JSON.stringify(
          regenerate ? { projectId, variant: Math.floor(Math.random() * 1_000_000_000) } : { projectId },
        ),
        credentials: "include",
      });
      if (!response.ok) throw await responseError(response);
      let result: unknown;
      for await (const line of readLines(response)) {
        if (line.type === "error") {
          throw new ApiError(line.status, `${line.status}: ${JSON.stringify(line)}`, {
            error: line.error,
            message: line.message,
          });
        }
        if (line.type === "partial") setPartial({ step: step.key, data: line.data });
        if (line.type === "final") result = line.data;
      }
      if (result === undefined) throw new Error("The generation ended without a result. Please try again.");
      queryClient.setQueryData<ProjectView>(projectKey(projectId), (p) =>
        p ? { ...p, [step.column]: result } : p,
      );
      await queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
      toast.success(step.successToast);
      return true;
    } catch (error) {
      reportError(step, error);
      return false;
    } finally {
      setRunning(null);
      setPartial(null);
    }
  }

  return { generate, running, partial };
}
