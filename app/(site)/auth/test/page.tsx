import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/site/page-header";
import { Button } from "@/components/ui/button";
import { signInOptions } from "@/lib/auth.config";
import { tierName } from "@/lib/plans";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Sign-in test", robots: { index: false } };

/** Diagnostics: who the server thinks you are, and which providers it offers. */
export default async function AuthTestPage() {
  const user = await getCurrentUser();
  const { oauth, demo } = signInOptions();
  const providers = [...oauth.map((p) => p.name), ...(demo ? ["Demo Account"] : [])];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title="Sign-in test" description="What the server reads from your session cookie." />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-lg border p-6 text-sm">
        <dt className="font-medium">Status</dt>
        <dd data-testid="auth-status">{user ? "Signed in" : "Signed out"}</dd>
        {user && (
          <>
            <dt className="font-medium">Name</dt>
            <dd>{user.name}</dd>
            <dt className="font-medium">Account</dt>
            <dd>{user.isDemo ? "Demo account" : user.email}</dd>
            <dt className="font-medium">Plan</dt>
            <dd>{tierName(user.subscriptionTier)}</dd>
          </>
        )}
        <dt className="font-medium">Providers</dt>
        <dd>{providers.length ? providers.join(", ") : "none configured"}</dd>
      </dl>
      <div className="mt-6 flex gap-3">
        {!user && (
          <Button asChild>
            <Link href="/auth/signin?callbackUrl=/auth/test">Sign in</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link href="/auth/setup">Setup</Link>
        </Button>
      </div>
    </div>
  );
}
