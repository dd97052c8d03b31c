"use client";

import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { ACTION_AFTER_SIGN_IN_DELAY_MS, SIGN_IN_DIALOG_DELAY_MS } from "./auth-timing";
import { SignInDialog } from "./sign-in-dialog";

export { ACTION_AFTER_SIGN_IN_DELAY_MS, SIGN_IN_DIALOG_DELAY_MS };

/**
 * A button whose action needs a signed-in user (spec section 4): disabled while the session loads;
 * signed out, it shows 'Sign in required' and opens the sign-in dialog 500 ms later; after a successful
 * sign-in from the dialog, the dialog closes and the action runs 100 ms later.
 */
export function AuthGatedButton({
  onAction,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, "onClick"> & { onAction: () => void }) {
  const { status } = useSession();
  const router = useRouter();
  const [dialogOpen, setDialogOpen] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  function handleClick() {
    if (status === "authenticated") {
      onAction();
      return;
    }
    toast.error("Sign in required", { description: "Please sign in to access this feature." });
    timers.current.push(window.setTimeout(() => setDialogOpen(true), SIGN_IN_DIALOG_DELAY_MS));
  }

  function handleSignedIn() {
    setDialogOpen(false);
    router.refresh();
    timers.current.push(window.setTimeout(onAction, ACTION_AFTER_SIGN_IN_DELAY_MS));
  }

  return (
    <>
      <Button {...props} disabled={disabled || status === "loading"} onClick={handleClick} />
      <SignInDialog open={dialogOpen} onOpenChange={setDialogOpen} onSignedIn={handleSignedIn} />
    </>
  );
}
