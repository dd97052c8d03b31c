"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, CircleAlertIcon, XCircleIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { getPlan, isTier } from "@/lib/plans";

interface Status {
  status: string;
  tier: string;
  customerEmail: string | null;
  planActive: boolean;
}

/** How often, and how many times, the page asks whether the webhook has applied the plan (about a minute). */
export const PLAN_POLL_MS = 2000;
export const PLAN_POLLS = 30;

/**
 * The payment return page: invalid (no session), verifying, verification failed, paid but the plan not yet
 * on the account (processing, asked again every 2 s; after about a minute a message with the support
 * link), or success once the user's own record has the plan.
 */
export function PaymentStatus({
  sessionId,
  poll = { everyMs: PLAN_POLL_MS, times: PLAN_POLLS },
}: {
  sessionId: string | null;
  /** How often and how many times to ask whether the plan is on the account (tests shorten it). */
  poll?: { everyMs: number; times: number };
}) {
  const queryKey = ["/api/payment-status", sessionId ?? ""];
  const queryClient = useQueryClient();
  const query = useQuery<Status>({
    queryKey,
    enabled: Boolean(sessionId),
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === "paid" && !q.state.data.planActive && q.state.dataUpdateCount < poll.times
        ? poll.everyMs
        : false,
  });

  if (!sessionId) {
    return (
      <State
        icon={<CircleAlertIcon className="size-12 text-warning" aria-hidden />}
        title="Invalid Payment Session"
      >
        This page needs a payment session. If you were charged, your plan is updated automatically; check your
        dashboard.
      </State>
    );
  }
  if (query.isPending) {
    return (
      <State
        icon={<Spinner className="size-10 text-primary" label="Verifying payment" />}
        title="Verifying your payment…"
      >
        This takes a few seconds.
      </State>
    );
  }
  if (query.isError && query.error instanceof ApiError && query.error.status === 401) {
    return (
      <State
        icon={<CircleAlertIcon className="size-12 text-warning" aria-hidden />}
        title="Payment Verification Failed"
      >
        Sign in with the account you paid with to see this payment. Your plan is updated on that account
        either way.
      </State>
    );
  }
  if (query.isError || query.data?.status !== "paid" || !isTier(query.data.tier)) {
    return (
      <State
        icon={<XCircleIcon className="size-12 text-destructive" aria-hidden />}
        title="Payment Verification Failed"
      >
        We could not confirm this payment. If you were charged, please contact support with your receipt and
        we will sort it out.
      </State>
    );
  }
  const plan = getPlan(query.data.tier);
  if (!query.data.planActive) {
    // Reading dataUpdatedAt subscribes this component to every answer, even one identical to the last.
    const polls = query.dataUpdatedAt ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
    const waitedOut = polls >= poll.times;
    return (
      <State
        icon={
          waitedOut ? (
            <CircleAlertIcon className="size-12 text-warning" aria-hidden />
          ) : (
            <Spinner className="size-10 text-primary" label="Activating your plan" />
          )
        }
        title={
          waitedOut ? "Your plan is taking longer than usual" : "Payment received: activating your plan…"
        }
      >
        {waitedOut ? (
          <>
            Your payment went through, but the {plan.name} plan is not on your account yet. It usually takes
            seconds. Nothing is lost: please <Link href="/contact">contact support</Link> with this
            page&apos;s address and we will apply it.
          </>
        ) : (
          <>
            Your payment went through. The {plan.name} plan is being applied to your account; this page
            updates by itself.
          </>
        )}
      </State>
    );
  }
  return (
    <State
      icon={<CheckCircle2Icon className="size-12 text-success" aria-hidden />}
      title="Payment Successful!"
    >
      <dl className="mx-auto mt-4 grid max-w-sm grid-cols-2 gap-y-2 text-left text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-medium">{plan.name}</dd>
        <dt className="text-muted-foreground">E-mail</dt>
        <dd className="font-medium break-all">{query.data.customerEmail ?? "—"}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="font-medium text-success">Active</dd>
      </dl>
      <h2 className="mt-6 font-semibold text-foreground">Unlocked with {plan.name}</h2>
      <ul className="mx-auto mt-2 max-w-sm list-disc pl-5 text-left text-sm">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </State>
  );
}

function State({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border bg-card p-10 text-center shadow-sm">
      {icon}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      <Button asChild className="mt-4">
        <Link href="/dashboard">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
