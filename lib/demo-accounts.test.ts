import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { getProjectById } from "@/db/queries/projects";
import { createDemoUser, getSessionUserProfile } from "@/db/queries/users";
import { users } from "@/db/schema";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { seedProject } from "@/tests/helpers/projects";
import { DEMO_ACCOUNT_EXPIRY_MS, expireAbandonedDemoAccounts } from "./demo-accounts";

setupTestDatabase();

const DAY = 24 * 60 * 60_000;
const lastSeen = async (id: string, at: Date) =>
  (await getDb()).update(users).set({ lastSeenAt: at }).where(eq(users.id, id));

describe("abandoned demo accounts", () => {
  it("are deleted with their projects once their cookie can no longer reach them; others stay", async () => {
    expect(DEMO_ACCOUNT_EXPIRY_MS).toBe(31 * DAY);
    const abandoned = await createDemoUser();
    const active = await createDemoUser();
    const oauth = await createTestUser(); // not a demo account: never expires here
    const project = await seedProject({ userId: abandoned.id, upTo: "concept" });
    await lastSeen(abandoned.id, new Date(Date.now() - 32 * DAY));
    await lastSeen(active.id, new Date(Date.now() - 29 * DAY));
    await (
      await getDb()
    )
      .update(users)
      .set({ isDemo: false, lastSeenAt: new Date(0) })
      .where(eq(users.id, oauth.id));

    expect(await expireAbandonedDemoAccounts()).toBe(1);
    expect(await getSessionUserProfile({ id: abandoned.id, sessionVersion: 0 })).toBeUndefined();
    expect(await getProjectById({ id: project.id, userId: abandoned.id })).toBeUndefined();
    expect(await getSessionUserProfile({ id: active.id, sessionVersion: 0 })).toMatchObject({
      id: active.id,
    });
    expect(await getSessionUserProfile({ id: oauth.id, sessionVersion: 0 })).toMatchObject({ id: oauth.id });
  });

  it("a visit counts as use: the per-request user read refreshes lastSeenAt at most once a day", async () => {
    const user = await createDemoUser();
    const old = new Date(Date.now() - 3 * DAY);
    await lastSeen(user.id, old);
    await getSessionUserProfile({ id: user.id, sessionVersion: 0 });
    const [row] = await (
      await getDb()
    )
      .select({ at: users.lastSeenAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(Date.now() - row.at.getTime()).toBeLessThan(60_000);
  });
});
