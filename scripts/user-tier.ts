/**
 * `npm run user:tier -- <email-or-user-id> <freemium|spark|fuel|rocket> [reason…]`
 * Sets a user's tier in whichever database the environment points at (for self-hosters without Stripe),
 * and writes the change to the audit log the operator console shows, as "cli:<system user>".
 */
import { userInfo } from "node:os";

import { loadEnvConfig } from "@next/env";

import { closeDb } from "@/db/client";
import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { TIERS, type Tier } from "@/db/schema";

// The same .env files the server reads (Next.js loads them for `npm start`), before anything reads the
// environment (core/env.ts parses it on first use).
loadEnvConfig(process.cwd());

function systemUser(): string {
  try {
    return userInfo().username;
  } catch {
    return "unknown";
  }
}

async function main(argv: string[]): Promise<number> {
  const [idOrEmail, tier, ...why] = argv;
  if (!idOrEmail || !tier || !(TIERS as readonly string[]).includes(tier)) {
    console.error(`Usage: npm run user:tier -- <email-or-user-id> <${TIERS.join("|")}> [reason]`);
    return 2;
  }
  const reason = why.join(" ").trim() || "set from the command line";
  const user = await setUserTierByIdOrEmail({
    idOrEmail,
    tier: tier as Tier,
    audit: { actor: `cli:${systemUser()}`, reason: reason.slice(0, 500) },
  });
  if (!user) {
    console.error(`No user with id or e-mail "${idOrEmail}".`);
    return 1;
  }
  console.log(`${user.email ?? user.id} is now on the ${user.subscriptionTier} plan.`);
  return 0;
}

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    await closeDb().catch(() => {});
    process.exit(1);
  });
