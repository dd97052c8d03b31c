import { NextResponse } from "next/server";

import { createContactMessage, markContactMessageEmailed } from "@/db/queries/contact";
import { methodNotAllowed, parseBody, withOptionalUser } from "@/lib/http";
import { sendContactMail } from "@/lib/mail";
import { clientKey, enforceRateLimit } from "@/lib/rate-limit";
import { contactMessageSchema, type ContactMessageResponse } from "@/lib/validation/contact";

/**
 * The contact form: stores the message first (nothing a visitor sends is lost), then forwards it by
 * e-mail when SMTP is configured. An e-mail failure still answers 200, with `emailed: false`.
 */
export const POST = withOptionalUser(async ({ request, user }) => {
  const input = await parseBody(request, contactMessageSchema);
  await enforceRateLimit({
    key: `contact:ip:${clientKey(request)}`,
    limit: 5,
    windowMs: 10 * 60_000,
    message: "Too many messages from this address. Please try again in a few minutes.",
  });

  const userId = user?.id ?? null;
  const stored = await createContactMessage({ userId, ...input });
  const emailed = await sendContactMail({ ...stored, userId, ...input });
  // The message is stored and sent: a failure to note that must not make the visitor send it again.
  if (emailed)
    await markContactMessageEmailed({ id: stored.id }).catch((error: unknown) =>
      console.error("[contact] could not mark as emailed:", error),
    );

  const body: ContactMessageResponse = { received: true, emailed };
  return NextResponse.json(body);
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
