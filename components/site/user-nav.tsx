"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSession } from "next-auth/react";
import { useState } from "react";

import { Button } from "@/components/ui/button";

export function initials(name: string | null | undefined): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase();
}

function AccountSkeleton() {
  return (
    <div className="h-9 w-28 animate-pulse rounded-md bg-muted" aria-label="Loading account" role="status" />
  );
}

/** The menu (and the popper it needs) loads only for a signed-in user, so visitors' pages stay light. */
const AccountMenu = dynamic(() => import("./account-menu").then((m) => m.AccountMenu), {
  loading: AccountSkeleton,
});

/** The user menu (name, e-mail, Dashboard, Sign Out), or the call to start building when signed out. */
export function UserNav() {
  const { data: session, status } = useSession();
  const pathname = usePathname();
  const [signingOut, setSigningOut] = useState(false);

  if (status === "loading" || signingOut) return <AccountSkeleton />;

  const user = session?.user;
  if (!user?.id) {
    return (
      <Button asChild size="sm">
        <Link href="/quiz">{pathname === "/" ? "Get Started" : "Start Building"}</Link>
      </Button>
    );
  }
  return <AccountMenu user={user} onSigningOut={setSigningOut} />;
}
