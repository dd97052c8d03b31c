"use client";

import { BarChart3Icon, LayoutDashboardIcon, LifeBuoyIcon, LogOutIcon, ReceiptIcon } from "lucide-react";
import Link from "next/link";
import type { Session } from "next-auth";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signOutAndGoHome } from "@/lib/auth-client";
import { initials } from "./user-nav";

/** The signed-in user's menu: name, e-mail (or 'Demo account'), Dashboard, Analytics, Support, Billing and Sign Out. */
export function AccountMenu({
  user,
  onSigningOut,
}: {
  user: Session["user"] & { id: string };
  onSigningOut: (signingOut: boolean) => void;
}) {
  const isDemo = user.id.startsWith("demo-");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="gap-2 px-2"
          aria-label={`Account menu for ${user.name ?? "you"}`}
        >
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(user.name)}
          </span>
          <span className="hidden max-w-32 truncate sm:inline">{user.name ?? "Account"}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium">{user.name ?? "Account"}</p>
          <p className="truncate text-xs text-muted-foreground">{isDemo ? "Demo account" : user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard">
            <LayoutDashboardIcon aria-hidden /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/analytics">
            <BarChart3Icon aria-hidden /> Analytics
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/support">
            <LifeBuoyIcon aria-hidden /> Mentoring and support
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/billing">
            <ReceiptIcon aria-hidden /> Plan and billing
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={async () => {
            onSigningOut(true);
            try {
              await signOutAndGoHome();
            } catch (error) {
              onSigningOut(false);
              console.error("Sign-out failed", error);
              const { toast } = await import("sonner");
              toast.error("Sign Out Error", { description: "Please try again." });
            }
          }}
        >
          <LogOutIcon aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
