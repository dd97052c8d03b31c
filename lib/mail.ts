import "server-only";

import { createTransport } from "nodemailer";

import { recordFailedMail, recordRetry } from "@/db/queries/failed-mails";
import type { FailedMail } from "@/db/schema";

import { env, smtpUrl } from "@/core/env";

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

type Delivery = { sent: true } | { sent: false; error: string };

/** One attempt at one message; never throws. */
async function deliver({ to, subject, text, replyTo }: OutgoingMail, smtpUrl: string): Promise<Delivery> {
  const { MAIL_FROM } = env();
  const transport = createTransport({
    url: smtpUrl,
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
    return { sent: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("[mail] could not send:", message);
    return { sent: false, error: message.slice(0, 500) };
  } finally {
    transport.close();
  }
}

/**
 * Sends one plain-text message. True when the SMTP server accepted it. With `keep`, a message the server
 * did not take is stored whole, and the operator console can send it again.
 */
export async function sendMail(
  mail: OutgoingMail,
  keep?: { purpose: FailedMail["purpose"]; refId: string | null },
): Promise<boolean> {
  const SMTP_URL = smtpUrl();
  if (!SMTP_URL) return false;
  const outcome = await deliver(mail, SMTP_URL);
  if (!outcome.sent && keep) {
    await recordFailedMail({
      ...keep,
      to: mail.to,
      subject: oneLine(mail.subject),
      text: mail.text,
      replyTo: mail.replyTo ?? null,
      error: outcome.error,
    }).catch((error: unknown) => console.error("[mail] could not keep the failed message:", error));
  }
  return outcome.sent;
}

/** Sends a kept message again (the console's Retry). False when mail is off or the server failed again. */
export async function retryFailedMail(mail: FailedMail): Promise<boolean> {
  const SMTP_URL = smtpUrl();
  if (!SMTP_URL) return false;
  const outcome = await deliver(
    { to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo ?? undefined },
    SMTP_URL,
  );
  await recordRetry(mail, outcome);
  return outcome.sent;
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
  const { CONTACT_TO, MAIL_FROM } = env();
  const SMTP_URL = smtpUrl();
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
  return sendMail(
    {
      to,
      subject: `[LaunchForge contact] ${contact.subject ?? `Message from ${contact.name}`}`,
      text,
      replyTo: { name: contact.name, address: contact.email },
    },
    { purpose: "contact", refId: contact.id },
  );
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
  const { CONTACT_TO, MAIL_FROM } = env();
  const SMTP_URL = smtpUrl();
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
  const reply = isMailbox(request.user.email) ? request.user.email : undefined;
  return sendMail(
    {
      to,
      subject: `${request.priority ? "[PRIORITY] " : ""}[LaunchForge ${request.kind}] ${request.topic}`,
      text,
      replyTo: reply ? { name: request.user.name ?? "LaunchForge user", address: reply } : undefined,
    },
    { purpose: "support", refId: request.id },
  );
}

/** A demo account's placeholder address (…@….invalid) is no mailbox. */
export function isMailbox(address: string | null | undefined): address is string {
  return Boolean(address && address.includes("@") && !address.endsWith(".invalid"));
}

export interface SupportReplyMail {
  replyId: string;
  to: string;
  founderName: string | null;
  topic: string;
  body: string;
  /** Where the founder reads the whole thread: {APP_URL}/support. */
  link: string;
}

/** The operator's answer, to the founder (the team's inbox gets their answer to it). */
export async function sendSupportReplyMail(reply: SupportReplyMail): Promise<boolean> {
  const { CONTACT_TO, MAIL_FROM } = env();
  const team = CONTACT_TO ?? MAIL_FROM;
  const text = [
    `Hello ${oneLine(reply.founderName ?? "there")},`,
    "",
    reply.body,
    "",
    "----------------------------------------",
    `About your request: ${oneLine(reply.topic)}`,
    `Your requests and our answers: ${reply.link}`,
  ].join("\n");
  return sendMail(
    {
      to: reply.to,
      subject: `Re: ${reply.topic}`,
      text,
      replyTo: team ? { name: "LaunchForge support", address: team } : undefined,
    },
    { purpose: "support_reply", refId: reply.replyId },
  );
}
