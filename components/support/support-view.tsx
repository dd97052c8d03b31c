"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LifeBuoyIcon, SendIcon, UsersIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LinkedText } from "@/components/ui/linked-text";
import { LocalTime } from "@/components/ui/local-time";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiJson, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { supportRequestSchema, type SupportRequestView } from "@/lib/validation/support";

const STATUS_STYLE: Record<SupportRequestView["status"], string> = {
  new: "bg-secondary text-secondary-foreground",
  scheduled: "bg-primary/15 text-primary",
  answered: "bg-success/15 text-success",
  closed: "bg-muted text-muted-foreground",
};

const STATUS_LABEL: Record<SupportRequestView["status"], string> = {
  new: "Received",
  scheduled: "Scheduled",
  answered: "Answered",
  closed: "Closed",
};

type Kind = "mentoring" | "support";

/**
 * Rocket's mentoring and priority support: a form (a 1-on-1 session with preferred times, or a support
 * question, optionally about one project) and the founder's requests with their status.
 */
export function SupportView({
  projects,
  staffed,
  answersByMail,
}: {
  projects: { id: string; name: string }[];
  /** Whether answers are e-mailed too (mail configured, and a real mailbox rather than a demo address). */
  answersByMail: boolean;
  /** Whether a person will see the request (mail to the team, or the operator console): else no promises. */
  staffed: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const requests = useQuery<{ requests: SupportRequestView[] }>({
    queryKey: ["/api/support-requests"],
    staleTime: 0,
  });
  const [kind, setKind] = useState<Kind>("mentoring");
  const [projectId, setProjectId] = useState<string>("none");
  const [topic, setTopic] = useState("");
  const [message, setMessage] = useState("");
  const [preferredTimes, setPreferredTimes] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      kind,
      topic,
      message,
      ...(kind === "mentoring" ? { preferredTimes } : {}),
      ...(projectId !== "none" ? { projectId } : {}),
    };
    const parsed = supportRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      toast.error("Missing Information", { description: "Please fill in all required fields." });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await apiJson<SupportRequestView>("POST", "/api/support-requests", parsed.data);
      toast.success("Request Sent!", {
        description: !staffed
          ? "Your request is saved below with its status."
          : kind === "mentoring"
            ? "We will propose a time within one business day."
            : "A priority answer is on its way within one business day.",
      });
      setTopic("");
      setMessage("");
      setPreferredTimes("");
      await queryClient.invalidateQueries({ queryKey: ["/api/support-requests"] });
    } catch (error) {
      toast.error("Send Failed", {
        description: errorMessage(error, "Failed to send your request. Please try again."),
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorFor = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-xs text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          New request
        </h2>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-2 text-sm font-medium">What do you need?</legend>
          {(
            [
              ["mentoring", "1-on-1 mentoring", UsersIcon],
              ["support", "Priority support", LifeBuoyIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              )}
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4 text-brand" /> {label}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-project`}>Project (optional)</Label>
          <Select value={projectId} onValueChange={setProjectId}>
            <SelectTrigger id={`${id}-project`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">No particular project</SelectItem>
              {projects.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-topic`}>Topic *</Label>
          <Input
            id={`${id}-topic`}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            maxLength={150}
            {...field("topic")}
          />
          {errorFor("topic")}
        </div>
        {kind === "mentoring" && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-times`}>When can you meet? *</Label>
            <Input
              id={`${id}-times`}
              value={preferredTimes}
              placeholder="e.g. Tuesday or Thursday afternoon, CET"
              onChange={(e) => setPreferredTimes(e.target.value)}
              maxLength={300}
              {...field("preferredTimes")}
            />
            {errorFor("preferredTimes")}
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-message`}>
            {kind === "mentoring" ? "What would you like to work on? *" : "Your question *"}
          </Label>
          <Textarea
            id={`${id}-message`}
            rows={5}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={5000}
            {...field("message")}
          />
          {errorFor("message")}
        </div>
        <Button type="submit" disabled={sending} className="self-start">
          <SendIcon aria-hidden /> {sending ? "Sending..." : "Send request"}
        </Button>
        <p className="text-xs text-muted-foreground">
          {staffed
            ? `Rocket requests are flagged as priority: we answer within one business day. Answers appear here${answersByMail ? " and by e-mail" : ""}.`
            : "Your requests are saved and listed here with their status; answers appear here."}
        </p>
      </form>

      <section aria-labelledby={`${id}-list`} className="flex flex-col gap-3">
        <h2 id={`${id}-list`} className="text-lg font-semibold">
          Your requests
        </h2>
        {requests.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(requests.error, "Your requests could not be loaded.")}
          </p>
        ) : requests.data.requests.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            No requests yet.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="support-requests">
            {requests.data.requests.map((r) => (
              <li key={r.id} className="rounded-xl border bg-card p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{r.topic}</p>
                  <span
                    className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATUS_STYLE[r.status])}
                  >
                    {STATUS_LABEL[r.status]}
                  </span>
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span>{r.kind === "mentoring" ? "Mentoring session" : "Support"}</span>
                  {r.priority && <Badge variant="outline">Priority</Badge>}
                  {r.projectName && <span>· {r.projectName}</span>}
                  <span>
                    · <LocalTime iso={r.createdAt} options={{ dateStyle: "medium", timeStyle: "short" }} />
                  </span>
                </p>
                {r.preferredTimes && <p className="mt-2 text-sm">Preferred times: {r.preferredTimes}</p>}
                <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{r.message}</p>
                {r.replies.length > 0 && (
                  <ol className="mt-3 flex flex-col gap-2" aria-label="Answers from the team">
                    {r.replies.map((reply) => (
                      <li
                        key={reply.id}
                        className="rounded-lg border-l-4 border-primary bg-primary/5 p-3 text-sm"
                      >
                        <p className="mb-1 text-xs font-medium text-muted-foreground">
                          LaunchForge team ·{" "}
                          <LocalTime
                            iso={reply.createdAt}
                            options={{ dateStyle: "medium", timeStyle: "short" }}
                          />
                        </p>
                        <LinkedText text={reply.body} className="whitespace-pre-wrap break-words" />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
