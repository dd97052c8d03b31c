import { getDb } from "@/db/client";
import { dailyTips } from "@/db/schema";
import { DAILY_TIPS } from "@/lib/content/daily-tips";
import { setupTestDatabase } from "@/tests/helpers/db";
import { getTipOfTheDay } from "./gamification";

setupTestDatabase();

describe("getTipOfTheDay", () => {
  it("seeds the catalogue once and gives one tip per UTC day, the same all day, cycling through all of them", async () => {
    const morning = await getTipOfTheDay({ today: new Date("2026-11-21T00:30:00Z"), catalogue: DAILY_TIPS });
    const evening = await getTipOfTheDay({ today: new Date("2026-11-21T23:30:00Z"), catalogue: DAILY_TIPS });
    expect(evening).toEqual(morning);

    const seen = new Set<string>();
    for (let d = 0; d < DAILY_TIPS.length; d++) {
      seen.add(
        (await getTipOfTheDay({ today: new Date(Date.UTC(2026, 10, 21 + d, 12)), catalogue: DAILY_TIPS })).id,
      );
    }
    expect(seen.size).toBe(DAILY_TIPS.length);
    const next = await getTipOfTheDay({ today: new Date(Date.UTC(2026, 10, 22, 12)), catalogue: DAILY_TIPS });
    expect(next.id).not.toBe(morning.id);

    const db = await getDb();
    expect(await db.select().from(dailyTips)).toHaveLength(DAILY_TIPS.length);
    expect(morning).toMatchObject({
      title: expect.any(String),
      content: expect.any(String),
      category: expect.any(String),
    });
  });
});
