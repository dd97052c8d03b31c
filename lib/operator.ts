import "server-only";

import { addSupportReply, getSupportRequestForOperator, markSupportReplyEmailed } from "@/db/queries/support";
import type { SupportReply } from "@/db/schema";

import type { Operator } from "@/core/operator-access";
import { isMailbox, sendSupportReplyMail } from "./mail";
import { siteUrl } from "./site";
import type { SupportStatus } from "./validation/support";

/** Where founders read their requests and the team's answers. */
export function supportPageUrl(): string {
  return new URL("/support", siteUrl()).toString();
}

export type ReplyOutcome = {
  reply: SupportReply;
  /** Whether the founder was e-mailed too (the reply shows on /support either way). */
  emailed: boolean;
};

/**
 * The operator answers a request: the reply is stored and the status set first, so it shows on the
 * founder's /support page whatever happens to the mail; then it is e-mailed when mail works and the
 * founder has a mailbox (a failed send is kept for Retry).
 */
export async function replyToSupportRequest({
  requestId,
  operator,
  body,
  status,
}: {
  requestId: string;
  operator: Operator;
  body: string;
  status: SupportStatus;
}): Promise<ReplyOutcome | undefined> {
  const request = await getSupportRequestForOperator({ operator, id: requestId });
  if (!request) return undefined;
  const reply = await addSupportReply({ requestId, author: operator.email, body, status });
  if (!reply) return undefined;
  if (!isMailbox(request.userEmail)) return { reply, emailed: false };
  const emailed = await sendSupportReplyMail({
    replyId: reply.id,
    to: request.userEmail,
    founderName: request.userName,
    topic: request.topic,
    body,
    link: supportPageUrl(),
  });
  if (emailed)
    await markSupportReplyEmailed({ id: reply.id }).catch((error: unknown) =>
      console.error("[support] could not mark the reply as emailed:", error),
    );
  return { reply, emailed };
}
