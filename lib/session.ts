import "server-only";

import type { Session } from "next-auth";
import { cache } from "react";

import { getUserProfileById, type UserProfile } from "@/db/queries/users";
import { auth } from "./auth";

export type CurrentUser = UserProfile;

/**
 * The signed-in user, read from the database (current name and tier), or null when signed out or when
 * the session names a user that no longer exists. Database faults propagate (503 / error boundary).
 */
export async function userFromSession(session: Session | null | undefined): Promise<CurrentUser | null> {
  const id = session?.user?.id;
  if (!id) return null;
  return (await getUserProfileById({ id })) ?? null;
}

/** For server components and pages: once per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => userFromSession(await auth()));
