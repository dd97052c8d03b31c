import type { NextAuthConfig } from "next-auth";
import GitHub from "next-auth/providers/github";
import Google from "next-auth/providers/google";

import { authSecret, env } from "@/core/env";

/**
 * The adapter-free part of the Auth.js configuration: everything proxy.ts may load. The demo provider,
 * the Drizzle adapter and the database-backed session callback live in lib/auth.ts.
 */

export interface ProviderInfo {
  id: string;
  name: string;
}

/** OAuth providers, each enabled only when its id and secret are set. */
export function oauthProviders(): NonNullable<NextAuthConfig["providers"]> {
  const e = env();
  const providers: NonNullable<NextAuthConfig["providers"]> = [];
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) {
    providers.push(Google({ clientId: e.AUTH_GOOGLE_ID, clientSecret: e.AUTH_GOOGLE_SECRET }));
  }
  if (e.AUTH_GITHUB_ID && e.AUTH_GITHUB_SECRET) {
    providers.push(GitHub({ clientId: e.AUTH_GITHUB_ID, clientSecret: e.AUTH_GITHUB_SECRET }));
  }
  return providers;
}

/** What the sign-in screens offer, in order: OAuth providers, then the demo account. */
export function signInOptions(): { oauth: ProviderInfo[]; demo: boolean } {
  const e = env();
  const oauth: ProviderInfo[] = [];
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) oauth.push({ id: "google", name: "Google" });
  if (e.AUTH_GITHUB_ID && e.AUTH_GITHUB_SECRET) oauth.push({ id: "github", name: "GitHub" });
  return { oauth, demo: e.AUTH_DEMO };
}

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const authConfig = {
  trustHost: true,
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth/signin", error: "/auth/error" },
  providers: oauthProviders(),
} satisfies NextAuthConfig;
