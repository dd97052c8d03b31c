"use client";

import { FlaskConicalIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { ProviderInfo } from "@/lib/auth.config";

export interface SignInOptionsProps {
  oauth: ProviderInfo[];
  demo: boolean;
  /** Starts the sign-in; resolves when done (or never, when the page navigates away). */
  onSignIn: (providerId: string) => Promise<void>;
}

/** 'Continue with …' buttons: one per configured provider, then the demo account. */
export function SignInOptions({ oauth, demo, onSignIn }: SignInOptionsProps) {
  const [busy, setBusy] = useState<string | null>(null);

  async function start(providerId: string) {
    setBusy(providerId);
    try {
      await onSignIn(providerId);
    } catch (error) {
      toast.error("Sign-in Error", {
        description:
          error instanceof Error && error.message ? error.message : "Please try again or contact support.",
      });
    } finally {
      setBusy(null);
    }
  }

  if (oauth.length === 0 && !demo) {
    return (
      <p className="text-sm text-muted-foreground">
        Sign-in is not configured on this installation. Set the Google or GitHub keys, or enable the demo
        account (see{" "}
        <a className="underline" href="/auth/setup">
          sign-in setup
        </a>
        ).
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {oauth.map((provider) => (
        <Button
          key={provider.id}
          size="lg"
          variant={provider === oauth[0] ? "default" : "outline"}
          disabled={busy !== null}
          onClick={() => start(provider.id)}
        >
          {busy === provider.id ? "Signing in..." : `Continue with ${provider.name}`}
        </Button>
      ))}
      {demo && (
        <Button
          size="lg"
          variant={oauth.length === 0 ? "default" : "outline"}
          disabled={busy !== null}
          onClick={() => start("demo")}
        >
          <FlaskConicalIcon aria-hidden />
          {busy === "demo" ? "Signing in..." : "Continue with Demo Account"}
        </Button>
      )}
    </div>
  );
}
