"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatMoment, LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { apiJson, errorMessage } from "@/lib/api-client";
import { projectKey, type ProjectView } from "./types";

interface Version {
  id: string;
  replacedBy: "generated" | "edited" | "restored";
  createdAt: string;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

const REASON = {
  generated: "Before a regeneration",
  edited: "Before an edit",
  restored: "Before a restore",
} as const;

/** Earlier versions of one step, each restorable (the current one then joins the history). */
export function HistoryDialog({
  projectId,
  column,
  title,
}: {
  projectId: string;
  column: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const key = ["/api/projects", projectId, `history?step=${column}`];
  const versions = useQuery<Version[]>({ queryKey: key, enabled: open, staleTime: 0 });

  async function restore(version: Version) {
    setRestoring(version.id);
    try {
      const project = await apiJson<ProjectView>(
        "POST",
        `/api/projects/${projectId}/history/${version.id}/restore`,
      );
      queryClient.setQueryData(projectKey(projectId), project);
      await queryClient.invalidateQueries({ queryKey: key });
      toast.success("Version Restored", {
        // In a click handler, so in the reader's own time zone, like the list.
        description: `${title} is back to the version from ${formatMoment(version.createdAt, WHEN)}.`,
      });
      setOpen(false);
    } catch (error) {
      toast.error("Restore Failed", { description: errorMessage(error) });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <HistoryIcon aria-hidden /> History
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}: earlier versions</DialogTitle>
          <DialogDescription>
            Every regeneration and edit keeps the version it replaced. Restoring one keeps the current version
            too.
          </DialogDescription>
        </DialogHeader>
        {versions.isLoading ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading versions" />
          </div>
        ) : versions.data?.length ? (
          <ul className="divide-y rounded-md border">
            {versions.data.map((v) => (
              <li key={v.id} className="flex items-center justify-between gap-3 p-3 text-sm">
                <div>
                  <p className="font-medium">
                    <LocalTime iso={v.createdAt} options={WHEN} />
                  </p>
                  <p className="text-muted-foreground">{REASON[v.replacedBy]}</p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => restore(v)}
                  disabled={restoring !== null}
                >
                  <RotateCcwIcon aria-hidden /> {restoring === v.id ? "Restoring..." : "Restore"}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-4 text-sm text-muted-foreground">No earlier versions yet.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
