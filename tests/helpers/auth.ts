import { encode } from "next-auth/jwt";

import { createDemoUser, setUserTierByIdOrEmail, type UserProfile } from "@/db/queries/users";
import type { Tier } from "@/db/schema";

export const SESSION_COOKIE = "authjs.session-token";

/** The audit entry of a plan set as a test fixture. */
export const TEST_AUDIT = { actor: "test", reason: "test fixture" };

/** A real Auth.js session cookie for `user`, signed with the test AUTH_SECRET. */
export async function sessionCookieFor(user: Pick<UserProfile, "id" | "name" | "email">): Promise<string> {
  const token = await encode({
    token: { sub: user.id, name: user.name, email: user.email },
    secret: process.env.AUTH_SECRET!,
    salt: SESSION_COOKIE,
    maxAge: 60 * 60,
  });
  return `${SESSION_COOKIE}=${token}`;
}

export interface TestUser extends UserProfile {
  cookie: string;
}

/** A fresh user in the test database, on `tier`, with a session cookie. */
export async function createTestUser({ tier = "freemium" }: { tier?: Tier } = {}): Promise<TestUser> {
  let user = await createDemoUser();
  if (tier !== "freemium")
    user = (await setUserTierByIdOrEmail({ idOrEmail: user.id, tier, audit: TEST_AUDIT }))!;
  return { ...user, cookie: await sessionCookieFor(user) };
}
