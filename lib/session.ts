import "server-only";

import { getToken } from "next-auth/jwt";
import { cache } from "react";

import { getSessionUserProfile, type UserProfile } from "@/db/queries/users";
import { auth } from "./auth";
import { authSecret, configuredAuthUrl } from "./env";

export type CurrentUser = UserProfile;

/**
 * The signed-in user, read from the database (current name and tier), or null when signed out or when
 * the session names a user that no longer exists. Database faults propagate (503 / error boundary).
 */
async function userBySession(session: SessionRef | null): Promise<CurrentUser | null> {
  if (!session) return null;
  return (await getSessionUserProfile(session)) ?? null;
}

/** Whom a session cookie names, and the session version it was issued under. */
export interface SessionRef {
  id: string;
  sessionVersion: number;
}

/** For server components and pages: once per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  return userBySession(id ? { id, sessionVersion: session.sessionVersion ?? 0 } : null);
});

/**
 * Whether Auth.js uses its `__Secure-` cookie names for this request: the same rule as its own
 * session lookup (the protocol of AUTH_URL when set, else X-Forwarded-Proto, else https).
 */
export function usesSecureCookies(headers: Headers, authUrl = configuredAuthUrl()): boolean {
  const protocol = authUrl ? new URL(authUrl).protocol : (headers.get("x-forwarded-proto") ?? "https");
  return protocol.replace(/:$/, "") === "https";
}

/**
 * Whom the request's session cookie names (with its session version), or null (no cookie, expired, tampered, or another
 * secret). For API route handlers: it decrypts the Auth.js JWT, as `auth()` does, but does not re-issue
 * the cookie or run Auth.js's request machinery, which cost more than the rest of a typical API call
 * (see bench/RESULTS.md). Pages still go through `auth()` in proxy.ts, which keeps the session rolling.
 * Only the cookie counts: a Bearer header, which getToken would also read, is ignored.
 */
export async function sessionOfRequest(headers: Headers): Promise<SessionRef | null> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  const token = await getToken({
    req: { headers: { cookie } },
    secret: authSecret(),
    secureCookie: usesSecureCookies(headers),
  });
  if (typeof token?.sub !== "string" || !token.sub) return null;
  return { id: token.sub, sessionVersion: typeof token.sv === "number" ? token.sv : 0 };
}

/** The signed-in user of an API request (see sessionOfRequest), or null; a signed-out cookie is null. */
export async function userFromRequest(request: Request): Promise<CurrentUser | null> {
  return userBySession(await sessionOfRequest(request.headers));
}
