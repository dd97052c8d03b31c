"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ProviderInfo } from "@/lib/auth.config";
import { signInAndRedirect } from "@/lib/auth-client";

/**
 * 'Domain Authorization Required': an OAuth provider rejected the sign-in, most often because this
 * domain's callback URL is not registered with it. Shows what to register and the current hostname.
 * The content renders in a portal, in the browser only, so it can read window.location directly.
 */
export function DomainAuthDialog({ providers, demo }: { providers: ProviderInfo[]; demo: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Domain Authorization Required</DialogTitle>
          <DialogDescription>
            The sign-in provider rejected this domain. Add it to the provider&apos;s authorised settings, then
            try again.
          </DialogDescription>
        </DialogHeader>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>
            Open your OAuth app: Google Cloud Console → APIs &amp; Services → Credentials, or GitHub →
            Settings → Developer settings → OAuth Apps.
          </li>
          <li>
            Add this domain as an authorised origin and register the callback URL:
            <ul className="mt-2 space-y-1">
              {providers.map((p) => (
                <li key={p.id}>
                  <span className="text-muted-foreground">{p.name}: </span>
                  <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">
                    {window.location.origin}/api/auth/callback/{p.id}
                  </code>
                </li>
              ))}
            </ul>
          </li>
          <li>Save, wait a minute for the change to apply, and sign in again.</li>
        </ol>
        <p className="text-sm">
          Current hostname:{" "}
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{window.location.hostname}</code>
        </p>
        <DialogFooter>
          {demo && (
            <Button variant="outline" onClick={() => signInAndRedirect("demo", "/quiz")}>
              Use Demo Mode
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>I&apos;ve Added the Domain</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
