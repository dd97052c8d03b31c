import { relations } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AdapterAccountType } from "next-auth/adapters";

import { TIERS } from "../core/tiers";

/**
 * Every table of LaunchForge. SQL names are snake_case (drizzle `casing: "snake_case"`), JS names camelCase.
 * Migrations in db/migrations are generated from this file by `npm run db:generate`.
 */

export { TIERS, type Tier } from "../core/tiers";

export const tierEnum = pgEnum("subscription_tier", TIERS);
export const achievementCategoryEnum = pgEnum("achievement_category", [
  "progress",
  "quality",
  "speed",
  "completion",
]);

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---------------------------------------------------------------------------------------------------------
// Users and the Auth.js adapter tables
// ---------------------------------------------------------------------------------------------------------

export const users = pgTable("users", {
  id: text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  // Auth.js adapter columns
  name: text(),
  email: text().unique(),
  emailVerified: timestamp({ mode: "date" }),
  image: text(),
  // LaunchForge profile
  firstName: text(),
  lastName: text(),
  profileImageUrl: text(),
  isDemo: boolean().notNull().default(false),
  subscriptionTier: tierEnum().notNull().default("freemium"),
  /**
   * The plan the user has without any payment (Free, or what the operator set). The tier is this or the
   * highest plan a successful, unrefunded payment bought, whichever is higher; a refund recomputes it.
   */
  baseTier: tierEnum().notNull().default("freemium"),
  subscriptionStatus: text().notNull().default("active"),
  /**
   * Every session cookie carries the version it was issued under; signing out raises it, which ends every
   * copy of every cookie of the account at once (the per-request user read compares the two).
   */
  sessionVersion: integer().notNull().default(0),
  /** The last day the account was used (updated at most once a day); abandoned demo accounts expire by it. */
  lastSeenAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  subscriptionStartDate: timestamp({ withTimezone: true, mode: "date" }),
  subscriptionEndDate: timestamp({ withTimezone: true, mode: "date" }),
  stripeCustomerId: text().unique(),
  ...timestamps,
});

export const accounts = pgTable(
  "accounts",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().$type<AdapterAccountType>().notNull(),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    refresh_token: text(),
    access_token: text(),
    expires_at: integer(),
    token_type: text(),
    scope: text(),
    id_token: text(),
    session_state: text(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index().on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires: timestamp({ mode: "date" }).notNull(),
  },
  (t) => [index().on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text().notNull(),
    token: text().notNull(),
    expires: timestamp({ mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

// ---------------------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------------------

export const projects = pgTable(
  "projects",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    status: text().notNull().default("draft"),
    quizData: jsonb(),
    businessPlanData: jsonb(),
    businessAnalysisData: jsonb(),
    fullBusinessAnalysisData: jsonb(),
    brandData: jsonb(),
    selectedBrand: jsonb(),
    pitchData: jsonb(),
    prototypeData: jsonb(),
    actionPlanData: jsonb(),
    marketingPlanData: jsonb(),
    financialForecastData: jsonb(),
    logoKitData: jsonb(),
    ...timestamps,
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Earlier versions of a project's step data: every regenerate, edit and restore keeps the one it replaces. */
export const projectStepVersions = pgTable(
  "project_step_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The project column the data came from: "brandData", "pitchData", … */
    step: text().notNull(),
    data: jsonb().notNull(),
    /** What replaced it: "generated", "edited" or "restored". */
    replacedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.step, t.createdAt)],
);

export const BOARD_COLUMNS = ["todo", "doing", "done"] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** The Rocket project board: one card per action-plan item, in a column at a position. */
export const boardTasks = pgTable(
  "board_tasks",
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    week: integer().notNull(),
    priority: text().$type<"high" | "medium" | "low">().notNull(),
    estimatedHours: real().notNull().default(0),
    status: text().$type<BoardColumn>().notNull().default("todo"),
    /** Order within the column, 0-based and gap-free. */
    position: integer().notNull(),
    completedAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [index().on(t.projectId, t.status, t.position)],
);

/** Domain availability results, shared by every instance, kept for 24 hours. */
export const domainChecks = pgTable("domain_checks", {
  domain: text().primaryKey(),
  status: text().$type<"available" | "taken" | "unknown">().notNull(),
  /** How it was decided: "rdap" or "dns". */
  source: text().notNull(),
  checkedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------------
// Gamification
// ---------------------------------------------------------------------------------------------------------

export const achievements = pgTable("achievements", {
  id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  icon: text().notNull(),
  category: achievementCategoryEnum().notNull(),
  points: integer().notNull().default(0),
  condition: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const userAchievements = pgTable(
  "user_achievements",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    achievementId: text()
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    projectId: uuid().references(() => projects.id, { onDelete: "set null" }),
    unlockedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    progress: integer().notNull().default(0),
    maxProgress: integer().notNull().default(1),
  },
  (t) => [uniqueIndex().on(t.userId, t.achievementId), index().on(t.achievementId), index().on(t.projectId)],
);

export const userAnalyticsEvents = pgTable(
  "user_analytics_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventType: text().notNull(),
    eventData: jsonb(),
    projectId: uuid().references(() => projects.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.projectId)],
);

export const gamificationStats = pgTable("gamification_stats", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totalPoints: integer().notNull().default(0),
  level: integer().notNull().default(1),
  streakDays: integer().notNull().default(0),
  lastActivityDate: date({ mode: "string" }),
  projectsCompleted: integer().notNull().default(0),
  achievementsUnlocked: integer().notNull().default(0),
  ...timestamps,
});

export const dailyTips = pgTable("daily_tips", {
  id: text().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  category: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------------
// Contact and payments
// ---------------------------------------------------------------------------------------------------------

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text(),
    message: text().notNull(),
    emailedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.createdAt)],
);

export const SUPPORT_KINDS = ["mentoring", "support"] as const;
export const SUPPORT_STATUSES = ["new", "scheduled", "answered", "closed"] as const;

/** Rocket's 1-on-1 mentoring sessions and priority support requests; e-mailed like contact messages. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid().references(() => projects.id, { onDelete: "set null" }),
    kind: text().$type<(typeof SUPPORT_KINDS)[number]>().notNull(),
    topic: text().notNull(),
    message: text().notNull(),
    /** When the founder can meet (mentoring), in their words: "Tue or Thu afternoons, CET". */
    preferredTimes: text(),
    priority: boolean().notNull().default(false),
    status: text().$type<(typeof SUPPORT_STATUSES)[number]>().notNull().default("new"),
    emailedAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.status, t.createdAt)],
);

/** The operator's answers to a support request, shown on the founder's /support page (and e-mailed when mail works). */
export const supportReplies = pgTable(
  "support_replies",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    /** The operator's e-mail address (ADMIN_EMAILS) when the reply was written. */
    author: text().notNull(),
    body: text().notNull(),
    emailedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.requestId, t.createdAt)],
);

/**
 * What an operator changed and why: plan changes from the console or the CLI. Rows are only ever added;
 * the target's id stays readable after the account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who: the operator's e-mail, or "cli:<system user>" for scripts/user-tier.ts. */
    actor: text().notNull(),
    action: text().$type<"set_plan">().notNull(),
    targetUserId: text().notNull(),
    /** What changed: { from, to } for a plan. */
    details: jsonb().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.targetUserId, t.createdAt), index().on(t.createdAt)],
);

export const MAIL_PURPOSES = ["contact", "support", "support_reply"] as const;

/**
 * E-mails the SMTP server did not take (down, refused, timed out), kept whole so the operator can send
 * them again from the console. `refId` names the stored message the mail carries (its emailed_at is set
 * when a retry succeeds). Waitlist confirmations are not kept: they carry a token stored only as a hash.
 */
export const failedMails = pgTable(
  "failed_mails",
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text().$type<(typeof MAIL_PURPOSES)[number]>().notNull(),
    refId: uuid(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    replyTo: jsonb().$type<{ name: string; address: string } | string>(),
    error: text().notNull(),
    attempts: integer().notNull().default(1),
    lastAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Set when a retry went through; the row is kept as the record of it. */
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index().on(t.sentAt, t.createdAt)],
);

/**
 * A project's public launch page (Rocket publishes; every plan can preview): the founder's choices over
 * what the page shows (`settings`, schema in lib/launch/schemas.ts), its address, and whether it is live.
 * The page's words and pictures are read from the project at display time, so an edit shows at once.
 */
export const launchPages = pgTable("launch_pages", {
  id: uuid().primaryKey().defaultRandom(),
  projectId: uuid()
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: "cascade" }),
  /** The address under /l/: lower-case letters, digits and single hyphens; unique across all pages. */
  slug: text().notNull().unique(),
  settings: jsonb().notNull(),
  /** When it went live; null while it is a preview (visitors get 404, the owner the preview). */
  publishedAt: timestamp({ withTimezone: true, mode: "date" }),
  ...timestamps,
});

/** Visits to a published launch page, counted on the server per day (no cookies, no third-party script). */
export const launchPageVisits = pgTable(
  "launch_page_visits",
  {
    pageId: uuid()
      .notNull()
      .references(() => launchPages.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day] })],
);

/** A launch page's waitlist: one row per address (double opt-in when mail is configured). */
export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: uuid().primaryKey().defaultRandom(),
    pageId: uuid()
      .notNull()
      .references(() => launchPages.id, { onDelete: "cascade" }),
    /** Lower-cased and trimmed: the same address twice is one row. */
    email: text().notNull(),
    name: text(),
    /** The answer to the founder's one question, when the page asks it. */
    answer: text(),
    /** SHA-256 of the token in the confirmation and unsubscribe links (the token itself is only mailed). */
    tokenHash: text().notNull().unique(),
    confirmedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When the confirmation e-mail was last sent; null when mail is not configured. */
    mailedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.pageId, t.email), index().on(t.pageId, t.createdAt)],
);

/** One row per Stripe PaymentIntent or Checkout Session. */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeId: text().notNull().unique(),
    kind: text().$type<"payment_intent" | "checkout_session">().notNull(),
    /** The PaymentIntent behind a checkout session (refunds name the intent). */
    paymentIntentId: text(),
    tier: tierEnum().notNull(),
    /** The user's tier before this payment upgraded it; a refund restores it. */
    previousTier: tierEnum(),
    amount: integer().notNull(),
    currency: text().notNull().default("usd"),
    status: text().notNull(),
    /**
     * What the operator must look at, in words, or null: an amount that did not match the price, or a
     * payment for a plan the account already had (refund it). Shown in the console.
     */
    problem: text(),
    ...timestamps,
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.paymentIntentId), index().on(t.createdAt)],
);

/** Processed Stripe webhook events: a repeated delivery changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Fixed-window rate limits, shared by every instance: one row per key and window. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is limited and for whom: "contact:ip:203.0.113.7", "generate:user:demo-…". */
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index().on(t.windowStart)],
);

// ---------------------------------------------------------------------------------------------------------
// Relations and row types
// ---------------------------------------------------------------------------------------------------------

export const usersRelations = relations(users, ({ many, one }) => ({
  projects: many(projects),
  accounts: many(accounts),
  payments: many(payments),
  stats: one(gamificationStats),
}));

export const projectsRelations = relations(projects, ({ one }) => ({
  user: one(users, { fields: [projects.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type Achievement = typeof achievements.$inferSelect;
export type NewAchievement = typeof achievements.$inferInsert;
export type UserAchievement = typeof userAchievements.$inferSelect;
export type UserAnalyticsEvent = typeof userAnalyticsEvents.$inferSelect;
export type GamificationStats = typeof gamificationStats.$inferSelect;
export type DailyTip = typeof dailyTips.$inferSelect;
export type NewDailyTip = typeof dailyTips.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type StripeEvent = typeof stripeEvents.$inferSelect;
export type ProjectStepVersion = typeof projectStepVersions.$inferSelect;
export type DomainCheck = typeof domainChecks.$inferSelect;
export type RateLimit = typeof rateLimits.$inferSelect;
export type BoardTask = typeof boardTasks.$inferSelect;
export type SupportRequest = typeof supportRequests.$inferSelect;
export type LaunchPage = typeof launchPages.$inferSelect;
export type WaitlistSignup = typeof waitlistSignups.$inferSelect;
export type SupportReply = typeof supportReplies.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type FailedMail = typeof failedMails.$inferSelect;
