import type { Tier } from "@/core/tiers";
import {
  ARTIFACTS,
  exportRule,
  type ArtifactColumn,
  type ArtifactRule,
  type ExportId,
} from "@/lib/artifacts/registry";
import { AppError } from "@/core/errors";
import { getPlan, hasTier, tierName } from "@/lib/plans";

/**
 * Every plan question, answered in one place for route handlers and the UI alike. The artifact rules come
 * from the registry (lib/artifacts/registry.ts); the features that are not artifacts are listed here.
 * Nothing else asks whether a plan allows something (lib/plans orders the tiers for purchases only).
 */

export const FEATURES = {
  /** The project board (Rocket). */
  board: {
    plan: "rocket",
    message: "The project board requires a Rocket plan. Upgrade to track your action plan as a board.",
  },
  /** The analytics page (Fuel: advanced). */
  analytics: {
    plan: "fuel",
    message: "Analytics require a Fuel plan or higher. Upgrade to see your activity and progress over time.",
  },
  /** The analytics page refreshing itself (Rocket: real-time). */
  liveAnalytics: {
    plan: "rocket",
    message: "Real-time analytics come with the Rocket plan.",
  },
  /** Publishing a launch page with a waitlist (Rocket; every plan can shape and preview one). */
  launchPage: {
    plan: "rocket",
    message: "Publishing a launch page requires a Rocket plan. You can shape and preview it on any plan.",
  },
  /** Mentoring and priority support requests (Rocket). */
  support: {
    plan: "rocket",
    message: "1-on-1 mentoring and priority support come with the Rocket plan.",
  },
  /** The premium sections of a project page: marketing plan, forecast, logo kit (Fuel). */
  premiumSections: {
    plan: "fuel",
    message: "The premium tools require a Fuel plan or higher.",
  },
} as const satisfies Record<string, { plan: Tier; message: string }>;
export type Feature = keyof typeof FEATURES;

/** One question a plan answers. */
export type Action =
  | { generate: ArtifactColumn }
  | { edit: ArtifactColumn }
  | { restore: ArtifactColumn }
  | { download: ExportId }
  | { feature: Feature };

const rule = (column: ArtifactColumn): ArtifactRule => ARTIFACTS[column];

/** The lowest plan that allows an action. */
export function requiredTier(action: Action): Tier {
  if ("generate" in action) return rule(action.generate).plans.generate;
  if ("edit" in action) return rule(action.edit).plans.edit;
  if ("restore" in action) return rule(action.restore).plans.restore;
  if ("download" in action) return exportRule(action.download).plan;
  return FEATURES[action.feature].plan;
}

/** The 403 message for an action the plan does not allow. */
export function deniedMessage(action: Action): string {
  const tier = requiredTier(action);
  const generic = (feature: string) => `${feature} requires a ${tierName(tier)} plan or higher.`;
  if ("generate" in action) {
    const r = rule(action.generate);
    return r.generation?.tierMessage ?? generic(r.feature);
  }
  if ("edit" in action) return generic(rule(action.edit).feature);
  if ("restore" in action) return generic(rule(action.restore).feature);
  if ("download" in action) return exportRule(action.download).tierMessage;
  return FEATURES[action.feature].message;
}

export interface Entitlements {
  tier: Tier;
  /** Whether the plan allows the action. */
  can: (action: Action) => boolean;
  /** The plan to upgrade to for the action, or null when the plan allows it (what the UI's badges show). */
  upgradeFor: (action: Action) => Tier | null;
  /** Throws the 403 AppError (with the action's message) when the plan does not allow it. */
  assert: (action: Action) => void;
  /** Most projects the user may keep; null = unlimited. */
  projectLimit: number | null;
}

export function entitlements(user: { subscriptionTier: Tier }): Entitlements {
  const tier = user.subscriptionTier;
  const can = (action: Action) => hasTier(tier, requiredTier(action));
  return {
    tier,
    can,
    upgradeFor: (action) => (can(action) ? null : requiredTier(action)),
    assert: (action) => {
      if (!can(action)) throw new AppError(403, deniedMessage(action));
    },
    projectLimit: getPlan(tier).projectLimit,
  };
}
