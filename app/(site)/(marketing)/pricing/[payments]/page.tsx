import { ChevronDownIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { PlansGrid } from "@/components/marketing/plans-grid";
import { PageHeader } from "@/components/site/page-header";
import { Button } from "@/components/ui/button";
import { FAQ, TRUST } from "@/lib/content/pricing";
import { paymentsVariant, variantParams } from "@/lib/page-variants";

export const metadata: Metadata = {
  title: "Pricing",
  description:
    "Start free. Spark $199, Fuel $599 and Rocket $1499 are one-time payments with a 30-day money-back guarantee.",
  alternates: { canonical: "/pricing" },
};

/**
 * /pricing, prerendered once per payment setting (lib/page-variants.ts): the proxy serves the one that
 * matches this server. The signed-in visitor's own plan is marked in the browser (PlanAction).
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return variantParams("/pricing", "payments");
}

export default async function PricingPage({ params }: { params: Promise<{ payments: string }> }) {
  const payments = paymentsVariant((await params).payments);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader
        title="Pricing"
        description="Start free. Upgrade once, keep it forever: no subscriptions. 30-day money-back guarantee."
      />
      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <PlansGrid payments={payments} />
      </section>

      <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Why founders trust us">
        {TRUST.map((t) => (
          <li key={t.label} className="rounded-xl border bg-card p-4 text-center">
            <p className="text-xl font-bold">{t.value}</p>
            <p className="text-sm text-muted-foreground">{t.label}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq-title" className="mb-6 text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="divide-y rounded-xl border bg-card">
          {FAQ.map((item) => (
            <details key={item.q} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                {item.q}
                <ChevronDownIcon
                  aria-hidden
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-muted-foreground">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="pricing-cta"
        className="mt-16 rounded-2xl border bg-gradient-to-br from-primary/10 to-brand/10 p-10 text-center"
      >
        <h2 id="pricing-cta" className="text-2xl font-bold tracking-tight">
          Not sure yet? Start with your idea.
        </h2>
        <p className="mt-2 text-muted-foreground">The analysis, brand names and business plan are free.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/quiz">Start Free Today</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/contact">Contact Sales</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
