"use client";

import { RefreshCwIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { apiJson } from "@/lib/api-client";

/**
 * Regenerate, asking first when the step shows the founder's own edit: the newest entry of the step's
 * history says what replaced it, and "edited" means what is on screen is theirs. The edit is kept in
 * History either way; the question only makes sure nobody loses sight of it by one click.
 */
export function RegenerateButton({
  projectId,
  column,
  title,
  regenerating,
  onRegenerate,
}: {
  projectId: string;
  column: string;
  title: string;
  regenerating: boolean;
  onRegenerate: () => void;
}) {
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState(false);

  async function click() {
    setChecking(true);
    try {
      const [latest] = await apiJson<{ replacedBy: string }[]>(
        "GET",
        `/api/projects/${projectId}/history?step=${encodeURIComponent(column)}`,
      );
      if (latest?.replacedBy === "edited") setAsking(true);
      else onRegenerate();
    } catch {
      // The history could not be read: ask rather than risk replacing an edit unannounced.
      setAsking(true);
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={click} disabled={regenerating || checking}>
        <RefreshCwIcon aria-hidden className={regenerating ? "animate-spin" : undefined} />{" "}
        {regenerating ? "Regenerating..." : "Regenerate"}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Replace your edit?</DialogTitle>
            <DialogDescription>
              {title} shows the version you edited. Regenerating writes a new take over it; your edit stays in
              History, where you can restore it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              Keep my edit
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                onRegenerate();
              }}
            >
              Regenerate anyway
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
