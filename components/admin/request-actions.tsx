"use client";

import { CalendarPlusIcon, SendIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiJson, errorMessage } from "@/lib/api-client";
import {
  REPLY_MAX,
  SUPPORT_STATUS_NAMES as STATUS_NAMES,
  SUPPORT_STATUS_VALUES,
  type SupportStatus,
} from "@/lib/validation/support";

/**
 * One request's controls in the operator console: its status, and a reply that is e-mailed to the founder
 * and shown on their /support page. With SCHEDULING_URL configured, the booking link can be inserted.
 */
export function RequestActions({
  requestId,
  status,
  kind,
  schedulingUrl,
}: {
  requestId: string;
  status: SupportStatus;
  kind: "mentoring" | "support";
  schedulingUrl: string | null;
}) {
  const id = useId();
  const router = useRouter();
  const [body, setBody] = useState("");
  const [next, setNext] = useState<SupportStatus>(kind === "mentoring" ? "scheduled" : "answered");
  const [busy, setBusy] = useState(false);

  async function changeStatus(value: SupportStatus) {
    setBusy(true);
    try {
      await apiJson("PATCH", `/api/admin/support-requests/${requestId}`, { status: value });
      toast.success(`Marked ${STATUS_NAMES[value].toLowerCase()}`);
      router.refresh();
    } catch (error) {
      toast.error("Status not changed", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function reply(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      toast.error("Please write the reply");
      return;
    }
    setBusy(true);
    try {
      const sent = await apiJson<{ emailed: boolean }>(
        "POST",
        `/api/admin/support-requests/${requestId}/replies`,
        { body, status: next },
      );
      toast.success("Reply saved", {
        description: sent.emailed
          ? "It was e-mailed to the founder and shows on their support page."
          : "It shows on the founder's support page (no e-mail was sent).",
      });
      setBody("");
      router.refresh();
    } catch (error) {
      toast.error("Reply not sent", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-3 border-t pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${id}-status`} className="text-xs">
          Status
        </Label>
        <StatusSelect
          id={`${id}-status`}
          value={status}
          onChange={(v) => void changeStatus(v)}
          disabled={busy}
        />
      </div>
      <form onSubmit={reply} className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reply`} className="text-xs">
          Reply to the founder
        </Label>
        <Textarea
          id={`${id}-reply`}
          rows={3}
          value={body}
          maxLength={REPLY_MAX}
          onChange={(e) => setBody(e.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2">
          {schedulingUrl && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setBody(
                  (b) =>
                    `${b}${b && !b.endsWith("\n") ? "\n\n" : ""}Pick a time that suits you: ${schedulingUrl}`,
                )
              }
            >
              <CalendarPlusIcon aria-hidden /> Insert booking link
            </Button>
          )}
          <Label htmlFor={`${id}-next`} className="text-xs">
            then mark
          </Label>
          <StatusSelect id={`${id}-next`} value={next} onChange={setNext} />
          <Button type="submit" size="sm" disabled={busy}>
            <SendIcon aria-hidden /> Send reply
          </Button>
        </div>
      </form>
    </div>
  );
}

function StatusSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: SupportStatus;
  onChange: (status: SupportStatus) => void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as SupportStatus)} disabled={disabled}>
      <SelectTrigger id={id} className="h-8 w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SUPPORT_STATUS_VALUES.map((s) => (
          <SelectItem key={s} value={s}>
            {STATUS_NAMES[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
