import type { ReactNode } from "react";

import { SiteChrome } from "@/components/site/site-chrome";

/** Every LaunchForge page (marketing, the app, the operator console, sign-in): header, footer, session. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
