import "server-only";

import { createTransport } from "nodemailer";

import { env } from "./env";

/**
 * Outgoing e-mail over SMTP (SMTP_URL). Mail is best effort: when SMTP is not configured `sendMail`
 * returns false, and when the server fails the error is logged and it returns false too. Callers store
 * what matters in the database first.
 */

export const MAIL_TIMEOUT_MS = 10_000;

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | MailAddress;
}

/** Header values are single lines: a name or subject can never smuggle in another header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Sends one plain-text message. True when the SMTP server accepted it. */
export async function sendMail({ to, subject, text, replyTo }: OutgoingMail): Promise<boolean> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return false;
  const transport = createTransport({
    url: SMTP_URL,
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS,
  });
  try {
    await withTimeout(
      transport.sendMail({
        from: MAIL_FROM ?? to,
        to,
        subject: oneLine(subject),
        text,
        replyTo:
          typeof replyTo === "object" ? { name: oneLine(replyTo.name), address: replyTo.address } : replyTo,
      }),
      MAIL_TIMEOUT_MS,
    );
    return true;
  } catch (error) {
    console.error("[mail] could not send:", error instanceof Error ? error.message : error);
    return false;
  } finally {
    transport.close();
  }
}

export interface ContactMail {
  id: string;
  createdAt: Date;
  userId: string | null;
  name: string;
  email: string;
  subject?: string;
  message: string;
}

let warnedRecipient = false;

/** Forwards a stored contact message to CONTACT_TO (falling back to MAIL_FROM), replying to the sender. */
export async function sendContactMail(contact: ContactMail): Promise<boolean> {
  const { SMTP_URL, CONTACT_TO, MAIL_FROM } = env();
  if (!SMTP_URL) return false;
  const to = CONTACT_TO ?? MAIL_FROM;
  if (!to) {
    if (!warnedRecipient) {
      warnedRecipient = true;
      console.warn(
        "[mail] SMTP_URL is set but CONTACT_TO is not: contact messages are only stored in the database.",
      );
    }
    return false;
  }
  const text = [
    "New message from the LaunchForge contact form.",
    "",
    `From: ${oneLine(contact.name)} <${contact.email}>`,
    `Subject: ${contact.subject ? oneLine(contact.subject) : "(none)"}`,
    `Account: ${contact.userId ?? "not signed in"}`,
    `Received: ${contact.createdAt.toISOString()}`,
    `Reference: ${contact.id}`,
    "",
    "----------------------------------------",
    contact.message,
    "----------------------------------------",
    "",
    `Reply to this e-mail to answer ${contact.name} directly.`,
  ].join("\n");
  return sendMail({
    to,
    subject: `[LaunchForge contact] ${contact.subject ?? `Message from ${contact.name}`}`,
    text,
    replyTo: { name: contact.name, address: contact.email },
  });
}

export interface SupportMail {
  id: string;
  createdAt: Date;
  kind: "mentoring" | "support";
  priority: boolean;
  topic: string;
  message: string;
  preferredTimes: string | null;
  user: { id: string; name: string | null; email: string | null };
  projectName: string | null;
}

/** Forwards a stored mentoring or support request to CONTACT_TO; Rocket requests are flagged PRIORITY. */
export async function sendSupportMail(request: SupportMail): Promise<boolean> {
  const { SMTP_URL, CONTACT_TO, MAIL_FROM } = env();
  const to = CONTACT_TO ?? MAIL_FROM;
  if (!SMTP_URL || !to) return false;
  const label = request.kind === "mentoring" ? "Mentoring session request" : "Support request";
  const text = [
    `${label}${request.priority ? " (PRIORITY: Rocket plan, answer within one business day)" : ""}.`,
    "",
    `From: ${oneLine(request.user.name ?? "LaunchForge user")}${request.user.email ? ` <${request.user.email}>` : ""}`,
    `Account: ${request.user.id}`,
    `Project: ${request.projectName ? oneLine(request.projectName) : "(none)"}`,
    `Topic: ${oneLine(request.topic)}`,
    ...(request.preferredTimes ? [`Preferred times: ${oneLine(request.preferredTimes)}`] : []),
    `Received: ${request.createdAt.toISOString()}`,
    `Reference: ${request.id}`,
    "",
    "----------------------------------------",
    request.message,
    "----------------------------------------",
  ].join("\n");
  const reply =
    request.user.email && !request.user.email.endsWith(".invalid") ? request.user.email : undefined;
  return sendMail({
    to,
    subject: `${request.priority ? "[PRIORITY] " : ""}[LaunchForge ${request.kind}] ${request.topic}`,
    text,
    replyTo: reply ? { name: request.user.name ?? "LaunchForge user", address: reply } : undefined,
  });
}
