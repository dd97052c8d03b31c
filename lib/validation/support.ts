import { z } from "zod";

/** The mentoring and priority-support form (Rocket), shared by the page and POST /api/support-requests. */

export const SUPPORT_LIMITS = { topic: 150, messageMin: 10, messageMax: 5000, preferredTimes: 300 } as const;

export const supportRequestSchema = z
  .object({
    kind: z.enum(["mentoring", "support"], { error: "kind must be mentoring or support" }),
    topic: z
      .string({ error: "topic is required" })
      .trim()
      .min(1, "Please enter a topic")
      .max(SUPPORT_LIMITS.topic, `Please keep the topic under ${SUPPORT_LIMITS.topic} characters`),
    message: z
      .string({ error: "message is required" })
      .trim()
      .min(SUPPORT_LIMITS.messageMin, `Please write at least ${SUPPORT_LIMITS.messageMin} characters`)
      .max(
        SUPPORT_LIMITS.messageMax,
        `Please keep the message under ${SUPPORT_LIMITS.messageMax} characters`,
      ),
    preferredTimes: z.string().trim().max(SUPPORT_LIMITS.preferredTimes).optional(),
    projectId: z.uuid().optional(),
  })
  .refine((r) => r.kind !== "mentoring" || (r.preferredTimes ?? "").length > 0, {
    path: ["preferredTimes"],
    message: "Please say when you are available for the session",
  });

export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export interface SupportRequestView {
  id: string;
  kind: "mentoring" | "support";
  topic: string;
  message: string;
  preferredTimes: string | null;
  priority: boolean;
  status: SupportStatus;
  createdAt: string;
  projectId: string | null;
  projectName: string | null;
  /** The team's answers, oldest first. */
  replies: { id: string; body: string; createdAt: string }[];
}

export const SUPPORT_STATUS_VALUES = ["new", "scheduled", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUS_VALUES)[number];

/** The statuses as the operator console names them. */
export const SUPPORT_STATUS_NAMES: Record<SupportStatus, string> = {
  new: "New",
  scheduled: "Scheduled",
  answered: "Answered",
  closed: "Closed",
};

export const REPLY_MAX = 10_000;

/** The operator's status change (PATCH /api/admin/support-requests/{id}). */
export const supportStatusSchema = z.object({
  status: z.enum(SUPPORT_STATUS_VALUES, { error: "status must be new, scheduled, answered or closed" }),
});

/** The operator's reply (POST /api/admin/support-requests/{id}/replies): e-mailed and shown on /support. */
export const supportReplySchema = z.object({
  body: z
    .string({ error: "body is required" })
    .trim()
    .min(1, "Please write the reply")
    .max(REPLY_MAX, `Please keep the reply under ${REPLY_MAX} characters`),
  status: z
    .enum(SUPPORT_STATUS_VALUES, { error: "status must be new, scheduled, answered or closed" })
    .default("answered"),
});
