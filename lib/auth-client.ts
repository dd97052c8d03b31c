"use client";

import { signIn, signOut } from "next-auth/react";

/**
 * Sign-in and sign-out from the browser. The toast that greets a user after a full-page redirect
 * ('Demo Mode Active', 'Welcome back!', 'Signed Out') is announced through sessionStorage and shown by
 * <AuthToasts /> once the next page has loaded.
 */

export const AUTH_EVENT_KEY = "launchforge:auth-event";
export type AuthEvent = "demo" | "oauth" | "signed-out";

/** An announcement older than this is dropped (the redirect it was for never happened). */
const AUTH_EVENT_MAX_AGE_MS = 60_000;

export function announceAuthEvent(event: AuthEvent, now = Date.now()) {
  try {
    sessionStorage.setItem(AUTH_EVENT_KEY, JSON.stringify({ event, at: now }));
  } catch {
    // storage unavailable (private mode): no greeting, nothing else lost
  }
}

/**
 * The event announced by an earlier page, for the page now loaded. One announced by this very page
 * (its session can refresh before the redirect leaves it) is left for the next page: a toast shown here
 * would vanish with the navigation.
 */
export function takeAuthEvent(
  now = Date.now(),
  pageLoadedAt = typeof performance === "undefined" ? 0 : performance.timeOrigin,
): AuthEvent | null {
  try {
    const raw = sessionStorage.getItem(AUTH_EVENT_KEY);
    if (!raw) return null;
    let parsed: { event?: unknown; at?: unknown } = {};
    try {
      parsed = (JSON.parse(raw) ?? {}) as typeof parsed;
    } catch {
      // not ours, or from an older version: dropped below
    }
    const { event, at } = parsed;
    const fresh = typeof at === "number" && now - at <= AUTH_EVENT_MAX_AGE_MS;
    if (fresh && (at as number) >= pageLoadedAt) return null; // announced by this page: for the next one
    sessionStorage.removeItem(AUTH_EVENT_KEY);
    if (!fresh) return null;
    return event === "demo" || event === "oauth" || event === "signed-out" ? event : null;
  } catch {
    return null;
  }
}

/** Full-page sign-in that lands on `callbackUrl`. */
export async function signInAndRedirect(providerId: string, callbackUrl: string) {
  announceAuthEvent(providerId === "demo" ? "demo" : "oauth");
  await signIn(providerId, { redirectTo: callbackUrl });
}

/** In-place sign-in (demo only; OAuth always leaves the page). Returns true on success. */
export async function signInInPlace(providerId: string): Promise<boolean> {
  const result = await signIn(providerId, { redirect: false });
  return Boolean(result?.ok && !result.error);
}

export async function signOutAndGoHome() {
  announceAuthEvent("signed-out");
  await signOut({ redirectTo: "/" });
}
