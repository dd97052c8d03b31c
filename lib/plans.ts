import { TIERS, type Tier } from "@/core/tiers";

/** The plans a user can be on, in order (core/tiers.ts). */
export { TIERS, type Tier };

export interface Plan {
  tier: Tier;
  name: string;
  /** One-time price in US dollars. */
  price: number;
  features: string[];
  isPopular?: boolean;
  /** Most projects a user on this plan may keep; null = unlimited. */
  projectLimit: number | null;
}

/** Tiers are cumulative: each lists what it adds and everything below it. */
export const PLANS: readonly Plan[] = [
  {
    tier: "freemium",
    name: "Free",
    price: 0,
    projectLimit: 3,
    features: [
      "AI idea analysis",
      "10 brand names",
      "Full business analysis and plan",
      "Domain availability checks",
      "Up to 3 projects",
    ],
  },
  {
    tier: "spark",
    name: "Spark",
    price: 199,
    projectLimit: null,
    features: [
      "Everything in Free",
      "Mood board and mockups",
      "60-day action plan",
      "Pitch deck",
      "Logo generator",
      "PDF downloads",
      "Unlimited projects",
    ],
  },
  {
    tier: "fuel",
    name: "Fuel",
    price: 599,
    isPopular: true,
    projectLimit: null,
    features: [
      "Everything in Spark",
      "Marketing plan generator",
      "Financial forecasts (Excel)",
      "Logo kit",
      "Calendar export (ICS)",
      "Advanced analytics",
    ],
  },
  {
    tier: "rocket",
    name: "Rocket",
    price: 1499,
    projectLimit: null,
    features: [
      "Everything in Fuel",
      "Full launch funnel",
      "Project management board",
      "1-on-1 mentoring",
      "Investor deck",
      "Real-time analytics",
      "Priority support",
    ],
  },
];

/** Plan features that have a page of their own; the plans grid links them there. */
export const FEATURE_LINKS: Record<string, string> = {
  "Logo generator": "/logo-generator",
  "Advanced analytics": "/analytics",
  "Real-time analytics": "/analytics",
  "1-on-1 mentoring": "/support",
  "Priority support": "/support",
};

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** A check passes when the user's tier is at or above the required tier. */
export function hasTier(userTier: Tier, required: Tier): boolean {
  return tierRank(userTier) >= tierRank(required);
}

export function getPlan(tier: Tier): Plan {
  const plan = PLANS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`Unknown tier: ${tier}`);
  return plan;
}

/** The plan's display name: 'Free', 'Spark', 'Fuel', 'Rocket'. */
export function tierName(tier: Tier): string {
  return getPlan(tier).name;
}

/** Price in cents, as Stripe wants it. */
export function priceInCents(tier: Tier): number {
  return getPlan(tier).price * 100;
}

export function paidPlans(): Plan[] {
  return PLANS.filter((p) => p.price > 0);
}

export function projectLimitMessage(limit: number): string {
  return `The Free plan includes up to ${limit} projects. Upgrade to Spark or higher for unlimited projects.`;
}
