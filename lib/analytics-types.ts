/** The analytics API's answer (GET /api/analytics), shared by the server and the page. */
export interface AnalyticsResponse {
  /** One entry per UTC day of the last 30, oldest first, with a count per kind of action. */
  days: { date: string; counts: Record<string, number> }[];
  totals: Record<string, number>;
  recent: { type: string; at: string; projectName: string | null; detail: string | null }[];
  /** Rocket: the page refreshes itself. */
  live: boolean;
  projects: { id: string; name: string; stepsDone: number; board: { done: number; total: number } | null }[];
  stats: { totalPoints: number; level: number; streakDays: number; achievementsUnlocked: number };
  generatedAt: string;
}
