import { BarChart3Icon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { AnalyticsView } from "@/components/analytics/analytics-view";
import { Button } from "@/components/ui/button";
import { getAnalytics, LIVE_REFRESH_MS } from "@/lib/analytics";
import { entitlements } from "@/lib/entitlements";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Analytics" };

export default async function AnalyticsPage() {
  const user = await getCurrentUser();
  if (!user) return null; // the layout shows the auth gate
  const plan = entitlements(user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-8">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <BarChart3Icon aria-hidden className="size-7 text-brand" /> Analytics
        </h1>
        <p className="mt-2 text-muted-foreground">Your own activity and progress across your projects.</p>
      </div>
      {plan.can({ feature: "analytics" }) ? (
        <AnalyticsView
          initial={await getAnalytics(user)}
          refreshMs={plan.can({ feature: "liveAnalytics" }) ? LIVE_REFRESH_MS : null}
        />
      ) : (
        <div className="rounded-2xl border border-dashed p-10 text-center">
          <h2 className="text-lg font-semibold">Analytics come with the Fuel plan</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
            See what you did each day, how far each project has come, and your latest actions. Rocket updates
            them live.
          </p>
          <Button asChild className="mt-4">
            <Link href="/pricing">See plans</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
