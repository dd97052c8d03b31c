"use client";

import { LockKeyholeIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";

import type { ProviderInfo } from "@/lib/auth.config";
import { signInAndRedirect } from "@/lib/auth-client";
import { SignInOptions } from "./sign-in-options";

export interface AuthGateProps {
  oauth: ProviderInfo[];
  demo: boolean;
  /** Where to land after signing in; defaults to the current page. */
  callbackUrl?: string;
  /** Announce 'Authentication Required' (when a guarded page was requested). */
  announce?: boolean;
}

/** Shown in place of a guarded page when nobody is signed in. */
export function AuthGate({ oauth, demo, callbackUrl, announce = true }: AuthGateProps) {
  const pathname = usePathname();
  const target = callbackUrl ?? pathname ?? "/quiz";

  useEffect(() => {
    if (announce) {
      toast.error("Authentication Required", {
        id: "auth-required",
        description: "Please sign in to access this feature.",
      });
    }
  }, [announce]);

  return (
    <section
      className="mx-auto flex min-h-[60vh] max-w-md flex-col justify-center px-4 py-16"
      aria-labelledby="auth-gate-title"
    >
      <div className="rounded-2xl border bg-card p-8 shadow-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LockKeyholeIcon aria-hidden className="size-6" />
          </span>
          <h1 id="auth-gate-title" className="text-2xl font-semibold tracking-tight">
            Sign in to continue
          </h1>
          <p className="text-sm text-muted-foreground">Please sign in to access this feature.</p>
        </div>
        <SignInOptions oauth={oauth} demo={demo} onSignIn={(id) => signInAndRedirect(id, target)} />
        {demo && (
          <p className="mt-4 text-center text-xs text-muted-foreground">
            The demo account is private to you: a fresh account is created for each demo sign-in.
          </p>
        )}
        <div className="mt-6 text-center">
          <Link
            href="/"
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            ← Back to home
          </Link>
        </div>
      </div>
    </section>
  );
}
