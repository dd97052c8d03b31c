import { CheckIcon, InfoIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FEATURE_LINKS, PLANS, type Tier } from "@/lib/plans";
import { cn } from "@/lib/utils";

import { PlanAction } from "./plan-action";

/**
 * The four plans. `currentTier` marks the signed-in user's plan as 'Current Plan' where the server knows it
 * (the dashboard); prerendered pages leave it unset and the browser reads it (PlanAction). `payments` is
 * how this installation takes payments (core/env paymentMode; /pricing is prerendered per setting): "off"
 * adds a note that upgrades are unavailable here. The landing leaves it unset; the payment endpoint then
 * says so if it comes to that.
 */
export function PlansGrid({
  currentTier,
  payments,
}: {
  currentTier?: Tier;
  payments?: "elements" | "checkout" | "off";
}) {
  return (
    <>
      {payments === "off" && (
        <p
          role="note"
          className="mx-auto mb-8 flex max-w-3xl gap-2 rounded-lg border bg-muted/60 p-4 text-sm text-muted-foreground"
        >
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Upgrades are not available on this installation: it has no payment provider configured. The
            operator can still change a plan with{" "}
            <code className="font-mono text-foreground">npm run user:tier</code>.
          </span>
        </p>
      )}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => {
          return (
            <Card
              key={plan.tier}
              className={cn("relative", plan.isPopular && "border-primary shadow-md ring-1 ring-primary")}
            >
              {plan.isPopular && (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge>
              )}
              <CardHeader>
                <CardTitle className="text-xl">{plan.name}</CardTitle>
                <CardDescription>
                  <span className="text-3xl font-bold text-foreground">${plan.price}</span>
                  {plan.price > 0 && <span className="ml-1">one-time</span>}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="space-y-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                      {FEATURE_LINKS[feature] ? (
                        <Link href={FEATURE_LINKS[feature]} className="underline-offset-4 hover:underline">
                          {feature}
                        </Link>
                      ) : (
                        feature
                      )}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <PlanAction
                  tier={plan.tier}
                  popular={plan.isPopular}
                  payments={payments}
                  currentTier={currentTier}
                />
              </CardFooter>
            </Card>
          );
        })}
      </div>
    </>
  );
}
