import { CompassIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { SiteChrome } from "@/components/site/site-chrome";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/**
 * The 404 page, with LaunchForge's header and footer (it renders outside app/(site)/layout.tsx). It is
 * prerendered: proxy.ts gives an address no route matches the hashes of its scripts (lib/static-csp.ts).
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <CompassIcon aria-hidden className="size-12 text-primary" />
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="text-muted-foreground">
          The page you are looking for does not exist or has moved. Your projects are safe on your dashboard.
        </p>
        <div className="flex gap-3">
          <Button asChild>
            <Link href="/">Back to home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/dashboard">Dashboard</Link>
          </Button>
        </div>
      </section>
    </SiteChrome>
  );
}
