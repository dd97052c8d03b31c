"use client";

import { getProviders } from "next-auth/react";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { ProviderInfo } from "@/lib/auth.config";
import { signInAndRedirect, signInInPlace } from "@/lib/auth-client";
import { SignInOptions } from "./sign-in-options";

interface Options {
  oauth: ProviderInfo[];
  demo: boolean;
}

/** 'Sign In Required': signs in without leaving the page (demo) and then calls onSignedIn. */
export function SignInDialog({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
}) {
  const [options, setOptions] = useState<Options | null>(null);

  useEffect(() => {
    if (!open || options) return;
    let cancelled = false;
    getProviders()
      .then((providers) => {
        if (cancelled) return;
        const list = Object.values(providers ?? {});
        setOptions({
          oauth: list
            .filter((p) => p.type === "oauth" || p.type === "oidc")
            .map((p) => ({ id: p.id, name: p.name })),
          demo: list.some((p) => p.id === "demo"),
        });
      })
      .catch(() => !cancelled && setOptions({ oauth: [], demo: false }));
    return () => {
      cancelled = true;
    };
  }, [open, options]);

  async function handleSignIn(providerId: string) {
    if (providerId !== "demo") {
      await signInAndRedirect(providerId, window.location.href);
      return;
    }
    const ok = await signInInPlace("demo");
    if (!ok) {
      toast.error("Sign In Failed", { description: "Unable to sign in. Please try again." });
      return;
    }
    toast.success("Demo Mode Active", { description: "You're signed in with demo authentication." });
    onSignedIn();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sign In Required</DialogTitle>
          <DialogDescription>Please sign in to access this feature.</DialogDescription>
        </DialogHeader>
        {options ? (
          <SignInOptions oauth={options.oauth} demo={options.demo} onSignIn={handleSignIn} />
        ) : (
          <div className="flex justify-center py-4">
            <Spinner label="Loading sign-in options" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
