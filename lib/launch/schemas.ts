import { z } from "zod";

/**
 * A launch page as the founder shapes it: the words they override, the sections they show and the one
 * question the waitlist asks. Plain data and zod only: safe for client components.
 */

export const LAUNCH_SECTIONS = ["problem", "features", "mockups", "price", "faq"] as const;
export type LaunchSection = (typeof LAUNCH_SECTIONS)[number];

export const LAUNCH_SECTION_TITLES: Record<LaunchSection, string> = {
  problem: "The problem and the solution",
  features: "Key features",
  mockups: "Mockups",
  price: "Price",
  faq: "Questions and answers",
};

/** Addresses under /l/ that would read as the product's own pages, or mislead a visitor. */
export const RESERVED_SLUGS = new Set([
  "admin",
  "api",
  "app",
  "auth",
  "billing",
  "contact",
  "dashboard",
  "help",
  "l",
  "launch",
  "launchforge",
  "login",
  "logout",
  "new",
  "official",
  "preview",
  "pricing",
  "privacy",
  "project",
  "quiz",
  "security",
  "settings",
  "signin",
  "signup",
  "static",
  "support",
  "terms",
  "www",
]);

export const SLUG_MIN = 3;
export const SLUG_MAX = 48;
/** Lower-case letters, digits and single hyphens, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `slug` could be a launch page's address (its form; whether one is published is the database's). */
export function isSlugShaped(slug: string): boolean {
  return slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

export const slugSchema = z
  .string({ error: "slug is required" })
  .trim()
  .toLowerCase()
  .min(SLUG_MIN, `Use at least ${SLUG_MIN} characters`)
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters`)
  .regex(
    SLUG_PATTERN,
    "Use lower-case letters, digits and single hyphens, starting and ending with a letter or digit",
  )
  .refine((slug) => !RESERVED_SLUGS.has(slug), "That address is reserved; choose another");

export const launchSettingsSchema = z.object({
  headline: z.string().trim().min(3, "Write a headline of at least 3 characters").max(140),
  subheadline: z.string().trim().max(400),
  cta: z.string().trim().min(2, "Write a button label").max(40),
  /** One question the waitlist asks besides the e-mail ("Which city are you in?"); empty for none. */
  question: z.string().trim().max(160),
  sections: z.object(
    Object.fromEntries(LAUNCH_SECTIONS.map((s) => [s, z.boolean()])) as Record<LaunchSection, z.ZodBoolean>,
  ),
});
export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

/** PUT /api/projects/{id}/launch-page: the address and the settings, saved together. */
export const launchPageUpdateSchema = z.object({ slug: slugSchema, settings: launchSettingsSchema }).strict();

export const WAITLIST_NAME_MAX = 80;
export const WAITLIST_ANSWER_MAX = 500;

/** A visitor joining the waitlist (JSON or a plain HTML form). `website` is the honeypot. */
export const waitlistJoinSchema = z.object({
  email: z
    .string({ error: "email is required" })
    .trim()
    .toLowerCase()
    .max(254, "That e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
  name: z.string().trim().max(WAITLIST_NAME_MAX).optional().default(""),
  answer: z.string().trim().max(WAITLIST_ANSWER_MAX).optional().default(""),
  website: z.string().max(200).optional().default(""),
});
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

export interface WaitlistSignupView {
  id: string;
  email: string;
  name: string | null;
  answer: string | null;
  confirmed: boolean;
  createdAt: string;
}

/** What the founder's panel reads: the page, whether mail can confirm signups, and how it is doing. */
export interface LaunchPageView {
  slug: string;
  settings: LaunchSettings;
  published: boolean;
  publishedAt: string | null;
  /** Whether confirmation e-mails can be sent (SMTP configured); otherwise signups stay unconfirmed. */
  mailConfigured: boolean;
  stats: LaunchStats;
  /** True when this page has never been saved: the settings shown are the proposed defaults. */
  draft: boolean;
}

export interface LaunchStats {
  visits: number;
  signups: number;
  confirmed: number;
  /** Signups per visit, 0..1; null before the first visit. */
  conversion: number | null;
  /** The last 30 days, oldest first. */
  days: { day: string; visits: number; signups: number }[];
}
