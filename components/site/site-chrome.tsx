import type { ReactNode } from "react";

import { Providers } from "./providers";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * LaunchForge's own pages around their content: the skip link, the session and toasts, the header and the
 * footer. A founder's public launch page (/l/…) is theirs and goes without it.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Providers>
        <SiteHeader />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter />
      </Providers>
    </>
  );
}
