import type { ReactNode } from "react";

import { AuthGate } from "@/components/site/auth-gate";
import { QueryProvider } from "@/components/site/query-provider";
import { signInOptions } from "@/lib/auth.config";
import { getCurrentUser } from "@/lib/session";

/** Signed-in pages. proxy.ts already filters signed-out visitors; this is the guard that counts. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) {
    const { oauth, demo } = signInOptions();
    return <AuthGate oauth={oauth} demo={demo} />;
  }
  return <QueryProvider>{children}</QueryProvider>;
}
