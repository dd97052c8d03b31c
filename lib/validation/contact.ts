import { z } from "zod";

/**
 * The contact form's schema, shared by components/contact/contact-form.tsx and POST /api/contact.
 * Values are trimmed first; the subject is optional (blank means none).
 */

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_EMAIL_MESSAGE = "Please enter a valid email address, like name@example.com.";

export const contactMessageSchema = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "Please enter your name")
    .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: "email is required" })
    .trim()
    .max(CONTACT_LIMITS.email, `Please keep your email under ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email(CONTACT_EMAIL_MESSAGE)),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `Please keep the subject under ${CONTACT_LIMITS.subject} characters`)
    .nullish()
    .transform((value) => value || undefined),
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `Please keep your message under ${CONTACT_LIMITS.messageMax} characters`),
});

/** What the form holds (strings, possibly blank). */
export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
/** What the handler stores: trimmed, subject absent when blank. */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** The answer of POST /api/contact. */
export interface ContactMessageResponse {
  received: true;
  emailed: boolean;
}
