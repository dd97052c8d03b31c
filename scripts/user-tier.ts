/**
 * `npm run user:tier -- <email-or-user-id> <freemium|spark|fuel|rocket>`
 * Sets a user's tier in whichever database the environment points at. For self-hosters without Stripe.
 */
import { closeDb } from "@/db/client";
import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { TIERS, type Tier } from "@/db/schema";

async function main(argv: string[]): Promise<number> {
  const [idOrEmail, tier] = argv;
  if (!idOrEmail || !tier || !(TIERS as readonly string[]).includes(tier)) {
    console.error(`Usage: npm run user:tier -- <email-or-user-id> <${TIERS.join("|")}>`);
    return 2;
  }
  const user = await setUserTierByIdOrEmail({ idOrEmail, tier: tier as Tier });
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
