import { NextResponse } from "next/server";
import { z } from "zod";

import { getFailedMail } from "@/db/queries/failed-mails";
import { mailProblem, smtpUrl } from "@/core/env";
import { AppError, methodNotAllowed, parseParams, withOperator } from "@/lib/http";
import { retryFailedMail } from "@/lib/mail";

const paramsSchema = z.object({ mailId: z.uuid() });
const NOT_FOUND = new AppError(404, "E-mail not found");

/** Sends a kept e-mail again. 409 once it went through; 503 while mail is not configured. */
export const POST = withOperator<{ mailId: string }>(async ({ params, operator }) => {
  const { mailId } = parseParams(params, paramsSchema, NOT_FOUND);
  const mail = await getFailedMail({ operator, id: mailId });
  if (!mail) throw NOT_FOUND;
  if (mail.sentAt) throw new AppError(409, "This e-mail has already been sent.");
  if (!smtpUrl())
    throw new AppError(503, mailProblem() ?? "Mail is not configured (SMTP_URL), so nothing can be sent.");
  const sent = await retryFailedMail(mail);
  if (!sent) throw new AppError(502, "The mail server did not take the e-mail this time either.");
  return NextResponse.json({ id: mail.id, sent: true });
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
