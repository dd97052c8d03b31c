"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { CreditCardIcon, ExternalLinkIcon, LockIcon, RefreshCwIcon, WifiOffIcon } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiJson, errorMessage } from "@/lib/api-client";
import { formatCents, startCheckout, waitForTier } from "@/lib/payments/client";
import { tierRank, type Tier } from "@/lib/plans";
import type { CreatePaymentIntentResponse } from "@/lib/validation/payments";

/** How long Stripe.js may take to arrive before the dialog says it could not load. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;
export const PAYMENT_SUCCESS_TOAST_MS = 6_000;

type State =
  | { kind: "preparing" }
  | { kind: "loading"; intent: CreatePaymentIntentResponse }
  | { kind: "ready"; intent: CreatePaymentIntentResponse; stripe: Stripe }
  | { kind: "unavailable"; intent: CreatePaymentIntentResponse }
  | { kind: "redirecting" }
  | { kind: "unlocking" };

export type PaymentMode = "elements" | "checkout";

function loadStripeWithin(key: string, ms: number): Promise<Stripe> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error("Stripe.js took too long to load")), ms);
    loadStripe(key).then(
      (stripe) => {
        window.clearTimeout(timer);
        if (stripe) resolve(stripe);
        else reject(new Error("Stripe.js is not available here"));
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error("Failed to load Stripe.js"));
      },
    );
  });
}

/**
 * The payment dialog (spec 2 and 4): creates a PaymentIntent for `tier`, loads Stripe.js (only now, and
 * only from js.stripe.com), and shows the Payment Element in the 'night' theme with an accordion layout
 * and no radio buttons. On success: 'Payment Successful!' for 6 s, the dialog closes, and the page reloads
 * once the webhook has raised the plan. If Stripe.js cannot load, it says so instead of hanging.
 */
export function PaymentDialog({
  tier,
  open,
  onOpenChange,
  returnFocusTo,
  mode = "elements",
}: {
  tier: Exclude<Tier, "freemium">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** "checkout" when this installation has no publishable key: straight to Stripe's hosted page. */
  mode?: PaymentMode;
}) {
  const [state, setState] = useState<State>({ kind: "preparing" });
  const [attempt, setAttempt] = useState(0);
  // Kept across openings until paid: closing and reopening the dialog creates no second payment.
  const intentRef = useRef<CreatePaymentIntentResponse | null>(null);

  useEffect(() => {
    if (!open) return;
    // A late answer to an opening the user already closed must not act (close a newer dialog, redirect).
    let cancelled = false;
    const fail = (title: string, error: unknown, fallback: string) => {
      if (cancelled) return;
      toast.error(title, { description: errorMessage(error, fallback) });
      onOpenChange(false);
    };
    const checkout = () => {
      setState({ kind: "redirecting" });
      startCheckout(tier, (url) => !cancelled && window.location.assign(url)).catch((error: unknown) =>
        fail("Checkout Failed", error, "Failed to start checkout process. Please try again."),
      );
    };
    if (mode === "checkout") {
      checkout();
    } else if (intentRef.current) {
      setState({ kind: "loading", intent: intentRef.current });
    } else {
      setState({ kind: "preparing" });
      apiJson<CreatePaymentIntentResponse>("POST", "/api/create-payment-intent", { tier }).then(
        (intent) => {
          if (cancelled) return;
          if (!intent.publishableKey) return checkout();
          intentRef.current = intent;
          setState({ kind: "loading", intent });
        },
        (error: unknown) =>
          fail("Payment Setup Failed", error, "Failed to prepare payment. Please try again."),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [open, tier, mode, onOpenChange]);

  async function handlePaid(status: "succeeded" | "processing") {
    if (status === "processing") {
      toast("Payment Processing", {
        description: "Your bank is confirming the payment. Your plan unlocks as soon as it does.",
      });
      onOpenChange(false);
      return;
    }
    toast.success("Payment Successful!", {
      description: `Welcome to ${intentRef.current?.tierName ?? "your new plan"}. Your new features are being unlocked.`,
      duration: PAYMENT_SUCCESS_TOAST_MS,
    });
    // Stay open (and unclickable) until the webhook has raised the plan, so nobody pays twice.
    setState({ kind: "unlocking" });
    await waitForTier((current) => tierRank(current) >= tierRank(tier));
    onOpenChange(false);
    window.location.reload();
  }

  // Stripe.js, once there is an intent (again after 'Try again').
  const intentToLoad = state.kind === "loading" ? state.intent : null;
  useEffect(() => {
    if (!intentToLoad?.publishableKey) return;
    let cancelled = false;
    loadStripeWithin(intentToLoad.publishableKey, STRIPE_LOAD_TIMEOUT_MS).then(
      (stripe) => !cancelled && setState({ kind: "ready", intent: intentToLoad, stripe }),
      (error: unknown) => {
        console.warn("[payments] Stripe.js could not load:", error);
        if (!cancelled) setState({ kind: "unavailable", intent: intentToLoad });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [intentToLoad, attempt]);

  const amount = "intent" in state ? formatCents(state.intent.amount) : null;
  const tierName = "intent" in state ? state.intent.tierName : null;

  return (
    <Dialog open={open} onOpenChange={(next) => state.kind !== "unlocking" && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{tierName ? `Upgrade to ${tierName}` : "Upgrade your plan"}</DialogTitle>
          <DialogDescription>
            {amount
              ? `${amount} one-time payment. No subscription; 30-day money-back guarantee.`
              : "Preparing your payment…"}
          </DialogDescription>
        </DialogHeader>

        {state.kind === "preparing" || state.kind === "loading" ? (
          <div className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner
              className="size-6"
              label={state.kind === "preparing" ? "Preparing payment" : "Loading the payment form"}
            />
            {state.kind === "preparing" ? "Preparing payment…" : "Loading the secure payment form…"}
          </div>
        ) : state.kind === "redirecting" || state.kind === "unlocking" ? (
          <div className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner
              className="size-6"
              label={state.kind === "unlocking" ? "Unlocking your plan" : "Opening Stripe Checkout"}
            />
            {state.kind === "unlocking"
              ? "Payment received. Unlocking your plan…"
              : "Opening Stripe Checkout…"}
          </div>
        ) : state.kind === "unavailable" ? (
          <FormUnavailable
            onRetry={() => {
              setState({ kind: "loading", intent: state.intent });
              setAttempt((n) => n + 1);
            }}
            onCheckout={() => {
              setState({ kind: "redirecting" });
              startCheckout(tier).catch((error: unknown) => {
                toast.error("Checkout Failed", {
                  description: errorMessage(error, "Failed to start checkout process. Please try again."),
                });
                setState({ kind: "unavailable", intent: state.intent });
              });
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <Elements
            stripe={state.stripe}
            options={{ clientSecret: state.intent.clientSecret, appearance: { theme: "night" } }}
          >
            <PaymentForm intent={state.intent} onCancel={() => onOpenChange(false)} onPaid={handlePaid} />
          </Elements>
        )}
      </DialogContent>
    </Dialog>
  );
}

function FormUnavailable({
  onRetry,
  onCheckout,
  onCancel,
}: {
  onRetry: () => void;
  onCheckout: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alert" className="grid gap-4">
      <div className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4">
        <WifiOffIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="grid gap-1">
          <p className="font-semibold">Payment form could not load</p>
          <p className="text-sm text-muted-foreground">
            The secure card form comes from Stripe (js.stripe.com) and did not arrive. Check your connection
            or any content blocker, then try again. You have not been charged.
          </p>
        </div>
      </div>
      <DialogFooter className="gap-2 sm:justify-between">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onCheckout}>
            <ExternalLinkIcon aria-hidden /> Pay on Stripe Checkout
          </Button>
          <Button onClick={onRetry}>
            <RefreshCwIcon aria-hidden /> Try again
          </Button>
        </div>
      </DialogFooter>
    </div>
  );
}

function PaymentForm({
  intent,
  onCancel,
  onPaid,
}: {
  intent: CreatePaymentIntentResponse;
  onCancel: () => void;
  onPaid: (status: "succeeded" | "processing") => Promise<void>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/payment-success` },
        redirect: "if_required",
      });
      if (error) {
        toast.error("Payment Failed", {
          description: error.message ?? "There was an issue processing your payment. Please try again.",
        });
        return;
      }
      if (paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing") {
        await onPaid(paymentIntent.status);
        return;
      }
      toast.error("Payment Failed", {
        description: "There was an issue processing your payment. Please try again.",
      });
    } catch (error) {
      console.error("[payments] confirmPayment failed:", error);
      toast.error("Payment Error", { description: "An unexpected error occurred. Please try again." });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <div className="min-h-40 rounded-lg bg-[#30313d] p-4">
        <PaymentElement
          options={{ layout: { type: "accordion", radios: "never" } }}
          onReady={() => setReady(true)}
        />
      </div>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <LockIcon aria-hidden className="size-3.5" /> Card details go straight to Stripe; LaunchForge never
        sees them.
      </p>
      <DialogFooter className="gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!stripe || !ready || submitting}>
          {submitting ? <Spinner label="Processing payment" /> : <CreditCardIcon aria-hidden />}
          Pay {formatCents(intent.amount)}
        </Button>
      </DialogFooter>
    </form>
  );
}
