import { BarChart3Icon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { AnalyticsView } from "@/components/analytics/analytics-view";
import { Button } from "@/components/ui/button";
import { launchPagesForUser } from "@/db/queries/launch-pages";
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
        <>
          <AnalyticsView
            initial={await getAnalytics(user)}
            refreshMs={plan.can({ feature: "liveAnalytics" }) ? LIVE_REFRESH_MS : null}
          />
          <LaunchPages userId={user.id} />
        </>
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

/** Each launch page with its visits, signups and conversion (counted on the server, no tracking script). */
async function LaunchPages({ userId }: { userId: string }) {
  const pages = await launchPagesForUser(userId);
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="launch-pages" className="mt-8 rounded-2xl border bg-card p-6 shadow-sm">
      <h2 id="launch-pages" className="text-lg font-semibold">
        Launch pages
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="py-1 pr-3 font-medium">Project</th>
              <th className="py-1 pr-3 font-medium">Page</th>
              <th className="py-1 pr-3 text-right font-medium">Visits</th>
              <th className="py-1 pr-3 text-right font-medium">Signups</th>
              <th className="py-1 pr-3 text-right font-medium">Confirmed</th>
              <th className="py-1 text-right font-medium">Conversion</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.projectId} className="border-t">
                <td className="py-2 pr-3">
                  <Link href={`/project/${p.projectId}#launch-page`} className="underline">
                    {p.projectName}
                  </Link>
                </td>
                <td className="py-2 pr-3">
                  /l/{p.slug} {p.publishedAt ? "" : "(not published)"}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{p.visits}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{p.signups}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{p.confirmed}</td>
                <td className="py-2 text-right tabular-nums">
                  {p.visits > 0 ? `${(Math.min(1, p.signups / p.visits) * 100).toFixed(1)}%` : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
