"use client";

import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

type Props =
  | {
      kind?: "text";
      value: string | null | undefined;
      onSave: (value: string) => Promise<boolean>;
      fallback: string;
      label: string;
      className?: string;
    }
  | {
      kind: "list";
      value: string[] | null | undefined;
      onSave: (value: string[]) => Promise<boolean>;
      fallback: string;
      label: string;
      className?: string;
      ordered?: boolean;
    };

/**
 * A generated text (or list) the founder can edit in place. Lists are edited one item per line.
 * Saving goes through the server's validation; a rejected edit keeps the editor open.
 */
export function EditableText(props: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [saving, setSaving] = useState(false);
  const empty = props.kind === "list" ? !props.value?.length : !props.value;

  function start() {
    setDraft(props.kind === "list" ? (props.value ?? []).join("\n") : (props.value ?? ""));
    setEditing(true);
  }

  async function save() {
    setSaving(true);
    const ok =
      props.kind === "list"
        ? await props.onSave(
            draft
              .split("\n")
              .map((l) => l.trim())
              .filter(Boolean),
          )
        : await props.onSave(draft.trim());
    setSaving(false);
    if (ok) setEditing(false);
  }

  if (editing) {
    return (
      <div className="flex flex-col gap-2">
        <Textarea
          aria-label={`Edit ${props.label}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          rows={props.kind === "list" ? Math.min(12, Math.max(4, draft.split("\n").length + 1)) : 6}
          autoFocus
        />
        {props.kind === "list" && <p className="text-xs text-muted-foreground">One item per line.</p>}
        <div className="flex gap-2">
          <Button size="sm" onClick={save} disabled={saving}>
            <CheckIcon aria-hidden /> {saving ? "Saving..." : "Save"}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
            <XIcon aria-hidden /> Cancel
          </Button>
        </div>
      </div>
    );
  }

  const ListTag = props.kind === "list" && props.ordered ? "ol" : "ul";
  return (
    <div
      className={cn("group relative rounded-md pr-9 transition-colors hover:bg-muted/40", props.className)}
    >
      {empty ? (
        <p className="text-sm text-muted-foreground italic">{props.fallback}</p>
      ) : props.kind === "list" ? (
        <ListTag
          className={cn(
            "space-y-1.5 pl-5 text-sm leading-relaxed",
            props.ordered ? "list-decimal" : "list-disc",
          )}
        >
          {props.value!.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ListTag>
      ) : (
        <p className="text-sm leading-relaxed whitespace-pre-line">{props.value}</p>
      )}
      <Button
        size="icon"
        variant="ghost"
        // Shown on hover or keyboard focus where there is a pointer that hovers; always on touch screens.
        className="absolute top-0 right-0 size-7 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100"
        aria-label={`Edit ${props.label}`}
        onClick={start}
      >
        <PencilIcon className="size-3.5" aria-hidden />
      </Button>
    </div>
  );
}
