"use client";

import { useSession } from "next-auth/react";
import Link from "next/link";
import { useEffect, useState } from "react";

import { UpgradeButton } from "@/components/payments/upgrade-button";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/api-client";
import { isTier, tierRank, type Tier } from "@/lib/plans";

/** One /api/me read shared by the four cards of a grid (and a second grid on the page) for a moment. */
let shared: { at: number; tier: Promise<Tier | null> } | null = null;
const SHARE_MS = 5_000;

function readTier(): Promise<Tier | null> {
  if (!shared || Date.now() - shared.at > SHARE_MS) {
    shared = {
      at: Date.now(),
      tier: apiJson<{ tier?: unknown }>("GET", "/api/me").then(
        (me) => (isTier(me.tier) ? me.tier : null),
        () => null,
      ),
    };
  }
  return shared.tier;
}

/**
 * The signed-in visitor's plan, read in the browser where the page is the same file for everyone (the
 * prerendered /pricing and landing); undefined while unknown or signed out. `known` skips the read where
 * the server already rendered it (the dashboard).
 */
function useSignedInTier(known: boolean): Tier | undefined {
  const { status } = useSession();
  const [tier, setTier] = useState<Tier | undefined>();
  useEffect(() => {
    if (known || status !== "authenticated") return;
    let live = true;
    void readTier().then((value) => live && setTier(value ?? undefined));
    return () => {
      live = false;
    };
  }, [known, status]);
  return status === "authenticated" ? tier : undefined;
}

/**
 * A plan card's button: 'Current Plan', 'Included in your plan', 'Start Free' or the upgrade button. Each
 * state is one full-width button of the same height, so learning the plan after load moves nothing.
 */
export function PlanAction({
  tier,
  popular,
  payments,
  currentTier,
}: {
  tier: Tier;
  popular?: boolean;
  payments?: "elements" | "checkout" | "off";
  /** The signed-in user's plan where the server rendered it; read in the browser otherwise. */
  currentTier?: Tier;
}) {
  const fetched = useSignedInTier(currentTier !== undefined);
  const current = currentTier ?? fetched;
  if (current === tier) {
    return (
      <Button className="w-full" variant="secondary" disabled>
        Current Plan
      </Button>
    );
  }
  if (current && tierRank(current) > tierRank(tier)) {
    return (
      <Button className="w-full" variant="ghost" disabled>
        Included in your plan
      </Button>
    );
  }
  if (tier === "freemium") {
    return (
      <Button asChild className="w-full" variant="outline">
        <Link href="/quiz">Start Free</Link>
      </Button>
    );
  }
  return <UpgradeButton tier={tier} popular={popular} payments={payments} />;
}
