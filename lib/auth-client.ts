"use client";

import { signIn, signOut } from "next-auth/react";

/**
 * Sign-in and sign-out from the browser. The toast that greets a user after a full-page redirect
 * ('Demo Mode Active', 'Welcome back!', 'Signed Out') is announced through sessionStorage and shown by
 * <AuthToasts /> once the next page has loaded.
 */

export const AUTH_EVENT_KEY = "launchforge:auth-event";
export type AuthEvent = "demo" | "oauth" | "signed-out";

export function announceAuthEvent(event: AuthEvent) {
  try {
    sessionStorage.setItem(AUTH_EVENT_KEY, event);
  } catch {
    // storage unavailable (private mode): no greeting, nothing else lost
  }
}

export function takeAuthEvent(): AuthEvent | null {
  try {
    const value = sessionStorage.getItem(AUTH_EVENT_KEY);
    sessionStorage.removeItem(AUTH_EVENT_KEY);
    return value === "demo" || value === "oauth" || value === "signed-out" ? value : null;
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
