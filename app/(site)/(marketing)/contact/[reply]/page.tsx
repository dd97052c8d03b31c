import {
  ClockIcon,
  CreditCardIcon,
  HandshakeIcon,
  MailIcon,
  MessageSquareIcon,
  NewspaperIcon,
  type LucideIcon,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/site/page-header";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CONTACT_EMAIL } from "@/lib/content/legal";
import { variantParams } from "@/lib/page-variants";

export const metadata: Metadata = {
  title: "Contact Us",
  description: "Questions about LaunchForge, billing, partnerships or press? Send us a message.",
  alternates: { canonical: "/contact" },
};

const TOPICS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessageSquareIcon,
    title: "Product questions",
    text: "How a step works, what a plan includes, or help with your launch package.",
  },
  {
    icon: CreditCardIcon,
    title: "Billing and refunds",
    text: "One-time payments, receipts, and our 30-day money-back guarantee.",
  },
  {
    icon: HandshakeIcon,
    title: "Partnerships",
    text: "Accelerators, incubators, communities and integrations.",
  },
  { icon: NewspaperIcon, title: "Press", text: "Interviews, media enquiries and brand assets." },
];

/**
 * /contact, prerendered once per staffing (lib/page-variants.ts): a reply time is promised only on a server
 * with mail to the team or an operator console; without either nobody would answer soon, and none is shown.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return variantParams("/contact", "reply");
}

export default async function ContactPage({ params }: { params: Promise<{ reply: string }> }) {
  const staffed = (await params).reply === "staffed";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader
        title="Contact Us"
        description="Questions about LaunchForge, your plan or a partnership? Send us a message and a real person will answer."
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <h2 className="text-xl leading-none font-semibold">Send us a message</h2>
            <CardDescription>
              Fill in the form and we will reply to the e-mail address you give.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm staffed={staffed} />
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold">Contact us directly</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-4 text-sm">
              <div className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <MailIcon className="size-4" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-medium">Email</p>
                  <a
                    href={`mailto:${CONTACT_EMAIL}`}
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {CONTACT_EMAIL}
                  </a>
                </div>
              </div>
              {staffed && (
                <div className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <ClockIcon className="size-4" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-medium">Response time</p>
                    <p className="text-muted-foreground">
                      Typical response within 24 hours on business days.
                    </p>
                  </div>
                </div>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold">How we can help</h2>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-4 text-sm">
                {TOPICS.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-3">
                    <Icon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                    <div>
                      <h3 className="font-medium">{title}</h3>
                      <p className="text-muted-foreground">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t pt-4 text-xs text-muted-foreground">
                Looking for plan details? See{" "}
                <Link href="/pricing" className="text-primary underline underline-offset-4">
                  pricing
                </Link>
                . How we handle your message:{" "}
                <Link href="/privacy" className="text-primary underline underline-offset-4">
                  privacy policy
                </Link>
                .
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
