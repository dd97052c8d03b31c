/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";

import { createQueryClient } from "@/lib/query-client";
import type { AnalyticsResponse } from "@/lib/analytics-types";
import { hydrateInZone } from "@/tests/helpers/hydration";
import { AnalyticsView } from "./analytics-view";

/**
 * The analytics page as a reader outside UTC gets it: the server renders in UTC, the browser hydrates in
 * its own zone. Its times used to be formatted in whatever zone the code ran in, so the two renders
 * differed and React threw error #418 (a hydration mismatch) for every such reader.
 */

const analytics: AnalyticsResponse = {
  days: [
    { date: "2026-11-21", counts: { quiz_completed: 1 } },
    { date: "2026-11-22", counts: { step_generated: 2 } },
  ],
  totals: { quiz_completed: 1, step_generated: 2 },
  recent: [
    { type: "step_generated", at: "2026-11-22T23:30:00.000Z", projectName: "Breadwise", detail: "Brand" },
    { type: "quiz_completed", at: "2026-11-21T08:05:00.000Z", projectName: null, detail: null },
  ],
  live: false,
  projects: [{ id: "p1", name: "Breadwise", stepsDone: 2, board: null }],
  stats: { totalPoints: 30, level: 1, streakDays: 2, achievementsUnlocked: 1 },
  generatedAt: "2026-11-22T23:45:10.000Z",
};

beforeEach(() => {
  // The page refetches on mount: the same answer.
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => analytics,
  })) as unknown as typeof fetch;
});

function page() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AnalyticsView initial={analytics} refreshMs={null} />
    </QueryClientProvider>
  );
}

it.each([
  ["America/Los_Angeles", "3:45:10 PM", ["Nov 22, 2026, 3:30 PM", "Nov 21, 2026, 12:05 AM"]],
  ["Asia/Kolkata", "5:15:10 AM", ["Nov 23, 2026, 5:00 AM", "Nov 21, 2026, 1:35 PM"]],
])(
  "hydrates without a mismatch for a reader in %s, then shows their own times",
  async (readerZone, updated, recent) => {
    const { errors, container } = await hydrateInZone(page(), { readerZone });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="analytics-updated"]')?.textContent).toBe(
      `Last update ${updated}`,
    );
    const times = [...container.querySelectorAll('[data-testid="recent-activity"] time')];
    expect(times.map((t) => t.textContent)).toEqual(recent);
    expect(times.map((t) => t.getAttribute("datetime"))).toEqual(analytics.recent.map((e) => e.at));
  },
);
