/**
 * The plans, lowest first. The database's subscription_tier enum (db/schema.ts) and every plan rule
 * (lib/plans.ts, lib/entitlements.ts) are built from this list; the browser loads it too, so it imports
 * nothing.
 */
export const TIERS = ["freemium", "spark", "fuel", "rocket"] as const;
export type Tier = (typeof TIERS)[number];
