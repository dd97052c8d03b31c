"use client";

import { ExternalLinkIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { statusLabel } from "@/lib/steps";

export interface ProjectCardData {
  id: string;
  name: string;
  description: string | null;
  status: string;
  createdAt: string | null;
  /** The project board's cards (Rocket), when it has one. */
  board?: { done: number; total: number } | null;
}

/** A project on the dashboard: opens on click; delete asks for confirmation first. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const href = `/project/${project.id}`;

  async function remove() {
    if (!window.confirm(`Delete "${project.name}"? This cannot be undone.`)) return;
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/projects/${project.id}`);
      toast.success("Project Deleted", { description: `${project.name} was deleted.` });
      router.refresh();
    } catch (error) {
      toast.error("Delete Failed", {
        description: errorMessage(error, "Unable to delete project. Please try again."),
      });
      setDeleting(false);
    }
  }

  return (
    <li className="group relative flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm transition-colors hover:border-primary">
      <div className="flex items-start justify-between gap-2">
        {/* A founder's name may be one 120-character word or right-to-left: wrap it, clamp it, isolate it. */}
        <h2 className="line-clamp-2 min-w-0 font-semibold [overflow-wrap:anywhere]" title={project.name}>
          <Link
            href={href}
            dir="auto"
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {project.name}
          </Link>
        </h2>
        <Badge variant="success">Active</Badge>
      </div>
      {project.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
      )}
      <dl className="mt-auto space-y-0.5 text-xs text-muted-foreground">
        <div>
          <dt className="inline">Status: </dt>
          <dd className="inline">{statusLabel(project.status)}</dd>
        </div>
        <div>
          <dt className="inline">Created: </dt>
          <dd className="inline">
            {project.createdAt ? (
              <LocalTime
                iso={project.createdAt}
                options={{ month: "short", day: "numeric", year: "numeric" }}
              />
            ) : (
              "Unknown"
            )}
          </dd>
        </div>
        {project.board && project.board.total > 0 && (
          <div>
            <dt className="inline">Board: </dt>
            <dd className="inline" data-testid="board-summary">
              {project.board.done} of {project.board.total} tasks done
            </dd>
          </div>
        )}
      </dl>
      <div className="relative z-10 flex justify-end gap-1">
        <Button asChild size="icon" variant="ghost" aria-label={`Open ${project.name}`}>
          <Link href={href}>
            <ExternalLinkIcon aria-hidden />
          </Link>
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${project.name}`}
          onClick={remove}
          disabled={deleting}
        >
          <Trash2Icon aria-hidden className="text-destructive" />
        </Button>
      </div>
    </li>
  );
}
