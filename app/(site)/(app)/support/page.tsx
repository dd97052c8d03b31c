import { LifeBuoyIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { SupportView } from "@/components/support/support-view";
import { Button } from "@/components/ui/button";
import { listProjectsByUserId } from "@/db/queries/projects";
import { entitlements } from "@/lib/entitlements";
import { smtpUrl, supportIsStaffed } from "@/core/env";
import { isMailbox } from "@/lib/mail";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Mentoring and support" };

export default async function SupportPage() {
  const user = await getCurrentUser();
  if (!user) return null; // the layout shows the auth gate
  const rocket = entitlements(user).can({ feature: "support" });
  const staffed = supportIsStaffed();
  const projects = rocket ? await listProjectsByUserId({ userId: user.id }) : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-8">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <LifeBuoyIcon aria-hidden className="size-7 text-brand" /> Mentoring and support
        </h1>
        <p className="mt-2 text-muted-foreground">
          Book a 1-on-1 session with a mentor or ask a priority question.
          {staffed ? " Answers within one business day." : ""}
        </p>
      </div>
      {rocket ? (
        <SupportView
          projects={projects.map((p) => ({ id: p.id, name: p.name }))}
          staffed={staffed}
          answersByMail={Boolean(smtpUrl()) && isMailbox(user.email)}
        />
      ) : (
        <div className="rounded-2xl border border-dashed p-10 text-center">
          <h2 className="text-lg font-semibold">Mentoring and priority support come with the Rocket plan</h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
            {staffed
              ? "On other plans, the contact form reaches us too; we answer within about 24 hours on business days."
              : "On other plans, the contact form reaches us too."}
          </p>
          <div className="mt-4 flex justify-center gap-3">
            <Button asChild>
              <Link href="/pricing">See plans</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
