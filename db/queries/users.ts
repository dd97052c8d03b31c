import "server-only";

import { randomBytes } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";

import { getDb } from "../client";
import { prepared } from "../prepared";
import { auditLog, users, type Tier } from "../schema";

/** The columns a session or a page may see: never Stripe ids or adapter internals. */
const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  isDemo: users.isDemo,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
};

export type UserProfile = {
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
  isDemo: boolean;
  subscriptionTier: Tier;
  subscriptionStatus: string;
};

export async function getUserProfileById({ id }: { id: string }): Promise<UserProfile | undefined> {
  const db = await getDb();
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The profile of a session's user, when the session is still valid: the user exists and the cookie was
 * issued under the account's current session version (signing out raises it).
 */
export async function getSessionUserProfile({
  id,
  sessionVersion,
}: {
  id: string;
  sessionVersion: number;
}): Promise<UserProfile | undefined> {
  const db = await getDb();
  const [row] = await prepared(db, "session_user", (d) =>
    d
      .select({ ...profileColumns, lastSeenAt: users.lastSeenAt })
      .from(users)
      .where(and(eq(users.id, sql.placeholder("id")), eq(users.sessionVersion, sql.placeholder("version"))))
      .limit(1)
      .prepare("session_user"),
  ).execute({ id, version: sessionVersion });
  if (!row) return undefined;
  const { lastSeenAt, ...profile } = row;
  if (Date.now() - lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, id));
  }
  return profile;
}

/** How often a user's lastSeenAt is refreshed: once a day keeps the write off nearly every request. */
export const SEEN_EVERY_MS = 24 * 60 * 60_000;

/**
 * Deletes demo accounts (and, by cascade, their projects and everything else of theirs) not used since
 * `before`. Returns how many went.
 */
export async function deleteAbandonedDemoUsers({ before }: { before: Date }): Promise<number> {
  const db = await getDb();
  const deleted = await db
    .delete(users)
    .where(and(eq(users.isDemo, true), lt(users.lastSeenAt, before)))
    .returning({ id: users.id });
  return deleted.length;
}

/** The session version a new cookie of the user is issued under (0 for an unknown user). */
export async function getUserSessionVersion({ id }: { id: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.sessionVersion ?? 0;
}

/** Ends every session of the user: every cookie issued so far stops being accepted. */
export async function endUserSessions({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

/** A fresh, isolated demo account: visitors never share one. */
export async function createDemoUser(): Promise<UserProfile> {
  const db = await getDb();
  const suffix = randomBytes(6).toString("hex");
  const id = `demo-${Date.now()}-${suffix}`;
  const [row] = await db
    .insert(users)
    .values({
      id,
      name: "Demo Founder",
      firstName: "Demo",
      lastName: "Founder",
      email: `${id}@demo.launchforge.invalid`,
      isDemo: true,
    })
    .returning(profileColumns);
  return row;
}

/**
 * Sets a user's tier by id or e-mail (the operator console and CLI). This is a grant independent of
 * payments: it also becomes the tier a refund falls back to. The change, who made it and why are written
 * to the audit log in the same transaction. Returns the updated profile, if any.
 */
export async function setUserTierByIdOrEmail({
  idOrEmail,
  tier,
  audit,
  idOnly = false,
}: {
  idOrEmail: string;
  tier: Tier;
  audit: { actor: string; reason: string };
  /** Match the id only (the console names accounts by id; an e-mail must not select another one). */
  idOnly?: boolean;
}): Promise<UserProfile | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, tier: users.subscriptionTier })
      .from(users)
      .where(
        idOnly
          ? eq(users.id, idOrEmail)
          : or(eq(users.id, idOrEmail), eq(users.email, idOrEmail.toLowerCase())),
      )
      .for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(users)
      .set({
        subscriptionTier: tier,
        baseTier: tier,
        subscriptionStatus: "active",
        subscriptionStartDate: new Date(),
      })
      .where(eq(users.id, before.id))
      .returning(profileColumns);
    await tx.insert(auditLog).values({
      actor: audit.actor,
      action: "set_plan",
      targetUserId: before.id,
      details: { from: before.tier, to: tier },
      reason: audit.reason,
    });
    return row;
  });
}

/** Fills the LaunchForge profile columns of a user created by an OAuth sign-in. */
export async function updateUserProfileFromOAuth({
  id,
  name,
  image,
}: {
  id: string;
  name?: string | null;
  image?: string | null;
}): Promise<void> {
  const db = await getDb();
  const [firstName, ...rest] = (name ?? "").trim().split(/\s+/);
  await db
    .update(users)
    .set({ firstName: firstName || null, lastName: rest.join(" ") || null, profileImageUrl: image ?? null })
    .where(eq(users.id, id));
}

/** Deletes a user and, by cascade, their projects, accounts and history. */
export async function deleteUserById({ id }: { id: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
