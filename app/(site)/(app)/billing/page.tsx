import { ReceiptIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { listPaymentsForUser } from "@/db/queries/payments";
import { paymentMode } from "@/core/env";
import { getPlan, tierName } from "@/lib/plans";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Plan and billing" };

const STATUS: Record<string, { label: string; tone: "default" | "secondary" | "outline" | "destructive" }> = {
  succeeded: { label: "Paid", tone: "default" },
  refunded: { label: "Refunded", tone: "secondary" },
  processing: { label: "Processing", tone: "outline" },
  failed: { label: "Failed", tone: "destructive" },
  canceled: { label: "Cancelled", tone: "secondary" },
  expired: { label: "Not completed", tone: "secondary" },
  amount_mismatch: { label: "Under review", tone: "destructive" },
};
const SHOWN = new Set(["succeeded", "refunded", "processing", "failed", "amount_mismatch"]);
const statusOf = (status: string) => STATUS[status] ?? { label: "Not completed", tone: "secondary" as const };

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The user's plan and every payment they made, with Stripe's receipt for each paid one. */
export default async function BillingPage() {
  const user = await getCurrentUser();
  if (!user) return null; // the layout shows the auth gate
  // Started and abandoned attempts are not payments: only what took, or tried to take, money is listed.
  const payments = (await listPaymentsForUser({ userId: user.id })).filter((p) => SHOWN.has(p.status));
  const plan = getPlan(user.subscriptionTier);
  const receipts = paymentMode() !== "off";
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <ReceiptIcon aria-hidden className="size-7 text-brand" /> Plan and billing
      </h1>
      <section aria-labelledby="plan-title" className="mt-8 rounded-2xl border bg-card p-6">
        <h2 id="plan-title" className="text-lg font-semibold">
          Your plan: {plan.name}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Plans are one-time payments: no subscription renews. An upgrade costs the difference from the plan
          you paid for.
        </p>
        {user.subscriptionTier !== "rocket" && (
          <Button asChild className="mt-4">
            <Link href="/pricing">See plans</Link>
          </Button>
        )}
      </section>
      <section aria-labelledby="payments-title" className="mt-8">
        <h2 id="payments-title" className="mb-3 text-lg font-semibold">
          Payments
        </h2>
        {payments.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            No payments yet.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full text-sm" data-testid="billing-payments">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th className="px-3 py-2">Date</th>
                  <th className="px-3 py-2">Plan</th>
                  <th className="px-3 py-2">Amount</th>
                  <th className="px-3 py-2">Status</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">Receipt</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => {
                  const status = statusOf(p.status);
                  return (
                    <tr key={p.id} className="border-t">
                      <td className="px-3 py-2">{day(p.createdAt)}</td>
                      <td className="px-3 py-2">{tierName(p.tier)}</td>
                      <td className="px-3 py-2">{money(p.amount, p.currency)}</td>
                      <td className="px-3 py-2">
                        <Badge variant={status.tone}>{status.label}</Badge>
                      </td>
                      <td className="px-3 py-2 text-right">
                        {receipts && (p.status === "succeeded" || p.status === "refunded") && (
                          <a
                            href={`/api/payments/${p.id}/receipt`}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="font-medium text-primary underline underline-offset-2"
                          >
                            Receipt
                          </a>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          Questions about a payment? <Link href="/contact">Contact us</Link> with the date and amount.
        </p>
      </section>
    </div>
  );
}
