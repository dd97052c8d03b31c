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
  status: "received" | "scheduled" | "answered" | "closed";
  createdAt: string;
  projectId: string | null;
  projectName: string | null;
}
