"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";

import { Toaster } from "@/components/ui/sonner";
import { AuthToasts } from "./auth-toasts";

/** What every page needs: the session (header menu) and toasts. react-query is added where it is used. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      {children}
      <Toaster />
      <AuthToasts />
    </SessionProvider>
  );
}
