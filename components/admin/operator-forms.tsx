"use client";

import { RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiJson, errorMessage } from "@/lib/api-client";
import { PLANS, type Tier } from "@/lib/plans";

/** "Set plan" for one account: a plan and a reason, written to the audit log with the change. */
export function SetPlanForm({ userId, tier }: { userId: string; tier: Tier }) {
  const id = useId();
  const router = useRouter();
  const [next, setNext] = useState<Tier>(tier);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiJson("POST", `/api/admin/users/${encodeURIComponent(userId)}/plan`, { tier: next, reason });
      toast.success("Plan set", { description: "The change is in the audit log." });
      setReason("");
      router.refresh();
    } catch (error) {
      toast.error("Plan not changed", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <Label htmlFor={`${id}-tier`} className="sr-only">
        Plan
      </Label>
      <Select value={next} onValueChange={(v) => setNext(v as Tier)}>
        <SelectTrigger id={`${id}-tier`} className="h-8 w-28">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PLANS.map((p) => (
            <SelectItem key={p.tier} value={p.tier}>
              {p.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Label htmlFor={`${id}-reason`} className="sr-only">
        Reason
      </Label>
      <Input
        id={`${id}-reason`}
        className="h-8 w-48"
        placeholder="Reason (for the audit log)"
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Set plan
      </Button>
    </form>
  );
}

/** Sends a kept e-mail again. */
export function RetryMailButton({ mailId }: { mailId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      await apiJson("POST", `/api/admin/failed-mails/${mailId}/retry`);
      toast.success("E-mail sent");
      router.refresh();
    } catch (error) {
      toast.error("Still not sent", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline" onClick={retry} disabled={busy}>
      <RotateCwIcon aria-hidden /> Retry
    </Button>
  );
}
