import type { Metadata } from "next";

import { QueryProvider } from "@/components/site/query-provider";
import { PaymentStatus } from "@/components/payments/payment-status";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Stripe Checkout returns with session_id; a Payment Element redirect (3-D Secure, bank pages) with payment_intent.
  const { session_id: sessionId, payment_intent: paymentIntent } = await searchParams;
  const id =
    typeof sessionId === "string" ? sessionId : typeof paymentIntent === "string" ? paymentIntent : null;
  return (
    <div className="px-4 py-16">
      <QueryProvider>
        <PaymentStatus sessionId={id && id.length <= 260 ? id : null} />
      </QueryProvider>
    </div>
  );
}
