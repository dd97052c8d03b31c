import { z } from "zod";

import { BILLING_MODELS, customerCountSchema, MONEY_MAX } from "@/lib/finance/assumptions";

/**
 * What LaunchForge understood of the idea, stored with the concept (quizData.profile) for the founder to
 * confirm or correct: who pays, where, in which currency, at what price and how often, against whom,
 * through which channels, in which industry. Every later step is written from it (the offline engine
 * reads it back in lib/ai/offline/profile.ts; prompts carry it to a language model), so a correction here
 * reaches the whole package. Plain data and zod only: safe for client components.
 */

export const PRICE_PERIODS = [
  "week",
  "month",
  "year",
  "one_time",
  "per_use",
  "per_day",
  "per_hour",
  "commission",
  "deposit",
  "hardware",
] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** How each period reads after a price: "£12 a month", "12% commission", "$30 deposit". */
export const PRICE_PERIOD_LABELS: Record<PricePeriod, string> = {
  week: "a week",
  month: "a month",
  year: "a year",
  one_time: "one-time",
  per_use: "per use",
  per_day: "a day",
  per_hour: "an hour",
  commission: "commission",
  deposit: "deposit",
  hardware: "for the hardware",
};

/** The industry templates the founder can pick (ids and names of lib/ai/offline/industries.ts, kept equal by a test). */
export const INDUSTRY_CHOICES: readonly { id: string; name: string }[] = [
  { id: "food-beverage", name: "food and beverage" },
  { id: "health-fitness", name: "health and fitness" },
  { id: "healthcare-medtech", name: "healthcare and medical technology" },
  { id: "education-edtech", name: "education" },
  { id: "finance-fintech", name: "finance" },
  { id: "real-estate-proptech", name: "real estate" },
  { id: "retail-ecommerce", name: "retail and e-commerce" },
  { id: "travel-hospitality", name: "travel and hospitality" },
  { id: "b2b-software", name: "business software and productivity" },
  { id: "marketing-creator", name: "marketing and the creator economy" },
  { id: "sustainability-cleantech", name: "sustainability and clean technology" },
  { id: "pets", name: "pet care" },
  { id: "fashion-beauty", name: "fashion and beauty" },
  { id: "logistics-mobility", name: "logistics and mobility" },
  { id: "hr-recruiting", name: "human resources and recruiting" },
  { id: "home-services", name: "home services and construction" },
  { id: "agriculture-agtech", name: "agriculture" },
];

/** The pieces the follow-up can ask for when the answers leave them out or unclear. */
export const PROFILE_QUESTIONS = ["customer", "price", "geography", "competitors"] as const;
export type ProfileQuestion = (typeof PROFILE_QUESTIONS)[number];

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const phrase = (max: number) => z.string().trim().min(1).max(max);

export const ideaProfileSchema = z.object({
  /** What is sold, as a noun phrase: "solar home kit". */
  product: z.string().trim().max(120),
  customer: z.object({
    /** The paying unit, singular and plural: "household", "households". */
    unit: phrase(80),
    units: phrase(90),
    type: z.enum(["business", "consumer"]),
    /** The founder's own sentence about them. */
    segment: z.string().trim().max(600),
  }),
  /** Where they sell; null when the answers name no place (the package then says so and asks). */
  geography: z
    .object({
      label: phrase(160),
      countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
      continent: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .nullable(),
    })
    .nullable(),
  /** ISO 4217 code of the founder's prices; null when neither a price nor a one-currency market is named. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Expected a three-letter currency code such as EUR")
    .refine((code) => CURRENCIES.has(code), "Unknown currency code")
    .nullable(),
  /** Each price point the founder states, in the profile's currency (a commission in percent). */
  prices: z
    .array(
      z.object({
        amount: z.number().positive().max(100_000_000),
        period: z.enum(PRICE_PERIODS),
      }),
    )
    .max(8),
  billingModel: z.enum(BILLING_MODELS),
  /**
   * How many paying customers exist in the market, and where the count comes from, as the founder gave
   * them: read from the answers ("the ~2,000 rural pharmacies"), else asked on the card. Null when the
   * founder has not counted them (the market is then "not sized yet"); absent on cards confirmed before
   * the card asked, which keep the count their answers give.
   */
  customerCount: z
    .object({
      count: customerCountSchema,
      source: z.string().trim().max(200),
    })
    .nullable()
    .optional(),
  /**
   * The team and what it costs a month, pay and running costs together (tools, rent, insurance), in the
   * profile's currency, as the founder gave them on the card: the forecast's team and overhead. Null or
   * absent until they do; the forecast then runs on a default that every document calls one.
   */
  team: z
    .object({
      who: z.string().trim().max(200),
      monthlyCost: z
        .number({ message: "Enter what the team and running costs come to a month, as a number" })
        .min(0, "Costs are 0 or more")
        .max(MONEY_MAX.fixedMonthlyCosts, "That is more than any plan here can hold"),
    })
    .nullable()
    .optional(),
  /**
   * The language the answers are written in, when it is not English (the offline writer writes English, and
   * the card and the analysis say so); null or absent for English.
   */
  language: z.string().trim().max(60).nullable().optional(),
  /** Rivals and alternatives the founder names, each with the founder's sentence about it. */
  competitors: z.array(z.object({ name: phrase(60), claim: z.string().trim().max(600) })).max(8),
  /** Channels the founder names: "instagram", "farmers markets". */
  channels: z.array(phrase(60)).max(12),
  /** The industry template the engine matched, and whether the match is strong enough to lean on. */
  industry: z.object({
    id: z.string().trim().max(40).nullable(),
    name: phrase(80),
    confident: z.boolean(),
  }),
  /** What the answers leave out or unclear, for the follow-up to ask. */
  questions: z.array(z.enum(PROFILE_QUESTIONS)).max(PROFILE_QUESTIONS.length),
  /** True once the founder has confirmed or corrected the card. */
  confirmed: z.boolean(),
  /** Later steps written before the founder's last correction (their project columns). */
  outdated: z.array(z.string().max(40)).max(20).default([]),
});
export type IdeaProfileData = z.infer<typeof ideaProfileSchema>;
