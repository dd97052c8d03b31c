"use client";

import { useSession } from "next-auth/react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { ModalLoading } from "@/components/marketing/modal-loading";
import { ACTION_AFTER_SIGN_IN_DELAY_MS, SIGN_IN_DIALOG_DELAY_MS } from "@/components/site/auth-timing";
import { useLazyDialog } from "@/components/site/use-lazy-dialog";
import { Button } from "@/components/ui/button";
import type { Tier } from "@/lib/plans";

// The dialogs (and Stripe.js, inside the payment dialog) load when needed, so pages with the plans grid
// ship only this button.
const loadPaymentDialog = () => import("./payment-dialog");
const PaymentDialog = dynamic(() => loadPaymentDialog().then((m) => m.PaymentDialog), {
  loading: () => <ModalLoading label="Preparing payment" />,
});
const SignInDialog = dynamic(() => import("@/components/site/sign-in-dialog").then((m) => m.SignInDialog));

export const UPGRADES_UNAVAILABLE =
  "Upgrades are not available on this installation: no payment provider is configured. The operator can still change plans.";

/**
 * A paid plan's button (spec 2 and 4): 'Upgrade Now' opens the payment dialog; signed out, 'Sign In to
 * Upgrade' shows 'Sign In Required', opens sign-in 500 ms later, and opens the payment dialog 100 ms after
 * signing in. `payments: "off"` (no Stripe on this installation) explains instead.
 */
export function UpgradeButton({
  tier,
  popular,
  payments = "elements",
}: {
  tier: Exclude<Tier, "freemium">;
  popular?: boolean;
  /** core/env paymentMode() where the page knows it; the card form is assumed otherwise. */
  payments?: "elements" | "checkout" | "off";
}) {
  const paymentsEnabled = payments !== "off";
  const { status } = useSession();
  const router = useRouter();
  const timers = useRef<number[]>([]);
  const {
    triggerRef,
    mounted: paymentMounted,
    open: paymentOpen,
    setOpen: setPaymentOpen,
    show: showPayment,
  } = useLazyDialog();
  const [signInMounted, setSignInMounted] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  function handleClick() {
    if (!paymentsEnabled) {
      toast("Upgrades Unavailable", { description: UPGRADES_UNAVAILABLE });
      return;
    }
    if (status === "authenticated") {
      showPayment();
      return;
    }
    toast.error("Sign In Required", { description: "Please sign in to upgrade your plan." });
    setSignInMounted(true);
    timers.current.push(window.setTimeout(() => setSignInOpen(true), SIGN_IN_DIALOG_DELAY_MS));
  }

  function handleSignedIn() {
    setSignInOpen(false);
    router.refresh();
    timers.current.push(window.setTimeout(showPayment, ACTION_AFTER_SIGN_IN_DELAY_MS));
  }

  return (
    <>
      <Button
        ref={triggerRef}
        className="w-full"
        variant={popular ? "default" : "outline"}
        data-tier={tier}
        aria-haspopup="dialog"
        disabled={status === "loading"}
        onClick={handleClick}
        onPointerEnter={() => paymentsEnabled && status === "authenticated" && void loadPaymentDialog()}
      >
        {status === "authenticated" ? "Upgrade Now" : "Sign In to Upgrade"}
      </Button>
      {paymentMounted && (
        <PaymentDialog
          tier={tier}
          mode={payments === "checkout" ? "checkout" : "elements"}
          open={paymentOpen}
          onOpenChange={setPaymentOpen}
          returnFocusTo={triggerRef}
        />
      )}
      {signInMounted && (
        <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} onSignedIn={handleSignedIn} />
      )}
    </>
  );
}
