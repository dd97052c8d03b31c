import "server-only";

import { deleteAbandonedDemoUsers, SEEN_EVERY_MS } from "@/db/queries/users";
import { SESSION_MAX_AGE_SECONDS } from "./auth.config";

/**
 * Abandoned demo accounts expire. A demo account cannot be signed into again (each demo sign-in makes a
 * new one), so once its cookie has expired nobody can reach it: 30 days after its last visit, plus the
 * day lastSeenAt may lag. Then the account and its projects are deleted.
 */
export const DEMO_ACCOUNT_EXPIRY_MS = SESSION_MAX_AGE_SECONDS * 1000 + SEEN_EVERY_MS;

export async function expireAbandonedDemoAccounts(now = Date.now()): Promise<number> {
  const deleted = await deleteAbandonedDemoUsers({ before: new Date(now - DEMO_ACCOUNT_EXPIRY_MS) });
  if (deleted > 0) console.log(`[demo] deleted ${deleted} abandoned demo account(s)`);
  return deleted;
}
