import { DrizzleAdapter } from "@auth/drizzle-adapter";
import NextAuth from "next-auth";
import type { Adapter } from "next-auth/adapters";
import Credentials from "next-auth/providers/credentials";

import { getDb } from "@/db/client";
import {
  createDemoUser,
  endUserSessions,
  getUserSessionVersion,
  updateUserProfileFromOAuth,
} from "@/db/queries/users";
import { accounts, sessions, users, verificationTokens } from "@/db/schema";
import { authConfig } from "./auth.config";
import { env } from "@/core/env";
import { spendDemoAccountBudget } from "./rate-limit";

/**
 * Auth.js with the Drizzle adapter and JWT sessions. Identity comes from the session cookie only; the
 * old client's identity headers (x-firebase-user, x-demo-user) are never read.
 */

const ADAPTER_METHODS = [
  "createUser",
  "getUser",
  "getUserByEmail",
  "getUserByAccount",
  "updateUser",
  "deleteUser",
  "linkAccount",
  "unlinkAccount",
  "createSession",
  "getSessionAndUser",
  "updateSession",
  "deleteSession",
  "createVerificationToken",
  "useVerificationToken",
] as const;

/** The database opens asynchronously (PGlite start-up, migrations); the adapter waits for it per call. */
function lazyDrizzleAdapter(): Adapter {
  const tables = {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  };
  const adapter: Record<string, unknown> = {};
  for (const method of ADAPTER_METHODS) {
    adapter[method] = async (...args: unknown[]) => {
      const real = DrizzleAdapter(await getDb(), tables) as Record<string, (...a: unknown[]) => unknown>;
      return real[method](...args);
    };
  }
  return adapter as Adapter;
}

const demoProvider = Credentials({
  id: "demo",
  name: "Demo Account",
  credentials: {},
  async authorize() {
    // Only here, past Auth.js's CSRF check, is an account made: the site-wide budget counts it now.
    const user = await createDemoUser();
    await spendDemoAccountBudget();
    return { id: user.id, name: user.name, email: user.email };
  },
});

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  adapter: lazyDrizzleAdapter(),
  providers: [...authConfig.providers, ...(env().AUTH_DEMO ? [demoProvider] : [])],
  logger: {
    // A browser sending an expired or foreign session cookie is routine: one line, not a stack trace.
    error(error) {
      if (error.name === "JWTSessionError") console.warn("[auth] ignored an invalid session cookie");
      else console.error("[auth]", error);
    },
  },
  events: {
    async createUser({ user }) {
      if (user.id) await updateUserProfileFromOAuth({ id: user.id, name: user.name, image: user.image });
    },
    /** Signing out ends every copy of every cookie of the account, not just the browser's own. */
    async signOut(message) {
      const sub = "token" in message ? message.token?.sub : undefined;
      if (sub) await endUserSessions({ id: sub });
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        // The version the cookie is issued under; lib/session.ts refuses it once sign-out raises it.
        token.sv = await getUserSessionVersion({ id: user.id });
      }
      return token;
    },
    /**
     * Pure on purpose: a session callback that throws makes Auth.js clear the cookie, so a database blip
     * would sign everyone out. The profile and tier are read per request by lib/session.ts instead.
     */
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.sessionVersion = typeof token.sv === "number" ? token.sv : 0;
      return session;
    },
  },
});
