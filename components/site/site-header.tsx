import { RocketIcon } from "lucide-react";
import Link from "next/link";

import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";
import { UserNav } from "./user-nav";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          href="/"
          className="flex items-center gap-2 font-semibold tracking-tight"
          aria-label="LaunchForge home"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <RocketIcon aria-hidden className="size-4" />
          </span>
          <span className="text-lg">LaunchForge</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <UserNav />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
