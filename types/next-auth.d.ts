import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
    /** The account's session version the cookie was issued under (lib/session.ts checks it). */
    sessionVersion?: number;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    /** The account's session version at sign-in; cookies from before this field count as version 0. */
    sv?: number;
  }
}
