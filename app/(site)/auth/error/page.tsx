import type { Metadata } from "next";
import Link from "next/link";

import { DomainAuthDialog } from "@/components/site/domain-auth-dialog";
import { Button } from "@/components/ui/button";
import { signInOptions } from "@/lib/auth.config";

export const metadata: Metadata = { title: "Sign-in problem", robots: { index: false } };

/** Auth.js errors that mean the OAuth provider refused this site (unregistered domain or callback URL). */
const PROVIDER_REJECTIONS = new Set([
  "Configuration",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCallbackError",
  "AccessDenied",
  "Callback",
]);

const MESSAGES: Record<string, string> = {
  AccessDenied: "The sign-in provider denied access.",
  Verification: "The sign-in link is no longer valid. It may have been used already or it may have expired.",
  CredentialsSignin: "The demo sign-in did not succeed. Please try again.",
};

export default async function AuthErrorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { error } = await searchParams;
  const code = typeof error === "string" ? error : "Default";
  const { oauth, demo } = signInOptions();
  const providerRejected = PROVIDER_REJECTIONS.has(code) && oauth.length > 0;

  return (
    <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Sign-in Error</h1>
      <p className="text-muted-foreground">
        {MESSAGES[code] ?? "We could not sign you in. Please try again or contact support."}
      </p>
      <p className="text-xs text-muted-foreground">Error code: {code}</p>
      <div className="flex gap-3">
        <Button asChild>
          <Link href="/auth/signin">Try again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
      {providerRejected && <DomainAuthDialog providers={oauth} demo={demo} />}
    </section>
  );
}
