import "server-only";

import { LRUCache } from "lru-cache";
import { getToken } from "next-auth/jwt";
import { cache } from "react";

import { getSessionUserProfile, type UserProfile } from "@/db/queries/users";
import { auth } from "./auth";
import { authSecret, configuredAuthUrl } from "@/core/env";

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
 * Decoded session cookies, by the cookie's exact value: decrypting an Auth.js JWT (key derivation, then
 * AES-CBC and HMAC through WebCrypto) cost more than both database reads of a signed-in API call (see
 * bench/RESULTS.md), and a browser sends the same cookie with every call. Decryption is a pure function of
 * the value, so a hit is exactly what decrypting would give; an entry is dropped when the token expires.
 * Whether the session is still valid (signed out everywhere, account deleted) is not cached: the per-request
 * user read checks the session version. Only cookies that decode are kept, at most 10,000.
 */
const decoded = new LRUCache<string, SessionRef & { expiresAt: number }>({ max: 10_000 });

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
  const secureCookie = usesSecureCookies(headers);
  const req = { headers: { cookie } };
  const raw = await getToken({ req, secret: authSecret(), secureCookie, raw: true });
  if (!raw) return null;
  const key = `${secureCookie ? "s" : "p"}:${raw}`;
  const hit = decoded.get(key);
  if (hit) {
    if (hit.expiresAt > Date.now()) return { id: hit.id, sessionVersion: hit.sessionVersion };
    decoded.delete(key);
  }
  const token = await getToken({ req, secret: authSecret(), secureCookie });
  if (typeof token?.sub !== "string" || !token.sub) return null;
  const session = { id: token.sub, sessionVersion: typeof token.sv === "number" ? token.sv : 0 };
  if (typeof token.exp === "number") decoded.set(key, { ...session, expiresAt: token.exp * 1000 });
  return session;
}

/** The signed-in user of an API request (see sessionOfRequest), or null; a signed-out cookie is null. */
export async function userFromRequest(request: Request): Promise<CurrentUser | null> {
  return userBySession(await sessionOfRequest(request.headers));
}
