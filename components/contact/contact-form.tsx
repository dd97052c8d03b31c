"use client";

import { CircleCheckIcon, SendIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiJson } from "@/lib/api-client";
import {
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessageFormValues,
  type ContactMessageResponse,
} from "@/lib/validation/contact";

type Field = "name" | "email" | "subject" | "message";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ["name", "email", "subject", "message"];
const REQUIRED: Field[] = ["name", "email", "message"];
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
export const SEND_FAILED_MESSAGE = "Failed to send message. Please try again.";

/** The messages of a zod failure, first one per field. */
function fieldErrors(values: ContactMessageFormValues): Errors {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The contact form (spec 2 "Contact", 5, 8): client checks first, then POST /api/contact. */
export function ContactForm({ staffed }: { staffed: boolean }) {
  const id = useId();
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);

  // The thank-you heading takes the focus, so keyboard and screen-reader users land on the outcome.
  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function focusFirst(errs: Errors) {
    const first = FIELDS.find((field) => errs[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const missing = REQUIRED.filter((field) => !values[field].trim());
    if (missing.length > 0) {
      const errs = Object.fromEntries(missing.map((field) => [field, "This field is required."])) as Errors;
      setErrors(errs);
      focusFirst(errs);
      toast.error("Missing Information", { description: "Please fill in all required fields." });
      return;
    }
    const errs = fieldErrors(values);
    if (Object.keys(errs).length > 0) {
      setErrors(errs);
      focusFirst(errs);
      return;
    }

    setSending(true);
    try {
      await apiJson<ContactMessageResponse>("POST", "/api/contact", contactMessageSchema.parse(values));
      setSentTo({ name: values.name.trim(), email: values.email.trim() });
      setValues(EMPTY);
      toast.success("Message Sent!", {
        description: staffed
          ? "Thanks for reaching out. We typically respond within 24 hours on business days."
          : "Thanks for reaching out. Your message is saved.",
      });
    } catch (error) {
      const clientError = error instanceof ApiError && (error.status === 400 || error.status === 429);
      toast.error("Message Not Sent", {
        description: clientError ? (error.userMessage ?? SEND_FAILED_MESSAGE) : SEND_FAILED_MESSAGE,
      });
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheckIcon className="size-7" aria-hidden="true" />
        </span>
        <h2 ref={thanksRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          Thank you, {sentTo.name}!
        </h2>
        <p className="max-w-md text-muted-foreground">
          {staffed ? (
            <>
              Your message is on its way. We typically respond within 24 hours on business days, and we will
              reply to <span className="font-medium text-foreground">{sentTo.email}</span>.
            </>
          ) : (
            <>
              Your message is saved. Any reply will go to{" "}
              <span className="font-medium text-foreground">{sentTo.email}</span>.
            </>
          )}
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const describedBy = (field: Field, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint].filter(Boolean).join(" ") || undefined;

  const fieldProps = (field: Field, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    disabled: sending,
  });

  const error = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  const label = (field: Field, text: string, required: boolean) => (
    <Label htmlFor={fieldId(field)}>
      {text}
      {required ? (
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="font-normal text-muted-foreground"> (optional)</span>
      )}
    </Label>
  );

  const messageLength = values.message.trim().length;
  const counterId = `${id}-message-counter`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          {label("name", "Name", true)}
          <Input
            {...fieldProps("name")}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            placeholder="Your name"
            onChange={(e) => update("name", e.target.value)}
          />
          {error("name")}
        </div>
        <div className="flex flex-col gap-2">
          {label("email", "Email", true)}
          <Input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.email}
            placeholder="you@example.com"
            onChange={(e) => update("email", e.target.value)}
          />
          {error("email")}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        {label("subject", "Subject", false)}
        <Input
          {...fieldProps("subject")}
          maxLength={CONTACT_LIMITS.subject}
          placeholder="What is it about?"
          onChange={(e) => update("subject", e.target.value)}
        />
        {error("subject")}
      </div>
      <div className="flex flex-col gap-2">
        {label("message", "Message", true)}
        <Textarea
          {...fieldProps("message", counterId)}
          required
          rows={7}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder="Tell us how we can help: the more detail, the faster we can answer."
          className="min-h-40 resize-y"
          onChange={(e) => update("message", e.target.value)}
        />
        <div className="flex items-start justify-between gap-4">
          {error("message") ?? <span />}
          <p id={counterId} className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {messageLength}/{CONTACT_LIMITS.messageMax}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          <span className="text-destructive" aria-hidden="true">
            *
          </span>{" "}
          Required fields. We use your details only to answer you.
        </p>
        <Button type="submit" variant="brand" size="lg" disabled={sending} className="sm:min-w-44">
          {sending ? <Spinner label="Sending" /> : <SendIcon aria-hidden="true" />}
          {sending ? "Sending…" : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
