import "server-only";

import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";

import { getDb } from "../client";
import { launchPages, launchPageVisits, projects, waitlistSignups, type LaunchPage } from "../schema";

/**
 * Launch pages and their waitlists. A page belongs to a project (one each); the owner is checked by
 * joining the project on its user, so another account's page reads as missing.
 */

/** True for PostgreSQL's unique_violation (23505), wherever the driver puts it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

export async function getOwnedLaunchPage({
  projectId,
  userId,
}: {
  projectId: string;
  userId: string;
}): Promise<LaunchPage | null> {
  const db = await getDb();
  const [row] = await db
    .select({ page: launchPages })
    .from(launchPages)
    .innerJoin(projects, eq(projects.id, launchPages.projectId))
    .where(and(eq(launchPages.projectId, projectId), eq(projects.userId, userId)));
  return row?.page ?? null;
}

/**
 * Saves the address and settings of a project's page (created on the first save). Throws the driver's
 * unique violation when another page has the address (the handler answers 409).
 */
export async function saveLaunchPage(values: {
  projectId: string;
  slug: string;
  settings: unknown;
}): Promise<LaunchPage> {
  const db = await getDb();
  const [row] = await db
    .insert(launchPages)
    .values(values)
    .onConflictDoUpdate({
      target: launchPages.projectId,
      set: { slug: values.slug, settings: values.settings, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function setLaunchPagePublished({
  pageId,
  published,
}: {
  pageId: string;
  published: boolean;
}): Promise<LaunchPage> {
  const db = await getDb();
  const [row] = await db
    .update(launchPages)
    .set({
      publishedAt: published ? sql`coalesce(${launchPages.publishedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(launchPages.id, pageId))
    .returning();
  return row;
}

/** A page by its address, with the project it is drawn from and the project's owner. */
export async function getLaunchPageBySlug(slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      page: launchPages,
      project: {
        id: projects.id,
        userId: projects.userId,
        name: projects.name,
        quizData: projects.quizData,
        selectedBrand: projects.selectedBrand,
        prototypeData: projects.prototypeData,
      },
    })
    .from(launchPages)
    .innerJoin(projects, eq(projects.id, launchPages.projectId))
    .where(eq(launchPages.slug, slug));
  return row ?? null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Counts one visit to a page today (one upsert; concurrent visits add up). */
export async function recordLaunchPageVisit(pageId: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(launchPageVisits)
    .values({ pageId, day: today(), count: 1 })
    .onConflictDoUpdate({
      target: [launchPageVisits.pageId, launchPageVisits.day],
      set: { count: sql`${launchPageVisits.count} + 1` },
    });
}

/**
 * Adds an address to a page's waitlist. An address already there keeps its row (and its confirmation)
 * and only takes the new token when it is still unconfirmed, so a lost confirmation mail can be sent again.
 */
export async function addWaitlistSignup(values: {
  pageId: string;
  email: string;
  name: string | null;
  answer: string | null;
  tokenHash: string;
}): Promise<{ id: string; confirmed: boolean; tokenStored: boolean }> {
  const db = await getDb();
  const [row] = await db
    .insert(waitlistSignups)
    .values(values)
    .onConflictDoUpdate({
      target: [waitlistSignups.pageId, waitlistSignups.email],
      set: {
        tokenHash: sql`case when ${waitlistSignups.confirmedAt} is null then excluded.token_hash else ${waitlistSignups.tokenHash} end`,
      },
    })
    .returning({
      id: waitlistSignups.id,
      confirmedAt: waitlistSignups.confirmedAt,
      createdAt: waitlistSignups.createdAt,
      tokenHash: waitlistSignups.tokenHash,
    });
  return { id: row.id, confirmed: row.confirmedAt !== null, tokenStored: row.tokenHash === values.tokenHash };
}

export async function markWaitlistMailed(id: string): Promise<void> {
  const db = await getDb();
  await db.update(waitlistSignups).set({ mailedAt: new Date() }).where(eq(waitlistSignups.id, id));
}

/** Confirms the signup a link's token names on the page; false when there is none. */
export async function confirmWaitlistSignup({
  pageId,
  tokenHash,
}: {
  pageId: string;
  tokenHash: string;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(waitlistSignups)
    .set({ confirmedAt: sql`coalesce(${waitlistSignups.confirmedAt}, now())` })
    .where(and(eq(waitlistSignups.pageId, pageId), eq(waitlistSignups.tokenHash, tokenHash)))
    .returning({ id: waitlistSignups.id });
  return rows.length > 0;
}

/** Whether a signup on this page holds the token (its e-mail's link). */
export async function hasWaitlistSignupToken({
  pageId,
  tokenHash,
}: {
  pageId: string;
  tokenHash: string;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: waitlistSignups.id })
    .from(waitlistSignups)
    .where(and(eq(waitlistSignups.pageId, pageId), eq(waitlistSignups.tokenHash, tokenHash)))
    .limit(1);
  return rows.length > 0;
}

/** Removes the signup a link's token names (unsubscribe); false when there is none. */
export async function removeWaitlistSignupByToken({
  pageId,
  tokenHash,
}: {
  pageId: string;
  tokenHash: string;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(waitlistSignups)
    .where(and(eq(waitlistSignups.pageId, pageId), eq(waitlistSignups.tokenHash, tokenHash)))
    .returning({ id: waitlistSignups.id });
  return rows.length > 0;
}

/** The founder deletes one signup (a GDPR request); false when it is not on this page. */
export async function deleteWaitlistSignup({ pageId, id }: { pageId: string; id: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(waitlistSignups)
    .where(and(eq(waitlistSignups.pageId, pageId), eq(waitlistSignups.id, id)))
    .returning({ id: waitlistSignups.id });
  return rows.length > 0;
}

export async function listWaitlistSignups(pageId: string) {
  const db = await getDb();
  return db
    .select({
      id: waitlistSignups.id,
      email: waitlistSignups.email,
      name: waitlistSignups.name,
      answer: waitlistSignups.answer,
      confirmedAt: waitlistSignups.confirmedAt,
      createdAt: waitlistSignups.createdAt,
    })
    .from(waitlistSignups)
    .where(eq(waitlistSignups.pageId, pageId))
    .orderBy(desc(waitlistSignups.createdAt));
}

export const STATS_DAYS = 30;

/** Visits and signups: totals, and per day over the last 30 days (oldest first, every day listed). */
export async function launchPageStats(pageId: string) {
  const db = await getDb();
  const since = new Date(Date.now() - (STATS_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [visits, signups, visitDays, signupDays] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${launchPageVisits.count}), 0)::int` })
      .from(launchPageVisits)
      .where(eq(launchPageVisits.pageId, pageId)),
    db
      .select({ total: count(), confirmed: count(waitlistSignups.confirmedAt) })
      .from(waitlistSignups)
      .where(eq(waitlistSignups.pageId, pageId)),
    db
      .select({ day: launchPageVisits.day, count: launchPageVisits.count })
      .from(launchPageVisits)
      .where(and(eq(launchPageVisits.pageId, pageId), gte(launchPageVisits.day, since)))
      .orderBy(asc(launchPageVisits.day)),
    db
      .select({
        day: sql<string>`to_char(${waitlistSignups.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: count(),
      })
      .from(waitlistSignups)
      .where(
        and(
          eq(waitlistSignups.pageId, pageId),
          gte(waitlistSignups.createdAt, new Date(`${since}T00:00:00Z`)),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const days = Array.from({ length: STATS_DAYS }, (_, i) => {
    const day = new Date(Date.parse(`${since}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return {
      day,
      visits: visitDays.find((v) => v.day === day)?.count ?? 0,
      signups: Number(signupDays.find((s) => s.day === day)?.count ?? 0),
    };
  });
  const totalVisits = Number(visits[0]?.total ?? 0);
  const totalSignups = Number(signups[0]?.total ?? 0);
  return {
    visits: totalVisits,
    signups: totalSignups,
    confirmed: Number(signups[0]?.confirmed ?? 0),
    conversion: totalVisits > 0 ? Math.min(1, totalSignups / totalVisits) : null,
    days,
  };
}

/** Each launch page of a user's projects with its visits and signups, for the Analytics page. */
export async function launchPagesForUser(userId: string) {
  const db = await getDb();
  const visits = db
    .select({
      pageId: launchPageVisits.pageId,
      total: sql<number>`sum(${launchPageVisits.count})::int`.as("total"),
    })
    .from(launchPageVisits)
    .groupBy(launchPageVisits.pageId)
    .as("visits");
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      slug: launchPages.slug,
      publishedAt: launchPages.publishedAt,
      visits: sql<number>`coalesce(max(${visits.total}), 0)::int`,
      signups: count(waitlistSignups.id),
      confirmed: count(waitlistSignups.confirmedAt),
    })
    .from(launchPages)
    .innerJoin(projects, eq(projects.id, launchPages.projectId))
    .leftJoin(visits, eq(visits.pageId, launchPages.id))
    .leftJoin(waitlistSignups, eq(waitlistSignups.pageId, launchPages.id))
    .where(eq(projects.userId, userId))
    .groupBy(projects.id, projects.name, launchPages.slug, launchPages.publishedAt)
    .orderBy(desc(launchPages.publishedAt));
  return rows.map((r) => ({
    ...r,
    visits: Number(r.visits),
    signups: Number(r.signups),
    confirmed: Number(r.confirmed),
  }));
}

/** A project's waitlist size, for the Traction slide of its downloads (null without a launch page). */
export async function waitlistCountOfProject(projectId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ signups: count(waitlistSignups.id), confirmed: count(waitlistSignups.confirmedAt) })
    .from(launchPages)
    .leftJoin(waitlistSignups, eq(waitlistSignups.pageId, launchPages.id))
    .where(eq(launchPages.projectId, projectId));
  return row ? { signups: Number(row.signups), confirmed: Number(row.confirmed) } : null;
}
